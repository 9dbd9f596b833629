import { describe, expect, it } from "vitest";
import {
  lodgingRoomOccupants,
  lodgingRooms,
  lodgings,
  travelLegPassengers,
  travelLegs,
} from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/members";
import { lineFor, personOn, tourOf } from "../support/party";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();

/**
 * Issue 54 item 4, ADR 0032: each person reads their own tour: their lines and totals, the
 * legs they are on and their room, and their statement; never another person's money.
 */
async function partyWithTwo() {
  const db = s.t.database.db;
  const ws = s.a.workspaceId;
  const crew = await memberOf(s.t, ws, "crew");
  const tourId = await tourOf(s.t, s.a, "Summer run");
  const mine = await personOn(s.t, ws, tourId, {
    name: "Casey Crew",
    userId: crew.userId,
    roadRole: "Backline",
  });
  const other = await personOn(s.t, ws, tourId, { name: "Olive Other" });
  const paid = await lineFor(s.t, ws, tourId, mine, {
    amount: "123.45",
    currency: "USD",
    kind: "per_diem",
    day: "2026-07-02",
  });
  await lineFor(s.t, ws, tourId, mine, { amount: "7000.00", currency: "JPY", day: "2026-07-03" });
  await lineFor(s.t, ws, tourId, other, {
    amount: "987.65",
    currency: "USD",
    kind: "per_diem",
    day: "2026-07-02",
  });
  await call(s.t, "POST", `/api/tours/${tourId}/float`, {
    cookie: s.a.cookie,
    json: { kind: "draw", currency: "USD", amount: "500" },
  });
  await call(s.t, "POST", `/api/tours/${tourId}/payments/${paid}/paid`, {
    cookie: s.a.cookie,
    json: { fromFloat: true },
  });
  const leg = (from: string, to: string) => ({
    workspaceId: ws,
    tourId,
    mode: "flight",
    fromPlace: from,
    toPlace: to,
    departureAt: new Date("2026-07-01T09:00:00Z"),
    departureTz: "UTC",
    arrivalAt: new Date("2026-07-01T11:00:00Z"),
    arrivalTz: "UTC",
  });
  const [all, olives, shared] = await db
    .insert(travelLegs)
    .values([leg("Leeds", "Oslo"), leg("Oslo", "Bergen"), leg("Oslo", "Tromsø")])
    .returning({ id: travelLegs.id });
  await db.insert(travelLegPassengers).values([
    { workspaceId: ws, legId: olives!.id, personId: other },
    { workspaceId: ws, legId: shared!.id, personId: other },
    { workspaceId: ws, legId: shared!.id, personId: mine },
  ]);
  const stay = (name: string) => ({
    workspaceId: ws,
    tourId,
    name,
    checkIn: "2026-07-01",
    checkOut: "2026-07-02",
  });
  const [open, roomed, notMine] = await db
    .insert(lodgings)
    .values([stay("Everyone Inn"), stay("Shared Suites"), stay("Olive's Hotel")])
    .returning({ id: lodgings.id });
  const [twelve, solo] = await db
    .insert(lodgingRooms)
    .values([
      { workspaceId: ws, lodgingId: roomed!.id, label: "Room 12" },
      { workspaceId: ws, lodgingId: notMine!.id, label: "Room 1" },
    ])
    .returning({ id: lodgingRooms.id });
  await db.insert(lodgingRoomOccupants).values([
    { workspaceId: ws, lodgingId: roomed!.id, roomId: twelve!.id, personId: mine },
    { workspaceId: ws, lodgingId: roomed!.id, roomId: twelve!.id, personId: other },
    { workspaceId: ws, lodgingId: notMine!.id, roomId: solo!.id, personId: other },
  ]);
  return { crew, tourId, mine, other, legs: { all, shared }, open };
}

