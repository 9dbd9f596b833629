import { type CurrencyCode, minorToStored, minorUnitsOf } from "../currencies/currency";
import type { CurrencyTotals } from "./answers";

/** Amounts per currency as stored or as the database sums them ("123.450": three decimals). */
interface Sum {
  currency: CurrencyCode;
  total: string;
  paid: string;
}

/**
 * An amount's or a SUM's text in minor units of `code`. Not storedToMinor: a sum of lines
 * passes the column's 12 whole digits (two lines of 999,999,999,999), and a total must still
 * be exact. The digits past the currency's own are zeros by construction (each line was
 * refused otherwise); amounts are never negative.
 */
function minor(text: string, code: CurrencyCode): bigint {
  const [whole = "0", frac = ""] = text.trim().split(".");
  const digits = minorUnitsOf(code);
  return BigInt((whole || "0") + frac.padEnd(digits, "0").slice(0, digits));
}

/**
 * What lines come to per currency (sorted by code): in all, paid, still owed. Never summed
 * across currencies: a person paid in pounds and in euros reads two totals. Exact: minor units.
 */
export function totalsOf(sums: readonly Sum[]): CurrencyTotals[] {
  const by = new Map<CurrencyCode, { total: bigint; paid: bigint }>();
  for (const s of sums) {
    const t = by.get(s.currency) ?? { total: 0n, paid: 0n };
    t.total += minor(s.total, s.currency);
    t.paid += minor(s.paid, s.currency);
    by.set(s.currency, t);
  }
  return [...by.keys()].sort().map((currency) => {
    const { total, paid } = by.get(currency)!;
    const text = (m: bigint) => minorToStored(m, currency);
    return { currency, total: text(total), paid: text(paid), owed: text(total - paid) };
  });
}

/** The same, from the lines themselves. */
export const currencyTotals = (
  lines: readonly { amount: string; currency: CurrencyCode; paidAt: unknown }[],
) =>
  totalsOf(
    lines.map((l) => ({ currency: l.currency, total: l.amount, paid: l.paidAt ? l.amount : "0" })),
  );
