import { and, asc, eq } from "drizzle-orm";
import {
  itineraryDays,
  type Lodging,
  type LodgingInput,
  type TravelLeg,
  type TravelLegInput,
  type TravelMode,
} from "@/domain/logistics/itinerary";
import type { Db } from "../../client";
import { lodgings, travelLegs } from "../../schema";
import { listTourShows } from "../finances/summary";
import { findOwnedTour } from "../ownership";

const legColumns = {
  id: travelLegs.id,
  mode: travelLegs.mode,
  fromPlace: travelLegs.fromPlace,
  toPlace: travelLegs.toPlace,
  departureAt: travelLegs.departureAt,
  departureTz: travelLegs.departureTz,
  arrivalAt: travelLegs.arrivalAt,
  arrivalTz: travelLegs.arrivalTz,
  carrier: travelLegs.carrier,
  number: travelLegs.number,
  confirmationCode: travelLegs.confirmationCode,
  cost: travelLegs.cost,
};
const lodgingColumns = {
  id: lodgings.id,
  name: lodgings.name,
  address: lodgings.address,
  checkIn: lodgings.checkIn,
  checkOut: lodgings.checkOut,
  confirmationCode: lodgings.confirmationCode,
  cost: lodgings.cost,
  rooms: lodgings.rooms,
};

type LegRow = Omit<TravelLeg, "mode" | "departureAt" | "arrivalAt"> & {
  mode: string;
  departureAt: Date;
  arrivalAt: Date;
};
const toLeg = (r: LegRow): TravelLeg => ({
  ...r,
  mode: r.mode as TravelMode,
  departureAt: r.departureAt.toISOString(),
  arrivalAt: r.arrivalAt.toISOString(),
});

const ownLegs = (userId: string, tourId: string) =>
  and(eq(travelLegs.userId, userId), eq(travelLegs.tourId, tourId));
const ownStays = (userId: string, tourId: string) =>
  and(eq(lodgings.userId, userId), eq(lodgings.tourId, tourId));

export async function listTravelLegs(db: Db, userId: string, tourId: string) {
  const rows = await db
    .select(legColumns)
    .from(travelLegs)
    .where(ownLegs(userId, tourId))
    .orderBy(asc(travelLegs.departureAt), asc(travelLegs.id));
  return rows.map(toLeg);
}

export async function listLodgings(db: Db, userId: string, tourId: string): Promise<Lodging[]> {
  return db
    .select(lodgingColumns)
    .from(lodgings)
    .where(ownStays(userId, tourId))
    .orderBy(asc(lodgings.checkIn), asc(lodgings.id));
}

/** The itinerary day by day, with the tour's shows; undefined when the tour is not owned. */
export async function getItinerary(db: Db, userId: string, tourId: string) {
  if (!(await findOwnedTour(db, userId, tourId))) return undefined;
  const shows = await listTourShows(db, userId, tourId);
  const legs = await listTravelLegs(db, userId, tourId);
  const stays = await listLodgings(db, userId, tourId);
  return { days: itineraryDays(shows, legs, stays), legs, lodgings: stays };
}

export async function createTravelLeg(
  db: Db,
  userId: string,
  tourId: string,
  input: TravelLegInput,
) {
  if (!(await findOwnedTour(db, userId, tourId))) return undefined;
  const [row] = await db
    .insert(travelLegs)
    .values({ ...input, userId, tourId })
    .returning(legColumns);
  return toLeg(row!);
}

export async function updateTravelLeg(
  db: Db,
  userId: string,
  tourId: string,
  id: string,
  input: TravelLegInput,
) {
  const [row] = await db
    .update(travelLegs)
    .set(input)
    .where(and(ownLegs(userId, tourId), eq(travelLegs.id, id)))
    .returning(legColumns);
  return row ? toLeg(row) : undefined;
}

export async function deleteTravelLeg(db: Db, userId: string, tourId: string, id: string) {
  const rows = await db
    .delete(travelLegs)
    .where(and(ownLegs(userId, tourId), eq(travelLegs.id, id)))
    .returning({ id: travelLegs.id });
  return rows.length > 0;
}

export async function createLodging(db: Db, userId: string, tourId: string, input: LodgingInput) {
  if (!(await findOwnedTour(db, userId, tourId))) return undefined;
  const [row] = await db
    .insert(lodgings)
    .values({ ...input, userId, tourId })
    .returning(lodgingColumns);
  return row;
}

export async function updateLodging(
  db: Db,
  userId: string,
  tourId: string,
  id: string,
  input: LodgingInput,
) {
  const [row] = await db
    .update(lodgings)
    .set(input)
    .where(and(ownStays(userId, tourId), eq(lodgings.id, id)))
    .returning(lodgingColumns);
  return row;
}

export async function deleteLodging(db: Db, userId: string, tourId: string, id: string) {
  const rows = await db
    .delete(lodgings)
    .where(and(ownStays(userId, tourId), eq(lodgings.id, id)))
    .returning({ id: lodgings.id });
  return rows.length > 0;
}
