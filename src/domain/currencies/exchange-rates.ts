import { isCalendarDate } from "../calendar-day";
import { aboutField, FIELD_REFUSALS as F, type Label } from "../i18n/field-words";
import { formatLocale } from "../i18n/format-locale";
import { say } from "../i18n/words";
import { localeDecimalText } from "../money";
import { type CurrencyCode, minorUnitsOf, powerOfTen } from "./currency";

/** The record a rate was typed on, when not the line itself (a deal's, its settlement's). */
export type TypedOn = "deal" | "settlement";

/**
 * Exchange rates and conversion (issue 41, ADR 0026, docs/product.md §21). A rate is exact
 * decimal text ("1 GBP = 1.1684 USD"); arithmetic is a BigInt fraction, and an amount is
 * rounded ONCE, half up (away from zero), to the target currency's minor unit. Totals in the
 * home currency are sums of lines converted one by one, so a total always equals the sum of
 * the converted lines shown above it.
 */

/** An exact rate: one unit of `from` is num / den units of `to`. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** Decimals a rate keeps: the ECB publishes at most 4 to 6 significant digits. */
const RATE_DECIMALS = 10;

/** A rate's own name and refusals (issue 55); the rest are every field's (field-words.ts). */
export const RATE = { id: "currencies.validation.rate", defaultMessage: "Rate" };
const RATE_REFUSALS = {
  positive: {
    id: "currencies.validation.moreThanZero",
    defaultMessage: "{field} must be more than 0",
  },
  plainNumber: {
    id: "currencies.validation.plainNumber",
    defaultMessage: "{field} must be a plain number like 1.0856",
  },
};
const MILLION = { max: "1,000,000" };

const RATE_TEXT = /^(\d+)(?:\.(\d+))?$/;

export type RateParse = { ok: true; rate: string } | { ok: false; message: string };

/**
 * A typed or uploaded rate as normalized decimal text ("1.16840" → "1.1684"). Refused: zero
 * or below ("a rate of 1 is never assumed, and 0 would erase the amount"), beyond 1,000,000 (more than any real pair: 1 EUR is under 100,000 IRR),
 * more than RATE_DECIMALS decimals, anything not plain decimal text.
 */
export function parseRate(value: unknown, label: Label = RATE): RateParse {
  const text =
    typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : typeof value === "string"
        ? localeDecimalText(value.trim())
        : null;
  if (text === null || text === "") return { ok: false, message: aboutField(label, F.required) };
  const m = RATE_TEXT.exec(text);
  if (!m) {
    const negative = /^-\s*\d/.test(text);
    return {
      ok: false,
      message: negative
        ? aboutField(label, RATE_REFUSALS.positive)
        : aboutField(label, RATE_REFUSALS.plainNumber),
    };
  }
  const whole = m[1]!.replace(/^0+(?=\d)/, "");
  const frac = (m[2] ?? "").replace(/0+$/, "");
  if (frac.length > RATE_DECIMALS)
    return { ok: false, message: aboutField(label, F.decimals, { decimals: RATE_DECIMALS }) };
  if (whole.length > 7) return { ok: false, message: aboutField(label, F.atMost, MILLION) };
  const rate = frac ? `${whole}.${frac}` : whole;
  const f = fractionOf(rate);
  if (f.num === 0n) return { ok: false, message: aboutField(label, RATE_REFUSALS.positive) };
  if (f.num > 1_000_000n * f.den)
    return { ok: false, message: aboutField(label, F.atMost, MILLION) };
  return { ok: true, rate };
}

/** "1.0856" → 10856 / 10000. */
export function fractionOf(rate: string): Fraction {
  const [whole = "0", frac = ""] = rate.split(".");
  return { num: BigInt(whole + frac), den: powerOfTen(frac.length) };
}

/** 1 / rate: a rate typed the other way round (1 USD = 0.79 GBP is 1 GBP = 1/0.79 USD). */
export const inverse = (r: Fraction): Fraction => ({ num: r.den, den: r.num });

/**
 * A cross rate through EUR, exact: with 1 EUR = a FROM and 1 EUR = b TO, 1 FROM = b / a TO.
 * Nothing is rounded here; the amount converted with it is rounded once.
 */
export const crossViaEur = (eurToFrom: Fraction, eurToTo: Fraction): Fraction => ({
  num: eurToTo.num * eurToFrom.den,
  den: eurToTo.den * eurToFrom.num,
});

/** n / d rounded half up (away from zero), d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (2n * abs + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * `minor` units of `from` in `to`'s minor units at `rate`: the one rounding of a conversion.
 * amount = minor / 10^dFrom; result = amount × rate × 10^dTo, rounded half up.
 */
export const convertMinor = (
  minor: bigint,
  from: CurrencyCode,
  to: CurrencyCode,
  rate: Fraction,
): bigint => convertScaled(minor, minorUnitsOf(from), minorUnitsOf(to), rate);

