import {
  type CurrencyCode,
  centsPerMinorUnit,
  DEFAULT_HOME_CURRENCY,
} from "../currencies/currency";
import { HOUR_MS } from "../durations";
import type { Message } from "../i18n/messages";
import type { Money } from "../money";
import { type CalendarDate, formatCalendarDate } from "../tour-timing";
import { toBasisPoints } from "./finance-math";
import { bigCents, bigShareOf, moneyOf } from "./ledger/cents";

/**
 * What comes off a show's payout and how it is paid (issue 22, ADR 0015). The payout itself
 * follows from the deal's formula (deal-math); these terms only split it up.
 */

/**
 * gross: a percentage of the artist's payout (what agents take, and many managers).
 * net: of the payout less the show's own travel and lodging, never below 0 (the other common
 * management deal: commission on what the show leaves once it has been got to).
 */
export const COMMISSION_BASES = ["gross", "net"] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, Message> = {
  gross: { id: "finances.commissionBasis.gross", defaultMessage: "Gross payout" },
  net: { id: "finances.commissionBasis.net", defaultMessage: "Net payout" },
};

export interface SettlementTerms {
  /** Percentages with two decimals, "0.00" when there is none. */
  agentCommissionPercent: string;
  agentCommissionBasis: CommissionBasis;
  managerCommissionPercent: string;
  managerCommissionBasis: CommissionBasis;
  withholdingPercent: string;
  /** The deal's currency: each deduction rounds to its minor unit (USD when left out). */
  currency?: CurrencyCode;
}

export interface PayoutDeductions {
  /** Null: a commission "of net" whose show costs no rate converts (it cannot be worked out). */
  agentCommission: bigint | null;
  managerCommission: bigint | null;
  /** Tax the venue withholds from the gross payout and pays to the tax office. */
  withholding: bigint;
}

/**
 * The commissions and the withholding tax of one payout, in cents. Each is its percentage of
 * its basis, rounded once, half up, to the cent (to the whole unit for a currency without
 * minor unit, like JPY). The two commissions are independent of each
 * other (neither is taken before the other), so their order never changes an amount.
 * `showCostsCents` is in the deal's currency (showCostsInDeal); null when no rate converts
 * the show's travel and lodging: a commission of net is then null, one of 0% is 0.
 */
export function payoutDeductions(
  terms: SettlementTerms,
  payoutCents: bigint,
  showCostsCents: bigint | null,
): PayoutDeductions {
  const unit = centsPerMinorUnit(terms.currency ?? DEFAULT_HOME_CURRENCY);
  const commission = (percent: string, basis: CommissionBasis) => {
    const points = toBasisPoints(percent);
    if (basis === "gross" || points === 0) return bigShareOf(payoutCents, points, unit);
    if (showCostsCents === null) return null;
    const net = payoutCents > showCostsCents ? payoutCents - showCostsCents : 0n;
    return bigShareOf(net, points, unit);
  };
  return {
    agentCommission: commission(terms.agentCommissionPercent, terms.agentCommissionBasis),
    managerCommission: commission(terms.managerCommissionPercent, terms.managerCommissionBasis),
    withholding: bigShareOf(payoutCents, toBasisPoints(terms.withholdingPercent), unit),
  };
}

/**
 * What the venue still owes: the payout less the tax it withholds and the deposit it already
 * paid. Negative when the deposit was more than the show earned (the venue is owed the rest).
 * Deposits and payment never change profit: they are when the money moves, not how much.
 */
const balanceDueCents = (payoutCents: bigint, withholding: bigint, deposit: Money) =>
  payoutCents - withholding - bigCents(deposit);

/**
 * A deal's deductions and balance as money text, for the deals card and the PDF. A commission
 * that cannot be worked out (null, see payoutDeductions) leaves what follows from it null too.
 */
export function payoutSheet(
  terms: SettlementTerms & { depositReceived: Money },
  payout: Money,
  showCostsCents: bigint | null,
) {
  const payoutCents = bigCents(payout);
  const d = payoutDeductions(terms, payoutCents, showCostsCents);
  const orNull = (c: bigint | null) => (c === null ? null : moneyOf(c));
  return {
    agentCommission: orNull(d.agentCommission),
    managerCommission: orNull(d.managerCommission),
    withholding: moneyOf(d.withholding),
    /** The payout less commissions and withholding (before merch and the show's travel). */
    afterDeductions:
      d.agentCommission === null || d.managerCommission === null
        ? null
        : moneyOf(payoutCents - d.agentCommission - d.managerCommission - d.withholding),
    balanceDue: moneyOf(balanceDueCents(payoutCents, d.withholding, terms.depositReceived)),
  };
}

/**
 * "Today" for settling: the calendar date where it is latest on Earth (UTC+14), so a show is
 * never refused on its own night in any time zone; a show dated after it has not happened
 * anywhere yet.
 */
export const latestToday = (now: Date): CalendarDate =>
  new Date(now.getTime() + 14 * HOUR_MS).toISOString().slice(0, 10);

/** A settlement that looks wrong and is only taken with its confirmation flag. */
export type SettlementConfirmation = "confirmOverCapacity" | "confirmBeforeShow";
export interface SettlementCheck {
  flag: SettlementConfirmation;
  message: string;
}

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Issue 22: a settlement over the deal's capacity, or of a show that has not been played yet,
 * is usually a typo; it needs an explicit confirmation, and the message names the capacity or
 * the date.
 */
export function settlementChecks(
  deal: { capacity: number | null; performanceDate: CalendarDate | null },
  ticketsSold: number,
  today: CalendarDate,
): SettlementCheck[] {
  const checks: SettlementCheck[] = [];
  if (deal.capacity !== null && ticketsSold > deal.capacity) {
    checks.push({
      flag: "confirmOverCapacity",
      message: `${count(ticketsSold)} tickets is more than the capacity of ${count(deal.capacity)}`,
    });
  }
  if (deal.performanceDate !== null && deal.performanceDate > today) {
    checks.push({
      flag: "confirmBeforeShow",
      message: `The show is on ${formatCalendarDate(deal.performanceDate)}, after today: it has not happened yet`,
    });
  }
  return checks;
}
