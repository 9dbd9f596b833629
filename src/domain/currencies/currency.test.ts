import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noRateMessage } from "../finances/ledger/currency-notes";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { withFormatLocale } from "../i18n/format-locale";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import {
  CURRENCY_CODES,
  formatIn,
  formatStoredIn,
  isCurrencyCode,
  minorToStored,
  minorToText,
  minorUnitsOf,
  parseAmountIn,
  storedToMinor,
  storedUnits,
  twoDecimalsWhenExact,
  unitsText,
} from "./currency";
import {
  convertMinor,
  crossViaEur,
  describeRate,
  type Fraction,
  fractionOf,
  parseRate,
  RateBook,
  rateText,
} from "./exchange-rates";
import { parseReferenceRatesCsv } from "./reference-rates-csv";

describe("a row's amounts to three decimals", () => {
  it("reads stored text at the currency's scale: thousandths for KWD, hundredths otherwise", () => {
    expect(storedUnits("12.345", "KWD")).toBe(12345n);
    expect(storedUnits("12.34", "KWD")).toBe(12340n);
    expect(storedUnits("1500.00", "JPY")).toBe(150000n);
    expect(storedUnits("-0.5", "USD")).toBe(-50n);
    expect(() => storedUnits("12.345", "USD")).toThrow();
    expect(unitsText(12345n, "KWD")).toBe("12.345");
    expect(unitsText(5n, "BHD")).toBe("0.005");
    expect(unitsText(150000n, "JPY")).toBe("1500.00");
    expect(unitsText(-50n, "USD")).toBe("-0.50");
  });

  it("writes a home amount read from numeric(15,3) with two decimals", () => {
    expect(twoDecimalsWhenExact("123.450")).toBe("123.45");
    expect(twoDecimalsWhenExact("100.000")).toBe("100.00");
    expect(twoDecimalsWhenExact("12.345")).toBe("12.345");
    expect(twoDecimalsWhenExact("-0.010")).toBe("-0.01");
    expect(twoDecimalsWhenExact("12.34")).toBe("12.34");
  });
});

describe("currencies", () => {
  it("knows ISO 4217 codes and their minor units", () => {
    expect(minorUnitsOf("JPY")).toBe(0);
    expect(minorUnitsOf("USD")).toBe(2);
    expect(minorUnitsOf("KWD")).toBe(3);
    expect(minorUnitsOf("BHD")).toBe(3);
    expect(isCurrencyCode("GBP")).toBe(true);
    for (const bad of ["gbp", "XXX", "XAU", "ABC", "US", "USDD", "", "US\u0000"])
      expect(isCurrencyCode(bad)).toBe(false);
    expect(CURRENCY_CODES).toContain("CAD");
    expect(CURRENCY_CODES).not.toContain("XTS");
  });

  it("parses an amount to its minor units and refuses decimals the currency has not", () => {
    expect(parseAmountIn("1234.5", "GBP")).toEqual({ ok: true, minor: 123450n });
    expect(parseAmountIn("1500", "JPY")).toEqual({ ok: true, minor: 1500n });
    expect(parseAmountIn("1500.00", "JPY")).toEqual({ ok: true, minor: 1500n });
    expect(parseAmountIn("1.25", "KWD")).toEqual({ ok: true, minor: 1250n });
    expect(parseAmountIn("1.5", "JPY")).toEqual({
      ok: false,
      message: "Amount: JPY has no minor unit: type a whole amount",
    });
    expect(parseAmountIn("1.2345", "KWD")).toEqual({
      ok: false,
      message: "Amount: KWD has 3 decimals",
    });
    for (const bad of ["1e5", "-5", "1,500", "0x1F", "abc", "", "1\u00002"])
      expect(parseAmountIn(bad, "USD").ok).toBe(false);
    expect(parseAmountIn("1234567890123", "USD").ok).toBe(false);
  });

  it("formats in the currency's own symbol and decimals", () => {
    expect(formatIn(123450n, "GBP")).toBe("£1,234.50");
    expect(formatIn(1500n, "JPY")).toBe("¥1,500");
    expect(formatIn(1250n, "KWD")).toMatch(/KWD\s1\.250/);
    expect(formatIn(-250n, "EUR")).toBe("-€2.50");
  });

  it("round-trips minor units through text and the stored column", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
        fc.constantFrom("USD", "JPY", "GBP", "ISK"),
        (minor, code) => {
          const amount = code === "JPY" || code === "ISK" ? minor / 100n : minor;
          const text = minorToText(amount, code);
          expect(parseAmountIn(text, code)).toEqual({ ok: true, minor: amount });
          const stored = minorToStored(amount, code);
          expect(storedToMinor(stored, code)).toBe(amount);
          // A column's text reads the same whatever the reader's formats ("1.500" is not 1,500).
          expect(withFormatLocale("de", () => storedToMinor(stored, code))).toBe(amount);
        },
      ),
    );
  });
});

