import { and, asc, eq } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
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
import { homeCurrencyOf } from "../currencies/exchange-rates";
import { currencyOfWrite } from "../currencies/record-currency";
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

/** A refusal of a write whose amounts do not fit its currency, by field (record-currency.ts). */
type CurrencyMisfit = { misfits: FieldMessages };

/** A new leg, its currency decided inside its transaction; undefined: not the workspace's tour. */
export async function createTravelLeg(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: TravelLegInput,
) {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return undefined;
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      amounts: { cost: input.cost },
    });
    if (misfits) return { misfits } satisfies CurrencyMisfit;
    const [row] = await tx
      .insert(travelLegs)
      .values({ ...input, currency, workspaceId, tourId })
      .returning(legColumns);
    return toLeg(row!);
  });
}

/** An edit that sends no currency keeps the leg's, read (and locked) in the same transaction. */
export async function updateTravelLeg(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: TravelLegInput,
) {
  const mine = and(ownLegs(workspaceId, tourId), eq(travelLegs.id, id));
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ currency: travelLegs.currency })
      .from(travelLegs)
      .where(mine)
      .for("update");
    if (!stored) return undefined;
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      stored: stored.currency,
      amounts: { cost: input.cost },
    });
    if (misfits) return { misfits } satisfies CurrencyMisfit;
    const [row] = await tx
      .update(travelLegs)
      .set({ ...input, currency })
      .where(mine)
      .returning(legColumns);
    return toLeg(row!);
  });
}

export async function deleteTravelLeg(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(travelLegs)
    .where(and(ownLegs(workspaceId, tourId), eq(travelLegs.id, id)))
    .returning({ id: travelLegs.id });
  return rows.length > 0;
}

/** A new stay, as a new leg. */
export async function createLodging(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: LodgingInput,
) {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return undefined;
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      amounts: { cost: input.cost },
    });
    if (misfits) return { misfits } satisfies CurrencyMisfit;
    const [row] = await tx
      .insert(lodgings)
      .values({ ...input, currency, workspaceId, tourId })
      .returning(lodgingColumns);
    return row!;
  });
}

/** An edit of a stay, as of a leg. */
export async function updateLodging(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: LodgingInput,
) {
  const mine = and(ownStays(workspaceId, tourId), eq(lodgings.id, id));
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ currency: lodgings.currency })
      .from(lodgings)
      .where(mine)
      .for("update");
    if (!stored) return undefined;
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      stored: stored.currency,
      amounts: { cost: input.cost },
    });
    if (misfits) return { misfits } satisfies CurrencyMisfit;
    const [row] = await tx
      .update(lodgings)
      .set({ ...input, currency })
      .where(mine)
      .returning(lodgingColumns);
    return row!;
  });
}

export async function deleteLodging(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(lodgings)
    .where(and(ownStays(workspaceId, tourId), eq(lodgings.id, id)))
    .returning({ id: lodgings.id });
  return rows.length > 0;
}
