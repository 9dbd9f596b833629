import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { buildTourList, type ShowRecord, type Tour, type TourRecord } from "@/domain/tours";
import type { Db } from "../client";
import { tours, tourVenues, venues } from "../schema";

/** Tours read, built and handed to the file writer at a time. */
export const EXPORT_BATCH = 1000;

type VenueFields = Pick<ShowRecord, "venueName" | "city" | "state" | "capacity">;
const noVenue: VenueFields = { venueName: null, city: null, state: null, capacity: null };

/** Where the previous page ended: created_at as PostgreSQL's own text (microseconds kept). */
interface Cursor {
  createdAt: string;
  id: string;
}

async function readTourPage(db: Db, userId: string, after: Cursor | undefined, size: number) {
  return db
    .select({
      id: tours.id,
      title: tours.title,
      status: tours.status,
      createdAtText: sql<string>`${tours.createdAt}::text`,
      createdAt: tours.createdAt,
      startDate: tours.startDate,
      endDate: tours.endDate,
      totalEstimatedCost: sql<string>`${tours.totalEstimatedCost}::text`,
    })
    .from(tours)
    .where(
      and(
        eq(tours.userId, userId),
        after
          ? sql`(${tours.createdAt}, ${tours.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(tours.createdAt), desc(tours.id))
    .limit(size);
}

/** The shows of some tours, each with its venue's fields. Two statements, no join. */
async function readShows(db: Db, userId: string, tourIds: string[]): Promise<ShowRecord[]> {
  if (tourIds.length === 0) return [];
  const shows = await db
    .select({
      id: tourVenues.id,
      tourId: tourVenues.tourId,
      orderInTour: tourVenues.orderInTour,
      performanceDate: tourVenues.performanceDate,
      status: tourVenues.status,
      venueFee: sql<string | null>`${tourVenues.venueFee}::text`,
      estimatedTravelCost: sql<string | null>`${tourVenues.estimatedTravelCost}::text`,
      estimatedAccommodationCost: sql<
        string | null
      >`${tourVenues.estimatedAccommodationCost}::text`,
      venueId: tourVenues.venueId,
    })
    .from(tourVenues)
    .where(and(eq(tourVenues.userId, userId), inArray(tourVenues.tourId, tourIds)));
  const venueIds = [...new Set(shows.flatMap((s) => (s.venueId ? [s.venueId] : [])))];
  const venueRows = venueIds.length
    ? await db
        .select({
          id: venues.id,
          venueName: venues.name,
          city: venues.city,
          state: venues.state,
          capacity: venues.capacity,
        })
        .from(venues)
        .where(and(eq(venues.userId, userId), inArray(venues.id, venueIds)))
    : [];
  const venueById = new Map<string, VenueFields>(venueRows.map(({ id, ...v }) => [id, v]));
  return shows.map(({ venueId, ...show }) => ({
    ...show,
    ...((venueId && venueById.get(venueId)) || noVenue),
  }));
}

/**
 * The account's tours with their shows, newest first, in batches for the file writer. Only
 * one batch is in memory at a time (a page of tours, their shows and venues: three statements
 * a batch), and the next page is read only when the writer asks for it, i.e. as fast as the
 * client downloads. Pages follow (created_at, id), so a tour added while the file streams is
 * not repeated or shifted into a later page; one deleted meanwhile is simply left out.
 */
export async function* iterateTourList(
  db: Db,
  userId: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Tour[]> {
  let after: Cursor | undefined;
  for (;;) {
    const page = await readTourPage(db, userId, after, batchSize);
    if (page.length === 0) return;
    const records: TourRecord[] = page.map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      createdAt: new Date(t.createdAt).toISOString(),
      startDate: t.startDate,
      endDate: t.endDate,
      totalEstimatedCost: t.totalEstimatedCost,
    }));
    yield buildTourList(
      records,
      await readShows(
        db,
        userId,
        records.map((r) => r.id),
      ),
    );
    if (page.length < batchSize) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAtText, id: last.id };
  }
}
