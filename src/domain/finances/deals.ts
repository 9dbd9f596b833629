import { z } from "zod";
import {
  type CurrencyCode,
  DEFAULT_HOME_CURRENCY,
  decimalsRefusal,
  formatHomeAmount,
} from "../currencies/currency";
import { currencyInput, keptRateInput } from "../currencies/currency-inputs";
import { optionalCalendarDate } from "../date-bounds";
import { aboutField, FIELD_REFUSALS, type Label } from "../i18n/field-words";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { MAX_MONEY, type Money, toCents } from "../money";
import { moneyInput } from "../money-input";
import { optionalCount, optionalOf, percentInput, requiredCount } from "../number-inputs";
import { DEAL_TYPES, type DealType, dealUses, type EstimateFrom } from "./deal-math";
import { FINANCE_REFUSALS } from "./refusals";
import { COMMISSION_BASES, type CommissionBasis } from "./settlement-terms";

/** The deal's amounts: each is in the deal's currency. */
const DEAL_AMOUNTS = [
  "guaranteeAmount",
  "ticketPrice",
  "expectedExpenses",
  "depositReceived",
] as const;
/** The settlement's amounts, in the deal's currency. */
const SETTLEMENT_AMOUNTS = ["grossReceipts", "showExpenses"] as const;

/** Adds an issue per amount with more decimals than `code` has. */
function refuseDecimals<K extends string>(
  values: Record<K, string | null>,
  keys: readonly K[],
  code: CurrencyCode,
  ctx: z.RefinementCtx,
) {
  for (const key of keys) {
    const message = decimalsRefusal(values[key], code);
    if (message) ctx.addIssue({ code: "custom", path: [key], message });
  }
}

/**
 * The amounts that do not fit the deal's currency, by field (empty when all do): the deal's
 * own when its currency came from the deal or the workspace, the settlement's when settled.
 */
export function decimalsRefusals(
  input: Partial<Record<(typeof DEAL_AMOUNTS | typeof SETTLEMENT_AMOUNTS)[number], string | null>>,
  code: CurrencyCode,
) {
  const fields: Record<string, string> = {};
  for (const key of [...DEAL_AMOUNTS, ...SETTLEMENT_AMOUNTS]) {
    const message = decimalsRefusal(input[key], code);
    if (message) fields[key] = message;
  }
  return fields;
}

/** The deal's and settlement's fields as the refusals name them (issue 55). */
const F = {
  guarantee: { id: "finances.validation.guarantee", defaultMessage: "Guarantee" },
  artistShare: { id: "finances.validation.artistShare", defaultMessage: "Artist share" },
  ticketPrice: { id: "finances.validation.ticketPrice", defaultMessage: "Ticket price" },
  capacity: { id: "finances.validation.capacity", defaultMessage: "Capacity" },
  expectedAttendance: {
    id: "finances.validation.expectedAttendance",
    defaultMessage: "Expected attendance",
  },
  expectedExpenses: {
    id: "finances.validation.expectedExpenses",
    defaultMessage: "Expected show expenses",
  },
  agentCommission: {
    id: "finances.validation.agentCommission",
    defaultMessage: "Agent commission",
  },
  agentCommissionBasis: {
    id: "finances.validation.agentCommissionBasis",
    defaultMessage: "Agent commission basis",
  },
  managerCommission: {
    id: "finances.validation.managerCommission",
    defaultMessage: "Manager commission",
  },
  managerCommissionBasis: {
    id: "finances.validation.managerCommissionBasis",
    defaultMessage: "Manager commission basis",
  },
  withholding: { id: "finances.validation.withholding", defaultMessage: "Withholding tax" },
  merchSplit: { id: "finances.validation.merchSplit", defaultMessage: "Venue merch split" },
  deposit: { id: "finances.validation.deposit", defaultMessage: "Deposit received" },
  ticketsSold: { id: "finances.validation.ticketsSold", defaultMessage: "Tickets sold" },
  grossReceipts: { id: "finances.validation.grossReceipts", defaultMessage: "Gross receipts" },
  showExpenses: { id: "finances.validation.showExpenses", defaultMessage: "Show expenses" },
  paid: { id: "finances.validation.paid", defaultMessage: "Paid" },
  payoutDate: { id: "finances.validation.payoutDate", defaultMessage: "Payout date" },
  confirmOverCapacity: {
    id: "finances.validation.confirmOverCapacity",
    defaultMessage: "Confirm over capacity",
  },
  confirmBeforeShow: {
    id: "finances.validation.confirmBeforeShow",
    defaultMessage: "Confirm before the show",
  },
} satisfies Record<string, Label>;

