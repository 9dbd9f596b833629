import type { CurrencyCode } from "../currencies/currency";
import type { CurrencyAmount } from "../currencies/currency-amounts";
import { formatMonth } from "../date-time";
import type { Shown } from "../hidden";
import type { Money } from "../money";
import type { Campaign } from "./campaigns";
import { budgetsByCurrency } from "./stats";

type PartnerSource = Pick<Campaign, "partnerName" | "actualReach"> & {
  budget: Shown<Money>;
  currency?: CurrencyCode;
};

export interface PartnerFigures {
  name: string;
  campaigns: number;
  /** Per currency (issue 41). */
  totalBudget: Shown<CurrencyAmount[]>;
  totalReach: number;
}

/**
 * The partners named on campaigns. Names are matched ignoring case and surrounding spaces,
 * since "Neon Finch" and "neon finch " are the same agency typed twice; the first spelling
 * seen is shown. Largest reach first, then by name.
 */
export function summarizePartners(campaigns: readonly PartnerSource[]): PartnerFigures[] {
  const groups = new Map<string, { name: string; rows: PartnerSource[] }>();
  for (const c of campaigns) {
    const name = c.partnerName?.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase("en-US");
    const group = groups.get(key) ?? { name, rows: [] };
    group.rows.push(c);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ name, rows }) => ({
      name,
      campaigns: rows.length,
      totalBudget: budgetsByCurrency(rows),
      totalReach: rows.reduce((sum, r) => sum + r.actualReach, 0),
    }))
    .sort((a, b) => b.totalReach - a.totalReach || a.name.localeCompare(b.name, "en-US"));
}

type TimelineSource = Pick<Campaign, "startDate" | "createdAt" | "actualReach">;

export interface MonthFigures {
  /** "2026-05" */
  month: string;
  /** "May 2026" */
  label: string;
  campaigns: number;
  reach: number;
}

/** Beyond this span, empty months are left out rather than drawn as a long flat line. */
const MAX_FILLED_MONTHS = 36;

const monthLabel = (key: string) => formatMonth(key);

const nextMonth = (key: string) => {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};

/**
 * Campaigns per month, by the month a campaign starts (or, without a start date, the month
 * it was created, in UTC). Months in between with no campaign are included as zeroes so the
 * chart's time axis is even.
 */
export function campaignsOverTime(campaigns: readonly TimelineSource[]): MonthFigures[] {
  const byMonth = new Map<string, { campaigns: number; reach: number }>();
  for (const c of campaigns) {
    const key = (c.startDate ?? c.createdAt).slice(0, 7);
    const entry = byMonth.get(key) ?? { campaigns: 0, reach: 0 };
    entry.campaigns += 1;
    entry.reach += c.actualReach;
    byMonth.set(key, entry);
  }
  const keys = [...byMonth.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (!first || !last) return [];
  let months = keys;
  const filled: string[] = [];
  for (let k = first; k <= last && filled.length <= MAX_FILLED_MONTHS; k = nextMonth(k)) {
    filled.push(k);
  }
  if (filled.length <= MAX_FILLED_MONTHS) months = filled;
  return months.map((month) => ({
    month,
    label: monthLabel(month),
    ...(byMonth.get(month) ?? { campaigns: 0, reach: 0 }),
  }));
}
