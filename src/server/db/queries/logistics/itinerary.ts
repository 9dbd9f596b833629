import { and, asc, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/domain/currency";
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
import { homeCurrencyOf } from "../finances/exchange-rates";
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
  currency: travelLegs.currency,
};
const lodgingColumns = {
  id: lodgings.id,
  name: lodgings.name,
  address: lodgings.address,
  checkIn: lodgings.checkIn,
  checkOut: lodgings.checkOut,
  confirmationCode: lodgings.confirmationCode,
  cost: lodgings.cost,
  currency: lodgings.currency,
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

const ownLegs = (workspaceId: string, tourId: string) =>
  and(eq(travelLegs.workspaceId, workspaceId), eq(travelLegs.tourId, tourId));
const ownStays = (workspaceId: string, tourId: string) =>
  and(eq(lodgings.workspaceId, workspaceId), eq(lodgings.tourId, tourId));

export async function listTravelLegs(db: Db, workspaceId: string, tourId: string) {
  const rows = await db
    .select(legColumns)
    .from(travelLegs)
    .where(ownLegs(workspaceId, tourId))
    .orderBy(asc(travelLegs.departureAt), asc(travelLegs.id));
  return rows.map(toLeg);
}

export async function listLodgings(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<Lodging[]> {
  return db
    .select(lodgingColumns)
    .from(lodgings)
    .where(ownStays(workspaceId, tourId))
    .orderBy(asc(lodgings.checkIn), asc(lodgings.id));
}

/** The itinerary day by day, with the tour's shows; undefined when the tour is not owned. */
export async function getItinerary(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const shows = await listTourShows(db, workspaceId, tourId);
  const legs = await listTravelLegs(db, workspaceId, tourId);
  const stays = await listLodgings(db, workspaceId, tourId);
  const home = await homeCurrencyOf(db, workspaceId);
  return { days: itineraryDays(shows, legs, stays), legs, lodgings: stays, home };
}

/** A write's input with its currency settled (server/record-currency.ts). */
type InCurrency<T> = Omit<T, "currency"> & { currency: CurrencyCode };

/** A leg's currency, for an edit that sends none; undefined when the leg is not the tour's. */
export async function travelLegCurrency(db: Db, workspaceId: string, tourId: string, id: string) {
  const [row] = await db
    .select({ currency: travelLegs.currency })
    .from(travelLegs)
    .where(and(ownLegs(workspaceId, tourId), eq(travelLegs.id, id)));
  return row?.currency;
}

/** A stay's currency, for an edit that sends none; undefined when the stay is not the tour's. */
export async function lodgingCurrency(db: Db, workspaceId: string, tourId: string, id: string) {
  const [row] = await db
    .select({ currency: lodgings.currency })
    .from(lodgings)
    .where(and(ownStays(workspaceId, tourId), eq(lodgings.id, id)));
  return row?.currency;
}

export async function createTravelLeg(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: InCurrency<TravelLegInput>,
) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const [row] = await db
    .insert(travelLegs)
    .values({ ...input, workspaceId, tourId })
    .returning(legColumns);
  return toLeg(row!);
}

export async function updateTravelLeg(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: InCurrency<TravelLegInput>,
) {
  const [row] = await db
    .update(travelLegs)
    .set(input)
    .where(and(ownLegs(workspaceId, tourId), eq(travelLegs.id, id)))
    .returning(legColumns);
  return row ? toLeg(row) : undefined;
}

export async function deleteTravelLeg(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(travelLegs)
    .where(and(ownLegs(workspaceId, tourId), eq(travelLegs.id, id)))
    .returning({ id: travelLegs.id });
  return rows.length > 0;
}

export async function createLodging(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: InCurrency<LodgingInput>,
) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const [row] = await db
    .insert(lodgings)
    .values({ ...input, workspaceId, tourId })
    .returning(lodgingColumns);
  return row;
}

export async function updateLodging(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: InCurrency<LodgingInput>,
) {
  const [row] = await db
    .update(lodgings)
    .set(input)
    .where(and(ownStays(workspaceId, tourId), eq(lodgings.id, id)))
    .returning(lodgingColumns);
  return row;
}

export async function deleteLodging(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(lodgings)
    .where(and(ownStays(workspaceId, tourId), eq(lodgings.id, id)))
    .returning({ id: lodgings.id });
  return rows.length > 0;
}
