import { describe, expect, it } from "vitest";
import { insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 40, item 4: the road into the budget. The route's fuel, tolls, per diems and unbooked
 * hotel nights are anticipated rows of the tour's ledger once a manager puts the road in the
 * budget; every change of a show re-plans them, and a row a person typed is never touched.
 */
const s = setupApiSuite();

interface RoadRow {
  key: string;
  category: string;
  label: string;
  date: string | null;
  amount: string;
}

const SETTINGS = {
  unit: "mi",
  milesPerGallon: 14,
  fuelPricePerGallon: "3.60",
  tollsTotal: "0.00",
  legTolls: {},
  perDiem: "35.00",
  partySize: 4,
  hotelRatePerRoom: "120.00",
  rooms: 2,
  averageMph: 55,
  inBudget: true,
};

/** Each tour its own year: a workspace allows one confirmed show a date. */
let year = 2080;

async function routedTour() {
  const y = String(year++);
  const db = s.t.database.db;
  const ws = s.a.workspaceId;
  const tour = await insertTour(db, ws, { startDate: `${y}-05-01`, endDate: `${y}-05-30` });
  const venue = (name: string, city: string, latitude: number, longitude: number) =>
    insertVenue(db, ws, { name, city, state: "", latitude, longitude });
  const v = {
    nashville: await venue("Ryman", "Nashville", 36.1627, -86.7816),
    atlanta: await venue("Tabernacle", "Atlanta", 33.749, -84.388),
    chicago: await venue("Metro", "Chicago", 41.8781, -87.6298),
  };
  const path = `/api/tours/${tour.id}`;
  const add = async (venueId: string, date: string) => {
    const res = await call(s.t, "POST", `${path}/shows`, {
      cookie: s.a.cookie,
      json: { venueMode: "existing", venueId, performanceDate: date, status: "confirmed" },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    return res.data.id as string;
  };
  const shows = {
    nashville: await add(v.nashville.id, `${y}-05-01`),
    atlanta: await add(v.atlanta.id, `${y}-05-03`),
  };
  return { tourId: tour.id, path, v, shows, add, y };
}

const putSettings = (tourId: string, json: object, cookie = s.a.cookie) =>
  call(s.t, "PUT", `/api/tours/${tourId}/route/settings`, { cookie, json });

async function finance(tourId: string) {
  const res = await call(s.t, "GET", `/api/tours/${tourId}/finance`, { cookie: s.a.cookie });
  expect(res.status).toBe(200);
  return res.data as {
    road: { rows: RoadRow[]; total: string };
    anticipated: { expenses: string; expensesByCategory: { category: string; amount: string }[] };
  };
}
const keysOf = (rows: RoadRow[]) => rows.map((r) => r.key.replace(/:[0-9a-f-]{36}/g, ":id"));

describe("the road in the budget", () => {
  it("is off until a manager puts it in, then plans fuel, per diems and hotel nights", async () => {
    const { tourId, y } = await routedTour();
    expect((await finance(tourId)).road.rows).toEqual([]);
    expect((await putSettings(tourId, SETTINGS)).status).toBe(200);
    const f = await finance(tourId);
    expect(keysOf(f.road.rows)).toEqual([
      "fuel:id:id",
      `per-diems:${y}-05-01`,
      `hotels:${y}-05-01`,
      `per-diems:${y}-05-02`,
      `hotels:${y}-05-02`,
      `per-diems:${y}-05-03`,
    ]);
    const fuel = f.road.rows[0]!;
    // 257.9 road miles ÷ 14 mpg × $3.60, dated the show it drives to.
    expect(fuel).toMatchObject({ category: "Fuel", amount: "66.31", date: `${y}-05-03` });
    expect(fuel.label).toBe("Fuel Nashville → Atlanta, 258 mi");
    expect(f.road.rows[1]).toMatchObject({ category: "Meals & per diems", amount: "140.00" });
    expect(f.road.rows[2]).toMatchObject({ category: "Lodging", amount: "240.00" });
    // 66.31 + 3 × 140 + 2 × 240, all anticipated expenses of the tour.
    expect(f.road.total).toBe("966.31");
    expect(f.anticipated.expenses).toBe("966.31");
    // The route card's road budget is the same lines summed.
    const route = await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: s.a.cookie });
    expect(route.data.costs.total).toBe("966.31");
  });

  it("counts per diems for the team when no party is typed", async () => {
    const { tourId } = await routedTour();
    await memberOf(s.t, s.a.workspaceId, "crew");
    await putSettings(tourId, { ...SETTINGS, partySize: "" });
    const perDiem = (await finance(tourId)).road.rows.find((r) => r.key.startsWith("per-diems"));
    // The owner and the crew member: 2 × $35.
    expect(perDiem?.amount).toBe("70.00");
  });

  it("takes tolls per leg, and refuses a negative, absurd or malformed toll", async () => {
    const { tourId, shows } = await routedTour();
    const leg = `${shows.nashville}:${shows.atlanta}`;
    const ok = await putSettings(tourId, { ...SETTINGS, legTolls: { [leg]: "18.40" } });
    expect(ok.status).toBe(200);
    expect(ok.data.settings.legTolls).toEqual({ [leg]: "18.40" });
    const tolls = (await finance(tourId)).road.rows.find((r) => r.key === `tolls:${leg}`);
    expect(tolls).toMatchObject({
      category: "Travel",
      amount: "18.40",
      label: "Tolls Nashville → Atlanta",
    });
    for (const legTolls of [
      { [leg]: "-5.00" },
      { [leg]: "99999999" },
      { [leg]: "1.234" },
      { [`${leg}\u0000`]: "5.00" },
      { "not-a-leg": "5.00" },
      "lots",
    ]) {
      const res = await putSettings(tourId, { ...SETTINGS, legTolls });
      expect(res.status, JSON.stringify(legTolls)).toBe(400);
      expect(Object.keys(res.data.error.fields ?? {}).join()).toContain("legTolls");
    }
    // Nothing refused was kept.
    const route = await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: s.a.cookie });
    expect(route.data.settings.legTolls).toEqual({ [leg]: "18.40" });
  });
});

