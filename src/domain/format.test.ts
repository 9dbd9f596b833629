import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatExact,
  formatReach,
  formatUsd,
  formatUsdAmount,
  formatUsdCents,
} from "./format";
import { fromCents, MAX_MONEY, toCents } from "./money";

/** What the browser's own formatter writes: the figures must read exactly the same. */
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-US", options);
const usd = (digits: number) =>
  intl({
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const maxCents = toCents(MAX_MONEY);
const amounts = fc.integer({ min: -maxCents, max: maxCents }).map(fromCents);

describe("formatUsd", () => {
  it("shows dollars with no decimals", () => {
    expect(formatUsd("12345.67")).toBe("$12,346");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(null)).toBe("$0");
    expect(formatUsd("999.49")).toBe("$999");
  });

  it("writes every amount a money column holds as Intl's en-US currency does", () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatUsd(amount)).toBe(usd(0).format(Math.round(toCents(amount) / 100)));
        expect(formatUsdCents(amount)).toBe(usd(2).format(toCents(amount) / 100));
      }),
    );
    for (const edge of ["-0.40", "-0.00", "0.50", "-0.50", MAX_MONEY, `-${MAX_MONEY}`, "1000"]) {
      expect(formatUsd(edge)).toBe(usd(0).format(Math.round(toCents(edge) / 100)));
      expect(formatUsdCents(edge)).toBe(usd(2).format(toCents(edge) / 100));
    }
  });
});

describe("formatUsdAmount", () => {
  it("keeps the cents an amount has and writes a whole amount without them", () => {
    expect(formatUsdAmount("185.40")).toBe("$185.40");
    expect(formatUsdAmount("1200.00")).toBe("$1,200");
    expect(formatUsdAmount("-0.05")).toBe("-$0.05");
    expect(formatUsdAmount("1234567.5")).toBe("$1,234,567.50");
  });
});

describe("formatCount", () => {
  it("abbreviates thousands with K", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1.0K");
    expect(formatCount(12_450)).toBe("12.5K");
  });
});

describe("formatReach", () => {
  it("uses K at 1,000 and M at 1,000,000 with one decimal", () => {
    expect(formatReach(999)).toBe("999");
    expect(formatReach(1000)).toBe("1.0K");
    expect(formatReach(150_000)).toBe("150.0K");
    expect(formatReach(999_999)).toBe("1.0M");
    expect(formatReach(1_000_000)).toBe("1.0M");
    expect(formatReach(2_350_000)).toBe("2.4M");
  });
});

describe("formatExact", () => {
  it("writes counts in full with thousands separators", () => {
    expect(formatExact(0)).toBe("0");
    expect(formatExact(1050)).toBe("1,050");
    expect(formatExact(2_345_678)).toBe("2,345,678");
  });

  it("writes any number as Intl's en-US whole-number format does", () => {
    const exact = intl({ maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (n) => {
        expect(formatExact(n)).toBe(exact.format(n));
      }),
    );
    for (const edge of [-0, -2.5, 2.5, 1e21, Number.MAX_SAFE_INTEGER + 2, Number.NaN, -Infinity]) {
      expect(formatExact(edge)).toBe(exact.format(edge));
    }
  });
});
