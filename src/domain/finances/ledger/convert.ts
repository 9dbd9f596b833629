import { type CurrencyCode, minorUnitsOf, powerOfTen } from "../../currencies/currency";
import {
  convertScaled,
  type FoundRate,
  type Fraction,
  fractionOf,
  inverse,
  type RateBook,
} from "../../currencies/exchange-rates";
import { say } from "../../i18n/words";
import type { TypedRate } from "./typed-rates";

export { dealTypedRates, type TypedRate } from "./typed-rates";

/** How amounts in other currencies become home-currency figures (issue 41). */
export interface LedgerConversion {
  home: CurrencyCode;
  book: RateBook;
}

/**
 * A stored amount in `to` (the home currency, or a deal's for what a commission of net is net
 * of), rounded once to `to`'s minor unit, then as the ledger's hundredths (¥1,500 is 150000).
 * The amount is integers at `scale` decimals of its currency: hundredths (numeric(14,2),
 * whatever the currency) unless told, thousandths for a row's KWD (storedScaleOf). The one
 * rounding of every conversion (docs/product.md §21.4); `to` has at most two decimals.
 */
export function homeCents(cents: bigint, to: CurrencyCode, rate: Fraction, scale = 2) {
  const digits = minorUnitsOf(to);
  return convertScaled(cents, scale, digits, rate) * powerOfTen(2 - digits);
}

/**
 * The rate of one line in `from`: the first rate typed on its record that is to the home
 * currency (one typed for another home currency no longer applies), else the workspace's
 * rate on the line's date. Null: no rate, the line is left out of the totals.
 */
export function rateOfLine(
  from: CurrencyCode,
  conversion: LedgerConversion,
  date: string | null,
  ...typed: readonly TypedRate[]
): FoundRate | null {
  const t = typed.find((t) => t.rate && t.rateTo === conversion.home);
  if (!t?.rate) return conversion.book.find(from, conversion.home, date);
  return {
    fraction: fractionOf(t.rate),
    used: {
      from,
      to: conversion.home,
      rate: t.rate,
      on: t.on,
      source: "line",
      how: "direct",
      ...(t.typedOn ? { typedOn: t.typedOn } : {}),
    },
  };
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
  ...typed: readonly TypedRate[]
): bigint | null {
  if (!conversion || !currency || currency === conversion.home || cents === 0n) return cents;
  const rate = rateOfLine(currency, conversion, date, ...typed);
  return rate ? homeCents(cents, conversion.home, rate.fraction) : null;
}

/**
 * What a commission "of net" is net of, in the deal's currency: the show's travel and lodging
 * estimates are home-currency amounts, converted home → deal by the exact inverse of the rate
 * the deal's payout is converted at (a rate typed on the deal, else the workspace's on the
 * day), so payout and costs meet at one rate; null when no rate converts them, so the
 * commission cannot be worked out.
 */
export function showCostsInDeal(
  costsCents: bigint,
  dealCurrency: CurrencyCode | null | undefined,
  date: string | null,
  conversion: LedgerConversion | undefined,
  ...typed: readonly TypedRate[]
): bigint | null {
  if (!conversion || !dealCurrency || dealCurrency === conversion.home || costsCents === 0n)
    return costsCents;
  const rate = rateOfLine(dealCurrency, conversion, date, ...typed);
  return rate ? homeCents(costsCents, dealCurrency, inverse(rate.fraction)) : null;
}

/**
 * The warning beside totals that leave money out for want of a rate, in the words of the
 * Financial Overview's (docs/product.md §21.4): "The totals leave out 1 show with no rate:
 * they are not complete".
 */
export const leftOutWarning = (count: number, what: "show" | "line" = "show") =>
  say(LEFT_OUT, { count, what });

const LEFT_OUT = {
  id: "finances.leftOut.warning",
  defaultMessage:
    "{what, select, line {The totals leave out {count, plural, one {# line} other {# lines}} with no rate: they are not complete} other {The totals leave out {count, plural, one {# show} other {# shows}} with no rate: they are not complete}}",
};
