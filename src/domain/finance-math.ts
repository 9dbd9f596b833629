import { fromCents, type Money, toCents } from "./money";

/**
 * The money maths of a tour, in integer cents. Shares are percentages with two decimals,
 * read as hundredths of a percent ("75.50" → 7550), so a share of an amount is an exact
 * integer product rounded once, half up, to the cent. BigInt keeps the product exact even
 * at the column's limit (999,999,999,999.99 × 10,000 is past 2^53).
 */

/** "75.5" → 7550 hundredths of a percent. */
export const toBasisPoints = (percent: string | number | null | undefined) => toCents(percent);

/** share% of an amount in cents, rounded half up to the cent. Non-negative inputs. */
export function shareOf(cents: number, basisPoints: number): number {
  const product = BigInt(cents) * BigInt(basisPoints);
  return Number((product + 5000n) / 10000n);
}

/** What an expected count of tickets at a price grosses, in cents. */
export function grossOf(ticketPrice: Money | null, tickets: number | null): number {
  return toCents(ticketPrice) * (tickets ?? 0);
}

/**
 * Margin percent = profit / revenue (spec §9), one decimal; null when there is no revenue,
 * so the screen shows '—' instead of NaN or Infinity.
 */
export function marginPercent(profitCents: number, revenueCents: number): number | null {
  if (revenueCents === 0) return null;
  return Math.round((profitCents / revenueCents) * 1000) / 10;
}

/**
 * Whole percentages of each part of a total that add up to exactly 100 (largest remainder):
 * rounding each part alone can give 99 or 101. Parts must be ≥ 0; an all-zero total gives 0s.
 */
export function percentagesOf(parts: readonly number[]): number[] {
  const total = parts.reduce((a, b) => a + b, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

export interface CategoryAmount {
  category: string;
  amount: Money;
}

export interface CategoryShare extends CategoryAmount {
  percent: number;
}

/** Sums amounts per category (exact), largest first, with percentages adding to 100. */
export function breakdown(rows: readonly CategoryAmount[]): CategoryShare[] {
  const byCategory = new Map<string, number>();
  for (const r of rows)
    byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + toCents(r.amount));
  const entries = [...byCategory.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const percents = percentagesOf(entries.map(([, cents]) => Math.max(0, cents)));
  return entries.map(([category, cents], i) => ({
    category,
    amount: fromCents(cents),
    percent: percents[i]!,
  }));
}
