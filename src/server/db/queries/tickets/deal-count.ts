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

/** The alias `tourDealCounts` is joined under, and its counts as `dealCountsSql` gives them. */
export const TOUR_COUNTS = {
  showId: sql.raw("tour_counts.show_id"),
  counts: sql<DealCountTuple[]>`coalesce(tour_counts.counts, '[]'::json)`,
};

/**
 * The counts of every show of one tour, as `dealCountsSql` gives one show's: a table
 * (`tour_counts`: show_id, counts) for a read of all a tour's deals to join. A subquery per
 * deal is one probe per deal, and on a table the planner thinks small one whole scan per
 * deal: 200 deals beside 300 counts of other shows took ~5.6 ms of the ledger's read.
 */
export const tourDealCounts = (workspaceId: string, tourId: string) =>
  sql`(select tc.show_id, json_agg(${COUNT_TUPLE}) as counts
    from ${ticketCounts} tc
    join ${tourVenues} on ${tourVenues.id} = tc.show_id and ${tourVenues.tourId} = ${tourId}
      and ${tourVenues.workspaceId} = ${workspaceId}
    where tc.workspace_id = ${workspaceId}
    group by tc.show_id) tour_counts`;