const M = {
  chooseDealType: {
    id: "finances.validation.chooseDealType",
    defaultMessage: "Choose a deal type",
  },
  grossOrNet: {
    id: "finances.validation.grossOrNet",
    defaultMessage: "{field} must be gross or net",
  },
  projectionTooLarge: {
    id: "finances.validation.projectionTooLarge",
    defaultMessage: "Ticket price × attendance cannot be more than 999,999,999,999.99",
  },
  overCapacity: {
    id: "finances.validation.attendanceOverCapacity",
    defaultMessage: "Expected attendance cannot be more than the capacity",
  },
  payoutDateOncePaid: {
    id: "finances.validation.payoutDateOncePaid",
    defaultMessage: "Payout date is required once paid",
  },
};

const optionalMoney = (label: Label) => optionalOf(moneyInput(label));
const optionalPercent = (label: Label) => optionalOf(percentInput(label));
/** A term that is 0 when left empty: no commission, no withholding, no split. */
const termPercent = (label: Label) => optionalPercent(label).transform((v) => v ?? "0.00");
const basis = (label: Label) =>
  z.enum(COMMISSION_BASES, { error: () => aboutField(label, M.grossOrNet) }).default("gross");
const required = (label: Label) => aboutField(label, FIELD_REFUSALS.required);

/** A deal for one show: its type and what its formula needs to project a payout. */
export const dealInputSchema = z
  .object({
    showId: z.guid(refusal(FINANCE_REFUSALS.chooseShow)),
    dealType: z.enum(DEAL_TYPES, { error: () => say(M.chooseDealType) }),
    guaranteeAmount: optionalMoney(F.guarantee),
    artistSharePercent: optionalPercent(F.artistShare),
    ticketPrice: optionalMoney(F.ticketPrice),
    capacity: optionalCount(F.capacity),
    expectedAttendance: optionalCount(F.expectedAttendance),
    expectedExpenses: optionalMoney(F.expectedExpenses),
    // Settlement terms: what comes off the payout (ADR 0015).
    agentCommissionPercent: termPercent(F.agentCommission),
    agentCommissionBasis: basis(F.agentCommissionBasis),
    managerCommissionPercent: termPercent(F.managerCommission),
    managerCommissionBasis: basis(F.managerCommissionBasis),
    withholdingPercent: termPercent(F.withholding),
    merchSplitPercent: termPercent(F.merchSplit),
    depositReceived: optionalMoney(F.deposit).transform((v) => v ?? "0.00"),
    // Issue 41: the deal's currency. Left out: the home currency for a new deal, unchanged
    // for an edit (the route fills it in).
    currency: currencyInput().optional(),
    // A rate typed on this deal (1 currency = rate home currency) for its lines; left out,
    // an edit keeps the deal's (dealRateWrite).
    rate: keptRateInput(),
  })
  .superRefine((v, ctx) => {
    // An amount with more decimals than the deal's currency ("1500.50" JPY) is refused by name.
    if (v.currency) refuseDecimals(v, DEAL_AMOUNTS, v.currency, ctx);
    const uses = dealUses(v.dealType);
    if (uses.guarantee && v.guaranteeAmount === null) {
      ctx.addIssue({ code: "custom", path: ["guaranteeAmount"], message: required(F.guarantee) });
    }
    if (uses.share && v.artistSharePercent === null) {
      ctx.addIssue({
        code: "custom",
        path: ["artistSharePercent"],
        message: required(F.artistShare),
      });
    }
    // The projection is shown, never stored, but must still be an amount the product can hold.
    if (
      v.ticketPrice !== null &&
      v.expectedAttendance !== null &&
      BigInt(toCents(v.ticketPrice)) * BigInt(v.expectedAttendance) > BigInt(toCents(MAX_MONEY))
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["expectedAttendance"],
        message: say(M.projectionTooLarge),
      });
    }
    if (v.capacity !== null && v.expectedAttendance !== null && v.expectedAttendance > v.capacity) {
      ctx.addIssue({
        code: "custom",
        path: ["expectedAttendance"],
        message: say(M.overCapacity),
      });
    }
  })
  // What a formula does not read is not kept, so a deal never shows a stale guarantee.
  .transform((v) => {
    const uses = dealUses(v.dealType);
    return {
      ...v,
      guaranteeAmount: uses.guarantee ? v.guaranteeAmount : null,
      artistSharePercent: uses.share ? v.artistSharePercent : null,
      expectedExpenses: uses.expenses ? v.expectedExpenses : null,
    };
  });
