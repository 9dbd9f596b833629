import { describe, expect, it } from "vitest";
import { bigCents } from "./finances/ledger/cents";
import { campaignInputSchema } from "./marketing/campaigns";
import { fromCents, moneyForEditing, parseMoney, sumMoney, toCents } from "./money";
import { moneyInput } from "./money-input";
import { showInputSchema } from "./tours/shows";
import { tourInputSchema } from "./tours/tours";

const fee = moneyInput("Fee");
const messageOf = (value: unknown) => {
  const result = fee.safeParse(value);
  return result.success ? `accepted as ${result.data}` : result.error.issues[0]?.message;
};

describe("money", () => {
  it("adds exactly to the cent", () => {
    expect(sumMoney(["0.10", "0.20"])).toBe("0.30");
    expect(sumMoney(Array(1000).fill("0.01"))).toBe("10.00");
    expect(sumMoney([null, undefined, "", "5"])).toBe("5.00");
  });
  it("converts both ways", () => {
    expect(toCents("1234.5")).toBe(123450);
    expect(toCents("-2.05")).toBe(-205);
    expect(fromCents(123450)).toBe("1234.50");
    expect(fromCents(-5)).toBe("-0.05");
  });
  it("rejects text that is not money", () => expect(() => toCents("12abc")).toThrow());
});

describe("money input: the decimal text decides, never a float", () => {
  it("reads plain amounts to the cent", () => {
    expect(fee.parse("1500")).toBe("1500.00");
    expect(fee.parse("1234.5")).toBe("1234.50");
    expect(fee.parse("0.01")).toBe("0.01");
    expect(fee.parse(".5")).toBe("0.50");
    expect(fee.parse("7.")).toBe("7.00");
    expect(fee.parse("007.10")).toBe("7.10");
    expect(fee.parse("")).toBe("0.00");
    expect(fee.parse(19.99)).toBe("19.99");
    expect(fee.parse(0)).toBe("0.00");
  });

  it("ignores surrounding spaces", () => {
    expect(fee.parse(" 12 ")).toBe("12.00");
    expect(fee.parse("\t3.5\n")).toBe("3.50");
  });

  // Math.round(n * 100) gave 1.00, 0.28 and 2.67 for these (the floats sit just below).
  it("refuses more than two decimals instead of rounding them", () => {
    for (const text of ["1.005", "0.285", "2.675"]) {
      expect(messageOf(text)).toBe("Fee can have at most 2 decimals");
    }
    expect(messageOf(19.999)).toBe("Fee can have at most 2 decimals");
    expect(messageOf(1e-7)).toBe("Fee can have at most 2 decimals");
    // Trailing zeros are the same amount of cents.
    expect(fee.parse("1.500")).toBe("1.50");
  });

  it("refuses exponents, hex and other number spellings", () => {
    for (const text of [
      "1e5",
      "1E5",
      "0x1F",
      "0b11",
      "Infinity",
      "1,500",
      "+5",
      "$5",
      "5 5",
      ".",
    ]) {
      expect(messageOf(text)).toBe("Fee must be a plain amount like 1234.50");
    }
    expect(messageOf("abc")).toBe("Fee must be a plain amount like 1234.50");
    expect(messageOf(Number.NaN)).toBe("Fee must be a number");
    expect(messageOf(true)).toBe("Fee must be a number");
  });

  it("refuses negative amounts", () => {
    expect(messageOf("-1")).toBe("Fee cannot be negative");
    expect(messageOf("-0.01")).toBe("Fee cannot be negative");
    expect(messageOf(-1)).toBe("Fee cannot be negative");
    expect(fee.parse("-0")).toBe("0.00");
  });

  it("holds what numeric(14,2) holds and refuses more with the limit", () => {
    expect(fee.parse("999999999999.99")).toBe("999999999999.99");
    expect(fee.parse(999999999999.99)).toBe("999999999999.99");
    expect(messageOf("1000000000000")).toBe("Fee cannot be more than 999,999,999,999.99");
    expect(messageOf(1e12)).toBe("Fee cannot be more than 999,999,999,999.99");
    expect(messageOf(1e21)).toBe("Fee cannot be more than 999,999,999,999.99");
    // Would round up past the limit: refused for its third decimal.
    expect(messageOf("999999999999.999")).toBe("Fee can have at most 2 decimals");
    expect(parseMoney("99999999999999999999", "Fee")).toEqual({
      ok: false,
      message: "Fee cannot be more than 999,999,999,999.99",
    });
  });
});

