import { formatUsd, localeNumberFormat } from "../format";
import { formatLocale } from "../i18n/format-locale";
import { toCents } from "../money";

/**
 * Totals in the workspace's home currency (issue 41, ADR 0026), kept apart from currency.ts so
 * that a page printing only totals (the Overview, Tours) does not load the ISO 4217 list with
 * them: a whole amount needs no minor unit, and USD needs no Intl at all (decision 10).
 */

/** The home currency of every workspace made before currencies existed: its amounts are USD. */
export const DEFAULT_HOME_CURRENCY = "USD";

/**
 * A total in the home currency, whole units (docs/product.md §16.1's no-decimals rule for
 * totals): "$12,346" for USD exactly as formatUsd writes it, "€12,346" for EUR; in the
 * locale's form elsewhere (formatLocale()): "12.346 €" in German, "12.346 €" in Spanish.
 */
export function formatHomeWhole(amount: string | number | null | undefined, code: string) {
  if (code === "USD") return formatUsd(amount);
  const nf = localeNumberFormat(formatLocale(), `whole:${code}`, {
    style: "currency",
    currency: code,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return nf.format(Math.round(toCents(amount) / 100));
}
