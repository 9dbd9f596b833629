import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PartyAnswer, PaymentsAnswer } from "@/domain/party/answers";
import { addFloatEntry, readFloat } from "@/server/db/queries/party/float";
import { floatEntries, lodgingRooms, lodgings } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";
import { personOn, tourOf } from "../support/party";

/**
 * The party at its edges (issue 54, ADR 0032): amounts at the columns' limit, currencies
 * left out of a request, amounts left empty. Each is a bug found in review.
 */
const s = setupApiSuite();

const as = (who: Account) => ({
  get: (p: string) => call(s.t, "GET", p, { cookie: who.cookie }),
  put: (p: string, json: unknown) => call(s.t, "PUT", p, { cookie: who.cookie, json }),
  post: (p: string, json?: unknown) => call(s.t, "POST", p, { cookie: who.cookie, json }),
});

const MAX = "999999999999";

async function addOne(who: Account, tourId: string, person: Record<string, unknown>) {
  const res = await as(who).post(`/api/tours/${tourId}/party`, { people: [person] });
  expect(res.status, res.text).toBe(201);
  return res.data.people[0] as { id: string };
}

describe("the party at its limits", () => {
  it("totals a person's lines past the column's 12 digits exactly", async () => {
    const tourId = await tourOf(s.t, s.a);
    const ana = await addOne(s.a, tourId, { name: "Ana", homeCurrency: "GBP" });
    for (const _ of [1, 2]) {
      const fee = { personId: ana.id, kind: "fee", amount: MAX, currency: "GBP" };
      const res = await as(s.a).post(`/api/tours/${tourId}/payments`, fee);
      expect(res.status, res.text).toBe(201);
    }
    const party = await as(s.a).get(`/api/tours/${tourId}/party`);
    expect(party.status, party.text).toBe(200);
    expect((party.data as PartyAnswer).people[0]!.totals).toEqual([
      { currency: "GBP", total: "1999999999998.00", paid: "0.00", owed: "1999999999998.00" },
    ]);
  });

  it("refuses a draw that would take the float past what an amount can be, naming amount", async () => {
    const tourId = await tourOf(s.t, s.a);
    const draw = { kind: "draw", currency: "GBP", amount: MAX };
    expect((await as(s.a).post(`/api/tours/${tourId}/float`, draw)).status).toBe(201);
    const again = await as(s.a).post(`/api/tours/${tourId}/float`, draw);
    expect(again.status, again.text).toBe(400);
    expect(Object.keys(again.data.error.fields)).toEqual(["amount"]);
    const count = { kind: "count", currency: "GBP", amount: MAX };
    const counted = await as(s.a).post(`/api/tours/${tourId}/float`, count);
    expect(counted.status, counted.text).toBe(201);
  });
});

describe("the party's amounts, checked against the currency they will be in", () => {
  it("refuses a rate with decimals the workspace's home currency has not, when no currency is sent", async () => {
    const owner = await signUp(s.t);
    const home = await as(owner).put("/api/currency/home", { homeCurrency: "JPY" });
    expect(home.status, home.text).toBe(200);
    const tourId = await tourOf(s.t, owner);
    const refused = await as(owner).post(`/api/tours/${tourId}/party`, {
      people: [{ name: "Ana", perDiemShow: "1500.5", payAmount: "100.25", payPer: "show" }],
    });
    expect(refused.status, refused.text).toBe(400);
    expect(Object.keys(refused.data.error.fields).sort()).toEqual([
      "people.0.payAmount",
      "people.0.perDiemShow",
    ]);
    const ana = await addOne(owner, tourId, { name: "Ana", perDiemShow: "1500" });
    const edit = await as(owner).put(`/api/tours/${tourId}/party/${ana.id}`, {
      name: "Ana",
      perDiemOff: "10.5",
    });
    expect(edit.status, edit.text).toBe(400);
    expect(Object.keys(edit.data.error.fields)).toEqual(["perDiemOff"]);
    // Nothing half-kept: the generation still reads whole yen.
    const made = await as(owner).post(`/api/tours/${tourId}/party/generate`);
    expect(made.status, made.text).toBe(200);
  });

  it("refuses a line or a count whose amount is left empty, naming amount", async () => {
    const tourId = await tourOf(s.t, s.a);
    const ana = await addOne(s.a, tourId, { name: "Ana", homeCurrency: "GBP" });
    for (const amount of ["", "  "]) {
      const res = await as(s.a).post(`/api/tours/${tourId}/payments`, {
        personId: ana.id,
        kind: "fee",
        amount,
        currency: "GBP",
      });
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.data.error.fields)).toEqual(["amount"]);
    }
    // A count of an empty envelope is typed as 0; an empty field is no count.
    const count = { kind: "count", currency: "GBP" };
    const empty = await as(s.a).post(`/api/tours/${tourId}/float`, { ...count, amount: "" });
    expect(empty.status, empty.text).toBe(400);
    expect(empty.data.error.fields).toEqual({ amount: "Amount is required" });
    const zero = await as(s.a).post(`/api/tours/${tourId}/float`, { ...count, amount: "0" });
    expect(zero.status, zero.text).toBe(201);
  });
});

