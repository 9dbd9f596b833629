import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedLedgerTour } from "@/server/db/seed/ledger-tour";
import { insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { memberOf } from "../support/members";

/**
 * A tour's finance answer is kept per tour while the workspace's data version holds (ADR
 * 0026): whatever changes what the screen shows, it shows at once; the answer kept is the
 * one the tour's data gives, byte for byte.
 */
const s = setupApiSuite();

const text = async (tourId: string, cookie = s.a.cookie, language?: string) => {
  const res = await call(s.t, "GET", `/api/tours/${tourId}/finance`, {
    cookie,
    headers: language ? { "accept-language": language } : {},
  });
  return { status: res.status, text: res.text };
};
const figures = async (tourId: string, language?: string) =>
  JSON.parse((await text(tourId, s.a.cookie, language)).text) as {
    tour: { title: string };
    currency: { home: string };
    anticipated: { expenses: string; revenue: string };
    road: { rows: { key: string; label: string; amount: string }[] };
  };

describe("the finance answer kept per tour", () => {
  it("is the answer computed after a write, byte for byte", async () => {
    const db = s.t.database.db;
    const tourId = await seedLedgerTour(db, s.a.workspaceId, { shows: 3, lines: 60 });
    const first = await text(tourId);
    expect(first.status).toBe(200);
    expect((await text(tourId)).text).toBe(first.text);
    // A write that changes nothing the tour shows: the answer computed again is the same.
    await db.execute(sql`update tours set title = title where id = ${tourId}`);
    expect((await text(tourId)).text).toBe(first.text);
  });

  it("shows a write at once, made through the app or behind its back", async () => {
    const db = s.t.database.db;
    const tourId = await seedLedgerTour(db, s.a.workspaceId, { shows: 2, lines: 40 });
    const before = await figures(tourId);
    const added = await call(s.t, "POST", `/api/tours/${tourId}/financials`, {
      cookie: s.a.cookie,
      json: { type: "expense", category: "Production", amountAnticipated: "100.00" },
    });
    expect(added.status, added.text).toBe(201);
    const withRow = await figures(tourId);
    expect(Number(withRow.anticipated.expenses)).toBeCloseTo(
      Number(before.anticipated.expenses) + 100,
      2,
    );
    // Another process or a job writes straight to the database.
    await db.execute(
      sql`update tour_financials set amount_anticipated = amount_anticipated + 50 where id = ${added.data.id}`,
    );
    expect(Number((await figures(tourId)).anticipated.expenses)).toBeCloseTo(
      Number(withRow.anticipated.expenses) + 50,
      2,
    );
    await db.execute(sql`update tours set title = 'Renamed elsewhere' where id = ${tourId}`);
    expect((await figures(tourId)).tour.title).toBe("Renamed elsewhere");
    // The home currency is the workspace's own column: no data version moves with it.
    await db.execute(
      sql`update workspaces set home_currency = 'EUR' where id = ${s.a.workspaceId}`,
    );
    expect((await figures(tourId)).currency.home).toBe("EUR");
    await db.execute(
      sql`update workspaces set home_currency = 'USD' where id = ${s.a.workspaceId}`,
    );
    expect((await figures(tourId)).currency.home).toBe("USD");
  });

  it("is never another tour's, nor given to another workspace", async () => {
    const db = s.t.database.db;
    const one = await insertTour(db, s.a.workspaceId, { title: "Tour one" });
    const two = await insertTour(db, s.a.workspaceId, { title: "Tour two" });
    expect((await figures(one.id)).tour.title).toBe("Tour one");
    expect((await figures(two.id)).tour.title).toBe("Tour two");
    expect((await figures(one.id)).tour.title).toBe("Tour one");
    // B reads A's tour after A's answer was kept: still not found.
    expect((await text(one.id, s.b.cookie)).status).toBe(404);
  });

  it("reads again the team and the distance unit the road lines were planned with", async () => {
    const db = s.t.database.db;
    const ws = s.a.workspaceId;
    const tour = await insertTour(db, ws, { startDate: "2091-05-01", endDate: "2091-05-30" });
    const venue = (name: string, city: string, latitude: number, longitude: number) =>
      insertVenue(db, ws, { name, city, state: "", latitude, longitude });
    for (const [v, date] of [
      [await venue("Ryman", "Nashville", 36.1627, -86.7816), "2091-05-01"],
      [await venue("Tabernacle", "Atlanta", 33.749, -84.388), "2091-05-03"],
    ] as const) {
      const res = await call(s.t, "POST", `/api/tours/${tour.id}/shows`, {
        cookie: s.a.cookie,
        json: { venueMode: "existing", venueId: v.id, performanceDate: date, status: "confirmed" },
      });
      expect(res.status, res.text).toBe(201);
    }
    const settings = await call(s.t, "PUT", `/api/tours/${tour.id}/route/settings`, {
      cookie: s.a.cookie,
      json: {
        unit: "mi",
        milesPerGallon: 14,
        fuelPricePerGallon: "3.60",
        tollsTotal: "0.00",
        legTolls: {},
        perDiem: "35.00",
        // No party typed: the per diems count the workspace's team.
        partySize: "",
        hotelRatePerRoom: "120.00",
        rooms: 2,
        averageMph: 55,
        inBudget: true,
      },
    });
    expect(settings.status, settings.text).toBe(200);
    const perDiem = async () =>
      (await figures(tour.id)).road.rows.find((r) => r.key.startsWith("per-diems"))?.amount;
    const team = Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from workspace_members where workspace_id = ${ws}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
    expect(await perDiem()).toBe((35 * team).toFixed(2));
    // A member joins: no data of the tour moved, but the per diems count one more person.
    await memberOf(s.t, ws, "crew");
    expect(await perDiem()).toBe((35 * (team + 1)).toFixed(2));
    // The distance unit changed behind the app's back names the fuel in kilometres.
    await db.execute(sql`update workspaces set distance_unit = 'km' where id = ${ws}`);
    const fuel = (await figures(tour.id)).road.rows.find((r) => r.key.startsWith("fuel"));
    expect(fuel?.label).toMatch(/ km$/);
    // The road's lines are written in the reader's language: a German reader after an
    // English one gets German, and the English reader after them English again.
    const perDiemLabel = async (language?: string) =>
      (await figures(tour.id, language)).road.rows.find((r) => r.key.startsWith("per-diems"))
        ?.label;
    expect(await perDiemLabel()).toMatch(/^Per diems, \d+ people$/);
    expect(await perDiemLabel("de")).toMatch(/^Tagegeld, \d+ Personen$/);
    expect(await perDiemLabel()).toMatch(/^Per diems, \d+ people$/);
  });
});

describe("the tour page kept per tour", () => {
  type Page = {
    tour: { title: string };
    moneyTotals:
      | { hidden: true }
      | { travelPlanned: string; travelBooked: string; homeCurrency: string };
  };
  const page = async (tourId: string, cookie = s.a.cookie) => {
    const res = await call(s.t, "GET", `/api/tours/${tourId}`, { cookie });
    return { status: res.status, page: res.data as Page };
  };
  const travel = async (tourId: string) => {
    const { moneyTotals } = (await page(tourId)).page;
    if ("hidden" in moneyTotals) throw new Error("the owner's money is hidden");
    return Number(moneyTotals.travelPlanned) + Number(moneyTotals.travelBooked);
  };

  it("shows a write at once, made through the app or behind its back", async () => {
    const db = s.t.database.db;
    const tourId = await seedLedgerTour(db, s.a.workspaceId, { shows: 2, lines: 20 });
    const before = await travel(tourId);
    expect((await page(tourId)).page.tour.title).not.toBe("Renamed");
    const renamed = await call(s.t, "PUT", `/api/tours/${tourId}`, {
      cookie: s.a.cookie,
      json: { title: "Renamed" },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await page(tourId)).page.tour.title).toBe("Renamed");
    // Another process or a job writes straight to the database.
    await db.execute(
      sql`update travel_legs set cost = cost + 100 where id = (select id from travel_legs where tour_id = ${tourId} and coalesce(currency, 'USD') = 'USD' limit 1)`,
    );
    // (A leg's cost counts toward the travel figures beside the road's own estimates.)
    expect(await travel(tourId)).toBeGreaterThan(before);
    await db.execute(
      sql`update workspaces set home_currency = 'EUR' where id = ${s.a.workspaceId}`,
    );
    expect((await page(tourId)).page.moneyTotals).toMatchObject({ homeCurrency: "EUR" });
    await db.execute(
      sql`update workspaces set home_currency = 'USD' where id = ${s.a.workspaceId}`,
    );
  });

  it("keeps the owner's money from crew, and the tour from another workspace", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.a.workspaceId, { title: "Kept tour" });
    expect((await page(tour.id)).page.moneyTotals).not.toHaveProperty("hidden");
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    const asCrew = await page(tour.id, crew.cookie);
    expect(asCrew.status).toBe(200);
    expect(asCrew.page.moneyTotals).toEqual({ hidden: true });
    expect((await page(tour.id)).page.moneyTotals).not.toHaveProperty("hidden");
    expect((await page(tour.id, s.b.cookie)).status).toBe(404);
  });
});