export type DealInput = z.infer<typeof dealInputSchema>;
export type DealFormValues = z.input<typeof dealInputSchema>;

const confirmation = (label: Label) =>
  z.boolean({ error: () => aboutField(label, FIELD_REFUSALS.trueOrFalse) }).default(false);

/**
 * What the show really did: the payout follows from it by the deal's formula. Whether the
 * venue has paid the balance, and when. The confirmations accept a settlement that looks
 * wrong (over capacity, a show not played yet): see `settlementChecks`.
 */
export const settlementInputSchema = z
  .object({
    ticketsSold: requiredCount(F.ticketsSold),
    grossReceipts: moneyInput(F.grossReceipts),
    showExpenses: moneyInput(F.showExpenses).default("0.00"),
    isPaid: confirmation(F.paid),
    paidOn: optionalCalendarDate(F.payoutDate),
    confirmOverCapacity: confirmation(F.confirmOverCapacity),
    confirmBeforeShow: confirmation(F.confirmBeforeShow),
    // The rate the settlement was really paid at (the bank's), for a deal in another currency.
    settlementRate: keptRateInput(),
  })
  .superRefine((v, ctx) => {
    if (v.isPaid && v.paidOn === null) {
      ctx.addIssue({
        code: "custom",
        path: ["paidOn"],
        message: say(M.payoutDateOncePaid),
      });
    }
  })
  // An unpaid settlement has no payout date, so a stale one is never shown.
  .transform((v) => ({ ...v, paidOn: v.isPaid ? v.paidOn : null }));
export type SettlementInput = z.infer<typeof settlementInputSchema>;
export type SettlementFormValues = z.input<typeof settlementInputSchema>;