/** The same with the decimals given: an amount kept as hundredths (a stored column) in `to`. */
export function convertScaled(
  amount: bigint,
  fromDecimals: number,
  toDecimals: number,
  rate: Fraction,
): bigint {
  return divideHalfUp(
    amount * rate.num * powerOfTen(toDecimals),
    rate.den * powerOfTen(fromDecimals),
  );
}

/** A rate for display: exact when it is short, else to 6 decimals, marked "≈". */
export function rateText(rate: Fraction): string {
  const scaled = divideHalfUp(rate.num * 1_000_000n, rate.den);
  const whole = scaled / 1_000_000n;
  const frac = String(scaled % 1_000_000n)
    .padStart(6, "0")
    .replace(/0+$/, "");
  const text = frac ? `${whole}.${frac}` : `${whole}`;
  const exact = fractionOf(text);
  return exact.num * rate.den === rate.num * exact.den ? text : `≈${text}`;
}

// ---- Finding the rate of a line -------------------------------------------------------------

const RATE_SOURCES = ["typed", "csv"] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** A stored rate: 1 `base` = `rate` `quote` on `on` ("YYYY-MM-DD"). */
export interface StoredRate {
  base: CurrencyCode;
  quote: CurrencyCode;
  rate: string;
  on: string;
  source: RateSource;
}

/** The rate a converted amount was converted at, kept with it (issue 41 item 1). */
export interface RateUsed {
  from: CurrencyCode;
  to: CurrencyCode;
  /** 1 `from` = `rate` `to`, as rateText shows it ("≈" when it is a cross or inverse). */
  rate: string;
  on: string;
  source: RateSource | "line";
  /** How it was made: as stored, the stored pair the other way round, or crossed via EUR. */
  how: "direct" | "inverse" | "via EUR";
  /** For "via EUR": the two EUR rates it was computed from. */
  eurRates?: { from: string; to: string };
  /** For "inverse": the stored rate, 1 `to` = inverseOf `from`. */
  inverseOf?: string;
  /** For "line": the record it was typed on when not the line itself. */
  typedOn?: TypedOn;
}

export interface FoundRate {
  used: RateUsed;
  fraction: Fraction;
}

const EUR = "EUR";
const key = (base: string, quote: string) => `${base}>${quote}`;

/**
 * The workspace's rates, indexed for lookups. The rate of a line dated D is the most recent
 * stored rate on or before D (the ECB publishes none on weekends and holidays); an undated
 * line takes the most recent of all. Among rates of the same date: one typed for the pair,
 * then one typed the other way round, then the cross through EUR of an uploaded file.
 */
export class RateBook {
  private readonly byPair = new Map<string, StoredRate[]>();
  /**
   * Each (pair, day) answered once: a tour's thousands of lines share a few hundred days, and
   * a search walks a year of rates and writes a cross rate's text (issue 41's ledger bench:
   * 5,000 lines read 2.6× slower before).
   */
  private readonly found = new Map<string, Map<string, FoundRate | null>>();

  /** EUR → code by day: the first of the day in `byPair`'s order (a typed one first). */
  private readonly eurByDay = new Map<string, Map<string, StoredRate>>();

  constructor(rates: readonly StoredRate[]) {
    for (const r of rates) {
      const list = this.byPair.get(key(r.base, r.quote)) ?? [];
      list.push(r);
      this.byPair.set(key(r.base, r.quote), list);
    }
    // Newest first; a typed rate before an uploaded one of the same day.
    for (const [pair, list] of this.byPair) {
      list.sort((a, b) => (a.on === b.on ? (a.source === "typed" ? -1 : 1) : a.on < b.on ? 1 : -1));
      if (!pair.startsWith(`${EUR}>`)) continue;
      const byDay = new Map<string, StoredRate>();
      for (const r of list) if (!byDay.has(r.on)) byDay.set(r.on, r);
      this.eurByDay.set(list[0]!.quote, byDay);
    }
  }

