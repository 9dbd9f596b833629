import { eq, sql } from "drizzle-orm";
import { DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import {
  assembleDashboardStats,
  RECENT_TOURS_SHOWN,
  type TourAggregates,
} from "@/domain/overview/overview";
import { behindPaceShows } from "@/domain/tickets/show-tickets";
import { type Bound, builtOnce } from "../../built-once";
import type { Db } from "../../client";
import { marketingCampaigns, tours, tourVenues, venues, workspaces } from "../../schema";
import { qualified } from "../../sql-helpers";
import { merchandiseCountsSql } from "../merch/overview";
import { crewSeesTicketCountsSql, ticketShowsJsonSql } from "../tickets/overview";
import { activeTourCountSql, statusToday, tourRunColumns, withStatus } from "../tours/tour-run";

/** How many of the account's campaigns are in each status (a handful of rows). */
export async function campaignStatusCounts(db: Db, workspaceId: string) {
  return db
    .select({
      status: marketingCampaigns.status,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.workspaceId, workspaceId))
    .groupBy(marketingCampaigns.status);
}

/** The three newest tours as the Overview lists them (one JSON array, built by the database). */
function recentToursJson(workspaceId: Bound<string>) {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', r.id, 'title', r.title, 'status', r.status,
      'startDate', r.start_date, 'endDate', r.end_date, 'venueCount', r.venue_count,
      'firstShow', r.first_show, 'lastShow', r.last_show
    ) order by r.created_at desc, r.id desc), '[]'::json)
    from (
      select ${tours.id} as id, ${tours.title} as title, ${tours.status} as status,
        ${tours.startDate} as start_date, ${tours.endDate} as end_date,
        ${tours.createdAt} as created_at,
        (select count(*) from ${tourVenues} where ${tourVenues.tourId} = ${qualified(tours.id)})::int
          as venue_count,
        ${tourRunColumns.firstShow} as first_show, ${tourRunColumns.lastShow} as last_show
      from ${tours}
      where ${tours.workspaceId} = ${workspaceId}
      order by ${tours.createdAt} desc, ${tours.id} desc
      limit ${RECENT_TOURS_SHOWN}
    ) r
  )`;
}

/**
 * The domain's aggregateTours, added up by the database: one row, whatever the number of
 * tours. Shows are grouped by venue before venues are joined, so the join stays as small as
 * the venue directory even when PGlite has no table statistics to plan with.
 */
function showFiguresJson(workspaceId: Bound<string>) {
  return sql`(
    select json_build_object(
      'venuesBooked', coalesce(sum(pv.shows), 0)::int,
      'venuesConfirmed', coalesce(sum(pv.confirmed), 0)::int,
      -- A missing venue or capacity counts 0 (docs/product.md §2.2).
      'totalCapacity', coalesce(sum(pv.shows * coalesce(${venues.capacity}, 0)), 0)::bigint
    )
    from (
      select ${tourVenues.venueId} as venue_id, count(*) as shows,
        count(*) filter (where ${tourVenues.status} = ${CONFIRMED_SHOW_STATUS}) as confirmed
      from ${tourVenues}
      where ${tourVenues.workspaceId} = ${workspaceId}
      group by ${tourVenues.venueId}
    ) pv
    left join ${venues} on ${venues.id} = pv.venue_id and ${venues.workspaceId} = ${workspaceId}
  )`;
}

/** How many of the account's campaigns are in each status, as [{ status, count }]. */
function campaignCountsJson(workspaceId: Bound<string>) {
  return sql`(
    select coalesce(json_agg(json_build_object('status', c.status, 'count', c.n)), '[]'::json)
    from (
      select ${marketingCampaigns.status} as status, count(*)::int as n
      from ${marketingCampaigns}
      where ${marketingCampaigns.workspaceId} = ${workspaceId}
      group by ${marketingCampaigns.status}
    ) c
  )`;
}

type RecentTourRow = {
  id: string;
  title: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  venueCount: number;
  firstShow: string | null;
  lastShow: string | null;
};

/**
 * Everything the Overview shows in one SQL statement however many tours there are: each part
 * is a subquery answering one JSON value. The rules that turn them into statistics live in
 * the domain. Merchandise counts products ready (status ready, stock > 0) of all products.
 */
const overviewStatement = builtOnce((db) => {
  const workspaceId = sql.placeholder("workspaceId");
  const today = sql.placeholder("today");
  return db
    .select({
      // docs/product.md §2.2: tours whose status is active, by the derived status (tour-run.ts).
      activeTours: activeTourCountSql(workspaceId, today).mapWith(Number),
      revenueProjection: sql<string>`coalesce(sum(${tours.totalEstimatedCost}), 0)::text`,
      shows: sql<{
        venuesBooked: number;
        venuesConfirmed: number;
        totalCapacity: number | string;
      }>`${showFiguresJson(workspaceId)}`,
      recentTours: sql<RecentTourRow[]>`${recentToursJson(workspaceId)}`,
      campaigns: sql<{ status: string; count: number }[]>`${campaignCountsJson(workspaceId)}`,
      merchandise: sql<{ ready: number; total: number }>`${merchandiseCountsSql(workspaceId)}`,
      // Issue 41: the currency the Overview's money is in (the revenue projection is typed in it).
      homeCurrency: sql<string>`(select ${workspaces.homeCurrency} from ${workspaces}
        where ${workspaces.id} = ${workspaceId})`,
      // Issue 51: the shows of tours still to play, for the flag of shows behind pace.
      ticketShows: ticketShowsJsonSql(workspaceId, today),
      crewSeesTicketCounts: crewSeesTicketCountsSql(workspaceId),
    })
    .from(tours)
    .where(eq(tours.workspaceId, workspaceId))
    .prepare("tribe_overview");
});

export async function getOverview(db: Db, workspaceId: string, today = statusToday()) {
  const [row] = await overviewStatement(db).execute({ workspaceId, today });
  const {
    activeTours,
    revenueProjection,
    shows,
    recentTours,
    campaigns,
    merchandise,
    homeCurrency,
    ticketShows,
    crewSeesTicketCounts,
  } = row!;
  const aggregates: TourAggregates = {
    activeTours,
    revenueProjection,
    venuesBooked: shows.venuesBooked,
    venuesConfirmed: shows.venuesConfirmed,
    totalCapacity: Number(shows.totalCapacity),
  };
  return {
    stats: assembleDashboardStats(aggregates, campaigns, merchandise),
    recentTours: recentTours.map((t) => withStatus(t, today)),
    homeCurrency: homeCurrency ?? DEFAULT_HOME_CURRENCY,
    behindPace: behindPaceShows(ticketShows ?? [], today),
    crewSeesTicketCounts: crewSeesTicketCounts ?? false,
  };
}
