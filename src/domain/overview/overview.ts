import { type AnswerFields, type Shaped, shapeFor } from "../audience";
import { type Money, sumMoney } from "../money";
import type { TourSummary } from "../tours/tours";

/** docs/product.md §2.4: recent tours shown on the Overview. */
export const RECENT_TOURS_SHOWN = 3;
/** activeTours counts tours with this status (docs/product.md §2.2), as tourStatus derives it. */
const ACTIVE_TOUR_STATUS = "active";
/** Marketing progress counts campaigns that are running or done. */
const PROGRESSED_CAMPAIGN_STATUSES = ["active", "completed"] as const;

export interface DashboardStats {
  activeTours: number;
  venuesBooked: number;
  totalCapacity: number;
  revenueProjection: Money;
  venuesConfirmed: number;
  totalVenues: number;
  marketingCampaigns: number;
  totalCampaigns: number;
  merchandiseReady: number;
  totalMerchandise: number;
}

export interface CampaignStatusCount {
  status: string;
  count: number;
}

export interface MerchandiseCount {
  ready: number;
  total: number;
}

/** The tour and show figures of the statistics; the server adds them up in SQL. */
export interface TourAggregates {
  activeTours: number;
  venuesBooked: number;
  venuesConfirmed: number;
  totalCapacity: number;
  revenueProjection: Money;
}

/** The reference definition of the tour figures, over tours whose shows are counted. */
function aggregateTours(tours: readonly TourSummary[]): TourAggregates {
  let activeTours = 0;
  let venuesBooked = 0;
  let totalCapacity = 0;
  let venuesConfirmed = 0;
  for (const t of tours) {
    if (t.status === ACTIVE_TOUR_STATUS) activeTours++;
    venuesBooked += t.venueCount;
    totalCapacity += t.capacity;
    venuesConfirmed += t.confirmedCount;
  }
  return {
    activeTours,
    venuesBooked,
    venuesConfirmed,
    totalCapacity,
    revenueProjection: sumMoney(tours.map((t) => t.totalEstimatedCost)),
  };
}

/** docs/product.md §2.2 dashboard statistics from the tour figures, the campaigns and the merchandise. */
export function assembleDashboardStats(
  tours: TourAggregates,
  campaigns: readonly CampaignStatusCount[] = [],
  merchandise: MerchandiseCount = { ready: 0, total: 0 },
): DashboardStats {
  const progressed = new Set<string>(PROGRESSED_CAMPAIGN_STATUSES);
  return {
    activeTours: tours.activeTours,
    venuesBooked: tours.venuesBooked,
    totalCapacity: tours.totalCapacity,
    // Normalised to cents ("0.00"), whichever way it was added up.
    revenueProjection: sumMoney([tours.revenueProjection]),
    venuesConfirmed: tours.venuesConfirmed,
    totalVenues: tours.venuesBooked,
    marketingCampaigns: campaigns
      .filter((c) => progressed.has(c.status))
      .reduce((n, c) => n + c.count, 0),
    totalCampaigns: campaigns.reduce((n, c) => n + c.count, 0),
    merchandiseReady: merchandise.ready,
    totalMerchandise: merchandise.total,
  };
}

/** docs/product.md §2.2 dashboard statistics over the signed-in account's tours, campaigns and merch. */
export function computeDashboardStats(
  tours: readonly TourSummary[],
  campaigns: readonly CampaignStatusCount[] = [],
  merchandise: MerchandiseCount = { ready: 0, total: 0 },
): DashboardStats {
  return assembleDashboardStats(aggregateTours(tours), campaigns, merchandise);
}

/** The spec's first three tours, newest first. */
export function recentTours<T extends { createdAt: string; id: string }>(tours: readonly T[]): T[] {
  return [...tours]
    .sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    )
    .slice(0, RECENT_TOURS_SHOWN);
}

/** A progress bar's percentage; a bar whose total is 0 shows 0 (docs/product.md §2.3). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

export const emptyDashboardStats: DashboardStats = computeDashboardStats([]);

/** The Overview's statistics as a reader may see them: the revenue projection is money (issue 34). */
const STATS_FIELDS = {
  activeTours: "everyone",
  venuesBooked: "everyone",
  totalCapacity: "everyone",
  revenueProjection: "money",
  venuesConfirmed: "everyone",
  totalVenues: "everyone",
  marketingCampaigns: "everyone",
  totalCampaigns: "everyone",
  merchandiseReady: "everyone",
  totalMerchandise: "everyone",
} as const satisfies AnswerFields<DashboardStats>;

export type ShownDashboardStats = Shaped<DashboardStats, typeof STATS_FIELDS>;

export const statsFor = (sees: boolean, stats: DashboardStats): ShownDashboardStats =>
  shapeFor(sees, STATS_FIELDS, stats);
