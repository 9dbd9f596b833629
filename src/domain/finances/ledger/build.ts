import { type CurrencyCode, minorUnitsOf } from "../../currency";
import {
  convertScaled,
  type FoundRate,
  type Fraction,
  fractionOf,
  type RateBook,
} from "../../exchange-rates";
import type { RoadLine } from "../../logistics/road-costs";
import { ROAD_CATEGORY } from "../../logistics/road-lines";
import type { CampaignStatus } from "../../marketing/campaigns";
import type { Money } from "../../money";
import { carriesMoney } from "../../tours/show-money";
import { UNKNOWN_VENUE } from "../../tours/tours";
import { toBasisPoints } from "../finance-math";
import {
  DEALS_CATEGORY,
  type FinancialType,
  LODGING_CATEGORY,
  TRAVEL_CATEGORY,
} from "../financials";
import { payoutDeductions, type SettlementTerms } from "../settlement-terms";
import { bigCents, bigShareOf, moneyOf } from "./cents";
import {
  CAMPAIGN_CATEGORY,
  COMMISSIONS_CATEGORY,
  type LedgerLine,
  type LedgerSource,
  MERCH_CATEGORY,
  RIDER_CATEGORY,
  WITHHOLDING_CATEGORY,
} from "./lines";

/** The source records of one tour, as the server reads them (money as text). */
export interface LedgerSources {
  tourId: string;
  shows: readonly {
    id: string;
    date: string | null;
    venueName: string;
    estimatedTravelCost: Money | null;
    estimatedAccommodationCost: Money | null;
    /** The negotiation's status: only a confirmed show's money is booked (carriesMoney). */
    status?: string | null;
    /** The offer: a confirmed show's booked money until it has a deal. */
    venueFee?: Money | null;
  }[];
  /** A null id: the sum of a tour's rows of one type and category (a read of figures only). */
  rows: readonly {
    id: string | null;
    type: FinancialType;
    category: string;
    amountAnticipated: Money;
    amountActual: Money | null;
    isFinalized: boolean;
    /** The day and what it was for (issue 36): the line's date and label when given. */
    date?: string | null;
    description?: string | null;
    /** Issue 41: the row's currency (the home one when left out) and a rate typed on it. */
    currency?: CurrencyCode;
    rate?: string | null;
    rateTo?: CurrencyCode | null;
  }[];
  /** Each deal with its settlement terms: commissions and withholding come off its payout. */
  deals: readonly (SettlementTerms & {
    id: string;
    showId: string;
    projectedPayout: Money;
    isSettled: boolean;
    finalPayout: Money | null;
    /** When the settlement's line is dated apart from the show (the show's date without it). */
    settledOn?: string | null;
    /** Issue 41: the deal's currency (the home one when left out). */
    currency?: CurrencyCode;
  })[];
  /**
   * Per show and price-list currency: Σ (in − out − comps) × price, and the venue's merch
   * split percent. Issue 41: the gross is in the products' currency (the home one when left out).
   */
  merch: readonly {
    showId: string;
    gross: Money;
    venueSplitPercent: string | null;
    currency?: CurrencyCode;
  }[];
  travelLegs: readonly { id: string; label: string; cost: Money; date: string | null }[];
  lodgings: readonly { id: string; label: string; cost: Money; date: string | null }[];
  campaigns: readonly {
    id: string;
    title: string;
    budget: Money;
    status: CampaignStatus;
    date: string | null;
    /** Issue 41: the budget's currency (the home one when left out). */
    currency?: CurrencyCode;
  }[];
  provisions: readonly {
    id: string;
    showId: string;
    description: string;
    estimatedValue: Money;
    isProvidedByVenue: boolean;
    isFulfilled: boolean;
  }[];
  /** The route's road lines when the tour's manager put the road in the budget (issue 40). */
  road?: readonly RoadLine[];
}

/** How amounts in other currencies become home-currency lines (issue 41). */
export interface LedgerConversion {
  home: CurrencyCode;
  book: RateBook;
}

/** What the artist keeps of a show's merch gross once the venue takes its split. */
const artistMerchCents = (gross: Money, venueSplitPercent: string | null) => {
  const g = bigCents(gross);
  return g - bigShareOf(g, toBasisPoints(venueSplitPercent));
};

/**
 * Every line of a tour's ledger (ADR 0015), in source order. A zero amount makes no line,
 * except a settled one: a show settled at $0 (a loss on a % of net deal) closes its plan.
 */
