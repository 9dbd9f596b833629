import { type Money, toCents } from "../money";

/**
 * The money maths of a tour, in integer cents. Shares are percentages with two decimals,
 * read as hundredths of a percent ("75.50" → 7550), so a share of an amount is an exact
 * integer product rounded once, half up, to the cent. BigInt keeps the product exact even
 * at the column's limit (999,999,999,999.99 × 10,000 is past 2^53).
 */

/** "75.5" → 7550 hundredths of a percent. */
export const toBasisPoints = (percent: string | number | null | undefined) => toCents(percent);

/**
 * share% of an amount in cents, rounded half up to the cent, or to `unit` cents (100: a
 * whole yen, for a currency without minor unit). Non-negative inputs.
 */
export function shareOf(cents: number, basisPoints: number, unit = 1): number {
  const product = BigInt(cents) * BigInt(basisPoints);
  const step = 10000n * BigInt(unit);
  return Number(((product + step / 2n) / step) * BigInt(unit));
}

/** What an expected count of tickets at a price grosses, in cents. */
export function grossOf(ticketPrice: Money | null, tickets: number | null): number {
  return toCents(ticketPrice) * (tickets ?? 0);
}

/**
 * Margin percent = profit / revenue (docs/product.md §5.8), one decimal; null when there is no revenue,
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

/** One category of a breakdown: its amount and its whole percent of the side. */
export interface CategoryShare {
  category: string;
  amount: Money;
  percent: number;
}
