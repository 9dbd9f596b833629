import { eq, sql } from "drizzle-orm";
import { buildTourList, type ShowRecord, type Tour, type TourRecord } from "@/domain/tours";
import type { Db } from "../client";
import { tours, tourVenues, venues } from "../schema";

/** Tours built and handed to the file writer at a time. */
export const EXPORT_BATCH = 1000;

type VenueFields = Pick<ShowRecord, "venueName" | "city" | "state" | "capacity">;
const noVenue: VenueFields = { venueName: null, city: null, state: null, capacity: null };

type VenueTuple = [string, string, string | null, string | null, number | null];
type TourTuple = [string, string, string, string, string | null, string | null, string];
type ShowTuple = [
  string,
  string,
  number,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
];

/**
 * Each statement answers a single JSON value: PGlite hands rows to JavaScript slowly
 * (~10 µs a row) but one JSON text at once. Amounts travel as text to stay exact. Shows are
 * read without a join: PGlite has no table statistics and would plan one as a nested loop.
 */
async function readAccount(db: Db, userId: string) {
  const [[t], [s], [v]] = await Promise.all([
    db
      .select({
        list: sql<
          TourTuple[]
        >`coalesce(json_agg(json_build_array(${tours.id}, ${tours.title}, ${tours.status}, ${tours.createdAt}, ${tours.startDate}, ${tours.endDate}, ${tours.totalEstimatedCost}::text) order by ${tours.createdAt} desc, ${tours.id} desc), '[]'::json)`,
      })
      .from(tours)
      .where(eq(tours.userId, userId)),
    db
      .select({
        list: sql<
          ShowTuple[]
        >`coalesce(json_agg(json_build_array(${tourVenues.id}, ${tourVenues.tourId}, ${tourVenues.orderInTour}, ${tourVenues.performanceDate}, ${tourVenues.status}, ${tourVenues.venueFee}::text, ${tourVenues.estimatedTravelCost}::text, ${tourVenues.estimatedAccommodationCost}::text, ${tourVenues.venueId})), '[]'::json)`,
      })
      .from(tourVenues)
      .where(eq(tourVenues.userId, userId)),
    db
      .select({
        list: sql<
          VenueTuple[]
        >`coalesce(json_agg(json_build_array(${venues.id}, ${venues.name}, ${venues.city}, ${venues.state}, ${venues.capacity})), '[]'::json)`,
      })
      .from(venues)
      .where(eq(venues.userId, userId)),
  ]);
  return { tours: t?.list ?? [], shows: s?.list ?? [], venues: v?.list ?? [] };
}

/**
 * The account's tours with their shows, newest first, in batches for the file writer. Three
 * statements whatever the size of the account; a snapshot, so a tour added while the file
 * streams is neither skipped nor repeated.
 */
export async function* iterateTourList(
  db: Db,
  userId: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Tour[]> {
  const data = await readAccount(db, userId);
  const venueById = new Map<string, VenueFields>(
    data.venues.map(([id, venueName, city, state, capacity]) => [
      id,
      { venueName, city, state, capacity },
    ]),
  );
  const showsByTour = new Map<string, ShowRecord[]>();
  for (const [
    id,
    tourId,
    orderInTour,
    performanceDate,
    status,
    fee,
    travel,
    lodging,
    venueId,
  ] of data.shows) {
    const show: ShowRecord = {
      id,
      tourId,
      orderInTour,
      performanceDate,
      status,
      venueFee: fee,
      estimatedTravelCost: travel,
      estimatedAccommodationCost: lodging,
      ...((venueId && venueById.get(venueId)) || noVenue),
    };
    const list = showsByTour.get(tourId);
    if (list) list.push(show);
    else showsByTour.set(tourId, [show]);
  }
  for (let i = 0; i < data.tours.length; i += batchSize) {
    const records: TourRecord[] = data.tours
      .slice(i, i + batchSize)
      .map(([id, title, status, createdAt, startDate, endDate, cost]) => ({
        id,
        title,
        status,
        createdAt: new Date(createdAt).toISOString(),
        startDate,
        endDate,
        totalEstimatedCost: cost,
      }));
    yield buildTourList(
      records,
      records.flatMap((r) => showsByTour.get(r.id) ?? []),
    );
  }
}