export function buildLedger(src: LedgerSources, conversion?: LedgerConversion): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const shows = new Map(src.shows.map((s) => [s.id, s]));
  // Every line is built by this one literal, so all have one shape: spreading partial
  // objects made each of a big tour's thousands of lines a slow, garbage-heavy copy.
  const push: Push = (showId, source, sourceId, direction, state, cents, date, category, label) => {
    if (cents !== 0n || state === "settled")
      lines.push({
        tourId: src.tourId,
        showId,
        source,
        sourceId,
        direction,
        state,
        cents,
        date,
        category,
        label,
        foreign: null,
      });
  };
  const venue = (showId: string) => shows.get(showId)?.venueName ?? UNKNOWN_VENUE;
  const dateOf = (showId: string) => shows.get(showId)?.date ?? null;

  /**
   * The push of a source record's lines in `currency` (issue 41): as is in the home currency;
   * in another, each line converted by the rate typed on the record (while it is to the home
   * currency), else the workspace's rate on the line's own date (RateBook), else left at 0
   * and kept with its amount as entered, so the totals can say what they leave out. Every
   * source that has a currency goes through here: one conversion, one rounding (homeCents).
   */
  const pushIn = (currency: CurrencyCode | undefined, typed?: TypedRate): Push => {
    if (!conversion || !currency || currency === conversion.home) return push;
    return (showId, source, sourceId, direction, state, cents, date, category, label) => {
      if (cents === 0n && state !== "settled") return;
      const rate =
        typedRateOf(currency, conversion, typed) ??
        conversion.book.find(currency, conversion.home, date);
      lines.push({
        tourId: src.tourId,
        showId,
        source,
        sourceId,
        direction,
        state,
        cents: rate ? homeCents(cents, conversion.home, rate.fraction) : 0n,
        date,
        category,
        label,
        foreign: { currency, amount: moneyOf(cents), rate: rate?.used ?? null },
      });
    };
  };

  const withDeal = new Set<string>();
  for (const d of src.deals) {
    withDeal.add(d.showId);
    const add = pushIn(d.currency);
    const show = shows.get(d.showId);
    const showCosts =
      bigCents(show?.estimatedTravelCost) + bigCents(show?.estimatedAccommodationCost);
    const projected = bigCents(d.projectedPayout);
    const planDate = dateOf(d.showId);
    const name = venue(d.showId);
    // Issue 36: the plan is booked money, so only a confirmed show's deal is in it.
    if (carriesMoney(show?.status)) {
      add(
        d.showId,
        "deal",
        d.id,
        "income",
        "anticipated",
        projected,
        planDate,
        DEALS_CATEGORY,
        `${name}: projected payout`,
      );
      deductions(d, projected, showCosts, "anticipated", planDate, add, name);
    }
    if (d.isSettled) {
      const final = bigCents(d.finalPayout);
      const settledDate = d.settledOn ?? planDate;
      add(
        d.showId,
        "settlement",
        d.id,
        "income",
        "settled",
        final,
        settledDate,
        DEALS_CATEGORY,
        `${name}: final payout`,
      );
      deductions(d, final, showCosts, "settled", settledDate, add, name);
    }
  }
  // A confirmed show with no deal yet is booked at its offer (docs/product.md §5.6 'Offer').
  for (const sh of src.shows)
    if (carriesMoney(sh.status) && !withDeal.has(sh.id))
      push(
        sh.id,
        "offer",
        sh.id,
        "income",
        "anticipated",
        bigCents(sh.venueFee),
        sh.date,
        DEALS_CATEGORY,
        `${venue(sh.id)}: offer`,
      );
  // The artist's share is worked out in the products' currency, then converted once.
  for (const m of src.merch)
    pushIn(m.currency)(
      m.showId,
      "merch",
      m.showId,
      "income",
      "actual",
      artistMerchCents(m.gross, m.venueSplitPercent),
      dateOf(m.showId),
      MERCH_CATEGORY,
      `${venue(m.showId)}: merch`,
    );
  for (const r of src.rows) {
    const direction = r.type === "revenue" ? "income" : "expense";
    // A row's show is context for the person, not part of the show's net (ADR 0015 names
    // what a show's net is): its line stays the tour's.
    const add = pushIn(r.currency, { rate: r.rate, rateTo: r.rateTo, on: r.date ?? "the row" });
    const at = [null, "row", r.id, direction] as const;
    const date = r.date ?? null;
    const label = r.description || r.category;
    add(...at, "anticipated", bigCents(r.amountAnticipated), date, r.category, label);
    if (r.isFinalized) add(...at, "settled", bigCents(r.amountActual), date, r.category, label);
  }
  itinerary(src, "travel", TRAVEL_CATEGORY, push);
  itinerary(src, "lodging", LODGING_CATEGORY, push);
  for (const c of src.campaigns) {
    const cents = bigCents(c.budget);
    const at = [null, "campaign", c.id, "expense"] as const;
    const add = pushIn(c.currency);
    add(...at, "anticipated", cents, c.date, CAMPAIGN_CATEGORY, c.title);
    if (c.status === "completed") add(...at, "settled", cents, c.date, CAMPAIGN_CATEGORY, c.title);
  }
  for (const p of src.provisions) {
    if (!p.isProvidedByVenue) continue;
    push(
      p.showId,
      "rider",
      p.id,
      "saving",
      p.isFulfilled ? "actual" : "anticipated",
      bigCents(p.estimatedValue),
      dateOf(p.showId),
      RIDER_CATEGORY,
      p.description,
    );
  }
  // The road is the tour's, not a show's: its lines leave every show's net as ADR 0015 says.
  for (const r of src.road ?? [])
    push(
      null,
      "road",
      r.key,
      "expense",
      "anticipated",
      BigInt(r.cents),
      r.date,
      ROAD_CATEGORY[r.kind],
      r.label,
    );
  return lines;
}

