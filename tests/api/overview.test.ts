import { describe, expect, it } from "vitest";
import { computeDashboardStats } from "@/domain/overview/overview";
import { summarizeTour } from "@/domain/tours/tours";
import { iterateTourList } from "@/server/db/queries/overview/exports";
import { marketingCampaigns } from "@/server/db/schema";
import {
  addDays,
  insertShow,
  insertTour,
  insertVenue,
  seedBulkTours,
} from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();

describe("overview", () => {
  it("is all zero with the spec's empty list for a new account", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "GET", "/api/overview", { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      stats: {
        activeTours: 0,
        venuesBooked: 0,
        totalCapacity: 0,
        revenueProjection: "0.00",
        venuesConfirmed: 0,
        totalVenues: 0,
        marketingCampaigns: 0,
        totalCampaigns: 0,
        merchandiseReady: 0,
        totalMerchandise: 0,
      },
      recentTours: [],
      // Issue 41: the currency its money is in.
      homeCurrency: "USD",
      // Issue 51: no upcoming show behind its tour's ticket pace.
      behindPace: [],
    });
  });

  it("counts the account's own tours, shows, capacity, confirmations and campaigns", async () => {
    const db = s.t.database.db;
    const a = await signUp(s.t);
    const other = await signUp(s.t);
    const big = await insertVenue(db, a.workspaceId, { capacity: 1200 });
    const noCapacity = await insertVenue(db, a.workspaceId, { capacity: null });
    // Statuses follow the dates (issue 36): whatever was stored, only the run around today
    // is active, and a stored "cancelled" stays cancelled.
    const today = new Date().toISOString().slice(0, 10);
    const t1 = await insertTour(db, a.workspaceId, {
      status: "planning",
      startDate: addDays(today, -2),
      endDate: addDays(today, 2),
      totalEstimatedCost: "1000.10",
      createdAt: new Date("2026-01-01"),
    });
    const t2 = await insertTour(db, a.workspaceId, {
      status: "active",
      startDate: addDays(today, 10),
      endDate: addDays(today, 20),
      totalEstimatedCost: "0.20",
      createdAt: new Date("2026-01-02"),
    });
    // No dates typed: its shows, one before today and one after, make it mid-run.
    const t3 = await insertTour(db, a.workspaceId, {
      status: "completed",
      startDate: null,
      endDate: null,
      totalEstimatedCost: "500.00",
      createdAt: new Date("2026-01-03"),
    });
    const t4 = await insertTour(db, a.workspaceId, {
      status: "active",
      title: "Newest",
      startDate: addDays(today, -30),
      endDate: addDays(today, -20),
      createdAt: new Date("2026-01-04"),
    });
    await insertTour(db, a.workspaceId, {
      status: "cancelled",
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      totalEstimatedCost: "0.00",
      createdAt: new Date("2025-12-01"),
    });
    await insertShow(db, a.workspaceId, t1.id, big.id, {
      status: "confirmed",
      performanceDate: today,
    });
    await insertShow(db, a.workspaceId, t1.id, noCapacity.id, {
      status: "hold",
      performanceDate: addDays(today, 1),
    });
    await insertShow(db, a.workspaceId, t2.id, big.id, {
      status: "confirmed",
      performanceDate: addDays(today, 12),
    });
    await insertShow(db, a.workspaceId, t3.id, null, { performanceDate: addDays(today, -3) });
    await insertShow(db, a.workspaceId, t3.id, null, {
      status: "hold",
      performanceDate: addDays(today, 3),
    });
    // A released date does not stretch a tour's run.
    await insertShow(db, a.workspaceId, t4.id, null, {
      status: "released",
      performanceDate: addDays(today, 5),
    });
    await db.insert(marketingCampaigns).values(
      ["active", "completed", "planning", "paused"].map((status) => ({
        workspaceId: a.workspaceId,
        title: status,
        platform: "TikTok",
        status,
      })),
    );
    // Another account's data never counts.
    const theirs = await insertTour(db, other.workspaceId, {
      status: "active",
      totalEstimatedCost: "99999.00",
    });
    await insertShow(db, other.workspaceId, theirs.id, null, { status: "confirmed" });

    const res = await call(s.t, "GET", "/api/overview", { cookie: a.cookie });
    expect(res.data.stats).toEqual({
      activeTours: 2,
      venuesBooked: 6,
      totalCapacity: 2400,
      revenueProjection: "11500.30",
      venuesConfirmed: 2,
      totalVenues: 6,
      marketingCampaigns: 2,
      totalCampaigns: 4,
      merchandiseReady: 0,
      totalMerchandise: 0,
    });
    expect(
      res.data.recentTours.map((r: { title: string; venueCount: number; status: string }) => [
        r.title,
        r.venueCount,
        r.status,
      ]),
    ).toEqual([
      ["Newest", 1, "completed"],
      [expect.any(String), 2, "active"],
      [expect.any(String), 1, "planning"],
    ]);
  });

  it("agrees with the domain's rules applied to the full tour list", async () => {
    const a = await signUp(s.t);
    await seedBulkTours(s.t.database.db, a.workspaceId, { tours: 40, showsPerTour: 3, venues: 7 });
    const tours = [];
    for await (const batch of iterateTourList(s.t.database.db, a.workspaceId, { batchSize: 15 }))
      tours.push(...batch);
    const res = await call(s.t, "GET", "/api/overview", { cookie: a.cookie });
    expect(res.data.stats).toEqual(computeDashboardStats(tours.map(summarizeTour)));
    expect(res.data.recentTours.map((r: { id: string }) => r.id)).toEqual(
      tours.slice(0, 3).map((x) => x.id),
    );
  });

  it("gives the demo account real numbers on every card", async () => {
    const g = await signInAsGuest(s.t);
    const res = await call(s.t, "GET", "/api/overview", { cookie: g.cookie });
    const stats = res.data.stats;
    expect(stats.activeTours).toBeGreaterThan(0);
    expect(stats.venuesBooked).toBeGreaterThan(0);
    expect(stats.totalCapacity).toBeGreaterThan(1000);
    expect(Number(stats.revenueProjection)).toBeGreaterThan(0);
    expect(stats.venuesConfirmed).toBeGreaterThan(0);
    expect(stats.venuesConfirmed).toBeLessThan(stats.totalVenues);
    expect(res.data.recentTours).toHaveLength(3);
  });

  it("needs a session", async () => {
    expect((await call(s.t, "GET", "/api/overview")).status).toBe(401);
  });
});