describe("the float in time order", () => {
  it("dates an entry when it is written after the float's lock, not when its transaction began", async () => {
    const tourId = await tourOf(s.t, s.a);
    const workspaceId = s.a.workspaceId;
    const db = s.t.database.db;
    const draw = { kind: "draw", currency: "GBP", amount: "100" } as const;
    await addFloatEntry(db, workspaceId, tourId, draw, "TM");
    // A count whose transaction began before a payout that another transaction wrote (and
    // committed) while this one waited for the tour's lock: the count sees the payout, so it
    // must come after it in the float's order, or the payout is taken out twice.
    await db.transaction(async (tx) => {
      await tx.insert(floatEntries).values({
        workspaceId,
        tourId,
        currency: "GBP",
        kind: "payout",
        amount: "30",
        at: sql`now() + interval '50 milliseconds'`,
        byName: "TM",
      });
      await tx.execute(sql`select pg_sleep(0.1)`);
      const count = { kind: "count", currency: "GBP", amount: "70" } as const;
      const done = await addFloatEntry(tx, workspaceId, tourId, count, "TM");
      expect(done).toMatchObject({ entry: { expected: "70.00" } });
    });
    const float = await readFloat(db, workspaceId, tourId);
    expect(float!.balances[0]).toMatchObject({ shouldHave: "70.00", overShort: "0.00" });
  });
});

describe("pay per show, kept in step", () => {
  it("pays a show once: its wage paid, then the show moved, makes no second wage", async () => {
    const owner = await signUp(s.t);
    const tour = await as(owner).post("/api/tours", {
      title: "Wage Run",
      startDate: "2099-06-01",
      endDate: "2099-06-05",
    });
    const tourId = tour.data.id as string;
    const venue = await as(owner).post("/api/venues", { name: "Paradiso", city: "Amsterdam" });
    const show = await as(owner).post(`/api/tours/${tourId}/shows`, {
      venueMode: "existing",
      venueId: venue.data.id,
      performanceDate: "2099-06-02",
      status: "confirmed",
      override: true,
    });
    expect(show.status, show.text).toBe(201);
    await addOne(owner, tourId, {
      name: "Ana",
      homeCurrency: "GBP",
      payAmount: "250",
      payPer: "show",
    });
    expect((await as(owner).post(`/api/tours/${tourId}/party/generate`)).status).toBe(200);
    const wages = async () =>
      ((await as(owner).get(`/api/tours/${tourId}/payments`)).data as PaymentsAnswer).lines
        .filter((l) => l.kind === "wage")
        .map((l) => [l.day, l.showId, l.amount, l.paidAt !== null]);
    const [wage] = ((await as(owner).get(`/api/tours/${tourId}/payments`)).data as PaymentsAnswer)
      .lines;
    const paid = await as(owner).post(`/api/tours/${tourId}/payments/${wage!.id}/paid`, {
      fromFloat: false,
    });
    expect(paid.status, paid.text).toBe(200);
    const moved = await as(owner).put(`/api/tours/${tourId}/shows/${show.data.id}`, {
      venueMode: "existing",
      venueId: venue.data.id,
      performanceDate: "2099-06-04",
    });
    expect(moved.status, moved.text).toBe(200);
    // The paid line stays as it was; the show it paid for is not paid again on its new day.
    expect(await wages()).toEqual([["2099-06-02", show.data.id, "250.00", true]]);
  });
});

describe("my tour's stays", () => {
  it("keeps a stay whose rooms list no one: it is the whole party's, as the itinerary reads it", async () => {
    const ws = s.a.workspaceId;
    const crew = await memberOf(s.t, ws, "crew");
    const tourId = await tourOf(s.t, s.a, "Rooms run");
    await personOn(s.t, ws, tourId, { name: "Casey Crew", userId: crew.userId });
    const [stay] = await s.t.database.db
      .insert(lodgings)
      .values({
        workspaceId: ws,
        tourId,
        name: "Booked Block",
        checkIn: "2026-07-01",
        checkOut: "2026-07-02",
      })
      .returning({ id: lodgings.id });
    await s.t.database.db
      .insert(lodgingRooms)
      .values({ workspaceId: ws, lodgingId: stay!.id, label: "Room 1" });
    const itinerary = await as(crew).get(`/api/tours/${tourId}/itinerary`);
    expect(itinerary.status, itinerary.text).toBe(200);
    expect(itinerary.data.lodgings.map((l: { name: string }) => l.name)).toEqual(["Booked Block"]);
    const mine = await as(crew).get(`/api/my-tours/${tourId}`);
    expect(mine.status, mine.text).toBe(200);
    expect(
      mine.data.stays.map((st: { name: string; room: unknown }) => [st.name, st.room]),
    ).toEqual([["Booked Block", null]]);
  });
});

