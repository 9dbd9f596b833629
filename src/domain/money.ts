import { aboutField, FIELD_REFUSALS as F, type Label } from "./i18n/field-words";
import { formatLocale } from "./i18n/format-locale";

/**
 * Money travels as decimal strings ("1234.50") and is added up in integer cents, so sums
 * never pick up floating-point error.
 */
export type Money = string;

/** A third decimal of 0 is read too: a row's numeric(15,3) column can hold "123.450". */
const MONEY_RE = /^-?\d+(\.\d{1,2}0?)?$/;

/** Parses "1234.5", "1234.50", "1234.500", 1234.5 → 123450 cents. Nullish or empty → 0. */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  if (!MONEY_RE.test(text)) throw new Error(`Not an amount of money: ${value}`);
  // Slices, not split/replace: a big tour's ledger parses thousands of amounts per read.
  const negative = text.charCodeAt(0) === 45; // "-"
  const dot = text.indexOf(".");
  const whole = Number(text.slice(negative ? 1 : 0, dot === -1 ? undefined : dot));
  const frac = dot === -1 ? "" : text.slice(dot + 1, dot + 3);
  const cents = whole * 100 + (frac.length === 1 ? Number(frac) * 10 : Number(frac));
  return negative ? -cents : cents;
}

/** 123450 → "1234.50" */
export function fromCents(cents: number): Money {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function sumMoney(values: Iterable<string | number | null | undefined>): Money {
  let cents = 0;
  for (const v of values) cents += toCents(v);
  return fromCents(cents);
}

/** The largest amount a money column (numeric(14,2)) holds. */
export const MAX_MONEY = "999999999999.99";
const MAX_WHOLE_DIGITS = 12;

/** Plain decimal text: digits, at most one point, an optional minus. No exponent, no hex. */
const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/** "1.234.567", "1.234,56", "1234,5", ",5" with an optional minus: a number as es and de write it. */
const COMMA_DECIMAL = /^(-?)(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;

/**
 * A number as the person typed it in their locale (formatLocale(), issue 55 item 4), as
 * plain decimal text: in Spanish and German the comma is the decimal mark and a dot groups
 * thousands, so "1.234,56" and "1234,56" are "1234.56", and "1,234" is "1.234". A lone dot
 * with no comma stays the decimal point it is in the text Tribe writes into its own fields
 * (an edit field holds the stored "150.50", a row's "12.345" KWD), so "1.234" reads 1.234
 * there, as before; only a comma, or more than one group ("1.234.567"), makes dots groups.
 * English, and any text already plain, is returned as it was.
 */
export function localeDecimalText(text: string): string {
  if (formatLocale() === "en") return text;
  const t = text.trim();
  const m = COMMA_DECIMAL.exec(t);
  if (!m) return text;
  const [, minus = "", whole = "", frac] = m;
  const dots = whole.split(".").length - 1;
  if (frac === undefined && dots < 2) return text;
  return `${minus}${whole.replaceAll(".", "")}${frac === undefined ? "" : `.${frac}`}`;
}

export type MoneyParse = { ok: true; value: Money } | { ok: false; message: string };

/**
 * The one money parser behind every money field of every schema. It reads the decimal TEXT
 * (never `Math.round(n * 100)`, which turns "1.005" into 1.00 because 1.005 is 1.00499… as a
 * float): an amount with more than two decimals is refused rather than rounded, so what is
 * stored is exactly what was typed. Exponents ("1e5") and hex ("0x1F") are refused too:
 * `Number()` accepts them, a person typing an amount never means them. Surrounding spaces are
 * ignored; amounts above what the column holds are refused with the limit, never a 500.
 */
export function parseMoney(value: unknown, label: Label, decimals = 2): MoneyParse {
  const fail = (message: string): MoneyParse => ({ ok: false, message });
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fail(aboutField(label, F.number));
    if (value < 0) return fail(aboutField(label, F.negative));
    if (value > Number(MAX_MONEY)) return fail(tooLarge(label));
    // JSON numbers: String() gives the shortest text that reads back as the same double, so
    // 19.99 stays "19.99"; a tiny value prints with an exponent and has too many decimals.
    text = String(value);
    if (/e/i.test(text)) return fail(tooManyDecimals(label, decimals));
  } else if (typeof value === "string") {
    text = localeDecimalText(value.trim());
  } else {
    return fail(aboutField(label, F.number));
  }
  if (text === "") return { ok: true, value: "0.00" };
  const match = DECIMAL_TEXT.exec(text);
  const [, minus = "", wholeText = "", fracText = ""] = match ?? [];
  if (!match || (wholeText === "" && fracText === "")) {
    return fail(aboutField(label, F.plainAmount));
  }
  const whole = wholeText.replace(/^0+(?=\d)/, "") || "0";
  if (minus && (whole !== "0" || /[1-9]/.test(fracText))) {
    return fail(aboutField(label, F.negative));
  }
  if (whole.length > MAX_WHOLE_DIGITS) return fail(tooLarge(label));
  // "1.50" and "1.500" are the same amount; "1.505" is not an amount of cents.
  if (/[1-9]/.test(fracText.slice(decimals))) return fail(tooManyDecimals(label, decimals));
  // Kept to two decimals, and to more only where a digit is there ("12.345" KWD).
  const frac = fracText.slice(0, decimals).replace(/0+$/, "").padEnd(2, "0");
  return { ok: true, value: `${whole}.${frac}` };
}

const tooLarge = (label: Label) => aboutField(label, F.atMost, { max: "999,999,999,999.99" });
const tooManyDecimals = (label: Label, decimals: number) =>
  Number.isFinite(decimals)
    ? aboutField(label, F.decimals, { decimals: String(decimals) })
    : aboutField(label, F.tooManyDecimals);

/**
 * A stored amount as an edit field shows it: whole dollars without ".00" ("1500.00" →
 * "1500"), cents kept as stored ("150.50"); missing → "". People type "1500", not "1500.00".
 */
export function moneyForEditing(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return "";
  // A row's numeric(15,3) text ("1500.000", "12.340") reads as the two-decimal columns do.
  const text = /\.\d\d0$/.test(amount) ? amount.slice(0, -1) : amount;
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}
