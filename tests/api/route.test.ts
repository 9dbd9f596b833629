import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { memberOf } from "../support/members";

/** Issue 40: where the van goes, how long each drive takes, what the road costs. */
const s = setupApiSuite();

async function tourAcross() {
  const db = s.t.database.db;
  const ws = s.a.workspaceId;
  const tour = await insertTour(db, ws, { startDate: "2099-05-01", endDate: "2099-05-20" });
  const nashville = await insertVenue(db, ws, {
    name: "Ryman",
    city: "Nashville",
    state: "TN",
    latitude: 36.1627,
    longitude: -86.7816,
  });
  const atlanta = await insertVenue(db, ws, {
    name: "Tabernacle",
    city: "Atlanta",
    state: "GA",
    latitude: 33.749,
    longitude: -84.388,
  });
  const seattle = await insertVenue(db, ws, {
    name: "Showbox",
    city: "Seattle",
    state: "WA",
    latitude: 47.6062,
    longitude: -122.3321,
  });
  const status = { status: "confirmed" };
  await insertShow(db, ws, tour.id, nashville.id, { performanceDate: "2099-05-01", ...status });
  await insertShow(db, ws, tour.id, atlanta.id, { performanceDate: "2099-05-03", ...status });
  await insertShow(db, ws, tour.id, seattle.id, { performanceDate: "2099-05-04", ...status });
  return tour.id;
}

describe("a tour's route", () => {
  it("measures each leg, flags the hop to fly, and prices the road for managers", async () => {
    const tourId = await tourAcross();
    const res = await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: s.a.cookie });
    expect(res.status).toBe(200);
    expect(res.data.stops).toHaveLength(3);
    const [toAtlanta, toSeattle] = res.data.legs;
    expect(toAtlanta).toMatchObject({ days: 2, daysOff: 1, driveHours: 4.75, flags: [] });
    expect(Math.round(toAtlanta.miles)).toBe(258);
    expect(toSeattle.flags).toEqual(["needs-flight"]);
    const perDiems = res.data.costs.lines.find(
      (l: { category: string }) => l.category === "per-diems",
    );
    // 4 days × the team (the owner alone) × $35, the default per diem
    expect(perDiems.amount).toBe("140.00");
    expect(res.data.costs.partyFromTeam).toBe(true);
  });

  it("describes the road's costs in the reader's language, English word for word", async () => {
    const tourId = await tourAcross();
    const costs = async (language?: string) => {
      const res = await call(s.t, "GET", `/api/tours/${tourId}/route`, {
        cookie: s.a.cookie,
        headers: language ? { "accept-language": language } : {},
      });
      expect(res.status).toBe(200);
      const lines = res.data.costs.lines as { category: string; description: string }[];
      return Object.fromEntries(lines.map((l) => [l.category, l.description]));
    };
    const english = await costs();
    expect(english["per-diems"]).toBe("1 person × 4 days");
    expect(english.tolls).toBe("as typed");
    const german = await costs("de-DE,de;q=0.9");
    expect(german["per-diems"]).toBe("1 Person × 4 Tage");
    expect(german.fuel).toMatch(/^\d+ gal für [\d.]+ mi$/);
    expect(german.tolls).toBe("wie eingegeben");
  });

  it("shows crew the road without its costs, and refuses them the settings", async () => {
    const tourId = await tourAcross();
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    const res = await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: crew.cookie });
    expect(res.status).toBe(200);
    expect(res.data.legs).toHaveLength(2);
    expect(res.data.costs).toEqual({ hidden: true });
    expect(res.data.settings).toEqual({ hidden: true });
    const put = await call(s.t, "PUT", `/api/tours/${tourId}/route/settings`, {
      cookie: crew.cookie,
      json: { unit: "km" },
    });
    expect(put.status).toBe(403);
  });

  it("refuses a zero, negative or absurd setting, naming it, and keeps the old ones", async () => {
    const tourId = await tourAcross();
    const base = {
      unit: "km",
      milesPerGallon: 12,
      fuelPricePerGallon: "4.00",
      tollsTotal: "80.00",
      perDiem: "30.00",
      partySize: 5,
      hotelRatePerRoom: "110.00",
      rooms: 3,
      averageMph: 50,
    };
    const put = (json: object) =>
      call(s.t, "PUT", `/api/tours/${tourId}/route/settings`, { cookie: s.a.cookie, json });
    for (const [bad, field] of [
      [{ milesPerGallon: 0 }, "milesPerGallon"],
      [{ averageMph: 900 }, "averageMph"],
      [{ fuelPricePerGallon: "-1" }, "fuelPricePerGallon"],
      [{ partySize: 1e9 }, "partySize"],
      [{ unit: "furlongs" }, "unit"],
    ] as const) {
      const res = await put({ ...base, ...bad });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.data.error.fields ?? {})).toContain(field);
    }
    const ok = await put(base);
    expect(ok.status).toBe(200);
    expect(ok.data.unit).toBe("km");
    expect(ok.data.settings.partySize).toBe(5);
  });

  it("answers another account's tour like a missing one", async () => {
    const tourId = await tourAcross();
    const res = await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: s.b.cookie });
    expect(res.status).toBe(404);
  });
});

describe("where a venue is", () => {
  const create = (json: object) => call(s.t, "POST", "/api/venues", { cookie: s.a.cookie, json });

  it("is looked up from its city, state and country when no point is typed", async () => {
    const portland = await create({ name: "Crystal Ballroom", city: "Portland", state: "OR" });
    expect(portland.status).toBe(201);
    expect(portland.data.latitude).toBeCloseTo(45.52, 1);
    const london = await create({ name: "Roundhouse", city: "London", country: "GB" });
    expect(london.data.longitude).toBeCloseTo(-0.13, 1);
    // A country typed by its name is its code.
    const lyon = await create({ name: "Le Transbordeur", city: "Lyon", country: "France" });
    expect(lyon.data.country, JSON.stringify(lyon.data)).toBe("FR");
    expect(lyon.data.latitude).toBeCloseTo(45.75, 1);
  });

  it("is not guessed when the city is unknown or could be several: the route asks", async () => {
    const nowhere = await create({ name: "Nowhere Hall", city: "Qwzxville", state: "TN" });
    expect(nowhere.status).toBe(201);
    expect(nowhere.data.latitude).toBeNull();
    const places = await call(s.t, "GET", "/api/places?city=Springfield", { cookie: s.a.cookie });
    expect(places.data.places.length).toBeGreaterThan(1);
    const springfield = await create({ name: "Hall", city: "Springfield" });
    expect(springfield.data.latitude).toBeNull();
  });

  it("refuses a point off the globe, half a point, or an unknown country", async () => {
    for (const [json, field] of [
      [{ latitude: 95, longitude: 10 }, "latitude"],
      [{ latitude: 10, longitude: -181 }, "longitude"],
      [{ latitude: 10 }, "longitude"],
      [{ country: "ZZ" }, "country"],
    ] as const) {
      const res = await create({ name: "Bad", city: "Austin", ...json });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.data.error.fields ?? {})).toContain(field);
    }
  });
});