describe("a leg across an ocean is flown, not driven (docs/product.md §18.2, §18.4)", () => {
  async function transatlantic() {
    const tour = await routedTour();
    const london = await insertVenue(s.t.database.db, s.a.workspaceId, {
      name: "Roundhouse",
      city: "London",
      state: "",
      country: "GB",
      latitude: 51.5074,
      longitude: -0.1278,
    });
    // A week after Atlanta: by the hours alone the van would "drive" the Atlantic.
    const londonShow = await tour.add(london.id, `${tour.y}-05-10`);
    await putSettings(tour.tourId, SETTINGS);
    return { ...tour, leg: `${tour.shows.atlanta}:${londonShow}` };
  }
  const route = async (tourId: string) =>
    (await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: s.a.cookie })).data;

  it("has no fuel and no drive time; untyped, the card names it and nothing is priced", async () => {
    const { tourId, leg } = await transatlantic();
    const r = await route(tourId);
    const flown = r.legs.find((l: { toShowId: string }) => leg.endsWith(l.toShowId));
    expect(flown.flags).toEqual(["needs-flight"]);
    // The van's hours are Nashville → Atlanta's alone.
    expect(r.totalDriveHours).toBe(r.legs[0].driveHours);
    expect(r.costs.unpricedFlights).toEqual(["Atlanta → London"]);
    const rows = (await finance(tourId)).road.rows;
    expect(rows.filter((row) => row.key.endsWith(leg))).toEqual([]);
    expect(keysOf(rows).filter((k) => k.startsWith("fuel"))).toEqual(["fuel:id:id"]);
  });

  it("is the party × the fare typed for it, a Travel row, on the card and in the ledger alike", async () => {
    const { tourId, leg } = await transatlantic();
    const ok = await putSettings(tourId, { ...SETTINGS, legFares: { [leg]: "650.00" } });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    const f = await finance(tourId);
    const flight = f.road.rows.find((row) => row.key === `flight:${leg}`);
    // Four people × $650.
    expect(flight).toMatchObject({
      category: "Travel",
      amount: "2600.00",
      label: "Flight Atlanta → London, 4 people × 650.00",
    });
    expect(f.road.rows.filter((row) => row.key.endsWith(leg))).toHaveLength(1);
    const r = await route(tourId);
    expect(r.costs.unpricedFlights).toEqual([]);
    expect(r.costs.total).toBe(f.road.total);
  });

  it("refuses a negative, absurd or malformed fare, and keeps nothing refused", async () => {
    const { tourId, leg } = await transatlantic();
    await putSettings(tourId, { ...SETTINGS, legFares: { [leg]: "650.00" } });
    for (const legFares of [
      { [leg]: "-650.00" },
      { [leg]: "20000.01" },
      { [leg]: "1e308" },
      { [leg]: "6\u000050" },
      { [`${leg}\u0000`]: "650.00" },
      { "not-a-leg": "650.00" },
      ["650.00"],
    ]) {
      const res = await putSettings(tourId, { ...SETTINGS, legFares });
      expect(res.status, JSON.stringify(legFares)).toBe(400);
      expect(Object.keys(res.data.error.fields ?? {}).join()).toContain("legFares");
    }
    expect((await route(tourId)).settings.legFares).toEqual({ [leg]: "650.00" });
  });
});

