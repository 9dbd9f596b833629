import { and, asc, eq, exists, inArray, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CurrencyCode } from "@/domain/currencies/currency";
import type { MyStay, MyTour, MyToursAnswer } from "@/domain/party/answers";
import { currencyTotals } from "@/domain/party/totals";
import type { Db } from "../../client";
import {
  lodgingRoomOccupants,
  lodgingRooms,
  lodgings,
  partyPayments,
  tourParty,
  tours,
  tourVenues,
  travelLegPassengers,
  travelLegs,
  venues,
} from "../../schema";
import { legRouteColumns } from "../logistics/itinerary";
import { tourRunColumns } from "../tours/tour-run";

/**
 * A tour's first and last day: its dates, else its first and last show in play (ADR 0032),
 * the days its lines are made for (a released show is no day of the tour's).
 */
const firstDay = sql<string | null>`coalesce(${tours.startDate}, ${tourRunColumns.firstShow})`;
const lastDay = sql<string | null>`coalesce(${tours.endDate}, ${tourRunColumns.lastShow})`;

/** GET /api/my-tours: the workspace's tours whose party lists the reader (by their user id). */
export async function readMyTours(db: Db, workspaceId: string, userId: string) {
  const rows = await db
    .select({ tourId: tours.id, tourName: tours.title, firstDay, lastDay })
    .from(tourParty)
    .innerJoin(tours, and(eq(tours.id, tourParty.tourId), eq(tours.workspaceId, workspaceId)))
    .where(and(eq(tourParty.workspaceId, workspaceId), eq(tourParty.userId, userId)))
    .orderBy(sql`${firstDay} nulls last`, asc(tours.title));
  return { tours: rows } satisfies MyToursAnswer;
}

/** Whose tour: the reader (their user id) or, for a manager, a person of the party. */
export type Whose = { userId: string } | { personId: string };

/**
 * One person's own tour (ADR 0032): their person, their lines and totals, the legs they are
 * on (or the whole party's) and their room. Every money column read here is of rows whose
 * person is that one person: no other person's amount is ever selected, whoever reads it.
 * Others appear by name only (who shares a leg or a room). Undefined: not on the tour.
 */
export async function readPersonTour(
  db: Db,
  workspaceId: string,
  tourId: string,
  whose: Whose,
): Promise<MyTour | undefined> {
  const [person] = await db
    .select({
      id: tourParty.id,
      name: tourParty.name,
      roadRole: tourParty.roadRole,
      joinsOn: tourParty.joinsOn,
      leavesOn: tourParty.leavesOn,
      tourName: tours.title,
      firstDay,
      lastDay,
    })
    .from(tourParty)
    .innerJoin(tours, and(eq(tours.id, tourParty.tourId), eq(tours.workspaceId, workspaceId)))
    .where(
      and(
        eq(tourParty.workspaceId, workspaceId),
        eq(tourParty.tourId, tourId),
        "userId" in whose ? eq(tourParty.userId, whose.userId) : eq(tourParty.id, whose.personId),
      ),
    );
  if (!person) return undefined;
  const [lines, legs, stays] = await Promise.all([
    ownLines(db, workspaceId, person.id),
    ownLegs(db, workspaceId, tourId, person.id),
    ownStays(db, workspaceId, tourId, person.id),
  ]);
  const { tourName, firstDay: first, lastDay: last, ...me } = person;
  return {
    tourId,
    tourName,
    firstDay: first,
    lastDay: last,
    person: me,
    lines,
    totals: currencyTotals(lines),
    legs,
    stays,
  };
}

/** The person's lines, by day: only `person_id = personId` rows are read. */
async function ownLines(db: Db, workspaceId: string, personId: string) {
  const rows = await db
    .select({
      id: partyPayments.id,
      kind: partyPayments.kind,
      day: partyPayments.day,
      dayKind: partyPayments.dayKind,
      showLabel: venues.name,
      amount: partyPayments.amount,
      currency: partyPayments.currency,
      note: partyPayments.note,
      paidAt: partyPayments.paidAt,
      paidFromFloat: partyPayments.paidFromFloat,
    })
    .from(partyPayments)
    .leftJoin(tourVenues, eq(tourVenues.id, partyPayments.showId))
    .leftJoin(venues, eq(venues.id, tourVenues.venueId))
    .where(and(eq(partyPayments.workspaceId, workspaceId), eq(partyPayments.personId, personId)))
    .orderBy(sql`${partyPayments.day} nulls last`, asc(partyPayments.kind), asc(partyPayments.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as MyTour["lines"][number]["kind"],
    dayKind: r.dayKind as MyTour["lines"][number]["dayKind"],
    currency: r.currency as CurrencyCode,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }));
}

