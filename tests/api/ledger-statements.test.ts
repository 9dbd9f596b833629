import { describe, expect, it } from "vitest";
import { seedLedgerTour } from "@/server/db/seed/ledger-tour";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { countingApp } from "../support/counting-app";

const s = setupApiSuite();

/**
 * Issue 22: the ledger read (the whole Logistics & Finances screen, one request) loads every
 * source of a tour in a fixed number of statements, whatever the tour's size. The time it
 * takes is measured by `npm run bench` (bench/ledger.ts), never here.
 */
describe("the ledger read's statements", () => {
  it("are as many for a tour of 200 shows as for one of 2", async () => {
    const db = s.t.database.db;
    const small = await seedLedgerTour(db, s.a.userId, { shows: 2, lines: 40 });
    const big = await seedLedgerTour(db, s.a.userId, { shows: 200, lines: 2500 });
    const { t, counter } = countingApp(s.t);
    const statementsOf = async (tourId: string) => {
      const path = `/api/tours/${tourId}/finance`;
      expect((await call(t, "GET", path, { cookie: s.a.cookie })).status).toBe(200);
      counter.count = 0;
      const res = await call(t, "GET", path, { cookie: s.a.cookie });
      expect(res.status).toBe(200);
      return { statements: counter.count, shows: res.data.showPnl.length };
    };
    const two = await statementsOf(small);
    const many = await statementsOf(big);
    expect(two.shows).toBe(2);
    expect(many.shows).toBe(200);
    expect(two.statements).toBeGreaterThan(0);
    expect(many.statements).toBe(two.statements);
    // The CSV lists the same ledger: every line of it, from those few statements.
    const csv = await call(s.t, "GET", `/api/tours/${big}/financials.csv`, {
      cookie: s.a.cookie,
    });
    expect(csv.text.trim().split("\r\n")).toHaveLength(2501);
  }, 60_000);
});
