import { breakdown, type CategoryShare, marginPercent } from "./finance-math";
import {
  DEALS_CATEGORY,
  type FinancialType,
  LODGING_CATEGORY,
  TRAVEL_CATEGORY,
} from "./financials";
import { fromCents, type Money, sumMoney, toCents } from "./money";
import type { TourTiming } from "./tour-timing";

/** Spec §2: which figures the cards show, by the tour's timing. */
export const DATA_BADGES: Record<TourTiming, string> = {
  upcoming: "Anticipated Data",
  past: "Actual Data",
  active: "Live Tour",
};

/** Spec §2/§4: the tour selector's badge. */
export const TIMING_LABELS: Record<TourTiming, string> = {
  upcoming: "Upcoming",
  past: "Past",
  active: "Active",
};

/** Which set of figures a tour's cards show: a live tour shows what is actual so far. */
export const figuresFor = (timing: TourTiming): "anticipated" | "actual" =>
  timing === "upcoming" ? "anticipated" : "actual";

export interface FinanceFigures {
  revenue: Money;
  expenses: Money;
  profit: Money;
  /** profit / revenue in percent, one decimal; null when revenue is 0 (shown as '—'). */
  marginPercent: number | null;
  revenueByCategory: CategoryShare[];
  expensesByCategory: CategoryShare[];
}

export interface CategorySums {
  type: FinancialType;
  category: string;
  /** Σ amount_anticipated of the rows. */
  anticipated: Money;
  /** Σ amount_actual of the finalized rows only (spec §9). */
  actual: Money;
}

export interface FinanceSources {
  rows: readonly CategorySums[];
  /** Projected payout of every deal; final payout of the settled ones. */
  deals: readonly { projectedPayout: Money; finalPayout: Money | null; isSettled: boolean }[];
  /** Booked itinerary costs count once, as anticipated and as actual: a ticket is paid. */
  travelCost: Money;
  lodgingCost: Money;
}

function figures(revenue: CategoryShareInput[], expenses: CategoryShareInput[]): FinanceFigures {
  const r = toCents(sumMoney(revenue.map((x) => x.amount)));
  const e = toCents(sumMoney(expenses.map((x) => x.amount)));
  return {
    revenue: fromCents(r),
    expenses: fromCents(e),
    profit: fromCents(r - e),
    marginPercent: marginPercent(r - e, r),
    revenueByCategory: breakdown(revenue),
    expensesByCategory: breakdown(expenses),
  };
}
type CategoryShareInput = { category: string; amount: Money };

/**
 * Spec §9 totals for both views: anticipated (Σ amount_anticipated by type) and actual
 * (Σ amount_actual of finalized rows), each with the deals' payouts as revenue and the
 * itinerary as expenses — added here once, never stored as rows too.
 */
export function tourFinanceFigures(src: FinanceSources) {
  const itinerary = [
    { category: TRAVEL_CATEGORY, amount: src.travelCost },
    { category: LODGING_CATEGORY, amount: src.lodgingCost },
  ];
  const of = (type: FinancialType, key: "anticipated" | "actual") =>
    src.rows.filter((r) => r.type === type).map((r) => ({ category: r.category, amount: r[key] }));
  const projected = sumMoney(src.deals.map((d) => d.projectedPayout));
  const settled = sumMoney(src.deals.filter((d) => d.isSettled).map((d) => d.finalPayout));
  return {
    anticipated: figures(
      [...of("revenue", "anticipated"), { category: DEALS_CATEGORY, amount: projected }],
      [...of("expense", "anticipated"), ...itinerary],
    ),
    actual: figures(
      [...of("revenue", "actual"), { category: DEALS_CATEGORY, amount: settled }],
      [...of("expense", "actual"), ...itinerary],
    ),
  };
}

/** Spec §9: Σ final_payout of deals not settled; a pending deal's payout is its projection. */
export const pendingSettlements = (deals: FinanceSources["deals"]) =>
  sumMoney(deals.filter((d) => !d.isSettled).map((d) => d.projectedPayout));

/** Spec §9: Σ estimated_value of provisions provided by the venue and fulfilled. */
export const riderSavings = (
  provisions: readonly {
    estimatedValue: Money;
    isProvidedByVenue: boolean;
    isFulfilled: boolean;
  }[],
) =>
  sumMoney(
    provisions.filter((p) => p.isProvidedByVenue && p.isFulfilled).map((p) => p.estimatedValue),
  );