describe("every money field of every schema uses the one parser", () => {
  const show = {
    venueMode: "existing",
    venueId: crypto.randomUUID(),
    performanceDate: "2026-07-01",
  };
  const cases = [
    [
      "Estimated gross",
      (v: string) => tourInputSchema.safeParse({ title: "T", totalEstimatedCost: v }),
    ],
    ["Venue fee", (v: string) => showInputSchema.safeParse({ ...show, venueFee: v })],
    ["Travel cost", (v: string) => showInputSchema.safeParse({ ...show, estimatedTravelCost: v })],
    [
      "Accommodation cost",
      (v: string) => showInputSchema.safeParse({ ...show, estimatedAccommodationCost: v }),
    ],
    [
      "Budget",
      (v: string) => campaignInputSchema.safeParse({ title: "C", platform: "TikTok", budget: v }),
    ],
  ] as const;

  it.each(cases)("%s", (label, parse) => {
    const messages = (v: string) => parse(v).error?.issues.map((i) => i.message);
    expect(messages("1.005")).toEqual([`${label} can have at most 2 decimals`]);
    expect(messages("1e5")).toEqual([`${label} must be a plain amount like 1234.50`]);
    expect(messages("0x1F")).toEqual([`${label} must be a plain amount like 1234.50`]);
    expect(messages("999999999999.999")).toEqual([`${label} can have at most 2 decimals`]);
    expect(messages("1000000000000")).toEqual([`${label} cannot be more than 999,999,999,999.99`]);
    expect(parse(" 12 ").success).toBe(true);
  });

  it("keeps the rule that a budget which is no number at all becomes 0 (docs/product.md §8.2)", () => {
    const budget = (v: unknown) =>
      campaignInputSchema.parse({ title: "C", platform: "TikTok", budget: v }).budget;
    expect(budget("abc")).toBe("0.00");
    expect(budget("")).toBe("0.00");
    expect(budget(null)).toBe("0.00");
    expect(budget(undefined)).toBe("0.00");
    expect(budget(" 12 ")).toBe("12.00");
    expect(budget(2.5)).toBe("2.50");
  });
});

describe("moneyForEditing", () => {
  it("drops .00 from whole amounts and keeps cents as stored", () => {
    expect(moneyForEditing("1500.00")).toBe("1500");
    expect(moneyForEditing("150.50")).toBe("150.50");
    expect(moneyForEditing("0.00")).toBe("0");
    expect(moneyForEditing(null)).toBe("");
  });

  it("reads a row's three-decimal column as the two-decimal ones", () => {
    expect(moneyForEditing("1500.000")).toBe("1500");
    expect(moneyForEditing("12.340")).toBe("12.34");
    expect(moneyForEditing("12.345")).toBe("12.345");
  });
});

describe("a row's numeric(15,3) text", () => {
  it("is the same amount with a third decimal of 0, and refused with another", () => {
    expect(toCents("123.450")).toBe(12345);
    expect(toCents("-0.100")).toBe(-10);
    expect(() => toCents("12.345")).toThrow();
    expect(bigCents("12345678901234.560")).toBe(1234567890123456n);
    expect(() => bigCents("12345678901234.565")).toThrow();
  });

  it("is parsed to as many decimals as the schema allows, trailing zeros dropped", () => {
    const parse = (v: unknown, decimals: number) => parseMoney(v, "Amount", decimals);
    expect(parse("12.345", 3)).toEqual({ ok: true, value: "12.345" });
    expect(parse("12.3400", 3)).toEqual({ ok: true, value: "12.34" });
    expect(parse("12.3456", 3)).toEqual({
      ok: false,
      message: "Amount can have at most 3 decimals",
    });
    expect(parse("1000000.0000000001", Number.POSITIVE_INFINITY)).toEqual({
      ok: true,
      value: "1000000.0000000001",
    });
    expect(parse(1e-11, Number.POSITIVE_INFINITY)).toEqual({
      ok: false,
      message: "Amount has too many decimals",
    });
  });
});