const byKey = (rows: { key: string; name: string }[]) => {
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), r.name]);
  return out;
};

/** The tour's legs with no passengers (the whole party's) or with the person among them. */
async function ownLegs(db: Db, workspaceId: string, tourId: string, personId: string) {
  const p = travelLegPassengers;
  const onLeg = (legId: SQL | typeof travelLegs.id) =>
    db.select({ one: sql`1` }).from(p).where(eq(p.legId, legId));
  const legs = await db
    .select(legRouteColumns)
    .from(travelLegs)
    .where(
      and(
        eq(travelLegs.workspaceId, workspaceId),
        eq(travelLegs.tourId, tourId),
        or(
          notExists(onLeg(travelLegs.id)),
          exists(
            db
              .select({ one: sql`1` })
              .from(p)
              .where(and(eq(p.legId, travelLegs.id), eq(p.personId, personId))),
          ),
        ),
      ),
    )
    .orderBy(asc(travelLegs.departureAt), asc(travelLegs.id));
  const ids = legs.map((l) => l.id);
  const others = ids.length
    ? byKey(
        await db
          .select({ key: p.legId, name: tourParty.name })
          .from(p)
          .innerJoin(tourParty, eq(tourParty.id, p.personId))
          .where(and(inArray(p.legId, ids), ne(p.personId, personId)))
          .orderBy(asc(tourParty.name)),
      )
    : new Map<string, string[]>();
  return legs.map((l) => ({
    ...l,
    departureAt: l.departureAt.toISOString(),
    arrivalAt: l.arrivalAt.toISOString(),
    with: others.get(l.id) ?? [],
  }));
}

/**
 * The tour's stays that list no one in their rooms (the whole party's), and those where the person sleeps
 * in a room, with that room and who shares it.
 */
async function ownStays(
  db: Db,
  workspaceId: string,
  tourId: string,
  personId: string,
): Promise<MyStay[]> {
  const o = lodgingRoomOccupants;
  const listed = alias(lodgingRoomOccupants, "listed");
  const stays = await db
    .select({
      id: lodgings.id,
      name: lodgings.name,
      address: lodgings.address,
      checkIn: lodgings.checkIn,
      checkOut: lodgings.checkOut,
      confirmationCode: lodgings.confirmationCode,
      roomId: o.roomId,
      label: lodgingRooms.label,
    })
    .from(lodgings)
    .leftJoin(o, and(eq(o.lodgingId, lodgings.id), eq(o.personId, personId)))
    .leftJoin(lodgingRooms, eq(lodgingRooms.id, o.roomId))
    .where(
      and(
        eq(lodgings.workspaceId, workspaceId),
        eq(lodgings.tourId, tourId),
        or(
          sql`${o.roomId} is not null`,
          // No one listed in any room: the whole party's (rooms may be labelled ahead).
          notExists(
            db.select({ one: sql`1` }).from(listed).where(eq(listed.lodgingId, lodgings.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(lodgings.checkIn), asc(lodgings.id));
  const rooms = stays.flatMap((s) => (s.roomId ? [s.roomId] : []));
  const mates = rooms.length
    ? byKey(
        await db
          .select({ key: o.roomId, name: tourParty.name })
          .from(o)
          .innerJoin(tourParty, eq(tourParty.id, o.personId))
          .where(and(inArray(o.roomId, rooms), ne(o.personId, personId)))
          .orderBy(asc(tourParty.name)),
      )
    : new Map<string, string[]>();
  return stays.map(({ roomId, label, ...s }) => ({
    ...s,
    room: roomId ? { label: label ?? "", with: mates.get(roomId) ?? [] } : null,
  }));
}