  /**
   * Where the rates on or before `date` start in a newest-first list (its length when none
   * is): a binary search, since a year of daily rates is 365 entries per pair.
   */
  private static firstOnOrBefore(list: readonly StoredRate[], date: string | null) {
    if (date === null) return 0;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]!.on > date) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private latest(base: string, quote: string, date: string | null) {
    const list = this.byPair.get(key(base, quote));
    return list?.[RateBook.firstOnOrBefore(list, date)];
  }

  /** EUR → code on `on` exactly (1 for EUR itself). */
  private eurOn(code: string, on: string): StoredRate | undefined {
    if (code === EUR) return { base: EUR, quote: EUR, rate: "1", on, source: "csv" };
    return this.eurByDay.get(code)?.get(on);
  }

  find(from: CurrencyCode, to: CurrencyCode, date: string | null): FoundRate | null {
    if (from === to) return null;
    // By pair, then by day: no key text is made per line.
    const pair = from + to;
    let byDay = this.found.get(pair);
    if (!byDay) {
      byDay = new Map();
      this.found.set(pair, byDay);
    }
    const day = date ?? "";
    const known = byDay.get(day);
    if (known !== undefined) return known;
    const best = this.search(from, to, date);
    byDay.set(day, best);
    return best;
  }

  private search(from: CurrencyCode, to: CurrencyCode, date: string | null): FoundRate | null {
    const candidates: FoundRate[] = [];
    const direct = this.latest(from, to, date);
    if (direct)
      candidates.push({
        fraction: fractionOf(direct.rate),
        used: { from, to, rate: direct.rate, on: direct.on, source: direct.source, how: "direct" },
      });
    const back = this.latest(to, from, date);
    if (back) {
      const fraction = inverse(fractionOf(back.rate));
      candidates.push({
        fraction,
        used: {
          from,
          to,
          rate: rateText(fraction),
          on: back.on,
          source: back.source,
          how: "inverse",
          inverseOf: back.rate,
        },
      });
    }
    const cross = this.viaEur(from, to, date);
    if (cross) candidates.push(cross);
    // Most recent first; the order above breaks a tie (direct, inverse, via EUR).
    let best: FoundRate | null = null;
    for (const c of candidates) if (!best || c.used.on > best.used.on) best = c;
    return best;
  }

  /** The most recent day on or before `date` with EUR rates for both ends. */
  private viaEur(from: string, to: string, date: string | null): FoundRate | null {
    if (from === EUR || to === EUR) return null; // direct or inverse of the EUR pair
    const fromList = this.byPair.get(key(EUR, from)) ?? [];
    for (let i = RateBook.firstOnOrBefore(fromList, date); i < fromList.length; i++) {
      const f = fromList[i]!;
      const t = this.eurOn(to, f.on);
      if (!t) continue;
      const fraction = crossViaEur(fractionOf(f.rate), fractionOf(t.rate));
      return {
        fraction,
        used: {
          from,
          to,
          rate: rateText(fraction),
          on: f.on,
          source: f.source === "typed" && t.source === "typed" ? "typed" : "csv",
          how: "via EUR",
          eurRates: { from: f.rate, to: t.rate },
        },
      };
    }
    return null;
  }
}

const RATE_WORDS = {
  rate: {
    id: "finances.rateWords.rate",
    defaultMessage:
      "1 {from} = {rate} {to} {when} ({source, select, typed {typed} uploaded {uploaded} deal {typed on the deal} settlement {typed on the settlement} other {typed on the line}}{how, select, viaEur {, via EUR: 1 EUR = {eurFrom} {from} = {eurTo} {to}} inverse {, the inverse of 1 {to} = {inverseOf} {from}} other {}})",
  },
  onDay: { id: "finances.rateWords.onDay", defaultMessage: "on {day}" },
  onDeal: { id: "finances.rateWords.onDeal", defaultMessage: "on the deal" },
  onSettlement: { id: "finances.rateWords.onSettlement", defaultMessage: "on the settlement" },
  onRow: { id: "finances.rateWords.onRow", defaultMessage: "on the row" },
};

/** A rate as written, "1.0856" or "≈1.26778", with the reader's decimal mark ("1,0856"). */
const rateFigure = (text: string) => (formatLocale() === "en" ? text : text.replace(".", ","));

/**
 * "on 2026-11-03", or the record a rate with no day of its own was typed on: a deal, a
 * settlement, or (neither said) the undated ledger row it sits on.
 */
function rateWhen(r: RateUsed): string {
  if (isCalendarDate(r.on)) return say(RATE_WORDS.onDay, { day: r.on });
  if (r.typedOn === "settlement") return say(RATE_WORDS.onSettlement);
  return say(r.typedOn === "deal" ? RATE_WORDS.onDeal : RATE_WORDS.onRow);
}

/**
 * How a rate reads to a person, in their language: "1 GBP = 1.1684 USD on 2026-11-03
 * (uploaded, via EUR: …)". The day stays as stored (ISO), which reads the same everywhere.
 */
export function describeRate(r: RateUsed): string {
  const source =
    r.source === "line" ? (r.typedOn ?? "line") : r.source === "typed" ? "typed" : "uploaded";
  const how =
    r.how === "via EUR" && r.eurRates
      ? "viaEur"
      : r.how === "inverse" && r.inverseOf
        ? "inverse"
        : "direct";
  return say(RATE_WORDS.rate, {
    from: r.from,
    to: r.to,
    rate: rateFigure(r.rate),
    when: rateWhen(r),
    source,
    how,
    eurFrom: r.eurRates ? rateFigure(r.eurRates.from) : "",
    eurTo: r.eurRates ? rateFigure(r.eurRates.to) : "",
    inverseOf: r.inverseOf ? rateFigure(r.inverseOf) : "",
  });
}