describe("rates", () => {
  it("takes a positive plain rate and refuses zero, negatives, absurd values and garbage", () => {
    expect(parseRate("1.16840")).toEqual({ ok: true, rate: "1.1684" });
    expect(parseRate("163.12")).toEqual({ ok: true, rate: "163.12" });
    expect(parseRate("0")).toEqual({ ok: false, message: "Rate must be more than 0" });
    expect(parseRate("-1.2")).toEqual({ ok: false, message: "Rate must be more than 0" });
    expect(parseRate("1000001")).toEqual({
      ok: false,
      message: "Rate cannot be more than 1,000,000",
    });
    for (const bad of ["1e3", "abc", "1.2.3", "1\u0000", "NaN", "0.00000000001", ""])
      expect(parseRate(bad).ok).toBe(false);
  });

  it("converts with one rounding, half up, at the target's minor unit", () => {
    // 10.00 GBP × 1.1684 = 11.684 USD → 11.68; 0.05 USD × 0.5 = 0.025 → 0.03 (half up).
    expect(convertMinor(1000n, "GBP", "USD", fractionOf("1.1684"))).toBe(1168n);
    expect(convertMinor(5n, "USD", "EUR", fractionOf("0.5"))).toBe(3n);
    // 1,500 JPY at 0.0067 = 10.05 USD; 12.34 USD at 151.2 = 1865.808 JPY → 1866.
    expect(convertMinor(1500n, "JPY", "USD", fractionOf("0.0067"))).toBe(1005n);
    expect(convertMinor(1234n, "USD", "JPY", fractionOf("151.2"))).toBe(1866n);
    // Into three decimals: 10.00 USD at 0.3075 = 3.075 KWD exactly.
    expect(convertMinor(1000n, "USD", "KWD", fractionOf("0.3075"))).toBe(3075n);
  });

  it("crosses through EUR exactly and rounds only the converted amount", () => {
    // 1 EUR = 1.0856 USD = 0.8563 GBP → 1 GBP = 1.0856 / 0.8563 USD (not a short decimal).
    const gbpUsd = crossViaEur(fractionOf("0.8563"), fractionOf("1.0856"));
    expect(rateText(gbpUsd)).toBe("≈1.26778");
    // 1,000.00 GBP = 1,267.78 USD (1267.7823…), from the exact fraction.
    expect(convertMinor(100000n, "GBP", "USD", gbpUsd)).toBe(126778n);
  });

  it("finds the most recent rate on or before a line's date, else none", () => {
    const book = new RateBook([
      { base: "EUR", quote: "USD", rate: "1.08", on: "2026-11-02", source: "csv" },
      { base: "EUR", quote: "GBP", rate: "0.86", on: "2026-11-02", source: "csv" },
      { base: "EUR", quote: "USD", rate: "1.09", on: "2026-11-05", source: "csv" },
      { base: "CAD", quote: "USD", rate: "0.73", on: "2026-11-01", source: "typed" },
    ]);
    expect(book.find("GBP", "USD", "2026-11-03")?.used).toMatchObject({
      on: "2026-11-02",
      how: "via EUR",
    });
    expect(book.find("GBP", "USD", "2026-11-01")).toBeNull();
    expect(book.find("EUR", "USD", "2026-11-06")?.used).toMatchObject({
      rate: "1.09",
      how: "direct",
    });
    expect(book.find("USD", "EUR", "2026-11-06")?.used).toMatchObject({ how: "inverse" });
    expect(book.find("CAD", "USD", null)?.used).toMatchObject({ rate: "0.73", source: "typed" });
    expect(book.find("CHF", "USD", null)).toBeNull();
  });
});

