import { type CurrencyCode, DEFAULT_HOME_CURRENCY, formatHomeWhole } from "../currencies/currency";
import { type DealProjectionInput, type DealType, projectDeal } from "../finances/deal-math";
import { type DealRates, dealTypedRates, type TypedRate } from "../finances/ledger/typed-rates";
import { formatUsd } from "../format";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import type { Money } from "../money";
import { CONFIRMED_SHOW_STATUS, negotiationStatusLabel } from "../negotiations/statuses";

/**
 * Where a show's money comes from (issue 22, ADR 0015): its deal once it has one, else the
 * fee typed while negotiating, which is only an offer.
 */
export type ShowMoneyBasis = "offer" | "guarantee" | "projected" | "final";

/** What a show's figure is, on the screens and the printed day sheet. */
export const SHOW_MONEY_LABELS: Record<ShowMoneyBasis, Message> = {
  offer: { id: "tours.showMoney.offer", defaultMessage: "Offer" },
  guarantee: { id: "tours.showMoney.guarantee", defaultMessage: "Guarantee" },
  projected: { id: "tours.showMoney.projected", defaultMessage: "Projected" },
  final: { id: "tours.showMoney.final", defaultMessage: "Final payout" },
};

export interface ShowMoney {
  amount: Money;
  basis: ShowMoneyBasis;
  /** Issue 41: a deal's figure is in the deal's currency; left out, the home one (an offer). */
  currency?: CurrencyCode;
  /** The rates typed on the deal that convert this figure, in the order they apply. */
  rates?: TypedRate[];
  /** Issue 51: a projection estimated from the show's ticket count (sold, as of when). */
  fromCount?: { sold: number; asOf: string };
}

/** The deal fields the show's money reads; the stored row of venue_revenue_deals. */
export interface ShowDealTerms
  extends Omit<DealProjectionInput, "dealType" | "currency">,
    DealRates {
  dealType: DealType | string;
  isSettled: boolean;
  finalPayout: Money | null;
  currency?: CurrencyCode | null;
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
  const settled = deal.isSettled && deal.finalPayout !== null;
  // A rate typed on the deal (or received at settling) converts it, as in the ledger.
  const typed = dealTypedRates(deal, null, null);
  const rates = (settled ? typed.settled : typed.plan).filter((r) => r.rate);
  const currency = {
    ...(deal.currency ? { currency: deal.currency } : {}),
    ...(rates.length > 0 ? { rates } : {}),
  };
  if (settled) return { amount: money(deal.finalPayout), basis: "final", ...currency };
  const dealType = deal.dealType as DealType;
  const projection = projectDeal({
    ...deal,
    dealType,
    currency: deal.currency ?? undefined,
  });
  const { projectedPayout, countSold, countAsOf } = projection;
  return {
    amount: projectedPayout,
    basis: dealType === "guarantee" ? "guarantee" : "projected",
    ...currency,
    ...(countSold !== null && countAsOf !== null
      ? { fromCount: { sold: countSold, asOf: countAsOf } }
      : {}),
  };
}

/**
 * The figure alone, whole units: "$3,200", "£5,000" for a deal in pounds. An offer has no
 * currency of its own: it is in the home currency ("Offer €600" once home is EUR), as the
 * booked totals read it.
 */
export const formatShowMoney = (m: ShowMoney, home: CurrencyCode = DEFAULT_HOME_CURRENCY) => {
  const code = m.currency ?? home;
  return code === "USD" ? formatUsd(m.amount) : formatHomeWhole(m.amount, code);
};

/** "Guarantee $3,200": the figure with what it is, as every page shows it. */
export const describeShowMoney = (m: ShowMoney, home?: CurrencyCode) =>
  `${say(SHOW_MONEY_LABELS[m.basis])} ${formatShowMoney(m, home)}`;

/**
 * Issue 36, the one rule of which shows carry money: a confirmed show. Its deal (or, with no
 * deal yet, its offer) is the tour's booked revenue; an inquiry, a hold or a challenge is not
 * booked, and a released or declined show earns nothing. A settled deal's final payout is
 * money that moved, and counts whatever the show's status since.
 */
export const carriesMoney = (status: string | null | undefined) => status === CONFIRMED_SHOW_STATUS;

/** Why a show cannot take a deal yet (null when it can): a deal is recorded once confirmed. */
export function dealRefusal(status: string | null | undefined): string | null {
  if (carriesMoney(status)) return null;
  return `A deal is recorded for a confirmed show; this show is ${negotiationStatusLabel(status ?? "pending")}. Confirm it first.`;
}

/**
 * What a show adds to the tour's booked money (the ledger's anticipated 'Show deals' line):
 * nothing unless confirmed; then its deal's guarantee or projection, else its offer. A settled
 * deal still books its projection: the final payout is the settled figure, apart.
 */
export function bookedMoney(
  status: string | null | undefined,
  venueFee: Money | null,
  deal: ShowDealTerms | null,
): Money {
  if (!carriesMoney(status)) return "0.00";
  if (!deal) return money(venueFee);
  return projectDeal({
    ...deal,
    dealType: deal.dealType as DealType,
    currency: deal.currency ?? undefined,
  }).projectedPayout;
}
