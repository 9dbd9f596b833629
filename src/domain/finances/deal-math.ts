import {
  type CurrencyCode,
  centsPerMinorUnit,
  DEFAULT_HOME_CURRENCY,
} from "../currencies/currency";
import type { Message } from "../i18n/messages";
import { fromCents, type Money, toCents } from "../money";
import { grossOf, shareOf, toBasisPoints } from "./finance-math";

/** docs/product.md §5.4: the four deal types a venue offers. */
export const DEAL_TYPES = ["guarantee", "door_split", "versus", "percentage_of_net"] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** A deal type's name on the screens and the printed P&L and settlement. */
export const DEAL_TYPE_LABELS: Record<DealType, Message> = {
  guarantee: { id: "finances.dealType.guarantee", defaultMessage: "Guarantee" },
  door_split: { id: "finances.dealType.doorSplit", defaultMessage: "Door split" },
  versus: { id: "finances.dealType.versus", defaultMessage: "Versus" },
  percentage_of_net: {
    id: "finances.dealType.percentageOfNet",
    defaultMessage: "Percentage of net",
  },
};

/** Which inputs each formula reads: the form shows and the API requires only these. */
export const dealUses = (type: DealType) => ({
  guarantee: type === "guarantee" || type === "versus",
  share: type !== "guarantee",
  expenses: type === "percentage_of_net",
});

export interface DealTerms {
  dealType: DealType;
  guaranteeAmount: Money | null;
  /** The artist's share, a percentage with two decimals. */
  artistSharePercent: string | null;
  /** The deal's currency: its shares round to its minor unit (USD when left out). */
  currency?: CurrencyCode;
}

/**
 * The payout of a deal for a show that grossed `grossCents` with `expensesCents` of show
 * expenses, in cents:
 * - guarantee: the guarantee;
 * - door split: share × gross;
 * - versus: max(guarantee, share × gross);
 * - percentage of net: share × (gross − expenses), never below 0 (a loss is the venue's:
 *   the artist is paid nothing, not billed).
 */
export function dealPayoutCents(terms: DealTerms, grossCents: number, expensesCents: number) {
  const guarantee = toCents(terms.guaranteeAmount);
  const share = toBasisPoints(terms.artistSharePercent);
  const unit = centsPerMinorUnit(terms.currency ?? DEFAULT_HOME_CURRENCY);
  switch (terms.dealType) {
    case "guarantee":
      return guarantee;
    case "door_split":
      return shareOf(grossCents, share, unit);
    case "versus":
      return Math.max(guarantee, shareOf(grossCents, share, unit));
    case "percentage_of_net":
      return shareOf(Math.max(0, grossCents - expensesCents), share, unit);
  }
}

/**
 * The show's ticket count now, as a deal's estimate reads it (issue 51, ADR 0031; made by
 * domain/tickets/deal-count.ts): sold, and the gross when every tier's latest count gave one
 * in the deal's currency.
 */
export interface DealCount {
  sold: number;
  gross: Money | null;
  asOf: string;
}

export interface DealProjectionInput extends DealTerms {
  ticketPrice: Money | null;
  expectedAttendance: number | null;
  expectedExpenses: Money | null;
  /** The show's ticket count, when it has one. */
  count?: DealCount | null;
  /** A settled deal is estimated from its own expectations again, as it was agreed. */
  isSettled?: boolean;
}

/** What a projection is estimated from: the show's ticket count, or the expected attendance. */
export type EstimateFrom = "count" | "expected";

/**
 * The count a projection reads (issue 51): a door split, versus or percentage-of-net deal
 * that is not settled, of a show with a count. A guarantee does not depend on the door.
 */
const countFor = (deal: DealProjectionInput): DealCount | null =>
  deal.dealType !== "guarantee" && !deal.isSettled && deal.count ? deal.count : null;

export interface DealSettlementInput {
  ticketsSold: number;
  grossReceipts: Money;
  showExpenses: Money;
}

/**
 * The projected gross and payout: from the show's latest ticket count when it reads one (its
 * gross, else sold × the ticket price), else from the deal's expected attendance.
 */
export function projectDeal(deal: DealProjectionInput) {
  const count = countFor(deal);
  const gross = count
    ? count.gross !== null
      ? toCents(count.gross)
      : grossOf(deal.ticketPrice, count.sold)
    : grossOf(deal.ticketPrice, deal.expectedAttendance);
  const payout = dealPayoutCents(deal, gross, toCents(deal.expectedExpenses));
  return {
    projectedGross: fromCents(gross),
    projectedPayout: fromCents(payout),
    estimateFrom: (count ? "count" : "expected") as EstimateFrom,
    countSold: count?.sold ?? null,
    countAsOf: count?.asOf ?? null,
  };
}

/** The final payout from what the show really took in and cost. */
export function settleDeal(deal: DealTerms, settlement: DealSettlementInput): Money {
  return fromCents(
    dealPayoutCents(deal, toCents(settlement.grossReceipts), toCents(settlement.showExpenses)),
  );
}

/** Settled payout minus projection: positive when the show beat its projection. */
export function settlementVariance(finalPayout: Money, projectedPayout: Money): Money {
  return fromCents(toCents(finalPayout) - toCents(projectedPayout));
}
