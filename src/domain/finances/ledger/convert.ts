import { type CurrencyCode, minorUnitsOf } from "../../currency";
import { convertScaled, type Fraction, type RateBook } from "../../exchange-rates";

/** How amounts in other currencies become home-currency figures (issue 41). */
export interface LedgerConversion {
  home: CurrencyCode;
  book: RateBook;
}

/**
 * A stored amount (hundredths of its currency: numeric(14,2) whatever the currency) in `to`
 * (the home currency, or a deal's for what a commission of net is net of), rounded once to
 * `to`'s minor unit, then as the ledger's hundredths (¥1,500 is 150000). The one rounding of
 * every conversion (docs/product.md §21.4); `to` has at most two decimals (canBeStored).
 */
export function homeCents(cents: bigint, to: CurrencyCode, rate: Fraction) {
  const digits = minorUnitsOf(to);
  return convertScaled(cents, 2, digits, rate) * 10n ** BigInt(2 - digits);
}

/**
 * Money that no rate converts: left out of a total, which says so (a show, its currency, its
 * day). showId null: a row of the tour's, not a show's.
 */
export interface UnconvertedShow {
  showId: string | null;
  currency: CurrencyCode;
  date: string | null;
}

/**
 * An amount of a show in `currency` (its deal's; the home one when left out) in the home
 * currency at the rate of the show's day, as the ledger converts a deal's line; null when no
 * rate converts it. Without a conversion every amount is taken as the home currency's.
 */
export function showCentsInHome(
  cents: bigint,
  currency: CurrencyCode | null | undefined,
  date: string | null,
  conversion: LedgerConversion | undefined,
): bigint | null {
  if (!conversion || !currency || currency === conversion.home || cents === 0n) return cents;
  const rate = conversion.book.find(currency, conversion.home, date);
  return rate ? homeCents(cents, conversion.home, rate.fraction) : null;
}

/**
 * What a commission "of net" is net of, in the deal's currency: the show's travel and lodging
 * estimates are home-currency amounts, converted home → deal at the rate of the show's day
 * (RateBook takes a rate typed the other way round as its exact inverse); null when no rate
 * converts them, so the commission cannot be worked out.
 */
export function showCostsInDeal(
  costsCents: bigint,
  dealCurrency: CurrencyCode | null | undefined,
  date: string | null,
  conversion: LedgerConversion | undefined,
): bigint | null {
  if (!conversion || !dealCurrency || dealCurrency === conversion.home || costsCents === 0n)
    return costsCents;
  const rate = conversion.book.find(conversion.home, dealCurrency, date);
  return rate ? homeCents(costsCents, dealCurrency, rate.fraction) : null;
}

/**
 * The warning beside totals that leave money out for want of a rate, in the words of the
 * Financial Overview's (docs/product.md §21.4): "The totals leave out 1 show with no rate:
 * they are not complete".
 */
export const leftOutWarning = (count: number, what: "show" | "line" = "show") =>
  `The totals leave out ${count} ${what}${count === 1 ? "" : "s"} with no rate: they are not complete`;
