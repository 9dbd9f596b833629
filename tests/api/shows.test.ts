import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();

interface Show {
  id: string;
  orderInTour: number;
  performanceDate: string;
  venue: { id: string; name: string } | null;
}

async function newTour(account = s.a) {
  const res = await call(s.t, "POST", "/api/tours", {
    cookie: account.cookie,
    json: { title: "Run" },
  });
  return res.data.id as string;
}

async function addShow(tourId: string, venueId: string, date: string, extra = {}) {
  const res = await call(s.t, "POST", `/api/tours/${tourId}/shows`, {
    cookie: s.a.cookie,
    json: { venueMode: "existing", venueId, performanceDate: date, ...extra },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as Show;
}

async function order(tourId: string) {
  const res = await call(s.t, "GET", `/api/tours/${tourId}/shows`, { cookie: s.a.cookie });
  return (res.data as Show[]).map((s) => [s.orderInTour, s.performanceDate]);
}

describe("shows", () => {
  it("adds shows in date order, numbered 1..n", async () => {
    const tourId = await newTour();
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    await addShow(tourId, venue.id, "2026-05-05");
    await addShow(tourId, venue.id, "2026-05-01");
    await addShow(tourId, venue.id, "2026-05-03");
    expect(await order(tourId)).toEqual([
      [1, "2026-05-01"],
      [2, "2026-05-03"],
      [3, "2026-05-05"],
    ]);
  });

  it("adds a show at a venue created on the spot, which joins the directory", async () => {
    const tourId = await newTour();
    const res = await call(s.t, "POST", `/api/tours/${tourId}/shows`, {
      cookie: s.a.cookie,
      json: {
        venueMode: "new",
        newVenue: { name: "Station 9", city: "Minneapolis", state: "MN", capacity: "700" },
        performanceDate: "2026-06-01",
        venueFee: "1800",
        estimatedTravelCost: "250.5",
        estimatedAccommodationCost: "",
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      venueFee: "1800.00",
      estimatedTravelCost: "250.50",
      estimatedAccommodationCost: "0.00",
      status: "pending",
      venue: { name: "Station 9", city: "Minneapolis", state: "MN", capacity: 700 },
    });
    const dir = await call(s.t, "GET", "/api/venues", { cookie: s.a.cookie });
    expect(dir.data.map((v: { name: string }) => v.name)).toContain("Station 9");
  });

  it("shows the tour's money by meaning: booked (confirmed shows' offers), travel and lodging", async () => {
    const tourId = await newTour();
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    await addShow(tourId, venue.id, "2026-05-01", {
      status: "confirmed",
      venueFee: "1000.10",
      estimatedTravelCost: "50",
      estimatedAccommodationCost: "80.05",
    });
    await addShow(tourId, venue.id, "2026-05-02", {
      status: "confirmed",
      venueFee: "999.95",
      estimatedTravelCost: "25.5",
    });
    // An inquiry books nothing (issue 36), though its costs are still planned.
    await addShow(tourId, venue.id, "2026-05-03", { venueFee: "5000", estimatedTravelCost: "1" });
    const res = await call(s.t, "GET", `/api/tours/${tourId}`, { cookie: s.a.cookie });
    expect(res.data.moneyTotals).toEqual({
      booked: "2000.05",
      settled: "0.00",
      travelPlanned: "76.50",
      travelBooked: "0.00",
      lodgingPlanned: "80.05",
      lodgingBooked: "0.00",
      homeCurrency: "USD",
      unconverted: [],
    });
  });

  it("reorders shows and keeps the order gap-free after edits and removals", async () => {
    const tourId = await newTour();
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    const s1 = await addShow(tourId, venue.id, "2026-05-01");
    const s2 = await addShow(tourId, venue.id, "2026-05-02");
    const s3 = await addShow(tourId, venue.id, "2026-05-03");
    const res = await call(s.t, "PUT", `/api/tours/${tourId}/shows/order`, {
      cookie: s.a.cookie,
      json: { showIds: [s3.id, s1.id, s2.id] },
    });
    expect(res.status).toBe(200);
    expect(res.data.map((s: Show) => [s.id, s.orderInTour])).toEqual([
      [s3.id, 1],
      [s1.id, 2],
      [s2.id, 3],
    ]);

    const del = await call(s.t, "DELETE", `/api/tours/${tourId}/shows/${s1.id}`, {
      cookie: s.a.cookie,
    });
    expect(del.status).toBe(200);
    expect(await order(tourId)).toEqual([
      [1, "2026-05-03"],
      [2, "2026-05-02"],
    ]);

    // A new date moves the show to where that date belongs; other edits keep the hand-made order.
    const edit = await call(s.t, "PUT", `/api/tours/${tourId}/shows/${s2.id}`, {
      cookie: s.a.cookie,
      json: {
        venueMode: "existing",
        venueId: venue.id,
        performanceDate: "2026-05-09",
        venueFee: "10",
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.data.venueFee).toBe("10.00");
    expect(await order(tourId)).toEqual([
      [1, "2026-05-03"],
      [2, "2026-05-09"],
    ]);
  });

  it("refuses an order that leaves out or repeats a show", async () => {
    const tourId = await newTour();
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    const s1 = await addShow(tourId, venue.id, "2026-05-01");
    await addShow(tourId, venue.id, "2026-05-02");
    for (const showIds of [[s1.id], [s1.id, s1.id]]) {
      const res = await call(s.t, "PUT", `/api/tours/${tourId}/shows/order`, {
        cookie: s.a.cookie,
        json: { showIds },
      });
      expect(res.status).toBe(400);
      expect(res.data.error.fields).toEqual({ showIds: "List every show of the tour once" });
    }
  });

  it("names bad fields", async () => {
    const tourId = await newTour();
    const res = await call(s.t, "POST", `/api/tours/${tourId}/shows`, {
      cookie: s.a.cookie,
      json: { venueMode: "new", newVenue: { name: "" }, performanceDate: "soon", venueFee: "-3" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toMatchObject({
      performanceDate: "Performance date must be a valid date",
      venueFee: "Venue fee cannot be negative",
    });
  });
});

describe("shows and other accounts", () => {
  it("never links a venue of another account", async () => {
    const tourId = await newTour();
    const theirVenue = await insertVenue(s.t.database.db, s.b.userId, { name: "Their Venue" });
    const res = await call(s.t, "POST", `/api/tours/${tourId}/shows`, {
      cookie: s.a.cookie,
      json: { venueMode: "existing", venueId: theirVenue.id, performanceDate: "2026-05-01" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ venueId: "Choose a venue from your directory" });
    expect(await order(tourId)).toEqual([]);
  });

  it("answers another account's tour and show with 404 for read, add, update, reorder and delete", async () => {
    const db = s.t.database.db;
    const theirTour = await insertTour(db, s.b.userId);
    const theirVenue = await insertVenue(db, s.b.userId);
    const theirShow = await insertShow(db, s.b.userId, theirTour.id, theirVenue.id);
    const myVenue = await insertVenue(db, s.a.userId);
    const body = { venueMode: "existing", venueId: myVenue.id, performanceDate: "2026-05-01" };
    const attempts = [
      ["GET", `/api/tours/${theirTour.id}/shows`, undefined],
      ["POST", `/api/tours/${theirTour.id}/shows`, body],
      ["PUT", `/api/tours/${theirTour.id}/shows/${theirShow.id}`, body],
      ["PUT", `/api/tours/${theirTour.id}/shows/order`, { showIds: [theirShow.id] }],
      ["DELETE", `/api/tours/${theirTour.id}/shows/${theirShow.id}`, undefined],
    ] as const;
    for (const [method, path, json] of attempts) {
      const res = await call(s.t, method, path, { cookie: s.a.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Their show under my own tour is just as missing.
    const mine = await newTour();
    const res = await call(s.t, "DELETE", `/api/tours/${mine}/shows/${theirShow.id}`, {
      cookie: s.a.cookie,
    });
    expect(res.status).toBe(404);
    const theirs = await call(s.t, "GET", `/api/tours/${theirTour.id}/shows`, {
      cookie: s.b.cookie,
    });
    expect(theirs.data).toHaveLength(1);
  });
});
