import { codes as isoCodes, code as isoCurrency } from "currency-codes";
import { formatDecimalText, formatUsdAmount, formatUsdCents, localeNumberFormat } from "../format";
import { aboutField, FIELD_REFUSALS, type Label } from "../i18n/field-words";
import { formatLocale } from "../i18n/format-locale";
import { INTL_LOCALE } from "../i18n/locales";
import { say } from "../i18n/words";
import { localeDecimalText } from "../money";

/**
 * Currencies (issue 41, ADR 0026): ISO 4217 codes with their minor units from the standard's
 * list (`currency-codes`), amounts as integer minor units (BigInt), parsed from the text the
 * person typed, never through a float.
 */
export type CurrencyCode = string;

// Totals in the home currency live in a module without the ISO list (home-money.ts).
export { DEFAULT_HOME_CURRENCY, formatHomeWhole } from "./home-money";

/**
 * Codes in the ISO list that are not money anyone pays a venue in: precious metals, the SDR,
 * bond units, the test and "no currency" codes, and the funds codes (BOV, CLF…), which are
 * units of account rather than cash.
 */
const NOT_MONEY = new Set([
  "XAU",
  "XAG",
  "XPD",
  "XPT",
  "XBA",
  "XBB",
  "XBC",
  "XBD",
  "XDR",
  "XSU",
  "XUA",
  "XTS",
  "XXX",
  "BOV",
  "CHE",
  "CHW",
  "CLF",
  "COU",
  "MXV",
  "USN",
  "UYI",
  "UYW",
]);

const CODE_TEXT = /^[A-Z]{3}$/;

/**
 * Entries looked up once per code: the package searches its whole list on every call, and the
 * ledger asks a currency's minor unit for each of a tour's thousands of lines.
 */
const entries = new Map<string, ReturnType<typeof isoCurrency>>();

/** The ISO 4217 entry of a code Tribe takes, or undefined for an unknown or non-money code. */
function entryOf(code: string) {
  // A code seen before passed the checks below: its entry without them (the hot path).
  const known = entries.get(code);
  if (known !== undefined || entries.has(code)) return known;
  if (!CODE_TEXT.test(code) || NOT_MONEY.has(code)) return undefined;
  entries.set(code, isoCurrency(code));
  return entries.get(code);
}

/** 10^n as a BigInt for the few decimals money has, made once rather than per amount. */
const POWERS_OF_TEN = Array.from({ length: 24 }, (_, n) => 10n ** BigInt(n));
export const powerOfTen = (n: number): bigint => POWERS_OF_TEN[n] ?? 10n ** BigInt(n);

export const isCurrencyCode = (code: unknown): code is CurrencyCode =>
  typeof code === "string" && entryOf(code) !== undefined;

