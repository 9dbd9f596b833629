import { grouped, signOf } from "./i18n/english-digits";
import { formatLocale } from "./i18n/format-locale";
import { INTL_LOCALE, type Locale } from "./i18n/locales";
import { toCents } from "./money";

/*
 * Whole numbers are written out here, exactly as Intl.NumberFormat("en-US") writes them (the
 * tests compare the two): a browser's first Intl.NumberFormat loads its locale data, and on a
 * throttled phone that was a sixth of the Overview's first-load script work (decision 10).
 * Intl is still used, made on first need, for what is not a safe integer.
 *
 * In Spanish and German (formatLocale(), issue 55 item 4) numbers and money are Intl's, in the
 * locale's regional form (es-ES, de-DE): "1.234,56 €", "1.235 $", "1234,56 US$". Each
 * formatter is made once per locale and kept; English never builds one on this path.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat for `locale`'s regional form, made on first need and kept under `key`
 * (one key per option set: building one costs far more than using it).
 */
export function localeNumberFormat(
  locale: Locale,
  key: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let nf = numberFormats.get(id);
  if (!nf) {
    nf = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(id, nf);
  }
  return nf;
}

/** Exact decimal text to Intl, read as a decimal string (ES2023), never through a float. */
export const formatDecimalText = (nf: Intl.NumberFormat, text: string) =>
  // The cast is for older lib typings: Intl reads a decimal string exactly.
  nf.format(text as unknown as number);

const usdWhole = (locale: Locale) =>
  localeNumberFormat(locale, "USD:0", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
const usdCents = (locale: Locale) =>
  localeNumberFormat(locale, "USD:2", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** USD with no decimals (docs/product.md §16.1): "$12,346". Accepts cents-exact decimal strings. */
export function formatUsd(amount: string | number | null | undefined): string {
  const dollars = Math.round(toCents(amount) / 100);
  const locale = formatLocale();
  if (locale !== "en") return usdWhole(locale).format(dollars);
  return `${signOf(dollars)}$${grouped(Math.abs(dollars))}`;
}

/**
 * USD to the cent, for unit prices where cents matter (a $25.50 tee): "$1,234.50", "-$2.50".
 * Totals follow the spec's no-decimals rule (formatUsd).
 */
export function formatUsdCents(amount: string | number | null | undefined): string {
  const cents = toCents(amount);
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, "0");
  const locale = formatLocale();
  if (locale !== "en")
    return formatDecimalText(
      usdCents(locale),
      `${signOf(cents)}${Math.floor(abs / 100)}.${fraction}`,
    );
  return `${signOf(cents)}$${grouped(Math.floor(abs / 100))}.${fraction}`;
}

/**
 * An amount as entered or settled (a financial row, a ledger line, a settlement figure):
 * to the cent when it has cents ("$185.40"), whole when it has none ("$1,200"). Rounding
 * $185.40 to "$185" made a receipt disagree with its row (issue 36); only totals and
 * headline figures are rounded to the dollar (formatUsd).
 */
export function formatUsdAmount(amount: string | number | null | undefined): string {
  return toCents(amount) % 100 === 0 ? formatUsd(amount) : formatUsdCents(amount);
}

/** One decimal, with the locale's decimal mark: "1.5" in English, "1,5" in Spanish and German. */
const oneDecimal = (n: number) => {
  const text = (Math.round(n * 10) / 10).toFixed(1);
  return formatLocale() === "en" ? text : text.replace(".", ",");
};

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
  if (abs >= 1_000_000 || Math.round((abs / 1000) * 10) / 10 >= 1000)
    return `${oneDecimal(n / 1_000_000)}M`;
  if (abs >= 1000) return `${oneDecimal(n / 1000)}K`;
  return String(n);
}

/**
 * A count written out in full with thousands separators: 1050 → "1,050" ("1.050" in German;
 * Spanish groups from five digits: "1050", "12.345"). The K/M rule is for the spec's headline
 * figures (stat cards); tables, capacities and fields show this.
 */
export function formatExact(n: number): string {
  const locale = formatLocale();
  if (locale === "en" && Number.isSafeInteger(n)) return `${signOf(n)}${grouped(Math.abs(n))}`;
  return localeNumberFormat(locale, "exact", { maximumFractionDigits: 0 }).format(n);
}
