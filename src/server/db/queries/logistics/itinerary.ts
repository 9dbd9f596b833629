import { and, asc, eq } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import type { CurrencyCode } from "@/domain/currencies/currency";
import {
  itineraryDays,
  type Lodging,
  type LodgingInput,
  type TravelLeg,
  type TravelLegInput,
  type TravelMode,
} from "@/domain/logistics/itinerary";
import { type TravelReader, travelFor } from "@/domain/logistics/travel-people";
import type { Db } from "../../client";
import { lodgings, travelLegs } from "../../schema";
import { homeCurrencyOf } from "../currencies/exchange-rates";
import { currencyOfWrite } from "../currencies/record-currency";
import { listTourShows } from "../finances/summary";
import { findOwnedTour } from "../ownership";
import { syncPartyLines } from "../party/generation";
import {
  passengersOf,
  readerPeople,
  refusedOccupants,
  refusedPassengers,
  roomsOf,
  writePassengers,
  writeRooms,
} from "./travel-people";

/** A leg's where and when, without what it cost (a person's own itinerary reads these). */
export const legRouteColumns = {
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
};

const legColumns = {
  ...legRouteColumns,
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

type LegRow = Omit<TravelLeg, "mode" | "departureAt" | "arrivalAt" | "passengers"> & {
  mode: string;
  departureAt: Date;
  arrivalAt: Date;
};
const toLeg = (r: LegRow, passengers: Map<string, TravelLeg["passengers"]>): TravelLeg => ({
  ...r,
  passengers: passengers.get(r.id) ?? [],
  mode: r.mode as TravelMode,
  departureAt: r.departureAt.toISOString(),
  arrivalAt: r.arrivalAt.toISOString(),
});

/** A tour's rows that carry a cost: legs and stays, alike in their workspace, tour and currency. */
type CostedTable = typeof travelLegs | typeof lodgings;
const ownRows = (table: CostedTable, workspaceId: string, tourId: string) =>
  and(eq(table.workspaceId, workspaceId), eq(table.tourId, tourId));
const ownRow = (table: CostedTable, workspaceId: string, tourId: string, id: string) =>
  and(ownRows(table, workspaceId, tourId), eq(table.id, id));

/** A tour's legs with their passengers: two statements, however many legs. */
async function listTravelLegs(db: Db, workspaceId: string, tourId: string) {
  const rows = await db
    .select(legColumns)
    .from(travelLegs)
    .where(ownRows(travelLegs, workspaceId, tourId))
    .orderBy(asc(travelLegs.departureAt), asc(travelLegs.id));
  const passengers = await passengersOf(db, workspaceId, tourId);
  return rows.map((r) => toLeg(r, passengers));
}

/** A tour's stays with their rooms: two statements, however many stays. */
async function listLodgings(db: Db, workspaceId: string, tourId: string): Promise<Lodging[]> {
  const rows = await db
    .select(lodgingColumns)
    .from(lodgings)
    .where(ownRows(lodgings, workspaceId, tourId))
    .orderBy(asc(lodgings.checkIn), asc(lodgings.id));
  const rooms = await roomsOf(db, workspaceId, tourId);
  return rows.map((r) => ({ ...r, roomList: rooms.get(r.id) ?? [] }));
}

/**
 * The tour's legs and stays this reader is on (ADR 0032): a manager's are all; anyone else's
 * the whole party's and those listing them, of a stay their own room. Fixed statements.
 */
export async function travelOf(db: Db, workspaceId: string, tourId: string, reader: TravelReader) {
  const legs = await listTravelLegs(db, workspaceId, tourId);
  const stays = await listLodgings(db, workspaceId, tourId);
  const mine = reader.manages
    ? new Set<string>()
    : await readerPeople(db, workspaceId, tourId, reader.userId);
  return travelFor({ manages: reader.manages, mine }, legs, stays);
}

/** The itinerary day by day, with the tour's shows; undefined when the tour is not owned. */
export async function getItinerary(
  db: Db,
  workspaceId: string,
  tourId: string,
  reader: TravelReader,
) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const shows = await listTourShows(db, workspaceId, tourId);
  const { legs, stays } = await travelOf(db, workspaceId, tourId, reader);
  const home = await homeCurrencyOf(db, workspaceId);
  return { days: itineraryDays(shows, legs, stays), legs, lodgings: stays, home };
}

/** A refusal of a write whose amounts do not fit its currency, by field (record-currency.ts). */
export type CurrencyMisfit = { misfits: FieldMessages };

/** What a leg's or a stay's write sends that decides its currency: the same for both. */
type CostedInput = { currency?: CurrencyCode; cost: string };

/**
 * Legs and stays are written alike (one place, so they cannot drift): a new one is the
 * workspace's tour's, its currency decided inside its transaction (record-currency.ts);
 * undefined: not the workspace's tour.
 */
