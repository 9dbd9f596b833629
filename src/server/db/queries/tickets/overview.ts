import { sql } from "drizzle-orm";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import type { TicketShow } from "@/domain/tickets/show-tickets";
import type { Bound } from "../../built-once";
import { ticketCounts, tourVenues, venueRevenueDeals, venues, workspaces } from "../../schema";

/**
 * For the Overview's flag of shows behind pace (issue 51), as one JSON value of its one
 * statement (ADR 0005): every show of each tour with a confirmed show from `from` on, with
 * its capacity (the deal's, else the venue's) and its counts (no gross: the flag reads sold).
 */
export function ticketShowsJsonSql(workspaceId: Bound<string>, from: Bound<string>) {
  return sql<TicketShow[]>`(
    select coalesce(json_agg(json_build_object(
      'showId', tv.id, 'tourId', tv.tour_id, 'tourTitle', '', 'date', tv.performance_date,
      'status', tv.status, 'venueName', v.name, 'city', v.city,
      'capacity', coalesce(d.capacity, v.capacity), 'currency', '',
      'counts', (
        select coalesce(json_agg(json_build_object(
          'id', c.id, 'tier', c.tier,
          'countedAt', to_char(c.counted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'sold', c.sold, 'comps', c.comps, 'gross', null, 'currency', c.currency,
          'source', c.source, 'seller', c.seller
        ) order by c.counted_at, c.id), '[]'::json)
        from ${ticketCounts} c
        where c.show_id = tv.id and c.workspace_id = ${workspaceId}
      )
    )), '[]'::json)
    from ${tourVenues} tv
    left join ${venues} v on v.id = tv.venue_id and v.workspace_id = ${workspaceId}
    left join ${venueRevenueDeals} d on d.tour_venue_id = tv.id and d.workspace_id = ${workspaceId}
    where tv.workspace_id = ${workspaceId} and tv.tour_id in (
      select u.tour_id from ${tourVenues} u
      where u.workspace_id = ${workspaceId} and u.status = ${CONFIRMED_SHOW_STATUS}
        and u.performance_date >= ${from}
    )
  )`;
}

/** The owner's setting of who reads counts, as a column of the same statement. */
export const crewSeesTicketCountsSql = (workspaceId: Bound<string>) =>
  sql<boolean>`(select ${workspaces.crewSeesTicketCounts} from ${workspaces}
    where ${workspaces.id} = ${workspaceId})`;
