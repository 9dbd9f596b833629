import {
  type CurrencyCode,
  storedScaleOf,
  storedUnits,
  unitsText,
} from "../../currencies/currency";
import type { CampaignStatus } from "../../marketing/campaigns";
import type { Money } from "../../money";
import type { RoadLine } from "../../tours/routing/road-costs";
import { ROAD_CATEGORY } from "../../tours/routing/road-lines";
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
  dealTypedRates,
  homeCents,
  type LedgerConversion,
  rateOfLine,
  showCostsInDeal,
  type TypedRate,
} from "./convert";
import type { LineFacts } from "./line-words";
import {
  CAMPAIGN_CATEGORY,
  COMMISSIONS_CATEGORY,
  type LedgerLine,
  type LedgerSource,
  MERCH_CATEGORY,
  RIDER_CATEGORY,
  WITHHOLDING_CATEGORY,
} from "./lines";
import { type PartySources, pushPartyLines } from "./party-lines";

/** The source records of one tour, as the server reads them (money as text). */
export interface LedgerSources extends PartySources {
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
    /** A rate typed on the deal, and the one its settlement was paid at (1 currency = rate rateTo). */
    rate?: string | null;
    rateTo?: CurrencyCode | null;
    settlementRate?: string | null;
    settlementRateTo?: CurrencyCode | null;
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
  /** Issue 41: a booking's cost is in its own currency (the home one when left out). */
  travelLegs: readonly Booking[];
  lodgings: readonly Booking[];
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
    /** Issue 41: the estimate's currency (the home one when left out). */
    currency?: CurrencyCode;
  }[];
  /** The route's road lines when the tour's manager put the road in the budget (issue 40). */
  road?: readonly RoadLine[];
}

/** A travel leg or hotel stay as the ledger reads it. */
interface Booking {
  id: string;
  label: string;
  cost: Money;
  date: string | null;
  currency?: CurrencyCode;
}

