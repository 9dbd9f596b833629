import { toCents } from "./money";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** USD with no decimals (docs/product.md §16.1): "$12,346". Accepts cents-exact decimal strings. */
export function formatUsd(amount: string | number | null | undefined): string {
  return usd.format(Math.round(toCents(amount) / 100));
}

const usdCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * USD to the cent, for unit prices where cents matter (a $25.50 tee): "$1,234.50", "-$2.50".
 * Totals follow the spec's no-decimals rule (formatUsd).
 */
export function formatUsdCents(amount: string | number | null | undefined): string {
  return usdCents.format(toCents(amount) / 100);
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** Counts at or above 1,000 use K with one decimal (docs/product.md §16.2): 999 → "999", 1500 → "1.5K". */
export function formatCount(n: number): string {
  if (Math.abs(n) < 1000) return String(n);
  return `${oneDecimal(n / 1000)}K`;
}

/**
 * Campaign reach (docs/product.md §16.2): K from 1,000 and M from 1,000,000, one decimal.
 * A value that would round to "1000.0K" is shown as "1.0M" instead.
 */
export function formatReach(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1_000_000 || Number(oneDecimal(abs / 1000)) >= 1000)
    return `${oneDecimal(n / 1_000_000)}M`;
  if (abs >= 1000) return `${oneDecimal(n / 1000)}K`;
  return String(n);
}

const exact = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * A count written out in full with thousands separators: 1050 → "1,050". The K/M rule is
 * for the spec's headline figures (stat cards); tables, capacities and fields show this.
 */
export function formatExact(n: number): string {
  return exact.format(n);
}