const get = (path: string, who: Account) => call(s.t, "GET", path, { cookie: who.cookie });
const bytesOf = async (path: string, who: Account) => {
  const res = await s.t.app.request(`http://localhost:3000${path}`, {
    headers: { cookie: who.cookie, origin: "http://localhost:3000" },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("my tours", () => {
  it("a crew member reads their own money, legs and room, never another person's", async () => {
    const { crew, tourId, mine } = await partyWithTwo();
    const list = await get("/api/my-tours", crew);
    expect(list.data.tours).toEqual([
      { tourId, tourName: "Summer run", firstDay: "2026-07-01", lastDay: "2026-07-10" },
    ]);
    const res = await get(`/api/my-tours/${tourId}`, crew);
    expect(res.status).toBe(200);
    expect(res.data.person).toMatchObject({ id: mine, name: "Casey Crew", roadRole: "Backline" });
    expect(res.data.lines.map((l: { amount: string }) => l.amount)).toEqual(["123.45", "7000.00"]);
    expect(res.data.lines[0]).toMatchObject({ paidFromFloat: true, currency: "USD" });
    expect(res.data.totals).toEqual([
      { currency: "JPY", total: "7000.00", paid: "0.00", owed: "7000.00" },
      { currency: "USD", total: "123.45", paid: "123.45", owed: "0.00" },
    ]);
    // The other person's amount is nowhere in the answer, and never in the lines.
    expect(res.text).not.toContain("987.65");
    expect(JSON.stringify(res.data.lines)).not.toContain("Olive");
    // Legs: the whole party's and the one they share (with whom), not Olive's own.
    expect(
      res.data.legs.map((l: { toPlace: string; with: string[] }) => [l.toPlace, l.with]),
    ).toEqual(
      expect.arrayContaining([
        ["Oslo", []],
        ["Tromsø", ["Olive Other"]],
      ]),
    );
    expect(res.data.legs).toHaveLength(2);
    // Same check-in day: in either order.
    const stays = res.data.stays.map((st: { name: string; room: unknown }) => [st.name, st.room]);
    expect(stays).toHaveLength(2);
    expect(stays).toEqual(
      expect.arrayContaining([
        ["Everyone Inn", null],
        ["Shared Suites", { label: "Room 12", with: ["Olive Other"] }],
      ]),
    );
  });

  it("is 404 for a tour the reader is not on, and for the owner who is on no party", async () => {
    const { tourId } = await partyWithTwo();
    const stranger = await memberOf(s.t, s.a.workspaceId, "crew");
    expect((await get(`/api/my-tours/${tourId}`, stranger)).status).toBe(404);
    expect((await get("/api/my-tours", stranger)).data.tours).toEqual([]);
    expect((await get(`/api/my-tours/${tourId}`, s.a)).status).toBe(404);
    expect((await get(`/api/my-tours/${tourId}`, s.b)).status).toBe(404);
  });
});

describe("the payout statement", () => {
  it("prints the reader's own lines, totals and what came from the float", async () => {
    const { crew, tourId } = await partyWithTwo();
    const pdf = await bytesOf(`/api/my-tours/${tourId}/statement.pdf`, crew);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes).join("\n");
    expect(text).toContain("Statement: Casey Crew");
    expect(text).toContain("Summer run, Jul 1, 2026 – Jul 10, 2026");
    expect(text).toContain("Backline");
    expect(text).toMatch(/Jul 2, 2026 · Per diem · Paid from the float/);
    expect(text).toContain("$123.45");
    expect(text).toContain("¥7,000");
    expect(text).toMatch(/Owed/);
    expect(text).not.toContain("987.65");
    expect(text).not.toContain("Olive");
  });

  it("a manager prints anyone's; crew may not, another workspace finds none", async () => {
    const { crew, tourId, other } = await partyWithTwo();
    const path = `/api/tours/${tourId}/party/${other}/statement.pdf`;
    const pdf = await bytesOf(path, s.a);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes).join("\n");
    expect(text).toContain("Statement: Olive Other");
    expect(text).toContain("$987.65");
    expect(text).not.toContain("123.45");
    expect((await bytesOf(path, crew)).status).toBe(403);
    expect((await bytesOf(path, s.b)).status).toBe(404);
  });
});