export { homeCents, type LedgerConversion } from "./convert";

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
  const push: Push = (
    showId,
    source,
    sourceId,
    direction,
    state,
    cents,
    date,
    category,
    label,
    facts = null,
  ) => {
    if (cents === 0n && state !== "settled") return 0n;
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
      facts,
    });
    return cents;
  };
  const venue = (showId: string) => shows.get(showId)?.venueName ?? UNKNOWN_VENUE;
  const dateOf = (showId: string) => shows.get(showId)?.date ?? null;

  const isForeign = (currency: CurrencyCode | undefined): currency is CurrencyCode =>
    conversion !== undefined && currency !== undefined && currency !== conversion.home;
  /**
   * A source's stored amount as the push of its currency takes it: hundredths, but
   * thousandths for a currency with three decimals (a row's "12.345" KWD is 12345n).
   */
  const unitsIn = (currency: CurrencyCode | undefined) =>
    isForeign(currency) ? (m: Money | null) => storedUnits(m ?? "0", currency) : bigCents;
  /**
   * The push of a source record's lines in `currency` (issue 41), taking amounts at
   * `storedScaleOf(currency)` (read them with unitsIn): as is in the home currency;
   * in another, each line converted by the rate typed on the record (while it is to the home
   * currency), else the workspace's rate on the line's own date (RateBook), else left at 0
   * and kept with its amount as entered, so the totals can say what they leave out. Every
   * source that has a currency goes through here: one conversion, one rounding (homeCents).
   */
  const pushIn = (currency: CurrencyCode | undefined, ...typed: TypedRate[]): Push => {
    if (!conversion || !isForeign(currency)) return push;
    const scale = storedScaleOf(currency);
    return (
      showId,
      source,
      sourceId,
      direction,
      state,
      cents,
      date,
      category,
      label,
      facts = null,
    ) => {
      if (cents === 0n && state !== "settled") return 0n;
      const rate = rateOfLine(currency, conversion, date, ...typed);
      const home = rate ? homeCents(cents, conversion.home, rate.fraction, scale) : 0n;
      lines.push({
        tourId: src.tourId,
        showId,
        source,
        sourceId,
        direction,
        state,
        cents: home,
        date,
        category,
        label,
        foreign: { currency, amount: unitsText(cents, currency), rate: rate?.used ?? null },
        facts,
      });
      return home;
    };
  };

  const withDeal = new Set<string>();
  for (const d of src.deals) {
    withDeal.add(d.showId);
    const show = shows.get(d.showId);
    const homeCosts =
      bigCents(show?.estimatedTravelCost) + bigCents(show?.estimatedAccommodationCost);
    const projected = bigCents(d.projectedPayout);
    const planDate = dateOf(d.showId);
    const settledDate = d.settledOn ?? planDate;
    const name = venue(d.showId);
    // The plan at the deal's typed rate; what was paid at the settlement's, else the deal's.
    const typed = dealTypedRates(d, planDate, settledDate);
    const add = pushIn(d.currency, ...typed.plan);
    const addSettled = pushIn(d.currency, ...typed.settled);
    // Issue 41: a commission of net is of the payout less the show's costs in the deal's
    // currency, converted at the rate its payout is converted at.
    const costsOn = (date: string | null, rates: readonly TypedRate[]): NetOf => ({
      cents: showCostsInDeal(homeCosts, d.currency, date, conversion, ...rates),
      homeCents: homeCosts,
      home: conversion?.home,
      missing: (line) => lines.push({ ...line, tourId: src.tourId }),
    });
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
      deductions(d, projected, costsOn(planDate, typed.plan), "anticipated", planDate, add, name);
    }
    if (d.isSettled) {
      const final = bigCents(d.finalPayout);
      addSettled(
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
      deductions(
        d,
        final,
        costsOn(settledDate, typed.settled),
        "settled",
        settledDate,
        addSettled,
        name,
      );
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
    const units = unitsIn(r.currency);
    const at = [null, "row", r.id, direction] as const;
    const date = r.date ?? null;
    const label = r.description || r.category;
    add(...at, "anticipated", units(r.amountAnticipated), date, r.category, label);
    if (r.isFinalized) add(...at, "settled", units(r.amountActual), date, r.category, label);
  }
  itinerary(src, "travel", TRAVEL_CATEGORY, push, pushIn);
  itinerary(src, "lodging", LODGING_CATEGORY, push, pushIn);
  for (const c of src.campaigns) {
    const cents = bigCents(c.budget);
    const at = [null, "campaign", c.id, "expense"] as const;
    const add = pushIn(c.currency);
    add(...at, "anticipated", cents, c.date, CAMPAIGN_CATEGORY, c.title);
    if (c.status === "completed") add(...at, "settled", cents, c.date, CAMPAIGN_CATEGORY, c.title);
  }
  for (const p of src.provisions) {
    if (!p.isProvidedByVenue) continue;
    pushIn(p.currency)(
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
  pushPartyLines(src, pushIn, unitsIn);
  return lines;
}

/**
 * Adds one line (none for a zero amount, unless settled), in LedgerLine's field order, and
 * answers the home cents it added (0 for no line, or for a line left out for want of a rate).
 */
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
  /** What the line is, for the lines the app names itself (party-lines.ts). */
  facts?: LineFacts | null,
) => bigint;

/**
 * What a commission of net is net of: the show's costs in the deal's currency (null: no rate
 * converts them), and how to list a commission that therefore cannot be worked out.
 */
interface NetOf {
  cents: bigint | null;
  homeCents: bigint;
  home: CurrencyCode | undefined;
  missing: (line: Omit<LedgerLine, "tourId">) => void;
}

/**
 * The commissions and withholding of one payout: expense lines of the deal's show, with the
 * deal as their source record, so the settlement that closes the deal's plan closes them too
 * (a plan from the projection, the settled amounts from the final payout). None is a line at
 * 0: the settlement line alone closes the plan. A commission of net on a deal in another
 * currency whose show costs no rate converts is left out, listed as a line with no rate
 * (its amount as entered: the costs it could not take off, in the home currency).
 */
function deductions(
  deal: LedgerSources["deals"][number],
  payout: bigint,
  netOf: NetOf,
  state: "anticipated" | "settled",
  date: string | null,
  push: Push,
  venueName: string,
) {
  const d = payoutDeductions(deal, payout, netOf.cents);
  const parts = [
    ["commission", COMMISSIONS_CATEGORY, d.agentCommission, "agent commission"],
    ["commission", COMMISSIONS_CATEGORY, d.managerCommission, "manager commission"],
    ["withholding", WITHHOLDING_CATEGORY, d.withholding, "withholding tax"],
  ] as const;
  for (const [source, category, cents, what] of parts) {
    if (cents === null) {
      netOf.missing({
        showId: deal.showId,
        source,
        sourceId: deal.id,
        direction: "expense",
        state,
        cents: 0n,
        date,
        category,
        label: `${venueName}: ${what} of net (the show's travel & lodging have no rate to ${deal.currency})`,
        foreign: {
          currency: netOf.home ?? deal.currency ?? "USD",
          amount: moneyOf(netOf.homeCents),
          rate: null,
          rateFor: deal.currency,
        },
        facts: null,
      });
      continue;
    }
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
 * Bookings are in their own currency (issue 41): the difference compares home cents, so a
 * booking with no rate counts 0 there, and is listed with the lines left out.
 */
function itinerary(
  src: LedgerSources,
  source: Extract<LedgerSource, "travel" | "lodging">,
  category: string,
  push: Push,
  pushIn: (currency: CurrencyCode | undefined) => Push,
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
    const add = pushIn(b.currency);
    booked += add(
      null,
      source,
      b.id,
      "expense",
      "actual",
      bigCents(b.cost),
      b.date,
      category,
      b.label,
    );
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
