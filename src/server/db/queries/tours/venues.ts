import { and, asc, eq, sql } from "drizzle-orm";
import type { VenueInput } from "@/domain/tours/venues";
import { locate } from "../../../places/gazetteer";
import type { Db } from "../../client";
import { tourVenues, venues } from "../../schema";
import { qualified } from "../../sql-helpers";
import { ensureRoomFor } from "../workspace-limits";

const venueColumns = {
  id: venues.id,
  name: venues.name,
  city: venues.city,
  state: venues.state,
  capacity: venues.capacity,
  contactName: venues.contactName,
  phone: venues.phone,
  email: venues.email,
  country: venues.country,
  latitude: venues.latitude,
  longitude: venues.longitude,
};

/**
 * The venue with its point: as typed, else the gazetteer's one place for its city (issue
 * 40). A city that is unknown or could be several stays unplaced, and the route asks.
 */
export async function placedVenue(input: VenueInput): Promise<VenueInput> {
  if (input.latitude !== null && input.longitude !== null) return input;
  const place = await locate(input.city, input.state, input.country);
  return { ...input, latitude: place?.lat ?? null, longitude: place?.lng ?? null };
}

/** The account's venue directory by name, each with how many shows use it. */
export async function listVenues(db: Db, workspaceId: string) {
  return db
    .select({
      ...venueColumns,
      // A subquery on the venue index rather than a join: fast without table statistics.
      // Only the venue's owner can book it, so counting by venue alone is exact.
      showCount:
        sql<number>`(select count(*) from ${tourVenues} where ${tourVenues.venueId} = ${qualified(venues.id)})`.mapWith(
          Number,
        ),
    })
    .from(venues)
    .where(eq(venues.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id));
}

export async function getVenue(db: Db, workspaceId: string, venueId: string) {
  const [row] = await db
    .select(venueColumns)
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.workspaceId, workspaceId)));
  return row;
}

export async function createVenue(db: Db, workspaceId: string, input: VenueInput) {
  // The gazetteer is read before the transaction: a look-up holds no row lock.
  const placed = await placedVenue(input);
  return db.transaction(async (tx) => {
    await ensureRoomFor(tx, workspaceId, "venues");
    const [row] = await tx
      .insert(venues)
      .values({ ...placed, workspaceId })
      .returning(venueColumns);
    return row!;
  });
}

export async function updateVenue(db: Db, workspaceId: string, venueId: string, input: VenueInput) {
  const [row] = await db
    .update(venues)
    .set(await placedVenue(input))
    .where(and(eq(venues.id, venueId), eq(venues.workspaceId, workspaceId)))
    .returning(venueColumns);
  return row;
}

/** Shows at a deleted venue stay on their tours and read 'Unknown Venue' (ON DELETE SET NULL). */
export async function deleteVenue(db: Db, workspaceId: string, venueId: string): Promise<boolean> {
  const rows = await db
    .delete(venues)
    .where(and(eq(venues.id, venueId), eq(venues.workspaceId, workspaceId)))
    .returning({ id: venues.id });
  return rows.length > 0;
}
