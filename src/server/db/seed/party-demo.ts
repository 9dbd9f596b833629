import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { minorToStored, storedToMinor } from "@/domain/currencies/currency";
import { addDays } from "@/domain/party/generate";
import type { Db } from "../client";
import { generateParty } from "../queries/party/generation";
import {
  floatEntries,
  lodgingRoomOccupants,
  lodgingRooms,
  lodgings,
  partyPayments,
  tourParty,
  tours,
  travelLegPassengers,
  travelLegs,
  user,
  workspaceMembers,
} from "../schema";
import { DEMO_PARTY } from "./team-demo";

const CURRENCY = "USD";
const DRAWN = "2000.00";
/** The last count came up five dollars short: the float's over/short has something to say. */
const SHORT_BY = 500n;

/**
 * The demo act's party on the tour it is on now (issue 54): the guest (the artist), the
 * demo's manager (who runs the road) and crew member, a driver and a backline tech without
 * accounts, who joins a week in. Per diems per kind of day, a wage per show for the crew and
 * per week for the driver, generated; the van's first leg and the first hotel list who rides
 * and who sleeps where; the float drawn at the start, the crew's past per diems paid from it
 * in cash, and yesterday's count five dollars short. Runs after the team (it reads them), in a
 * handful of statements whatever the tour's length.
 */
export async function seedDemoParty(db: Db, workspaceId: string) {
  const [tour] = await db
    .select({ id: tours.id, startDate: tours.startDate })
    .from(tours)
    .where(and(eq(tours.workspaceId, workspaceId), eq(tours.status, "active")))
    .orderBy(asc(tours.startDate))
    .limit(1);
  if (!tour?.startDate) return;
  const members = await db
    .select({ id: user.id, name: user.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  const owner = members.find((m) => m.role === "owner");
  const manager = members.find((m) => m.name === DEMO_PARTY.manager.name);
  const crew = members.find((m) => m.name === DEMO_PARTY.crew.name);
  if (!owner || !manager || !crew) return;

  const perDiems = { perDiemShow: "40.00", perDiemTravel: "35.00", perDiemOff: "30.00" };
  const base = { workspaceId, tourId: tour.id, homeCurrency: CURRENCY, perDiemCurrency: CURRENCY };
  const people = await db
    .insert(tourParty)
    .values([
      { ...base, ...perDiems, userId: owner.id, name: owner.name || "Artist", roadRole: "Artist" },
      { ...base, ...perDiems, userId: manager.id, name: manager.name, roadRole: "Tour manager" },
      {
        ...base,
        ...perDiems,
        userId: crew.id,
        name: crew.name,
        roadRole: "FOH engineer",
        payAmount: "250.00",
        payPer: "show",
        payCurrency: CURRENCY,
      },
      {
        ...base,
        ...perDiems,
        name: "Lou Brandt",
        roadRole: "Driver",
        payAmount: "1400.00",
        payPer: "week",
        payCurrency: CURRENCY,
      },
      {
        ...base,
        ...perDiems,
        name: "Kai Moreno",
        roadRole: "Backline tech",
        joinsOn: addDays(tour.startDate, 7),
      },
    ])
    .returning({ id: tourParty.id, name: tourParty.name });
  const idOf = (name: string) => people.find((p) => p.name === name)!.id;
  const [marco, lou, dana] = [idOf(crew.name), idOf("Lou Brandt"), idOf(manager.name)];

  // The van's first leg is the crew's and the driver's; the first hotel's rooms are named.
  const [leg] = await db
    .select({ id: travelLegs.id })
    .from(travelLegs)
    .where(and(eq(travelLegs.workspaceId, workspaceId), eq(travelLegs.tourId, tour.id)))
    .orderBy(asc(travelLegs.departureAt))
    .limit(1);
  if (leg) {
    await db
      .insert(travelLegPassengers)
      .values([marco, lou].map((personId) => ({ workspaceId, legId: leg.id, personId })));
  }
  const [stay] = await db
    .select({ id: lodgings.id })
    .from(lodgings)
    .where(and(eq(lodgings.workspaceId, workspaceId), eq(lodgings.tourId, tour.id)))
    .orderBy(asc(lodgings.checkIn))
    .limit(1);
  if (stay) {
    const rooms = await db
      .insert(lodgingRooms)
      .values([
        { workspaceId, lodgingId: stay.id, label: "Room 412" },
        { workspaceId, lodgingId: stay.id, label: "Room 415" },
      ])
      .returning({ id: lodgingRooms.id, label: lodgingRooms.label });
    const room = (label: string) => rooms.find((r) => r.label === label)!.id;
    await db.insert(lodgingRoomOccupants).values([
      { workspaceId, lodgingId: stay.id, roomId: room("Room 412"), personId: marco },
      { workspaceId, lodgingId: stay.id, roomId: room("Room 412"), personId: lou },
      { workspaceId, lodgingId: stay.id, roomId: room("Room 415"), personId: dana },
    ]);
  }

  await generateParty(db, workspaceId, tour.id, manager.name);

  // The float: drawn on the first morning; the crew's and driver's per diems of the days gone
  // paid from it in cash at noon of their day; counted last night, five dollars short.
  const today = new Date().toISOString().slice(0, 10);
  const drawnAt = new Date(`${tour.startDate}T09:00:00Z`);
  await db.insert(floatEntries).values({
    workspaceId,
    tourId: tour.id,
    currency: CURRENCY,
    kind: "draw",
    amount: DRAWN,
    at: drawnAt,
    note: "Cash from the bank for the road",
    byName: manager.name,
  });
  const paid = await db
    .update(partyPayments)
    .set({
      paidAt: sql`(${partyPayments.day}::timestamp + interval '12 hours') at time zone 'UTC'`,
      paidByName: manager.name,
      paidFromFloat: true,
    })
    .where(
      and(
        eq(partyPayments.workspaceId, workspaceId),
        eq(partyPayments.tourId, tour.id),
        eq(partyPayments.kind, "per_diem"),
        inArray(partyPayments.personId, [marco, lou]),
        lt(partyPayments.day, today),
      ),
    )
    .returning({
      id: partyPayments.id,
      amount: partyPayments.amount,
      paidAt: partyPayments.paidAt,
    });
  if (paid.length === 0) return;
  await db.insert(floatEntries).values(
    paid.map((p) => ({
      workspaceId,
      tourId: tour.id,
      currency: CURRENCY,
      kind: "payout" as const,
      amount: p.amount,
      paymentId: p.id,
      at: p.paidAt!,
      byName: manager.name,
    })),
  );
  const paidOut = paid.reduce((sum, p) => sum + storedToMinor(p.amount, CURRENCY), 0n);
  const expected = storedToMinor(DRAWN, CURRENCY) - paidOut;
  await db.insert(floatEntries).values({
    workspaceId,
    tourId: tour.id,
    currency: CURRENCY,
    kind: "count",
    amount: minorToStored(expected - SHORT_BY, CURRENCY),
    expected: minorToStored(expected, CURRENCY),
    at: new Date(`${addDays(today, -1)}T23:30:00Z`),
    note: "Counted after the show",
    byName: manager.name,
  });
}