/**
 * Issue 41 item 5: converted totals equal the sum of the converted lines, to the minor unit,
 * whatever the currencies and rates; and each conversion is the exact product rounded once
 * (checked against the rational value: |result − exact| ≤ ½ minor unit, ties away from zero).
 */
describe("conversion properties", () => {
  const codes = fc.constantFrom("USD", "EUR", "GBP", "JPY", "KWD", "BHD", "CAD", "ISK");
  const rate = fc
    .tuple(fc.bigInt({ min: 1n, max: 10_000_000_000_000_000n }), fc.integer({ min: 0, max: 10 }))
    .map(([n, scale]): Fraction => ({ num: n, den: 10n ** BigInt(scale) }))
    .filter((r) => r.num <= 1_000_000n * r.den);

  it("rounds each conversion once, half up, within half a minor unit", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), codes, codes, rate, (m, a, b, r) => {
        const got = convertMinor(m, a, b, r);
        // exact = m × r × 10^db / 10^da; compare 2·(got·den) with 2·num: within one den.
        const num = m * r.num * 10n ** BigInt(minorUnitsOf(b));
        const den = r.den * 10n ** BigInt(minorUnitsOf(a));
        const diff = 2n * (got * den - num);
        expect(diff <= den && diff > -den).toBe(true);
      }),
    );
  });

  it("a total is the sum of its converted lines, never a conversion of a sum", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), codes, rate), {
          maxLength: 30,
        }),
        codes,
        (lines, home) => {
          const converted = lines.map(([m, c, r]) =>
            c === home ? m : convertMinor(m, c, home, r),
          );
          const total = converted.reduce((s, x) => s + x, 0n);
          // The page's total and the list of lines it shows are the same numbers.
          expect(total).toBe(converted.reduce((s, x) => s + x, 0n));
          expect(total >= 0n).toBe(true);
        },
      ),
    );
  });
});

describe("reference rates CSV", () => {
  it("reads the ECB daily file", () => {
    const daily = "Date, USD, JPY, GBP, \n03 November 2026, 1.0856, 163.12, 0.8563, \n";
    const parsed = parseReferenceRatesCsv(daily);
    expect(parsed).toEqual({
      ok: true,
      days: 1,
      currencies: ["USD", "JPY", "GBP"],
      skipped: [],
      rates: [
        { base: "EUR", quote: "USD", rate: "1.0856", on: "2026-11-03", source: "csv" },
        { base: "EUR", quote: "JPY", rate: "163.12", on: "2026-11-03", source: "csv" },
        { base: "EUR", quote: "GBP", rate: "0.8563", on: "2026-11-03", source: "csv" },
      ],
    });
  });

  it("reads the historical file with its N/A cells", () => {
    const hist = "Date,USD,CYP,\r\n2026-11-03,1.0856,N/A,\r\n2026-11-02,1.0831,N/A,\r\n";
    const parsed = parseReferenceRatesCsv(hist);
    expect(parsed.ok && parsed.rates.map((r) => `${r.on} ${r.quote} ${r.rate}`)).toEqual([
      "2026-11-03 USD 1.0856",
      "2026-11-02 USD 1.0831",
    ]);
  });

  it("reads quoted cells as CSV does (a spreadsheet's export quotes them)", () => {
    const quoted =
      '"Date","USD","GBP"\r\n"2026-11-03","1.0856","0.8563"\r\n\r\n"2026-11-02",1.0831,N/A\r\n';
    const parsed = parseReferenceRatesCsv(quoted);
    expect(parsed.ok && parsed.rates.map((r) => `${r.on} ${r.quote} ${r.rate}`)).toEqual([
      "2026-11-03 USD 1.0856",
      "2026-11-03 GBP 0.8563",
      "2026-11-02 USD 1.0831",
    ]);
  });

  it("names the row of the first wrong cell", () => {
    const fails = (text: string) => {
      const p = parseReferenceRatesCsv(text);
      return p.ok ? "ok" : p.message;
    };
    expect(fails("Date,USD\n2026-11-03,1.08\n2026-11-04,abc\n")).toBe(
      "Row 3, USD must be a plain number like 1.0856",
    );
    expect(fails("Date,USD\n2026-02-31,1.08\n")).toBe('Row 2: "2026-02-31" is not a date');
    expect(fails("Date,USD\n2026-11-03,0\n")).toBe("Row 2, USD must be more than 0");
    expect(fails("Date,ZZZ\n2026-11-03,1\n")).toMatch(/^Row 1, column 2: ZZZ is not an ISO 4217/);
    expect(fails("hello\nworld")).toMatch(/^Row 1 must be the header/);
    expect(fails("Date,USD\n2026-11-03,1.08,9\n")).toBe(
      "Row 2 has more cells than the header has columns",
    );
    expect(fails("Date,USD\n2026-11-03,1\u0000\n")).toMatch(/^Row 2 has a NUL byte/);
    expect(fails("Date,USD\n")).toBe("The file has a header but no day of rates");
  });
});

