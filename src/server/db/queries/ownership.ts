import { type AnyColumn, and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { tours, tourVenues, venues } from "../schema";

/**
 * The one ownership check for everything nested under a tour or a show. A row of another
 * account is answered exactly like a missing one, so callers only learn "found or not".
 * `lock` takes a row lock inside a transaction, so concurrent writes under the same parent
 * queue up instead of colliding (e.g. renumbering a tour's shows).
 */
export async function findOwnedTour(
  db: Db,
  workspaceId: string,
  tourId: string,
  opts: { lock?: boolean } = {},
): Promise<{ id: string } | undefined> {
  const query = db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)))
    .limit(1);
  const [row] = await (opts.lock ? query.for("update") : query);
  return row;
}

/** A show of the account (optionally required to be on the given tour). */
export async function findOwnedShow(
  db: Db,
  workspaceId: string,
  showId: string,
  opts: { tourId?: string; lock?: boolean } = {},
): Promise<{ id: string; tourId: string } | undefined> {
  const query = db
    .select({ id: tourVenues.id, tourId: tourVenues.tourId })
    .from(tourVenues)
    .where(
      and(
        eq(tourVenues.id, showId),
        eq(tourVenues.workspaceId, workspaceId),
        opts.tourId === undefined ? undefined : eq(tourVenues.tourId, opts.tourId),
      ),
    )
    .limit(1);
  const [row] = await (opts.lock ? query.for("update") : query);
  return row;
}

/**
 * Joins a row hanging off a show (a deal, a rider provision) to its show, only when that show
 * is the account's and on the given tour; and the show to its venue, only when the venue is
 * the account's too.
 */
export const onTourShow = (workspaceId: string, tourId: string, showId: AnyColumn) =>
  and(
    eq(tourVenues.id, showId),
    eq(tourVenues.workspaceId, workspaceId),
    eq(tourVenues.tourId, tourId),
  );
export const onShowVenue = (workspaceId: string) =>
  and(eq(venues.id, tourVenues.venueId), eq(venues.workspaceId, workspaceId));
