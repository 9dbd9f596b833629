import {
  type CurrencyCode,
  minorToStored,
  storedToMinor,
  twoDecimalsWhenExact,
} from "@/domain/currencies/currency";
import type { CurrencyTotals } from "@/domain/party/answers";

/** Sums as the database gives them (numeric text, three decimals), per currency. */
interface Sum {
  currency: CurrencyCode;
  total: string;
  paid: string;
}

/** Per currency, never summed across: total, paid and what is still owed, exact. */
export function totalsByCurrency(sums: readonly Sum[]): CurrencyTotals[] {
  const by = new Map<CurrencyCode, { total: bigint; paid: bigint }>();
  for (const s of sums) {
    const t = by.get(s.currency) ?? { total: 0n, paid: 0n };
    t.total += storedToMinor(twoDecimalsWhenExact(s.total), s.currency);
    t.paid += storedToMinor(twoDecimalsWhenExact(s.paid), s.currency);
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
