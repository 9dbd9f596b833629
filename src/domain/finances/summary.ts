import type { TourTiming } from "../tour-timing";

/** docs/product.md §5.1: which figures the cards show, by the tour's timing. */
export const DATA_BADGES: Record<TourTiming, string> = {
  upcoming: "Anticipated Data",
  past: "Actual Data",
  active: "Live Tour",
};

/** docs/product.md §3.2: the tour selector's badge. */
export const TIMING_LABELS: Record<TourTiming, string> = {
  upcoming: "Upcoming",
  past: "Past",
  active: "Active",
};

/** Which set of figures a tour's cards show: a live tour shows what is actual so far. */
export const figuresFor = (timing: TourTiming): "anticipated" | "actual" =>
  timing === "upcoming" ? "anticipated" : "actual";

/** A tour's figures for one set (anticipated or actual): sums of its ledger's lines. */
export type { LedgerTotals as FinanceFigures } from "./ledger/totals";
