import { type SQL, sql } from "drizzle-orm";
import { utcDateStamp } from "@/domain/tour-timing";
import { DROPPED_SHOW_STATUSES, type TourRun, tourStatus } from "@/domain/tours/tour-status";
import type { Bound } from "../../built-once";
import { tours, tourVenues } from "../../schema";
import { qualified } from "../../sql-helpers";

// A tour's status is derived (domain tourStatus): a read gives the first and last dates of
// its shows in play, and the domain decides. Written in as literals: never parameters.
const DROPPED = sql.raw(DROPPED_SHOW_STATUSES.map((s) => `'${s}'`).join(", "));

/** The first (`min`) or last (`max`) date of the tour's shows in play: a correlated subquery. */
const showEdge = (edge: "min" | "max", tourId: SQL) =>
  sql<string | null>`(select ${sql.raw(edge)}(${tourVenues.performanceDate})
    from ${tourVenues} where ${tourVenues.tourId} = ${tourId}
      and ${tourVenues.status} not in (${DROPPED}))`;

/** Columns to select beside a tour's own for `withStatus` (on the tours index, per tour). */
export const tourRunColumns = {
  firstShow: showEdge("min", qualified(tours.id)),
  lastShow: showEdge("max", qualified(tours.id)),
};

/** Today as a tour's status reads it: the UTC calendar date (docs/product.md §3.2). */
export const statusToday = (now = new Date()) => utcDateStamp(now);

/** A tour row read with `tourRunColumns`, answered with its derived status instead. */
export function withStatus<T extends TourRun>(
  row: T,
  today = statusToday(),
): Omit<T, "firstShow" | "lastShow"> {
  const { firstShow: _f, lastShow: _l, ...rest } = row;
  return { ...rest, status: tourStatus(row, today) };
}

/**
 * The number of the workspace's tours whose status is active today: tourStatus in SQL, for
 * the Overview's one statement. least/greatest skip nulls as the domain skips missing dates;
 * a tour with no date at all has a null run and is never active.
 */
export function activeTourCountSql(workspaceId: Bound<string>, today: Bound<string>) {
  return sql<number>`(select count(*)::int from ${tours} t
    left join lateral (select min(s.performance_date) as first_show,
        max(s.performance_date) as last_show
      from ${tourVenues} s where s.tour_id = t.id and s.status not in (${DROPPED})) r on true
    where t.workspace_id = ${workspaceId} and t.status <> 'cancelled'
      and least(t.start_date, t.end_date, r.first_show, r.last_show) <= ${today}::date
      and greatest(t.start_date, t.end_date, r.first_show, r.last_show) >= ${today}::date)`;
}
