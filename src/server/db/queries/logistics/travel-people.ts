import { and, asc, eq, sql } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import {
  notOnParty,
  notOnPartyMessage,
  type PartyName,
  type RoomListInput,
  type StayRoom,
  type TravelSubject,
} from "@/domain/logistics/travel-people";
import type { Db } from "../../client";
import {
  lodgingRoomOccupants,
  lodgingRooms,
  lodgings,
  tourParty,
  travelLegPassengers,
  travelLegs,
} from "../../schema";
import { qualified } from "../../sql-helpers";

/**
 * Who travels and who sleeps where (issue 54 item 5, ADR 0032): written with their leg or
 * stay in its transaction, read for a whole tour in one statement each (never one per leg).
 */

/** The tour's party: who may be listed, their names and accounts. */
export async function partyOf(db: Db, workspaceId: string, tourId: string) {
  return db
    .select({ id: tourParty.id, userId: tourParty.userId, name: tourParty.name })
    .from(tourParty)
    .where(and(eq(tourParty.workspaceId, workspaceId), eq(tourParty.tourId, tourId)));
}

/**
 * A refusal naming `field` when one of `ids` is not on this tour's party (another workspace's
 * person is not on it either: nothing of theirs is read or named but the id sent).
 */
async function refusedPeople(
  db: Db,
  workspaceId: string,
  tourId: string,
  field: "passengerIds" | "roomList",
  ids: readonly string[],
): Promise<{ misfits: FieldMessages } | undefined> {
  if (ids.length === 0) return undefined;
  const party = new Set((await partyOf(db, workspaceId, tourId)).map((p) => p.id));
  const stranger = notOnParty(ids, party);
  return stranger === undefined ? undefined : { misfits: { [field]: notOnPartyMessage(stranger) } };
}

export const refusedPassengers = (db: Db, workspaceId: string, tourId: string, ids?: string[]) =>
  refusedPeople(db, workspaceId, tourId, "passengerIds", ids ?? []);
export const refusedOccupants = (
  db: Db,
  workspaceId: string,
  tourId: string,
  rooms?: RoomListInput,
) =>
  refusedPeople(
    db,
    workspaceId,
    tourId,
    "roomList",
    (rooms ?? []).flatMap((r) => r.occupantIds),
  );

/** Replaces a leg's passengers (left alone when none were sent: an edit keeps them). */
export async function writePassengers(
  tx: Db,
  workspaceId: string,
  legId: string,
  ids: string[] | undefined,
) {
  if (!ids) return;
  await tx.delete(travelLegPassengers).where(eq(travelLegPassengers.legId, legId));
  if (ids.length === 0) return;
  await tx
    .insert(travelLegPassengers)
    .values(ids.map((personId) => ({ workspaceId, legId, personId })));
}

/** Replaces a stay's rooms and who sleeps in them (left alone when none were sent). */
export async function writeRooms(
  tx: Db,
  workspaceId: string,
  lodgingId: string,
  rooms: RoomListInput | undefined,
) {
  if (!rooms) return;
  // Occupants go with their rooms (on delete cascade).
  await tx.delete(lodgingRooms).where(eq(lodgingRooms.lodgingId, lodgingId));
  if (rooms.length === 0) return;
  const made = await tx
    .insert(lodgingRooms)
    .values(rooms.map((r) => ({ workspaceId, lodgingId, label: r.label })))
    .returning({ id: lodgingRooms.id });
  const occupants = rooms.flatMap((r, i) =>
    r.occupantIds.map((personId) => ({ workspaceId, lodgingId, roomId: made[i]!.id, personId })),
  );
  if (occupants.length > 0) await tx.insert(lodgingRoomOccupants).values(occupants);
}

const byName = (a: PartyName, b: PartyName) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Every leg's passengers of a tour (or of one leg), by leg id: one statement. */
export async function passengersOf(db: Db, workspaceId: string, tourId: string, legId?: string) {
  const rows = await db
    .select({ legId: travelLegPassengers.legId, id: tourParty.id, name: tourParty.name })
    .from(travelLegPassengers)
    .innerJoin(travelLegs, eq(travelLegs.id, travelLegPassengers.legId))
    .innerJoin(tourParty, eq(tourParty.id, travelLegPassengers.personId))
    .where(
      and(
        eq(travelLegs.workspaceId, workspaceId),
        eq(travelLegs.tourId, tourId),
        legId ? eq(travelLegs.id, legId) : undefined,
      ),
    );
  const byLeg = new Map<string, PartyName[]>();
  for (const r of rows) {
    const list = byLeg.get(r.legId) ?? [];
    list.push({ id: r.id, name: r.name });
    byLeg.set(r.legId, list);
  }
  for (const list of byLeg.values()) list.sort(byName);
  return byLeg;
}

