import type { CampaignStatus } from "../campaigns";
import { toBasisPoints } from "../finance-math";
import {
  DEALS_CATEGORY,
  type FinancialType,
  LODGING_CATEGORY,
  TRAVEL_CATEGORY,
} from "../financials";
import type { Money } from "../money";
import { payoutDeductions, type SettlementTerms } from "../settlement-terms";
import { bigCents, bigShareOf, sumCents } from "./cents";
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
  }[];
  rows: readonly {
    id: string;
    type: FinancialType;
    category: string;
    amountAnticipated: Money;
    amountActual: Money | null;
    isFinalized: boolean;
  }[];
  /** Each deal with its settlement terms: commissions and withholding come off its payout. */
  deals: readonly (SettlementTerms & {
    id: string;
    showId: string;
    projectedPayout: Money;
    isSettled: boolean;
    finalPayout: Money | null;
    settledOn: string | null;
  })[];
  /** Per show: Σ (in − out − comps) × price, and the venue's merch split percent. */
  merch: readonly { showId: string; gross: Money; venueSplitPercent: string | null }[];
  travelLegs: readonly { id: string; label: string; cost: Money; date: string | null }[];
  lodgings: readonly { id: string; label: string; cost: Money; date: string | null }[];
  campaigns: readonly {
    id: string;
    title: string;
    budget: Money;
    status: CampaignStatus;
    date: string | null;
  }[];
  provisions: readonly {
    id: string;
    showId: string;
    description: string;
    estimatedValue: Money;
    isProvidedByVenue: boolean;
    isFulfilled: boolean;
  }[];
}

/** What the artist keeps of a show's merch gross once the venue takes its split. */
export const artistMerchCents = (gross: Money, venueSplitPercent: string | null) => {
  const g = bigCents(gross);
  return g - bigShareOf(g, toBasisPoints(venueSplitPercent));
};

/**
 * Every line of a tour's ledger (ADR 0015), in source order. A zero amount makes no line,
 * except a settled one: a show settled at $0 (a loss on a % of net deal) closes its plan.
 */
export function buildLedger(src: LedgerSources): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const shows = new Map(src.shows.map((s) => [s.id, s]));
  const push = (l: Omit<LedgerLine, "tourId">) => {
    if (l.cents !== 0n || l.state === "settled") lines.push({ tourId: src.tourId, ...l });
  };
  const venue = (showId: string) => shows.get(showId)?.venueName ?? "Unknown Venue";
  const dateOf = (showId: string) => shows.get(showId)?.date ?? null;

  for (const d of src.deals) {
    const at = { showId: d.showId, sourceId: d.id, direction: "income" as const };
    const base = { ...at, category: DEALS_CATEGORY };
    const show = shows.get(d.showId);
    const showCosts =
      bigCents(show?.estimatedTravelCost) + bigCents(show?.estimatedAccommodationCost);
    const projected = bigCents(d.projectedPayout);
    const planDate = dateOf(d.showId);
    push({
      ...base,
      source: "deal",
      state: "anticipated",
      cents: projected,
      date: planDate,
      label: `${venue(d.showId)}: projected payout`,
    });
    deductions(d, projected, showCosts, "anticipated", planDate, push, venue(d.showId));
    if (d.isSettled) {
      const final = bigCents(d.finalPayout);
      const settledDate = d.settledOn ?? planDate;
      push({
        ...base,
        source: "settlement",
        state: "settled",
        cents: final,
        date: settledDate,
        label: `${venue(d.showId)}: final payout`,
      });
      deductions(d, final, showCosts, "settled", settledDate, push, venue(d.showId));
    }
  }
  for (const m of src.merch)
    push({
      showId: m.showId,
      source: "merch",
      sourceId: m.showId,
      direction: "income",
      state: "actual",
      cents: artistMerchCents(m.gross, m.venueSplitPercent),
      date: dateOf(m.showId),
      category: MERCH_CATEGORY,
      label: `${venue(m.showId)}: merch`,
    });
  for (const r of src.rows) {
    const base = {
      showId: null,
      source: "row" as const,
      sourceId: r.id,
      date: null,
      direction: r.type === "revenue" ? ("income" as const) : ("expense" as const),
      category: r.category,
      label: r.category,
    };
    push({ ...base, state: "anticipated", cents: bigCents(r.amountAnticipated) });
    if (r.isFinalized) push({ ...base, state: "settled", cents: bigCents(r.amountActual) });
  }
  itinerary(src, "travel", TRAVEL_CATEGORY, push);
  itinerary(src, "lodging", LODGING_CATEGORY, push);
  for (const c of src.campaigns) {
    const base = {
      showId: null,
      source: "campaign" as const,
      sourceId: c.id,
      direction: "expense" as const,
      cents: bigCents(c.budget),
      date: c.date,
      category: CAMPAIGN_CATEGORY,
      label: c.title,
    };
    push({ ...base, state: "anticipated" });
    if (c.status === "completed") push({ ...base, state: "settled" });
  }
  for (const p of src.provisions.filter((x) => x.isProvidedByVenue))
    push({
      showId: p.showId,
      source: "rider",
      sourceId: p.id,
      direction: "saving",
      state: p.isFulfilled ? "actual" : "anticipated",
      cents: bigCents(p.estimatedValue),
      date: dateOf(p.showId),
      category: RIDER_CATEGORY,
      label: p.description,
    });
  return lines;
}

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
  push: (l: Omit<LedgerLine, "tourId">) => void,
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
    push({
      showId: deal.showId,
      source,
      sourceId: deal.id,
      direction: "expense",
      state,
      cents,
      date,
      category,
      label: `${venueName}: ${what}`,
    });
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
  push: (l: Omit<LedgerLine, "tourId">) => void,
) {
  const estimateOf = (s: LedgerSources["shows"][number]) =>
    bigCents(source === "travel" ? s.estimatedTravelCost : s.estimatedAccommodationCost);
  const bookings = source === "travel" ? src.travelLegs : src.lodgings;
  const base = { source, direction: "expense" as const, category };
  for (const s of src.shows)
    push({
      ...base,
      showId: s.id,
      sourceId: s.id,
      state: "anticipated",
      cents: estimateOf(s),
      date: s.date,
      label: `${s.venueName}: ${category.toLowerCase()} estimate`,
    });
  for (const b of bookings)
    push({
      ...base,
      showId: null,
      sourceId: b.id,
      state: "actual",
      cents: bigCents(b.cost),
      date: b.date,
      label: b.label,
    });
  const beyond =
    sumCents(bookings.map((b) => bigCents(b.cost))) - sumCents(src.shows.map(estimateOf));
  if (beyond > 0n)
    push({
      ...base,
      showId: null,
      sourceId: null,
      state: "anticipated",
      cents: beyond,
      date: null,
      label: "Booked beyond estimates",
    });
}
