import { type Column, type SQL, sql } from "drizzle-orm";
import type { DealCountTuple } from "@/domain/tickets/deal-count";
import { ticketCounts, tourVenues } from "../../schema";

/** One count as a deal read carries it (domain/tickets/deal-count.ts's tuple). */
const COUNT_TUPLE = sql`json_build_array(
  tc.id, tc.tier,
  to_char(tc.counted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  tc.sold, tc.gross::text, tc.currency
)`;

/**
 * A show's counts as the deal reads need them (domain/tickets/deal-count.ts), as one JSON
 * value of the statement that reads the deal: no statement of its own (ADR 0005). `showId`
 * and `workspaceId` are the deal row's columns.
 */
export const dealCountsSql = (showId: Column | SQL, workspaceId: Column | SQL) =>
  sql<DealCountTuple[]>`(select coalesce(json_agg(${COUNT_TUPLE}), '[]'::json)
    from ${ticketCounts} tc
    where tc.show_id = ${showId} and tc.workspace_id = ${workspaceId})`;

/**
 * The counts of every show of one tour, as `dealCountsSql` gives one show's: one JSON object
 * by show id, for a read of all a tour's deals. An uncorrelated scalar subquery, so the
 * database runs it once whatever plan it picks. A subquery per deal was one probe per deal,
 * and on a table the planner thinks small one whole scan per deal (5.3 ms of a 200-show
 * read); a grouped table joined to the deals was worse, re-grouped for each deal when the
 * planner expected one (240 ms).
 */
export const tourCountsByShow = (workspaceId: string, tourId: string) =>
  sql<
    Record<string, DealCountTuple[]>
  >`(select coalesce(json_object_agg(t.show_id, t.counts), '{}'::json)
    from (select tc.show_id, json_agg(${COUNT_TUPLE}) as counts
      from ${ticketCounts} tc
      join ${tourVenues} on ${tourVenues.id} = tc.show_id and ${tourVenues.tourId} = ${tourId}
        and ${tourVenues.workspaceId} = ${workspaceId}
      where tc.workspace_id = ${workspaceId}
      group by tc.show_id) t)`;

/** One show's counts out of `tourCountsByShow`, as a column of a read of every deal of a tour. */
export const showCountsOfTour = (workspaceId: string, tourId: string, showId: Column) =>
  sql<
    DealCountTuple[]
  >`coalesce(${tourCountsByShow(workspaceId, tourId)} -> (${showId}::text), '[]'::json)`;
