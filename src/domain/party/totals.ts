import { type CurrencyCode, minorToStored, storedToMinor } from "../currencies/currency";
import type { CurrencyTotals } from "./answers";

/**
 * What lines come to per currency (sorted by code): in all, paid, still owed. Never summed
 * across currencies: a person paid in pounds and in euros reads two totals.
 */
export function currencyTotals(
  lines: readonly { amount: string; currency: CurrencyCode; paidAt: unknown }[],
): CurrencyTotals[] {
  const sums = new Map<CurrencyCode, { total: bigint; paid: bigint }>();
  for (const l of lines) {
    const sum = sums.get(l.currency) ?? { total: 0n, paid: 0n };
    const minor = storedToMinor(l.amount, l.currency);
    sum.total += minor;
    if (l.paidAt) sum.paid += minor;
    sums.set(l.currency, sum);
  }
  return [...sums.keys()].sort().map((currency) => {
    const { total, paid } = sums.get(currency)!;
    const text = (m: bigint) => minorToStored(m, currency);
    return { currency, total: text(total), paid: text(paid), owed: text(total - paid) };
  });
}
