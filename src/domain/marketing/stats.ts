import { isHidden, type Shown, sumShown } from "../hidden";
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
};

export interface CampaignSummary {
  total: number;
  active: number;
  launched: number;
  viral: number;
  /** Mean engagement rate over all campaigns, in percent; 0 when there are none (docs/product.md §8.4). */
  averageEngagement: number;
  totalBudget: Shown<Money>;
  totalReach: number;
  totalTargetReach: number;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** The Overview's figures, all from one pass of rules (docs/product.md §8.4). */
export function summarizeCampaigns(campaigns: readonly Figures[]): CampaignSummary {
  return {
    total: campaigns.length,
    active: campaigns.filter((c) => c.status === "active").length,
    launched: campaigns.filter(isLaunched).length,
    viral: campaigns.filter(isViral).length,
    averageEngagement: mean(campaigns.map((c) => c.engagementRate)),
    totalBudget: sumShown(campaigns.map((c) => c.budget)),
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
  budget: Shown<Money>;
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
    return [
      {
        platform,
        campaigns: mine.length,
        reach: summary.totalReach,
        targetReach: summary.totalTargetReach,
        averageEngagement: summary.averageEngagement,
        budget: summary.totalBudget,
        costPerThousand: costPerThousand(summary.totalBudget, summary.totalReach),
      },
    ];
  });
}

const calendarDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

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