describe("a member who left the workspace", () => {
  it("reads nothing of the old workspace's tours, and their person can still be edited", async () => {
    const owner = await signUp(s.t);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const tourId = await tourOf(s.t, owner, "Left run");
    const added = await addOne(owner, tourId, { userId: crew.userId, perDiemOff: "20" });
    expect((await as(crew).get(`/api/my-tours/${tourId}`)).status).toBe(200);
    const removed = await call(s.t, "DELETE", `/api/team/members/${crew.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.status, removed.text).toBe(200);
    const after = await as(crew).get(`/api/my-tours/${tourId}`);
    expect(after.status).not.toBe(200);
    expect(after.text).not.toContain("20.00");
    // Their days and rates are the tour's to settle: the edit keeps who they were.
    const edit = await as(owner).put(`/api/tours/${tourId}/party/${added.id}`, {
      userId: crew.userId,
      perDiemOff: "25",
      leavesOn: "2026-07-04",
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.data).toMatchObject({ userId: crew.userId, perDiemOff: "25.00" });
    // Someone not a member is still refused when newly chosen.
    const other = await signUp(s.t);
    const swap = await as(owner).put(`/api/tours/${tourId}/party/${added.id}`, {
      userId: other.userId,
    });
    expect(swap.status).toBe(400);
    expect(Object.keys(swap.data.error.fields)).toEqual(["userId"]);
  });
});

describe("pay per week, kept in step", () => {
  it("pays no day twice: a week paid, then the person's first day moved", async () => {
    const owner = await signUp(s.t);
    const tour = await as(owner).post("/api/tours", {
      title: "Week Run",
      startDate: "2099-06-01",
      endDate: "2099-06-14",
    });
    const tourId = tour.data.id as string;
    const person = { name: "Ana", homeCurrency: "GBP", payAmount: "700", payPer: "week" };
    const ana = await addOne(owner, tourId, person);
    expect((await as(owner).post(`/api/tours/${tourId}/party/generate`)).status).toBe(200);
    const wages = async () =>
      ((await as(owner).get(`/api/tours/${tourId}/payments`)).data as PaymentsAnswer).lines
        .filter((l) => l.kind === "wage")
        .map((l) => [l.day, l.amount, l.paidAt !== null]);
    expect(await wages()).toEqual([
      ["2099-06-01", "700.00", false],
      ["2099-06-08", "700.00", false],
    ]);
    const [first] = ((await as(owner).get(`/api/tours/${tourId}/payments`)).data as PaymentsAnswer)
      .lines;
    const paid = await as(owner).post(`/api/tours/${tourId}/payments/${first!.id}/paid`, {
      fromFloat: false,
    });
    expect(paid.status, paid.text).toBe(200);
    // She joined a day early after all: Jun 1–7 is paid; May 31 is not a week of its own
    // beside it, and Jun 8–14 is the rest.
    const moved = await as(owner).put(`/api/tours/${tourId}/party/${ana.id}`, {
      ...person,
      joinsOn: "2099-05-30",
    });
    expect(moved.status, moved.text).toBe(200);
    const tourDates = await as(owner).put(`/api/tours/${tourId}`, {
      title: "Week Run",
      startDate: "2099-05-31",
      endDate: "2099-06-14",
    });
    expect(tourDates.status, tourDates.text).toBe(200);
    expect(await wages()).toEqual([
      ["2099-05-31", "100.00", false],
      ["2099-06-01", "700.00", true],
      ["2099-06-08", "700.00", false],
    ]);
  });
});

describe("my tour's days", () => {
  it("are the first and last show in play when the tour has no dates, as its lines are", async () => {
    const ws = s.a.workspaceId;
    const db = s.t.database.db;
    const crew = await memberOf(s.t, ws, "crew");
    const tour = await insertTour(db, ws, { title: "Undated run", startDate: null, endDate: null });
    const venue = await insertVenue(db, ws, { name: "Hall" });
    const shows = [
      ["2099-08-01", "released"],
      ["2099-08-03", "confirmed"],
      ["2099-08-09", "confirmed"],
    ] as const;
    for (const [performanceDate, status] of shows)
      await insertShow(db, ws, tour.id, venue.id, { performanceDate, status });
    await personOn(s.t, ws, tour.id, { name: "Casey Crew", userId: crew.userId });
    const days = { firstDay: "2099-08-03", lastDay: "2099-08-09" };
    expect((await as(crew).get(`/api/my-tours/${tour.id}`)).data).toMatchObject(days);
    expect((await as(crew).get("/api/my-tours")).data.tours).toEqual([
      { tourId: tour.id, tourName: "Undated run", ...days },
    ]);
    expect((await as(s.a).get(`/api/tours/${tour.id}/party`)).data).toMatchObject(days);
  });
});