/** A rate typed on one source record: 1 unit of its currency = `rate` `rateTo`. */
interface TypedRate {
  rate?: string | null;
  rateTo?: CurrencyCode | null;
  /** What the rate is shown as being "on": the record's date, or what it was typed on. */
  on: string;
}

/** A rate typed on the record, while it is to the home currency (else the workspace's apply). */
function typedRateOf(
  from: CurrencyCode,
  conversion: LedgerConversion,
  typed: TypedRate | undefined,
): FoundRate | null {
  if (!typed?.rate || typed.rateTo !== conversion.home) return null;
  return {
    fraction: fractionOf(typed.rate),
    used: {
      from,
      to: conversion.home,
      rate: typed.rate,
      on: typed.on,
      source: "line",
      how: "direct",
    },
  };
}

/**
 * A stored amount (hundredths of its currency: numeric(14,2) whatever the currency) in the
 * home currency, rounded once to the home's minor unit, then as the ledger's hundredths
 * (¥1,500 is 150000). A home currency has at most two decimals (canBeStored).
 */
export function homeCents(cents: bigint, home: CurrencyCode, rate: Fraction) {
  const digits = minorUnitsOf(home);
  return convertScaled(cents, 2, digits, rate) * 10n ** BigInt(2 - digits);
}

/** Adds one line (none for a zero amount, unless settled), in LedgerLine's field order. */
type Push = (
  showId: string | null,
  source: LedgerSource,
  sourceId: string | null,
  direction: LedgerLine["direction"],
  state: LedgerLine["state"],
  cents: bigint,
  date: string | null,
  category: string,
  label: string,
) => void;

/**
 * The commissions and withholding of one payout: expense lines of the deal's show, with the
 * deal as their source record, so the settlement that closes the deal's plan closes them too
 * (a plan from the projection, the settled amounts from the final payout). None is a line at
 * 0: the settlement line alone closes the plan.
 */
function deductions(
  deal: LedgerSources["deals"][number],
  payout: bigint,
  showCosts: bigint,
  state: "anticipated" | "settled",
  date: string | null,
  push: Push,
  venueName: string,
) {
  const d = payoutDeductions(deal, payout, showCosts);
  const parts = [
    ["commission", COMMISSIONS_CATEGORY, d.agentCommission, "agent commission"],
    ["commission", COMMISSIONS_CATEGORY, d.managerCommission, "manager commission"],
    ["withholding", WITHHOLDING_CATEGORY, d.withholding, "withholding tax"],
  ] as const;
  for (const [source, category, cents, what] of parts) {
    if (cents === 0n) continue;
    push(
      deal.showId,
      source,
      deal.id,
      "expense",
      state,
      cents,
      date,
      category,
      `${venueName}: ${what}`,
    );
  }
}

/**
 * The shows' estimates are the plan; each booking is actual. A booking is paid, so it is in
 * the plan too, but only for what passes the estimates: one line carries that difference.
 */
function itinerary(
  src: LedgerSources,
  source: Extract<LedgerSource, "travel" | "lodging">,
  category: string,
  push: Push,
) {
  const estimateOf = (s: LedgerSources["shows"][number]) =>
    bigCents(source === "travel" ? s.estimatedTravelCost : s.estimatedAccommodationCost);
  const bookings = source === "travel" ? src.travelLegs : src.lodgings;
  const what = `${category.toLowerCase()} estimate`;
  let estimated = 0n;
  for (const s of src.shows) {
    const cents = estimateOf(s);
    estimated += cents;
    push(
      s.id,
      source,
      s.id,
      "expense",
      "anticipated",
      cents,
      s.date,
      category,
      `${s.venueName}: ${what}`,
    );
  }
  let booked = 0n;
  for (const b of bookings) {
    const cents = bigCents(b.cost);
    booked += cents;
    push(null, source, b.id, "expense", "actual", cents, b.date, category, b.label);
  }
  const beyond = booked - estimated;
  if (beyond > 0n)
    push(
      null,
      source,
      null,
      "expense",
      "anticipated",
      beyond,
      null,
      category,
      "Booked beyond estimates",
    );
}
