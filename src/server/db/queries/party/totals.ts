import { type CurrencyCode, minorToStored, minorUnitsOf } from "@/domain/currencies/currency";
import type { CurrencyTotals } from "@/domain/party/answers";

/** Sums as the database gives them (numeric text, three decimals), per currency. */
interface Sum {
  currency: CurrencyCode;
  total: string;
  paid: string;
}

/**
 * A SUM's text in minor units of `code`. Not storedToMinor: a sum of lines passes the
 * column's 12 whole digits (two lines of 999,999,999,999), and a total must still be exact.
 * The digits past the currency's own are zeros by construction (each line was refused
 * otherwise); amounts are never negative.
 */
function sumToMinor(text: string, code: CurrencyCode): bigint {
  const [whole = "0", frac = ""] = text.trim().split(".");
  const digits = minorUnitsOf(code);
  return BigInt((whole || "0") + frac.padEnd(digits, "0").slice(0, digits));
}

/** Per currency, never summed across: total, paid and what is still owed, exact. */
export function totalsByCurrency(sums: readonly Sum[]): CurrencyTotals[] {
  const by = new Map<CurrencyCode, { total: bigint; paid: bigint }>();
  for (const s of sums) {
    const t = by.get(s.currency) ?? { total: 0n, paid: 0n };
    t.total += sumToMinor(s.total, s.currency);
    t.paid += sumToMinor(s.paid, s.currency);
    by.set(s.currency, t);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({
      currency,
      total: minorToStored(t.total, currency),
      paid: minorToStored(t.paid, currency),
      owed: minorToStored(t.total - t.paid, currency),
    }));
}
