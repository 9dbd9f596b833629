import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import type { Money } from "@/domain/money";
import { merchProducts, merchShowCounts, merchVariants } from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const sum = (values: readonly (Money | null)[]) => values.reduce((n, v) => n + bigCents(v), 0n);

/** Issue 22 / ADR 0015 "Duplicates are migrated": merch income is the show counts, once. */
describe("the demo's finished tour counts merch once", () => {
  beforeAll(() => seedDemoAccount(s.t.database.db, s.a.workspaceId));

  it("actual revenue = settled deals + merch counts + the other finalized rows", async () => {
    const db = s.t.database.db;
    const [tour] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from tours where workspace_id = ${s.a.workspaceId} and status = 'completed'`,
      ),
    );
    const one = async (q: ReturnType<typeof sql>) =>
      rowsOf<{ v: Money | null }>(await db.execute(q));
    // Each source read straight from its table, independently of the ledger's code.
    const deals = await one(sql`select d.final_payout::text as v from venue_revenue_deals d
      join tour_venues v on v.id = d.tour_venue_id
      where v.tour_id = ${tour!.id} and d.is_settled`);
    const merch = await one(sql`select ((c.count_in - c.count_out - c.comps) * c.price)::text as v
      from merch_show_counts c join tour_venues v on v.id = c.show_id where v.tour_id = ${tour!.id}`);
    const rows = await one(sql`select amount_actual::text as v from tour_financials
      where tour_id = ${tour!.id} and type = 'revenue' and is_finalized and category <> 'Merchandise'`);
    expect(merch.length).toBeGreaterThan(0);

    const res = await call(s.t, "GET", `/api/tours/${tour!.id}/finance`, { cookie: s.a.cookie });
    const actual = res.data.actual as {
      revenue: Money;
      revenueByCategory: { category: string; amount: Money }[];
    };
    const merchCents = sum(merch.map((m) => m.v));
    // The venue's merch split is 0 until set: the artist's share is the whole gross.
    expect(actual.revenueByCategory.find((c) => c.category === "Merchandise")?.amount).toBe(
      moneyOf(merchCents),
    );
    expect(actual.revenue).toBe(
      moneyOf(sum(deals.map((d) => d.v)) + merchCents + sum(rows.map((r) => r.v))),
    );
  });
});

const migration = readFileSync(
  new URL("../../src/server/db/migrations/0005_merch-row-actuals.sql", import.meta.url),
  "utf8",
);

describe("migration 0004: a hand-typed Merchandise row beside merch counts", () => {
  it("keeps its forecast and loses its actual and finalized flag; other rows stay", async () => {
    const db = s.t.database.db;
    const userId = s.b.workspaceId;
    const venue = await insertVenue(db, userId, { name: "Union Street Theatre" });
    const counted = await insertTour(db, userId, { title: "Counted" });
    const uncounted = await insertTour(db, userId, { title: "No counts" });
    const show = await insertShow(db, userId, counted.id, venue.id);
    await insertShow(db, userId, uncounted.id, venue.id);
    // The old state, as an account held it before the ledger: a finalized merch row with counts.
    const [product] = await db
      .insert(merchProducts)
      .values({ workspaceId: userId, name: "Tee" })
      .returning();
    const [variant] = await db
      .insert(merchVariants)
      .values({ workspaceId: userId, productId: product!.id, label: "M" })
      .returning();
    await db.insert(merchShowCounts).values({
      workspaceId: userId,
      showId: show.id,
      variantId: variant!.id,
      countIn: 20,
      countOut: 5,
      comps: 0,
      price: "25.00",
    });
    await db.execute(sql`insert into tour_financials
      (workspace_id, tour_id, type, category, amount_anticipated, amount_actual, is_finalized) values
      (${userId}, ${counted.id}, 'revenue', 'Merchandise', 1200, 1150, true),
      (${userId}, ${counted.id}, 'revenue', 'Sponsorship', 500, 500, true),
      (${userId}, ${counted.id}, 'expense', 'Marketing', 300, 280, true),
      (${userId}, ${uncounted.id}, 'revenue', 'Merchandise', 900, 870, true)`);

    // Written before migration 0007 renamed the owner column; the rule it runs is the same.
    const onTodaysSchema = migration.replaceAll('"user_id"', '"workspace_id"');
    for (const statement of onTodaysSchema.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const after = rowsOf<{
      tour: string;
      category: string;
      a: string;
      x: string | null;
      f: boolean;
    }>(
      await db.execute(sql`select t.title as tour, f.category, f.amount_anticipated::numeric(14, 2)::text as a,
        f.amount_actual::numeric(14, 2)::text as x, f.is_finalized as f
        from tour_financials f join tours t on t.id = f.tour_id
        where f.workspace_id = ${userId} order by t.title, f.category`),
    );
    expect(after).toEqual([
      { tour: "Counted", category: "Marketing", a: "300.00", x: "280.00", f: true },
      { tour: "Counted", category: "Merchandise", a: "1200.00", x: null, f: false },
      { tour: "Counted", category: "Sponsorship", a: "500.00", x: "500.00", f: true },
      { tour: "No counts", category: "Merchandise", a: "900.00", x: "870.00", f: true },
    ]);
  });
});
