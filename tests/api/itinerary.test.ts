import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();

async function tourWithShow() {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId, { startDate: "2099-05-01", endDate: "2099-05-20" });
  const venue = await insertVenue(db, s.a.userId, { name: "Station 9", contactName: "Sam Ortiz" });
  const show = await insertShow(db, s.a.userId, tour.id, venue.id, {
    performanceDate: "2099-05-02",
  });
  return { tourId: tour.id, showId: show.id };
}

const flight = {
  mode: "flight",
  fromPlace: "Chicago, IL",
  toPlace: "Los Angeles, CA",
  departureLocal: "2099-05-02T09:30",
  departureTz: "America/Chicago",
  arrivalLocal: "2099-05-02T11:45",
  arrivalTz: "America/Los_Angeles",
  carrier: "United",
  number: "UA 123",
  confirmationCode: "QX7P2L",
  cost: "312.40",
};
const hotel = {
  name: "Downtown Inn",
  address: "1 Main St",
  checkIn: "2099-05-02",
  checkOut: "2099-05-03",
  cost: "189.99",
  rooms: "2",
};

describe("itinerary", () => {
  it("stores local times in their zones and counts costs once in the expenses", async () => {
    const { tourId, showId } = await tourWithShow();
    const leg = await call(s.t, "POST", `/api/tours/${tourId}/travel-legs`, {
      cookie: s.a.cookie,
      json: flight,
    });
    expect(leg.status, JSON.stringify(leg.data)).toBe(201);
    // 09:30 CDT is 14:30 UTC; 11:45 PDT is 18:45 UTC.
    expect(leg.data.departureAt).toBe("2099-05-02T14:30:00.000Z");
    expect(leg.data.arrivalAt).toBe("2099-05-02T18:45:00.000Z");
    const stay = await call(s.t, "POST", `/api/tours/${tourId}/lodgings`, {
      cookie: s.a.cookie,
      json: hotel,
    });
    expect(stay.status).toBe(201);

    const it = await call(s.t, "GET", `/api/tours/${tourId}/itinerary`, { cookie: s.a.cookie });
    expect(it.data.days).toHaveLength(1);
    expect(it.data.days[0]).toMatchObject({ date: "2099-05-02" });
    expect(it.data.days[0].shows[0].venueName).toBe("Station 9");

    const finance = await call(s.t, "GET", `/api/tours/${tourId}/finance`, { cookie: s.a.cookie });
    expect(finance.data.anticipated.expenses).toBe("502.39");
    expect(finance.data.actual.expenses).toBe("502.39");
    expect(
      finance.data.anticipated.expensesByCategory.map((c: { category: string }) => c.category),
    ).toEqual(["Travel", "Lodging"]);

    const sheet = await call(s.t, "PUT", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: s.a.cookie,
      json: {
        loadIn: "15:00",
        doors: "19:00",
        setTime: "21:30",
        loadOut: "00:30",
        notes: "Back door",
      },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.data.sheet).toMatchObject({ loadIn: "15:00", loadOut: "00:30", soundcheck: null });
    expect(sheet.data.legs).toHaveLength(1);
    expect(sheet.data.lodgings[0].name).toBe("Downtown Inn");
    expect(sheet.data.contacts[0].name).toBe("Sam Ortiz");
  });

  it("refuses arrival before departure, unreal dates, bad zones and bad times with the field", async () => {
    const { tourId, showId } = await tourWithShow();
    const post = (json: unknown, path = "travel-legs") =>
      call(s.t, "POST", `/api/tours/${tourId}/${path}`, { cookie: s.a.cookie, json });
    const cases: [unknown, string, string?][] = [
      [{ ...flight, arrivalLocal: "2099-05-02T07:00" }, "arrivalLocal"],
      [{ ...flight, departureLocal: "2099-02-30T09:00" }, "departureLocal"],
      [{ ...flight, arrivalTz: "Mars/Olympus" }, "arrivalTz"],
      [{ ...flight, cost: "-5" }, "cost"],
      [{ ...hotel, checkOut: "2099-05-01" }, "checkOut", "lodgings"],
      [{ ...hotel, rooms: "0" }, "rooms", "lodgings"],
    ];
    for (const [json, field, path] of cases) {
      const res = await post(json, path);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.data.error.fields)).toContain(field);
    }
    const sheet = await call(s.t, "PUT", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: s.a.cookie,
      json: { doors: "25:00" },
    });
    expect(sheet.status).toBe(400);
    expect(sheet.data.error.fields.doors).toBe("Doors must be a time like 19:30");
  });

  it("answers 404 to another account on every itinerary route", async () => {
    const { tourId, showId } = await tourWithShow();
    const leg = await call(s.t, "POST", `/api/tours/${tourId}/travel-legs`, {
      cookie: s.a.cookie,
      json: flight,
    });
    const stay = await call(s.t, "POST", `/api/tours/${tourId}/lodgings`, {
      cookie: s.a.cookie,
      json: hotel,
    });
    const t = `/api/tours/${tourId}`;
    const attempts: [string, string, unknown?][] = [
      ["GET", `${t}/itinerary`],
      ["POST", `${t}/travel-legs`, flight],
      ["PUT", `${t}/travel-legs/${leg.data.id}`, flight],
      ["DELETE", `${t}/travel-legs/${leg.data.id}`],
      ["POST", `${t}/lodgings`, hotel],
      ["PUT", `${t}/lodgings/${stay.data.id}`, hotel],
      ["DELETE", `${t}/lodgings/${stay.data.id}`],
      ["GET", `${t}/day-sheets/${showId}`],
      ["PUT", `${t}/day-sheets/${showId}`, { doors: "19:00" }],
    ];
    for (const [method, path, json] of attempts) {
      const res = await call(s.t, method, path, { cookie: s.b.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const mine = await call(s.t, "GET", `${t}/itinerary`, { cookie: s.a.cookie });
    expect(mine.data.legs).toHaveLength(1);
    expect(mine.data.lodgings).toHaveLength(1);
  });
});