describe("a change of show re-plans the road rows", () => {
  async function planned() {
    const tour = await routedTour();
    await putSettings(tour.tourId, SETTINGS);
    return tour;
  }
  const editShow = (path: string, showId: string, venueId: string, date: string) =>
    call(s.t, "PUT", `${path}/shows/${showId}`, {
      cookie: s.a.cookie,
      json: { venueMode: "existing", venueId, performanceDate: date },
    });

  it("when a show moves to another date", async () => {
    const { tourId, path, v, shows, y } = await planned();
    expect((await editShow(path, shows.atlanta, v.atlanta.id, `${y}-05-02`)).status).toBe(200);
    const rows = (await finance(tourId)).road.rows;
    expect(keysOf(rows)).toEqual([
      "fuel:id:id",
      `per-diems:${y}-05-01`,
      `hotels:${y}-05-01`,
      `per-diems:${y}-05-02`,
    ]);
    expect(rows[0]!.date).toBe(`${y}-05-02`);
  });

  it("when a show moves to another venue", async () => {
    const { tourId, path, v, shows, y } = await planned();
    await editShow(path, shows.atlanta, v.chicago.id, `${y}-05-03`);
    const fuel = (await finance(tourId)).road.rows[0]!;
    expect(fuel.label).toBe("Fuel Nashville → Chicago, 477 mi");
    expect(fuel.amount).not.toBe("66.31");
  });

  it("when a show is added, and when it is removed", async () => {
    const { tourId, path, v, add, y } = await planned();
    const chicago = await add(v.chicago.id, `${y}-05-05`);
    let rows = (await finance(tourId)).road.rows;
    expect(rows.filter((r) => r.category === "Fuel").map((r) => r.label)).toEqual([
      "Fuel Nashville → Atlanta, 258 mi",
      "Fuel Atlanta → Chicago, 707 mi",
    ]);
    expect(rows.filter((r) => r.category === "Meals & per diems")).toHaveLength(5);
    const gone = await call(s.t, "DELETE", `${path}/shows/${chicago}`, { cookie: s.a.cookie });
    expect(gone.status).toBe(200);
    rows = (await finance(tourId)).road.rows;
    expect(rows.filter((r) => r.category === "Fuel")).toHaveLength(1);
    expect(rows.filter((r) => r.category === "Meals & per diems")).toHaveLength(3);
  });

  it("when a show is cancelled (released), and when the list is reordered", async () => {
    const { tourId, path, v, shows, add, y } = await planned();
    const chicago = await add(v.chicago.id, `${y}-05-05`);
    // The road goes by date: dragging the list into another order changes no row.
    const before = (await finance(tourId)).road;
    const order = await call(s.t, "PUT", `${path}/shows/order`, {
      cookie: s.a.cookie,
      json: { showIds: [chicago, shows.atlanta, shows.nashville] },
    });
    expect(order.status).toBe(200);
    expect((await finance(tourId)).road).toEqual(before);
    const released = await call(s.t, "POST", `/api/negotiations/${chicago}/transitions`, {
      cookie: s.a.cookie,
      json: { to: "released" },
    });
    expect(released.status, JSON.stringify(released.data)).toBe(200);
    const rows = (await finance(tourId)).road.rows;
    expect(rows.filter((r) => r.category === "Fuel").map((r) => r.label)).toEqual([
      "Fuel Nashville → Atlanta, 258 mi",
    ]);
  });

  it("when a stay is booked for a night: the estimate gives way to the booking", async () => {
    const { tourId, path, y } = await planned();
    const stay = await call(s.t, "POST", `${path}/lodgings`, {
      cookie: s.a.cookie,
      json: {
        name: "Hotel Indigo",
        address: "",
        checkIn: `${y}-05-02`,
        checkOut: `${y}-05-03`,
        cost: "189.00",
      },
    });
    expect(stay.status, JSON.stringify(stay.data)).toBe(201);
    const rows = (await finance(tourId)).road.rows;
    expect(rows.filter((r) => r.category === "Lodging").map((r) => r.date)).toEqual([`${y}-05-01`]);
  });
});

