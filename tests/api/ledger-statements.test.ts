import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { floatEntries, partyPayments, tourParty } from "@/server/db/schema";
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
    // Issue 54: the big tour's party, 30 people × 45 days of per diems, and its float's counts,
    // are read in those same statements.
    const ws = s.a.workspaceId;
    const people = await db
      .insert(tourParty)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          workspaceId: ws,
          tourId: big,
          name: `Person ${i}`,
          homeCurrency: "USD",
          perDiemCurrency: "USD",
        })),
      )
      .returning({ id: tourParty.id });
    const day = (d: number) => new Date(Date.UTC(2026, 6, 1 + d)).toISOString().slice(0, 10);
    await db.insert(partyPayments).values(
      people.flatMap((p) =>
        Array.from({ length: 45 }, (_, d) => ({
          workspaceId: ws,
          tourId: big,
          personId: p.id,
          kind: "per_diem",
          day: day(d),
          amount: "25.00",
          currency: "USD",
        })),
      ),
    );
    await db.insert(floatEntries).values(
      Array.from({ length: 20 }, (_, i) => ({
        workspaceId: ws,
        tourId: big,
        currency: "USD",
        kind: "count",
        amount: "100.00",
        expected: i % 2 ? "101.00" : "99.00",
        at: new Date(Date.UTC(2026, 6, 1 + i)),
        byName: "TM",
      })),
    );
    const { t, counter } = countingApp(s.t);
    const statementsOf = async (tourId: string) => {
      const path = `/api/tours/${tourId}/finance`;
      expect((await call(t, "GET", path, { cookie: s.a.cookie })).status).toBe(200);
      // A write first, as any edit: the answer kept since the last one is computed afresh.
      await db.execute(sql`update tours set title = title where id = ${tourId}`);
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
    // 2,500 lines, 1,350 party lines and 20 counts over or short, with the header.
    expect(csv.text.trim().split("\r\n")).toHaveLength(2501 + 1350 + 20);
  }, 60_000);
});
