import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { decimalsRefusalsOf } from "../currencies/currency-inputs";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { moneyInput } from "../money-input";
import { optionalOf, requiredCount } from "../number-inputs";
import { TICKETS_REFUSALS as R } from "./refusals";

/**
 * Ticket counts (issue 51, ADR 0031). Every report is kept as a row (when, tier, sold, comps,
 * gross, source), so a show's history stays; the show's current figure is the latest count of
 * each tier, summed. A count above capacity is allowed and flagged, never refused: a venue
 * that adds standing room or a promoter's typo both need to be seen.
 */

const COUNT_SOURCES = ["manual", "link", "import"] as const;
export type CountSource = (typeof COUNT_SOURCES)[number];

/** The tier a count with no tier named is for. */
export const DEFAULT_TIER = "General admission";
/** Tiers in one report: a show's scaling rarely has more than a dozen. */
export const MAX_TIERS = 50;
const MAX_TIER_LENGTH = 80;

const tierName = z
  .string()
  .trim()
  .max(MAX_TIER_LENGTH, { error: () => say(R.tierNameMax, { max: MAX_TIER_LENGTH }) })
  .transform((v) => v || DEFAULT_TIER);

/** One tier's figures as typed: sold and comps whole numbers, gross optional. */
const tierCountSchema = z
  .object({
    tier: tierName.default(DEFAULT_TIER),
    sold: requiredCount(R.sold),
    comps: requiredCount(R.comps).default(0),
    gross: optionalOf(moneyInput(R.gross, 3)).default(null),
  })
  .strict();

/** A report: today's figures per tier (the manager's form and the promoter's link alike). */
export const countReportSchema = z
  .object({
    tiers: z
      .array(tierCountSchema)
      .min(1, refusal(R.giveLeastTierS))
      .max(MAX_TIERS, { error: () => say(R.mostTiers, { max: MAX_TIERS }) })
      .refine(
        (tiers) => new Set(tiers.map((t) => t.tier.toLowerCase())).size === tiers.length,
        refusal(R.eachTierOnce),
      ),
  })
  .strict();
export type CountReportInput = z.input<typeof countReportSchema>;
export type CountReport = z.output<typeof countReportSchema>;

/**
 * A report's gross amounts with more decimals than the show's currency has, by field
 * (`tiers.2.gross`): the manager's form and the promoter's link are held to the same rule.
 */
export const grossRefusals = (report: CountReport, currency: CurrencyCode) =>
  decimalsRefusalsOf(
    Object.fromEntries(report.tiers.map((t, i) => [`tiers.${i}.gross`, t.gross])),
    currency,
  );

/** A stored count as the answers carry it. */
export interface TicketCount {
  id: string;
  tier: string;
  countedAt: string;
  sold: number;
  comps: number;
  gross: string | null;
  currency: string;
  source: CountSource;
  seller: string | null;
}

/** The show's figure now: each tier's latest count. */
export interface CurrentCount {
  sold: number;
  comps: number;
  /** Summed over the tiers whose latest count has a gross; null when none has. */
  gross: string | null;
  tiers: readonly TicketCount[];
  /** The latest count's time, or null when the show has none. */
  asOf: string | null;
}

const later = (a: TicketCount, b: TicketCount) =>
  a.countedAt > b.countedAt || (a.countedAt === b.countedAt && a.id > b.id);

/** Thousandths as stored money text: "12.50", or "12.345" for a currency with thousandths. */
export const milliText = (milli: number) =>
  milli % 10 === 0 ? (milli / 1000).toFixed(2) : (milli / 1000).toFixed(3);

/**
 * Each tier's latest count (tiers compared without case), summed. Gross is summed only when
 * every tier's latest gross is in one currency (`currency`, the show's, when given): a deal
 * moved from euros to dollars leaves its euro counts out of a dollar figure, unknown rather
 * than wrong.
 */
export function currentCount(counts: readonly TicketCount[], currency?: string): CurrentCount {
  const latest = new Map<string, TicketCount>();
  for (const c of counts) {
    const key = c.tier.toLowerCase();
    const seen = latest.get(key);
    if (!seen || later(c, seen)) latest.set(key, c);
  }
  const tiers = [...latest.values()].sort((a, b) => a.tier.localeCompare(b.tier));
  let milli = 0;
  let anyGross = false;
  let oneCurrency = true;
  const grossCurrency = currency ?? tiers.find((t) => t.gross !== null)?.currency;
  for (const t of tiers) {
    if (t.gross === null) continue;
    anyGross = true;
    oneCurrency &&= t.currency === grossCurrency;
    milli += Math.round(Number(t.gross) * 1000);
  }
  return {
    sold: tiers.reduce((n, t) => n + t.sold, 0),
    comps: tiers.reduce((n, t) => n + t.comps, 0),
    gross: anyGross && oneCurrency ? milliText(milli) : null,
    tiers,
    asOf: tiers.reduce<string | null>(
      (m, t) => (m === null || t.countedAt > m ? t.countedAt : m),
      null,
    ),
  };
}

/** Sold over capacity: allowed, and said. Null capacity: not known, never over. */
export const isOverCapacity = (sold: number, capacity: number | null) =>
  capacity !== null && sold > capacity;

/** Sold out: every place taken (comps are places too). */
export const isSoldOut = (sold: number, comps: number, capacity: number | null) =>
  capacity !== null && capacity > 0 && sold + comps >= capacity;