describe("typed rows are never overwritten", () => {
  const row = (tourId: string, json: object) =>
    call(s.t, "POST", `/api/tours/${tourId}/financials`, { cookie: s.a.cookie, json });

  it("keeps a typed actual, and a road row a person made theirs, through every change", async () => {
    const { tourId, path, v, shows, y } = await routedTour();
    await putSettings(tourId, SETTINGS);
    const fuelKey = `fuel:${shows.nashville}:${shows.atlanta}`;
    const actual = await row(tourId, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "0.00",
      amountActual: "71.20",
      isFinalized: true,
      description: "Fuel receipt, Chattanooga",
    });
    expect(actual.status).toBe(201);
    const mine = await row(tourId, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "80.00",
      roadKey: fuelKey,
      description: "Fuel, Nashville to Atlanta (my figure)",
    });
    expect(mine.status, JSON.stringify(mine.data)).toBe(201);
    expect(mine.data.roadKey).toBe(fuelKey);
    // The route's estimate for that leg is gone: the person's figure replaces it.
    let f = await finance(tourId);
    expect(f.road.rows.some((r) => r.key === fuelKey)).toBe(false);
    const fuelPlanned = () =>
      f.anticipated.expensesByCategory.find((c) => c.category === "Fuel")?.amount;
    expect(fuelPlanned()).toBe("80.00");

    // An edit that leaves the key out keeps it: the row stays the person's.
    const edited = await call(s.t, "PUT", `/api/tours/${tourId}/financials/${mine.data.id}`, {
      cookie: s.a.cookie,
      json: { type: "expense", category: "Fuel", amountAnticipated: "82.00" },
    });
    expect(edited.data.roadKey).toBe(fuelKey);

    // The show moves and the road is re-planned; both typed rows stay exactly as typed.
    await call(s.t, "PUT", `${path}/shows/${shows.atlanta}`, {
      cookie: s.a.cookie,
      json: { venueMode: "existing", venueId: v.atlanta.id, performanceDate: `${y}-05-04` },
    });
    await putSettings(tourId, { ...SETTINGS, milesPerGallon: 10 });
    const list = await call(s.t, "GET", `/api/tours/${tourId}/financials`, { cookie: s.a.cookie });
    expect(list.data).toHaveLength(2);
    expect(list.data.find((r: { id: string }) => r.id === actual.data.id)).toMatchObject({
      amountActual: "71.20",
      isFinalized: true,
    });
    expect(list.data.find((r: { id: string }) => r.id === mine.data.id)).toMatchObject({
      amountAnticipated: "82.00",
      roadKey: fuelKey,
    });
    f = await finance(tourId);
    expect(fuelPlanned()).toBe("82.00");
    expect(f.road.rows.filter((r) => r.category === "Fuel")).toHaveLength(0);
  });

  it("refuses a road key that is no leg or day of a route", async () => {
    const { tourId, y } = await routedTour();
    for (const roadKey of [
      "fuel:somewhere",
      "hotels:2099-02-30",
      `per-diems:${y}-05-01\u0000`,
      "x".repeat(5000),
      42,
    ]) {
      const res = await row(tourId, {
        type: "expense",
        category: "Fuel",
        amountAnticipated: "1.00",
        roadKey,
      });
      expect(res.status, String(roadKey).slice(0, 30)).toBe(400);
      expect(Object.keys(res.data.error.fields ?? {})).toContain("roadKey");
    }
    const list = await call(s.t, "GET", `/api/tours/${tourId}/financials`, { cookie: s.a.cookie });
    expect(list.data).toHaveLength(0);
  });
});

describe("who sees the road's money", () => {
  it.each(["crew", "artist"] as const)(
    "%s: the road without its money, and no switch",
    async (role) => {
      const { tourId } = await routedTour();
      await putSettings(tourId, SETTINGS);
      const member = await memberOf(s.t, s.a.workspaceId, role);
      const route = await call(s.t, "GET", `/api/tours/${tourId}/route`, { cookie: member.cookie });
      expect(route.status).toBe(200);
      expect(route.data.costs).toEqual({ hidden: true });
      expect(route.data.settings).toEqual({ hidden: true });
      expect(route.text).not.toContain("66.31");
      const money = await call(s.t, "GET", `/api/tours/${tourId}/finance`, {
        cookie: member.cookie,
      });
      expect(money.status).toBe(403);
      expect(
        (await putSettings(tourId, { ...SETTINGS, inBudget: false }, member.cookie)).status,
      ).toBe(403);
    },
  );

  it("a manager plans it; another workspace's tour is missing", async () => {
    const { tourId } = await routedTour();
    const manager = await memberOf(s.t, s.a.workspaceId, "manager");
    expect((await putSettings(tourId, SETTINGS, manager.cookie)).status).toBe(200);
    expect((await putSettings(tourId, SETTINGS, s.b.cookie)).status).toBe(404);
    const theirs = await call(s.t, "GET", `/api/tours/${tourId}/finance`, { cookie: s.b.cookie });
    expect(theirs.status).toBe(404);
  });
});