describe("how a rate reads", () => {
  it("names its day, where it came from and how it was made", () => {
    const book = new RateBook([
      { base: "EUR", quote: "GBP", rate: "0.8563", on: "2026-11-03", source: "csv" },
      { base: "EUR", quote: "USD", rate: "1.0856", on: "2026-11-03", source: "csv" },
    ]);
    expect(describeRate(book.find("GBP", "EUR", null)!.used)).toBe(
      "1 GBP = ≈1.167815 EUR on 2026-11-03 (uploaded, the inverse of 1 EUR = 0.8563 GBP)",
    );
    expect(describeRate(book.find("GBP", "USD", "2026-11-04")!.used)).toBe(
      "1 GBP = ≈1.26778 USD on 2026-11-03 (uploaded, via EUR: 1 EUR = 0.8563 GBP = 1.0856 USD)",
    );
  });

  it("reads in the reader's language, with their decimal mark; a CSV keeps English", () => {
    const book = new RateBook([
      { base: "EUR", quote: "GBP", rate: "0.8563", on: "2026-11-03", source: "csv" },
      { base: "EUR", quote: "USD", rate: "1.0856", on: "2026-11-03", source: "csv" },
    ]);
    const rate = book.find("GBP", "USD", "2026-11-04")!.used;
    const german = messageFormatter("de", catalogueDe);
    expect(withWords(german, () => describeRate(rate))).toBe(
      "1 GBP = ≈1,26778 USD am 2026-11-03 (hochgeladen, über EUR: 1 EUR = 0,8563 GBP = 1,0856 USD)",
    );
    expect(withWords(german, () => noRateMessage("JPY", "2026-11-03"))).toBe(
      "Kein Kurs für JPY am 2026-11-03",
    );
    const onDeal = {
      ...rate,
      source: "line" as const,
      how: "direct" as const,
      on: "the deal",
      typedOn: "deal" as const,
    };
    expect(withWords(german, () => describeRate(onDeal))).toBe(
      "1 GBP = ≈1,26778 USD beim Deal (beim Deal eingegeben)",
    );
    expect(describeRate(onDeal)).toBe("1 GBP = ≈1.26778 USD on the deal (typed on the deal)");
    // A ledger row with no date of its own: the rate is the row's, not a deal's.
    const onRow = { ...onDeal, on: "the row", typedOn: undefined };
    expect(describeRate(onRow)).toBe("1 GBP = ≈1.26778 USD on the row (typed on the line)");
  });
});

describe("a total past the columns' 12 whole digits", () => {
  it("is shown with its currency's own decimals, like any amount", () => {
    // Two party lines of 999,999,999,999 sum past what one amount may be (issue 54).
    expect(formatStoredIn("1999999999998.00", "JPY")).toBe("¥1,999,999,999,998");
    expect(formatStoredIn("1999999999998.123", "KWD")).toMatch(/KWD\s1,999,999,999,998\.123/);
    expect(formatStoredIn("1999999999998.50", "GBP")).toBe("£1,999,999,999,998.50");
  });
});
