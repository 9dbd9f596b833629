import { beforeAll, describe, expect, it } from "vitest";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import type { Money } from "@/domain/money";
import { seedDemoAccount } from "@/server/db/seed/demo";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();
const get = (path: string) => call(s.t, "GET", path, { cookie: s.a.cookie });
type Tour = { id: string; totalEstimatedCost: Money | null };

/**
 * Issue 22: the Overview and the tours' ledgers. docs/product.md §2.2 makes the Overview's Revenue
 * Projection Σ total_estimated_cost (the tours' estimated gross) and its
 * venue counts the tours' shows; the money of the ledger never feeds the card, in either way.
 */
describe("the Overview against the tours' ledgers (docs/product.md §2.2)", () => {
  beforeAll(() => seedDemoAccount(s.t.database.db, s.a.userId));

  it("Revenue Projection is Σ estimated gross and venues booked is Σ the ledgers' shows", async () => {
    const overview = (await get("/api/overview")).data.stats;
    const tours = (await get("/api/tours")).data as Tour[];
    const finances = await Promise.all(tours.map((t) => get(`/api/tours/${t.id}/finance`)));
    expect(overview.revenueProjection).toBe(
      moneyOf(tours.reduce((n, t) => n + bigCents(t.totalEstimatedCost), 0n)),
    );
    expect(overview.venuesBooked).toBe(finances.reduce((n, f) => n + f.data.shows.length, 0));
  });

  it("a ledger write moves the tour's figures and never the Revenue Projection", async () => {
    const before = (await get("/api/overview")).data.stats.revenueProjection;
    const [tour] = (await get("/api/tours")).data as Tour[];
    const was = (await get(`/api/tours/${tour!.id}/finance`)).data;
    const row = await call(s.t, "POST", `/api/tours/${tour!.id}/financials`, {
      cookie: s.a.cookie,
      json: {
        type: "revenue",
        category: "Sponsorship",
        amountAnticipated: "1000.01",
        amountActual: "999.99",
        isFinalized: true,
      },
    });
    expect(row.status).toBe(201);
    const now = (await get(`/api/tours/${tour!.id}/finance`)).data;
    expect(bigCents(now.anticipated.revenue) - bigCents(was.anticipated.revenue)).toBe(100001n);
    expect(bigCents(now.actual.revenue) - bigCents(was.actual.revenue)).toBe(99999n);
    expect((await get("/api/overview")).data.stats.revenueProjection).toBe(before);
  });
});
