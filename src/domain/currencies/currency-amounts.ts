import { bigCents, moneyOf } from "../finances/ledger/cents";
import type { Money } from "../money";
import { type CurrencyCode, formatHomeWhole, formatStoredIn } from "./currency";

/**
 * Amounts of several currencies side by side (issue 41): a merch gross or a campaign budget
 * over products or campaigns with different price lists. Pounds are never added to dollars;
 * a total across currencies is one amount per currency, until a page converts each line at
 * its own rate (the Finances page does, through the ledger).
 */
export interface CurrencyAmount {
  currency: CurrencyCode;
  amount: Money;
}

/** Σ per currency, exact (hundredths, as stored); one entry per currency, by code. */
export function sumByCurrency(items: readonly CurrencyAmount[]): CurrencyAmount[] {
  const sums = new Map<CurrencyCode, bigint>();
  for (const { currency, amount } of items)
    sums.set(currency, (sums.get(currency) ?? 0n) + bigCents(amount));
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, cents]) => ({ currency, amount: moneyOf(cents) }));
}

/**
 * "$1,200.00 + £300.00", or in whole units for a total ("$1,200 + £300", docs/product.md
 * §16.1); `none` when there is nothing.
 */
export const formatByCurrency = (
  amounts: readonly CurrencyAmount[],
  none: string,
  { whole = false } = {},
) =>
  // An answer saved offline before currencies held one amount, not a list: shown as none
  // rather than failing the page (it is refetched on the next connection).
  !Array.isArray(amounts) || amounts.length === 0
    ? none
    : amounts
        .map((a) =>
          whole ? formatHomeWhole(a.amount, a.currency) : formatStoredIn(a.amount, a.currency),
        )
        .join(" + ");