function insertCosted<Row>(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: CostedInput,
  insert: (tx: Db, currency: CurrencyCode) => Promise<Row>,
) {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return undefined;
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      amounts: { cost: input.cost },
    });
    if (misfits) return { misfits } satisfies CurrencyMisfit;
    return insert(tx, currency);
  });
}

/**
 * An edit of row `id` (undefined: no such row of the workspace's tour); one that sends no
 * currency keeps the row's, read (and locked) in the same transaction.
 */
function updateCosted<Row>(
  db: Db,
  table: CostedTable,
  where: ReturnType<typeof ownRow>,
  workspaceId: string,
  input: CostedInput,
  update: (tx: Db, currency: CurrencyCode) => Promise<Row>,
) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ currency: table.currency })
      .from(table)
      .where(where)
      .for("update");
    if (!stored) return undefined;
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      stored: stored.currency,
      amounts: { cost: input.cost },
    });
    if (misfits) return { misfits } satisfies CurrencyMisfit;
    return update(tx, currency);
  });
}

/** Whether a row was there to delete. */
async function deleteCosted(db: Db, table: CostedTable, where: ReturnType<typeof ownRow>) {
  const rows = await db.delete(table).where(where).returning({ id: table.id });
  return rows.length > 0;
}

/** A written leg as answered: with its passengers, read in the write's transaction. */
const writtenLeg = async (tx: Db, workspaceId: string, tourId: string, row: LegRow) =>
  toLeg(row, await passengersOf(tx, workspaceId, tourId, row.id));

export const createTravelLeg = (
  db: Db,
  workspaceId: string,
  tourId: string,
  { passengerIds, ...input }: TravelLegInput,
) =>
  insertCosted(db, workspaceId, tourId, input, async (tx, currency) => {
    const refused = await refusedPassengers(tx, workspaceId, tourId, passengerIds);
    if (refused) return refused;
    const [row] = await tx
      .insert(travelLegs)
      .values({ ...input, currency, workspaceId, tourId })
      .returning(legColumns);
    await writePassengers(tx, workspaceId, row!.id, passengerIds);
    await syncPartyLines(tx, workspaceId, tourId);
    return writtenLeg(tx, workspaceId, tourId, row!);
  });

export function updateTravelLeg(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  { passengerIds, ...input }: TravelLegInput,
) {
  const mine = ownRow(travelLegs, workspaceId, tourId, id);
  return updateCosted(db, travelLegs, mine, workspaceId, input, async (tx, currency) => {
    const refused = await refusedPassengers(tx, workspaceId, tourId, passengerIds);
    if (refused) return refused;
    const [row] = await tx
      .update(travelLegs)
      .set({ ...input, currency })
      .where(mine)
      .returning(legColumns);
    await writePassengers(tx, workspaceId, id, passengerIds);
    await syncPartyLines(tx, workspaceId, tourId);
    return writtenLeg(tx, workspaceId, tourId, row!);
  });
}

export const deleteTravelLeg = (db: Db, workspaceId: string, tourId: string, id: string) =>
  db.transaction(async (tx) => {
    const gone = await deleteCosted(tx, travelLegs, ownRow(travelLegs, workspaceId, tourId, id));
    if (gone) await syncPartyLines(tx, workspaceId, tourId);
    return gone;
  });

/** A written stay as answered: with its rooms, read in the write's transaction. */
const writtenStay = async (
  tx: Db,
  workspaceId: string,
  tourId: string,
  row: Omit<Lodging, "roomList">,
): Promise<Lodging> => ({
  ...row,
  roomList: (await roomsOf(tx, workspaceId, tourId, row.id)).get(row.id) ?? [],
});

export const createLodging = (
  db: Db,
  workspaceId: string,
  tourId: string,
  { roomList, ...input }: LodgingInput,
) =>
  insertCosted(db, workspaceId, tourId, input, async (tx, currency) => {
    const refused = await refusedOccupants(tx, workspaceId, tourId, roomList);
    if (refused) return refused;
    const [row] = await tx
      .insert(lodgings)
      .values({ ...input, currency, workspaceId, tourId })
      .returning(lodgingColumns);
    await writeRooms(tx, workspaceId, row!.id, roomList);
    return writtenStay(tx, workspaceId, tourId, row!);
  });

export function updateLodging(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  { roomList, ...input }: LodgingInput,
) {
  const mine = ownRow(lodgings, workspaceId, tourId, id);
  return updateCosted(db, lodgings, mine, workspaceId, input, async (tx, currency) => {
    const refused = await refusedOccupants(tx, workspaceId, tourId, roomList);
    if (refused) return refused;
    const [row] = await tx
      .update(lodgings)
      .set({ ...input, currency })
      .where(mine)
      .returning(lodgingColumns);
    await writeRooms(tx, workspaceId, id, roomList);
    return writtenStay(tx, workspaceId, tourId, row!);
  });
}

export const deleteLodging = (db: Db, workspaceId: string, tourId: string, id: string) =>
  deleteCosted(db, lodgings, ownRow(lodgings, workspaceId, tourId, id));
