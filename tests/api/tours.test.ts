import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  riderProvisions,
  tourFinancials,
  tourVenues,
  venueRevenueDeals,
  venues,
} from "@/server/db/schema";
import { insertShowWithMoney, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

const s = setupApiSuite();

const tourBody = {
  title: "Spring Run",
  status: "active",
  startDate: "2026-04-01",
  endDate: "2026-04-20",
  totalEstimatedCost: "12500.5",
};

describe("tours", () => {
  it("creates, reads, lists, updates and deletes a tour", async () => {
    const created = await call(s.t, "POST", "/api/tours", { cookie: s.a.cookie, json: tourBody });
    expect(created.status).toBe(201);
    // The status follows the dates (issue 36): a run in April 2026 is over.
    expect(created.data).toMatchObject({
      ...tourBody,
      status: "completed",
      totalEstimatedCost: "12500.50",
    });
    const id = created.data.id;

    const read = await call(s.t, "GET", `/api/tours/${id}`, { cookie: s.a.cookie });
    expect(read.status).toBe(200);
    expect(read.data.tour.title).toBe("Spring Run");
    expect(read.data.shows).toEqual([]);
    expect(read.data.moneyTotals).toEqual({
      booked: "0.00",
      settled: "0.00",
      travelPlanned: "0.00",
      travelBooked: "0.00",
      lodgingPlanned: "0.00",
      lodgingBooked: "0.00",
      homeCurrency: "USD",
      unconverted: [],
    });

    const list = await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie });
    expect(list.data.map((x: { id: string }) => x.id)).toContain(id);

    const updated = await call(s.t, "PUT", `/api/tours/${id}`, {
      cookie: s.a.cookie,
      json: { ...tourBody, title: "Spring Run II", status: "cancelled", endDate: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      title: "Spring Run II",
      status: "cancelled",
      endDate: null,
    });

    expect((await call(s.t, "DELETE", `/api/tours/${id}`, { cookie: s.a.cookie })).status).toBe(
      200,
    );
    expect((await call(s.t, "GET", `/api/tours/${id}`, { cookie: s.a.cookie })).status).toBe(404);
  });

  it("lists tours newest first with their show counts", async () => {
    const c = await signUp(s.t);
    const older = await insertTour(s.t.database.db, c.userId, {
      title: "Older",
      createdAt: new Date("2026-01-01"),
    });
    await insertTour(s.t.database.db, c.userId, {
      title: "Newer",
      createdAt: new Date("2026-02-01"),
    });
    const venue = await insertVenue(s.t.database.db, c.userId);
    await insertShowWithMoney(s.t.database.db, c.userId, older.id, venue.id);
    const list = await call(s.t, "GET", "/api/tours", { cookie: c.cookie });
    expect(
      list.data.map((x: { title: string; venueCount: number }) => [x.title, x.venueCount]),
    ).toEqual([
      ["Newer", 0],
      ["Older", 1],
    ]);
  });

  it("answers bad input with 400 naming each field", async () => {
    const res = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { title: "", status: "touring", startDate: "2026-13-01", totalEstimatedCost: "-1" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({
      title: "Title is required",
      status: "Choose a status",
      startDate: "Start date must be a valid date",
      totalEstimatedCost: "Estimated gross cannot be negative",
    });
  });

  it("refuses an end date before the start date", async () => {
    const res = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { ...tourBody, startDate: "2026-05-02", endDate: "2026-05-01" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ endDate: "End date cannot be before the start date" });
  });

  it("deletes the tour's shows, financial rows, deals and rider provisions with it", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.a.userId);
    const venue = await insertVenue(db, s.a.userId);
    const show = await insertShowWithMoney(db, s.a.userId, tour.id, venue.id);
    expect(
      (await call(s.t, "DELETE", `/api/tours/${tour.id}`, { cookie: s.a.cookie })).status,
    ).toBe(200);
    expect(await db.select().from(tourVenues).where(eq(tourVenues.tourId, tour.id))).toEqual([]);
    expect(
      await db.select().from(tourFinancials).where(eq(tourFinancials.tourId, tour.id)),
    ).toEqual([]);
    expect(
      await db.select().from(venueRevenueDeals).where(eq(venueRevenueDeals.tourVenueId, show.id)),
    ).toEqual([]);
    expect(
      await db.select().from(riderProvisions).where(eq(riderProvisions.tourVenueId, show.id)),
    ).toEqual([]);
    // The venue belongs to the directory, not to the tour: it stays.
    expect(await db.select().from(venues).where(eq(venues.id, venue.id))).toHaveLength(1);
  });
});

describe("tours of another account", () => {
  it("are answered 404 for read, update and delete, and stay untouched", async () => {
    const theirs = await insertTour(s.t.database.db, s.b.userId, { title: "Not yours" });
    const path = `/api/tours/${theirs.id}`;
    for (const [method, json] of [["GET"], ["PUT", tourBody], ["DELETE"]] as const) {
      const res = await call(s.t, method, path, { cookie: s.a.cookie, json });
      expect(res.status, method).toBe(404);
      expect(res.data).toEqual({ error: { code: "not_found", message: "Tour not found" } });
    }
    const list = await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie });
    expect(list.data.map((x: { id: string }) => x.id)).not.toContain(theirs.id);
    const still = await call(s.t, "GET", path, { cookie: s.b.cookie });
    expect(still.data.tour.title).toBe("Not yours");
  });

  it("answers a malformed or unknown id like a missing tour", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(s.t, "GET", `/api/tours/${id}`, { cookie: s.a.cookie });
      expect(res.status).toBe(404);
    }
  });

  it("needs a session", async () => {
    expect((await call(s.t, "GET", "/api/tours")).status).toBe(401);
  });
});