/** Decimals of the currency's minor unit: 0 for JPY, 2 for USD, 3 for KWD and BHD. */
export function minorUnitsOf(code: CurrencyCode): number {
  const entry = entryOf(code);
  if (!entry) throw new Error(`Not a currency: ${code}`);
  return entry.digits;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * The currency's name for pickers and documents: the ISO list's in English ("Pound Sterling",
 * with no Intl object built), the browser's or Node's own CLDR name in the reader's other
 * language ("Pfund Sterling", "libra esterlina").
 */
export function currencyName(code: CurrencyCode): string {
  const locale = formatLocale();
  if (locale === "en" || !entryOf(code)) return entryOf(code)?.currency ?? code;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(INTL_LOCALE[locale], { type: "currency", fallback: "code" });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/**
 * Most amounts are stored in numeric(14,2) columns, so a currency whose minor unit has three
 * decimals (KWD, BHD, OMR…) cannot be the home currency or a deal's: its fils would not fit.
 * Each is refused by name rather than rounded. A financial row's amounts are numeric(15,3)
 * (`rowMoney` in the schema), so a row can be in any currency (docs/product.md §21.1).
 */
const STORED_DECIMALS = 2;
export const canBeStored = (code: CurrencyCode) => minorUnitsOf(code) <= STORED_DECIMALS;

/**
 * The scale a stored amount in `code` is read at: hundredths (the money columns' two
 * decimals) for a currency with 0 to 2, thousandths for one with 3 (a row's KWD amount).
 */
export const storedScaleOf = (code: CurrencyCode) => Math.max(STORED_DECIMALS, minorUnitsOf(code));

/**
 * Stored amount text in `code` as integers at storedScaleOf(code): "12.345" KWD → 12345n,
 * "1500.00" JPY → 150000n. Throws on text that is no stored amount of that currency.
 */
export function storedUnits(stored: string, code: CurrencyCode): bigint {
  const scale = storedScaleOf(code);
  return storedToMinor(stored, code) * powerOfTen(scale - minorUnitsOf(code));
}

/** Integers at storedScaleOf(code) back to text: 12345n KWD → "12.345", 150000n JPY → "1500.00". */
export function unitsText(units: bigint, code: CurrencyCode): string {
  const scale = storedScaleOf(code);
  const negative = units < 0n;
  const abs = (negative ? -units : units).toString().padStart(scale + 1, "0");
  return `${negative ? "-" : ""}${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
}

/**
 * A numeric(15,3) amount as the money columns write it: "123.450" → "123.45", "12.345" kept.
 * Every amount in a home currency then reads "123.45" whatever column it came from.
 */
export const twoDecimalsWhenExact = (text: string) =>
  /\.\d\d0$/.test(text) ? text.slice(0, -1) : text;

/**
 * How many cents one minor unit of a storable currency is: 1 for GBP, 100 for JPY. Shares of
 * a deal in JPY round to 100 "cents" (a whole yen), so every computed amount is one the
 * currency has (ADR 0026).
 */
export function centsPerMinorUnit(code: CurrencyCode): number {
  return 10 ** (STORED_DECIMALS - Math.min(STORED_DECIMALS, minorUnitsOf(code)));
}

/** A stored amount ("1500.50") has more decimals than `code` has: its refusal, else null. */
export function decimalsRefusal(stored: string | null | undefined, code: CurrencyCode) {
  if (stored == null) return null;
  return parseAmountIn(stored, code).ok ? null : tooManyDecimalsMessage(code);
}

/** A currency's refusals, in the language of the moment (issue 55): the form's, the request's. */
export const unknownCurrencyMessage = (code: string) =>
  say(
    {
      id: "currencies.refusal.unknownCode",
      defaultMessage:
        "{empty, select, yes {An empty code} other {{code}}} is not an ISO 4217 currency code (like USD, EUR, GBP)",
    },
    { code: code.slice(0, 12), empty: code.slice(0, 12) === "" ? "yes" : "no" },
  );

/** "JPY has no minor unit" / "KWD has 3 decimals": what an amount with too many says. */
function tooManyDecimalsMessage(code: CurrencyCode) {
  const digits = minorUnitsOf(code);
  return digits === 0
    ? say(
        {
          id: "currencies.refusal.noMinorUnit",
          defaultMessage: "{code} has no minor unit: type a whole amount",
        },
        { code },
      )
    : say(
        {
          id: "currencies.refusal.hasDecimals",
          defaultMessage: "{code} has {digits, plural, one {# decimal} other {# decimals}}",
        },
        { code, digits },
      );
}

export const notStorableMessage = (code: CurrencyCode) =>
  say(
    {
      id: "currencies.refusal.notStorable",
      defaultMessage:
        "{code} amounts have {digits, plural, one {# decimal} other {# decimals}}, and Tribe stores amounts to {stored, plural, one {# decimal} other {# decimals}} for now: enter it in another currency",
    },
    { code, digits: minorUnitsOf(code), stored: STORED_DECIMALS },
  );

/** What a typed amount is called when nobody names it. */
const AMOUNT: Label = { id: "errors.field.amount", defaultMessage: "Amount" };
/** The largest whole part an amount has, as a refusal writes it in its language. */
const largestAmount = (label: Label) => {
  const locale = typeof label === "string" ? "en" : formatLocale();
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(999_999_999_999);
};

/** Every code a person can pick, sorted: the ISO list less NOT_MONEY. */
export const CURRENCY_CODES: readonly CurrencyCode[] = isoCodes()
  .filter((c) => entryOf(c) !== undefined)
  .sort();

/** A typed amount in a currency, as integer minor units; or what is wrong with it. */
export type AmountParse = { ok: true; minor: bigint } | { ok: false; message: string };

const AMOUNT_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;
/** Twelve whole digits: what a numeric(14,2) column holds, and far past any tour. */
const MAX_WHOLE_DIGITS = 12;

/**
 * "1234.5" GBP → 123450n. Plain decimal text only (no exponent, sign, grouping or NUL);
 * trailing zeros past the minor unit are the same amount ("1500.00" JPY is 1500), any other
 * digit there is refused by name ("JPY has no minor unit"), never rounded. In Spanish and
 * German the locale's own writing is read too ("1.234,50": localeDecimalText).
 */
export function parseAmountIn(text: string, code: CurrencyCode, label = AMOUNT): AmountParse {
  return parseDecimalIn(localeDecimalText(text.trim()), code, label);
}

/** parseAmountIn's reading of text already in plain decimal form (a column's, never a person's). */
function parseDecimalIn(t: string, code: CurrencyCode, label: Label): AmountParse {
  const match = AMOUNT_TEXT.exec(t);
  if (!match) return { ok: false, message: aboutField(label, FIELD_REFUSALS.plainAmount) };
  const whole = (match[1] ?? "0").replace(/^0+(?=\d)/, "");
  const frac = match[2] ?? match[3] ?? "";
  if (whole.length > MAX_WHOLE_DIGITS)
    return {
      ok: false,
      message: aboutField(label, FIELD_REFUSALS.atMost, { max: largestAmount(label) }),
    };
  const digits = minorUnitsOf(code);
  if (/[1-9]/.test(frac.slice(digits)))
    return {
      ok: false,
      message: aboutField(label, FIELD_REFUSALS.named, { reason: tooManyDecimalsMessage(code) }),
    };
  return { ok: true, minor: BigInt(whole + frac.slice(0, digits).padEnd(digits, "0")) };
}

/** Minor units → plain decimal text with the currency's decimals: 1500n JPY → "1500". */
export function minorToText(minor: bigint, code: CurrencyCode): string {
  const digits = minorUnitsOf(code);
  const negative = minor < 0n;
  const abs = (negative ? -minor : minor).toString().padStart(digits + 1, "0");
  const whole = abs.slice(0, abs.length - digits);
  const frac = abs.slice(abs.length - digits);
  return `${negative ? "-" : ""}${whole}${digits ? `.${frac}` : ""}`;
}

/**
 * Stored money text ("1234.50", numeric(14,2)) in a currency → its minor units. A stored
 * JPY amount is "1500.00": the cents are zero by construction (parseAmountIn refused others).
 */
export function storedToMinor(stored: string, code: CurrencyCode): bigint {
  // A column's text is never in a locale's form: asking the request's locale (an
  // AsyncLocalStorage read) was two-thirds of planning a 10,000-row import (issue 49).
  const plain = stored.trim();
  const parsed = parseDecimalIn(plain.startsWith("-") ? plain.slice(1) : plain, code, AMOUNT);
  if (!parsed.ok) throw new Error(`Stored ${code} amount out of its minor unit: ${stored}`);
  return plain.startsWith("-") ? -parsed.minor : parsed.minor;
}

/** Minor units → the column's text ("1500.00" for 1500 JPY): what is stored. */
export function minorToStored(minor: bigint, code: CurrencyCode): string {
  const text = minorToText(minor, code);
  const digits = minorUnitsOf(code);
  return digits === 0 ? `${text}.00` : text.padEnd(text.indexOf(".") + 1 + STORED_DECIMALS, "0");
}

/**
 * An amount in its own currency, by Intl in the locale's form (formatLocale(), issue 55):
 * "£1,234.50", "¥1,500", "KWD 1.250" in English, "1.234,50 £" in German, "1234,50 GBP" in
 * Spanish, with exactly the ISO minor unit's decimals. The decimal text goes to Intl as a
 * string, so no amount passes through a float.
 */
export function formatIn(minor: bigint, code: CurrencyCode): string {
  const digits = minorUnitsOf(code);
  const nf = localeNumberFormat(formatLocale(), `in:${code}`, {
    style: "currency",
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatDecimalText(nf, minorToText(minor, code));
}

/**
 * Stored money text ("1234.50") in its currency, as formatIn shows it. A stored amount with
 * cents in a currency without them (none is accepted; an old import could hold one) keeps
 * its cents rather than failing the page.
 */
export function formatStoredIn(stored: string | null | undefined, code: CurrencyCode): string {
  const text = stored ?? "0.00";
  const negative = text.startsWith("-");
  const parsed = parseAmountIn(negative ? text.slice(1) : text, code);
  if (parsed.ok) return formatIn(negative ? -parsed.minor : parsed.minor, code);
  // A sum past the columns' 12 whole digits (a party's total): its own decimals all the same.
  const sum = /^-?(\d+)(?:\.(\d*))?$/.exec(text);
  const digits = minorUnitsOf(code);
  if (sum && !/[1-9]/.test((sum[2] ?? "").slice(digits))) {
    const minor = BigInt(sum[1]! + (sum[2] ?? "").slice(0, digits).padEnd(digits, "0"));
    return formatIn(negative ? -minor : minor, code);
  }
  const nf = localeNumberFormat(formatLocale(), `stored:${code}`, {
    style: "currency",
    currency: code,
    minimumFractionDigits: 2,
  });
  return formatDecimalText(nf, text);
}

/** An amount as entered or settled in the home currency: formatUsdAmount's rule, any currency. */
export const formatHomeAmount = (amount: string | null | undefined, code: CurrencyCode) =>
  code === "USD" ? formatUsdAmount(amount) : formatStoredIn(amount, code);

/** A home-currency amount to its minor unit, for unit prices and imports: "$1,200.00", "¥1,500". */
export const formatHomeCents = (amount: string | null | undefined, code: CurrencyCode) =>
  code === "USD" ? formatUsdCents(amount) : formatStoredIn(amount, code);