/** Every stay's rooms with their occupants of a tour (or of one stay): one statement. */
export async function roomsOf(db: Db, workspaceId: string, tourId: string, lodgingId?: string) {
  const rows = await db
    .select({
      lodgingId: lodgingRooms.lodgingId,
      roomId: lodgingRooms.id,
      label: lodgingRooms.label,
      personId: tourParty.id,
      name: tourParty.name,
    })
    .from(lodgingRooms)
    .innerJoin(lodgings, eq(lodgings.id, lodgingRooms.lodgingId))
    .leftJoin(lodgingRoomOccupants, eq(lodgingRoomOccupants.roomId, lodgingRooms.id))
    .leftJoin(tourParty, eq(tourParty.id, lodgingRoomOccupants.personId))
    .where(
      and(
        eq(lodgings.workspaceId, workspaceId),
        eq(lodgings.tourId, tourId),
        lodgingId ? eq(lodgings.id, lodgingId) : undefined,
      ),
    )
    .orderBy(asc(lodgingRooms.createdAt), asc(lodgingRooms.label), asc(lodgingRooms.id));
  const byStay = new Map<string, StayRoom[]>();
  const byRoom = new Map<string, StayRoom>();
  for (const r of rows) {
    let room = byRoom.get(r.roomId);
    if (!room) {
      room = { id: r.roomId, label: r.label, occupants: [] };
      byRoom.set(r.roomId, room);
      byStay.set(r.lodgingId, [...(byStay.get(r.lodgingId) ?? []), room]);
    }
    if (r.personId && r.name !== null) room.occupants.push({ id: r.personId, name: r.name });
  }
  for (const room of byRoom.values()) room.occupants.sort(byName);
  return byStay;
}

/** The reader's own people of a tour (their tour_party ids): one statement. */
export async function readerPeople(db: Db, workspaceId: string, tourId: string, userId: string) {
  const rows = await db
    .select({ id: tourParty.id })
    .from(tourParty)
    .where(
      and(
        eq(tourParty.workspaceId, workspaceId),
        eq(tourParty.tourId, tourId),
        eq(tourParty.userId, userId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * A leg or a stay as it stands, for its notice: what it is, and who is listed on it ([]: the
 * whole party). Undefined: no such row of the workspace's tour.
 */
export async function travelSubjectOf(
  db: Db,
  workspaceId: string,
  tourId: string,
  kind: "leg" | "stay",
  id: string,
): Promise<TravelSubject | undefined> {
  if (kind === "leg") {
    const [leg] = await db
      .select({
        mode: travelLegs.mode,
        fromPlace: travelLegs.fromPlace,
        toPlace: travelLegs.toPlace,
        departureAt: travelLegs.departureAt,
        departureTz: travelLegs.departureTz,
        personIds: sql<string[]>`coalesce((select array_agg(${travelLegPassengers.personId})
          from ${travelLegPassengers} where ${travelLegPassengers.legId} = ${qualified(travelLegs.id)}), '{}')`,
      })
      .from(travelLegs)
      .where(
        and(
          eq(travelLegs.workspaceId, workspaceId),
          eq(travelLegs.tourId, tourId),
          eq(travelLegs.id, id),
        ),
      );
    return (
      leg && {
        kind,
        id,
        tourId,
        leg: { ...leg, departureAt: leg.departureAt.toISOString() },
        listed: leg.personIds,
      }
    );
  }
  const [stay] = await db
    .select({
      name: lodgings.name,
      checkIn: lodgings.checkIn,
      personIds: sql<string[]>`coalesce((select array_agg(${lodgingRoomOccupants.personId})
        from ${lodgingRoomOccupants} where ${lodgingRoomOccupants.lodgingId} = ${qualified(lodgings.id)}), '{}')`,
    })
    .from(lodgings)
    .where(
      and(eq(lodgings.workspaceId, workspaceId), eq(lodgings.tourId, tourId), eq(lodgings.id, id)),
    );
  return stay && { kind, id, tourId, stay, listed: stay.personIds };
}
