import { describe, expect, it } from "vitest";
import { formatCount, formatUsd } from "../format";
import type { TourSummary } from "../tours/tours";
import {
  assembleDashboardStats,
  computeDashboardStats,
  emptyDashboardStats,
  progressPercent,
  recentTours,
} from "./overview";

const summary = (over: Partial<TourSummary> = {}): TourSummary => ({
  id: "t",
  title: "Tour",
  status: "planning",
  createdAt: "2026-01-01T00:00:00.000Z",
  startDate: null,
  endDate: null,
  totalEstimatedCost: "0.00",
  venueCount: 0,
  confirmedCount: 0,
  capacity: 0,
  ...over,
});

describe("dashboard statistics", () => {
  const tours = [
    summary({
      status: "active",
      totalEstimatedCost: "15000.10",
      venueCount: 4,
      confirmedCount: 3,
      capacity: 2400,
    }),
    summary({
      status: "active",
      totalEstimatedCost: "0.20",
      venueCount: 2,
      confirmedCount: 0,
      capacity: 800,
    }),
    summary({
      status: "planning",
      totalEstimatedCost: null,
      venueCount: 1,
      confirmedCount: 1,
      capacity: 0,
    }),
    summary({ status: "completed", totalEstimatedCost: "9999.70" }),
  ];

  it("counts active tours, shows, capacity and the projection", () => {
    const stats = computeDashboardStats(tours);
    expect(stats).toMatchObject({
      activeTours: 2,
      venuesBooked: 7,
      totalCapacity: 3200,
      revenueProjection: "25000.00",
    });
    expect(formatCount(stats.totalCapacity)).toBe("3.2K");
    expect(formatUsd(stats.revenueProjection)).toBe("$25,000");
  });

  it("counts confirmed shows of all shows (no 75% placeholder)", () => {
    const stats = computeDashboardStats(tours);
    expect(stats.venuesConfirmed).toBe(4);
    expect(stats.totalVenues).toBe(7);
  });

  it("counts active and completed campaigns of all campaigns", () => {
    const stats = computeDashboardStats(tours, [
      { status: "active", count: 2 },
      { status: "completed", count: 1 },
      { status: "planning", count: 3 },
      { status: "paused", count: 1 },
    ]);
    expect(stats.marketingCampaigns).toBe(3);
    expect(stats.totalCampaigns).toBe(7);
  });

  it("shows merchandise 0 of 0 until products exist", () => {
    const stats = computeDashboardStats(tours);
    expect([stats.merchandiseReady, stats.totalMerchandise]).toEqual([0, 0]);
    expect(computeDashboardStats([], [], { ready: 2, total: 3 })).toMatchObject({
      merchandiseReady: 2,
      totalMerchandise: 3,
    });
  });

  it("is all zero without tours (docs/product.md §2.1)", () => {
    expect(emptyDashboardStats).toEqual({
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
    });
    expect(formatUsd(emptyDashboardStats.revenueProjection)).toBe("$0");
  });
});

describe("statistics added up by the database", () => {
  it("read the same as the domain's own sums, money to the cent", () => {
    expect(
      assembleDashboardStats({
        activeTours: 1,
        venuesBooked: 3,
        venuesConfirmed: 1,
        totalCapacity: 1200,
        revenueProjection: "12345.6",
      }),
    ).toMatchObject({ revenueProjection: "12345.60", totalVenues: 3, venuesConfirmed: 1 });
  });
});

describe("progress bars", () => {
  it("shows 0 when the total is 0", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 0)).toBe(0);
  });
  it("is the rounded share otherwise", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(4, 4)).toBe(100);
  });
});

describe("recent tours", () => {
  it("are the three newest", () => {
    const list = ["2026-01-03", "2026-01-01", "2026-01-04", "2026-01-02"].map((d, i) =>
      summary({ id: `t${i}`, createdAt: `${d}T00:00:00.000Z` }),
    );
    expect(recentTours(list).map((t) => t.id)).toEqual(["t2", "t0", "t3"]);
  });
  it("are empty without tours", () => expect(recentTours([])).toEqual([]));
});
