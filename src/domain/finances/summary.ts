import type { Message } from "../i18n/messages";
import type { TourTiming } from "../tour-timing";
import type { TourStatus } from "../tours/tour-status";

/** docs/product.md §5.1: which figures the cards show, by the tour's timing. */
export const DATA_BADGES: Record<TourTiming, Message> = {
  upcoming: { id: "finances.dataBadge.upcoming", defaultMessage: "Anticipated Data" },
  past: { id: "finances.dataBadge.past", defaultMessage: "Actual Data" },
  active: { id: "finances.dataBadge.active", defaultMessage: "Live Tour" },
};

/** Which set of figures a tour's cards show: a live tour shows what is actual so far. */
export const figuresFor = (timing: TourTiming): "anticipated" | "actual" =>
  timing === "upcoming" ? "anticipated" : "actual";

/** A tour's figures for one set (anticipated or actual): sums of its ledger's lines. */
export type { LedgerTotals as FinanceFigures } from "./ledger/totals";

/**
 * Which figures a tour's status shows (issue 36: one status on every page): a tour in
 * planning shows its plan, an active one what is actual so far, a completed or cancelled one
 * what happened.
 */
export const timingOf = (status: TourStatus): TourTiming =>
  status === "planning" ? "upcoming" : status === "active" ? "active" : "past";
