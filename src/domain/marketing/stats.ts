import { type CurrencyCode, DEFAULT_HOME_CURRENCY } from "../currencies/currency";
import { type CurrencyAmount, sumByCurrency } from "../currencies/currency-amounts";
import { formatCalendarDate } from "../date-time";
import { HIDDEN, isHidden, type Shown, sumShown } from "../hidden";
import { fromCents, type Money, toCents } from "../money";
import type { Campaign, CampaignStatus } from "./campaigns";
import { CAMPAIGN_PLATFORMS } from "./campaigns";

/** docs/product.md §8.4: a campaign is viral content when its actual reach is over 100,000. */
export const VIRAL_REACH_THRESHOLD = 100_000;

export const isViral = (c: Pick<Campaign, "actualReach">) => c.actualReach > VIRAL_REACH_THRESHOLD;

/** Statuses that count as launched on the dashboard's Marketing Campaign progress bar. */
const LAUNCHED: ReadonlySet<CampaignStatus> = new Set(["active", "completed"]);
const isLaunched = (c: Pick<Campaign, "status">) => LAUNCHED.has(c.status);

/** A campaign's figures; its budget is hidden from artists (reader-shape.ts). */
type Figures = Pick<Campaign, "actualReach" | "targetReach" | "engagementRate" | "status"> & {
  budget: Shown<Money>;
  /** Issue 41: the budget's currency (USD for an answer saved before currencies). */
  currency?: CurrencyCode;
};

const currencyOf = (c: { currency?: CurrencyCode }) => c.currency ?? DEFAULT_HOME_CURRENCY;

/**
 * Budgets added up per currency (issue 41): a UK campaign's pounds are never added to a US
 * one's dollars. Hidden when the reader may not see a budget.
 */
export function budgetsByCurrency(
  campaigns: readonly { budget: Shown<Money>; currency?: CurrencyCode }[],
): Shown<CurrencyAmount[]> {
  const amounts: CurrencyAmount[] = [];
  for (const c of campaigns) {
    if (isHidden(c.budget)) return HIDDEN;
    amounts.push({ currency: currencyOf(c), amount: c.budget });
  }
  return sumByCurrency(amounts);
}

export interface CampaignSummary {
  total: number;
  active: number;
  launched: number;
  viral: number;
  /** Mean engagement rate over all campaigns, in percent; 0 when there are none (docs/product.md §8.4). */
  averageEngagement: number;
  /** Per currency (issue 41). */
  totalBudget: Shown<CurrencyAmount[]>;
  totalReach: number;
  totalTargetReach: number;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The Overview's figures, all from one pass of rules (docs/product.md §8.4). `seesBudgets`:
 * whether the reader's role sees money. With no campaign there is no hidden marker to read
 * the answer's shape from, and an artist read "Total Budget £0 across 0 campaigns".
 */
export function summarizeCampaigns(
  campaigns: readonly Figures[],
  seesBudgets = true,
): CampaignSummary {
  return {
    total: campaigns.length,
    active: campaigns.filter((c) => c.status === "active").length,
    launched: campaigns.filter(isLaunched).length,
    viral: campaigns.filter(isViral).length,
    averageEngagement: mean(campaigns.map((c) => c.engagementRate)),
    totalBudget: seesBudgets ? budgetsByCurrency(campaigns) : HIDDEN,
    totalReach: campaigns.reduce((sum, c) => sum + c.actualReach, 0),
    totalTargetReach: campaigns.reduce((sum, c) => sum + c.targetReach, 0),
  };
}

/** "4.5%": engagement is shown with one decimal. */
export const formatEngagement = (rate: number) => `${(Math.round(rate * 10) / 10).toFixed(1)}%`;

/**
 * Budget spent per 1,000 people reached (the advertising CPM), to the cent. Null when
 * nobody was reached: there is no honest figure for that, and infinity helps no one.
 */
export function costPerThousand(budget: Shown<Money>, reach: number): Shown<Money | null> {
  if (isHidden(budget)) return budget;
  if (reach <= 0) return null;
  return fromCents(Math.round((toCents(budget) * 1000) / reach));
}

/**
 * Share of the target reach achieved, as a percentage; 0 when there is no target. Not capped:
 * a campaign that beat its target says by how much (229 %); only a bar caps it visually.
 */
export function reachProgress(c: Pick<Campaign, "actualReach" | "targetReach">): number {
  if (c.targetReach <= 0) return 0;
  return (c.actualReach / c.targetReach) * 100;
}

/** The figure beside the bar: a whole percentage, e.g. "229%". */
export const formatReachProgress = (c: Pick<Campaign, "actualReach" | "targetReach">) =>
  `${Math.round(reachProgress(c))}%`;

export interface PlatformFigures {
  platform: Campaign["platform"];
  campaigns: number;
  reach: number;
  targetReach: number;
  averageEngagement: number;
  budget: Shown<CurrencyAmount[]>;
  /** The one currency of the platform's budgets; null when they are in several (issue 41). */
  currency: CurrencyCode | null;
  /** In `currency`; null with no reach, or with budgets in several currencies. */
  costPerThousand: Shown<Money | null>;
}

/** Reach, engagement and spend per platform, in the form's platform order; only platforms in use. */
export function platformBreakdown(
  campaigns: readonly (Figures & Pick<Campaign, "platform">)[],
): PlatformFigures[] {
  return CAMPAIGN_PLATFORMS.flatMap((platform) => {
    const mine = campaigns.filter((c) => c.platform === platform);
    if (mine.length === 0) return [];
    const summary = summarizeCampaigns(mine);
    const currencies = new Set(mine.map(currencyOf));
    const currency = currencies.size === 1 ? [...currencies][0]! : null;
    return [
      {
        platform,
        campaigns: mine.length,
        reach: summary.totalReach,
        targetReach: summary.totalTargetReach,
        averageEngagement: summary.averageEngagement,
        budget: summary.totalBudget,
        currency,
        // A cost per 1,000 is one currency's spend over the reach: none across currencies.
        costPerThousand:
          currency === null
            ? null
            : costPerThousand(sumShown(mine.map((c) => c.budget)), summary.totalReach),
      },
    ];
  });
}

const calendarDate = (iso: string) => formatCalendarDate(iso);

/**
 * A campaign's run as text. Dates are calendar dates, formatted in UTC so every viewer
 * sees the same day: "May 1, 2026 – May 31, 2026", "From May 1, 2026", "No dates set".
 */
export function formatCampaignDates(start: string | null, end: string | null): string {
  if (start && end) return `${calendarDate(start)} – ${calendarDate(end)}`;
  if (start) return `From ${calendarDate(start)}`;
  if (end) return `Until ${calendarDate(end)}`;
  return "No dates set";
}
