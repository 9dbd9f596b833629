import { type DealProjectionInput, type DealType, projectDeal } from "../finances/deal-math";
import { formatUsd } from "../format";
import type { Money } from "../money";

/**
 * Where a show's money comes from (issue 22, ADR 0015): its deal once it has one, else the
 * fee typed while negotiating, which is only an offer.
 */
export type ShowMoneyBasis = "offer" | "guarantee" | "projected" | "final";

export const SHOW_MONEY_LABELS: Record<ShowMoneyBasis, string> = {
  offer: "Offer",
  guarantee: "Guarantee",
  projected: "Projected",
  final: "Final payout",
};

export interface ShowMoney {
  amount: Money;
  basis: ShowMoneyBasis;
}

/** The deal fields the show's money reads; the stored row of venue_revenue_deals. */
export interface ShowDealTerms extends Omit<DealProjectionInput, "dealType"> {
  dealType: DealType | string;
  isSettled: boolean;
  finalPayout: Money | null;
}

const money = (amount: Money | null | undefined): Money =>
  amount === null || amount === undefined || amount === "" ? "0.00" : amount;

/**
 * A show's money, one figure for every page:
 * - settled deal: its final payout;
 * - guarantee deal: the guarantee;
 * - any other deal: the projected payout of its own expectations (the ledger's anticipated
 *   deal line, so Tours, HCC and the Financial Overview agree);
 * - no deal yet: the hand-typed venue fee, which is the offer under negotiation.
 * The venue fee never counts once a deal exists: the deal is the agreement.
 */
export function showMoney(venueFee: Money | null, deal: ShowDealTerms | null): ShowMoney {
  if (!deal) return { amount: money(venueFee), basis: "offer" };
  if (deal.isSettled && deal.finalPayout !== null) {
    return { amount: money(deal.finalPayout), basis: "final" };
  }
  const dealType = deal.dealType as DealType;
  const { projectedPayout } = projectDeal({ ...deal, dealType });
  return { amount: projectedPayout, basis: dealType === "guarantee" ? "guarantee" : "projected" };
}

/** "Guarantee $3,200": the figure with what it is, as every page shows it. */
export const describeShowMoney = (m: ShowMoney) =>
  `${SHOW_MONEY_LABELS[m.basis]} ${formatUsd(m.amount)}`;