export interface Deal {
  id: string;
  showId: string;
  performanceDate: string | null;
  venueName: string;
  dealType: DealType;
  /** The deal's currency (ADR 0026): every amount of the deal and its settlement is in it. */
  currency: CurrencyCode;
  guaranteeAmount: Money | null;
  artistSharePercent: string | null;
  venueSharePercent: string | null;
  ticketPrice: Money | null;
  capacity: number | null;
  expectedAttendance: number | null;
  expectedExpenses: Money | null;
  projectedGross: Money;
  projectedPayout: Money;
  /** Issue 51: estimated from the show's ticket count (an open door deal) or the expected attendance. */
  estimateFrom: EstimateFrom;
  /** The count the estimate read: its tickets sold and its time; null when from the expected. */
  countSold: number | null;
  countAsOf: string | null;
  isSettled: boolean;
  ticketsSold: number | null;
  grossReceipts: Money | null;
  showExpenses: Money | null;
  finalPayout: Money | null;
  /** finalPayout − projectedPayout once settled. */
  variance: Money | null;
  // Settlement terms (percentages with two decimals, "0.00" for none).
  agentCommissionPercent: string;
  agentCommissionBasis: CommissionBasis;
  managerCommissionPercent: string;
  managerCommissionBasis: CommissionBasis;
  withholdingPercent: string;
  /** What the venue keeps of the show's merch gross. */
  merchSplitPercent: string;
  depositReceived: Money;
  isPaid: boolean;
  paidOn: string | null;
  // The payout as it stands (final once settled, projected before) and what comes off it.
  /** Null: a commission of net that cannot be worked out (no rate for the show's costs). */
  agentCommission: Money | null;
  managerCommission: Money | null;
  withholding: Money;
  /** The show's own travel and lodging estimates (home currency): what "of net" is net of. */
  showTravelAndLodging: Money;
  /**
   * The same in the deal's currency, at the rate of the show's day (issue 41); null when no
   * rate converts them. Equal to showTravelAndLodging for a deal in the home currency.
   */
  netOf: Money | null;
  /** The payout less commissions and withholding; null when a commission cannot be worked out. */
  afterDeductions: Money | null;
  /** Payout − withholding − deposit: what the venue still owes. */
  balanceDue: Money;
  /** A rate typed on the deal: 1 currency = rate rateTo; used while rateTo is the home one. */
  rate: string | null;
  rateTo: CurrencyCode | null;
  /** The rate the settlement was paid at; wins over the deal's for the settled lines. */
  settlementRate: string | null;
  settlementRateTo: CurrencyCode | null;
}

/** A typed rate as stored: 1 unit of the deal's currency = `rate` `rateTo`. */
interface StoredTypedRate {
  rate: string | null;
  rateTo: CurrencyCode | null;
}

const homeDealRateRefusal = (home: CurrencyCode) =>
  `${home} is the home currency: a deal in it needs no rate`;

/**
 * The rate a write leaves on a deal or its settlement (docs/product.md §21.6): a rate sent is
 * typed to the home currency; left out (undefined), the stored one stays while the currency
 * does; empty clears it. A deal in the home currency needs none: a rate sent is refused, and
 * none is kept.
 */
export function dealRateWrite(
  sent: string | null | undefined,
  stored: StoredTypedRate & { currency: CurrencyCode },
  currency: CurrencyCode,
  home: CurrencyCode,
): StoredTypedRate | { refused: string } {
  const none = { rate: null, rateTo: null };
  if (currency === home) return sent ? { refused: homeDealRateRefusal(home) } : none;
  if (sent === undefined)
    return stored.currency === currency ? { rate: stored.rate, rateTo: stored.rateTo } : none;
  return sent === null ? none : { rate: sent, rateTo: home };
}

/**
 * The settlement's rate a write leaves: of the deal's currency, or of `currency` when an edit
 * of the deal changes it (then the settlement's rate, typed for the old one, goes).
 */
export const settlementRateWrite = (
  deal: Pick<Deal, "currency" | "settlementRate" | "settlementRateTo">,
  sent: string | null | undefined,
  home: CurrencyCode,
  currency: CurrencyCode = deal.currency,
) =>
  dealRateWrite(
    sent,
    { currency: deal.currency, rate: deal.settlementRate, rateTo: deal.settlementRateTo },
    currency,
    home,
  );

/**
 * An amount of a deal in the deal's currency ("$1,500.00", "£5,000.00", "¥100,005"). An
 * answer cached offline before deals had a currency has none: its amounts were USD.
 */
export const formatDealAmount = (
  amount: Money | null | undefined,
  deal: { currency?: CurrencyCode | null },
) => formatHomeAmount(amount ?? null, deal.currency ?? DEFAULT_HOME_CURRENCY);
