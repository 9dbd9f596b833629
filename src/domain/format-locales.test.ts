import { describe, expect, it, vi } from "vitest";
import {
  formatCount,
  formatExact,
  formatReach,
  formatUsd,
  formatUsdAmount,
  formatUsdCents,
} from "./format";
import { withFormatLocale } from "./i18n/format-locale";

// Intl writes a no-break space between an amount and its currency sign.
const NB = "\u00a0";

describe("numbers and dollars in the person's locale (issue 55 item 4)", () => {
  it("English is as it was, with no Intl", () => {
    const intl = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(formatUsd("1234.56")).toBe("$1,235");
      expect(formatUsdCents("1234.5")).toBe("$1,234.50");
      expect(formatUsdAmount("185.40")).toBe("$185.40");
      expect(formatExact(1050)).toBe("1,050");
      expect(formatCount(1500)).toBe("1.5K");
      expect(formatReach(2_345_678)).toBe("2.3M");
      expect(withFormatLocale("en", () => formatUsdCents("-2.5"))).toBe("-$2.50");
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it("German writes a decimal comma, dots between thousands and the sign after", () => {
    withFormatLocale("de", () => {
      expect(formatUsd("1234.56")).toBe(`1.235${NB}$`);
      expect(formatUsd("-1234.56")).toBe(`-1.235${NB}$`);
      expect(formatUsdCents("1234.5")).toBe(`1.234,50${NB}$`);
      expect(formatUsdCents("-2.5")).toBe(`-2,50${NB}$`);
      expect(formatUsdAmount("185.40")).toBe(`185,40${NB}$`);
      expect(formatUsdAmount("1200")).toBe(`1.200${NB}$`);
      expect(formatExact(1050)).toBe("1.050");
      expect(formatExact(1234567)).toBe("1.234.567");
      expect(formatCount(999)).toBe("999");
      expect(formatCount(1500)).toBe("1,5K");
      expect(formatReach(999_950)).toBe("1,0M");
      expect(formatReach(2_345_678)).toBe("2,3M");
    });
  });

  it("Spanish is es-ES: a decimal comma, dots from five digits, US$ for dollars", () => {
    withFormatLocale("es", () => {
      expect(formatUsd("1234.56")).toBe(`1235${NB}US$`);
      expect(formatUsd("12345")).toBe(`12.345${NB}US$`);
      expect(formatUsdCents("1234.5")).toBe(`1234,50${NB}US$`);
      expect(formatExact(1050)).toBe("1050");
      expect(formatExact(12345)).toBe("12.345");
      expect(formatCount(1500)).toBe("1,5K");
      expect(formatReach(1500)).toBe("1,5K");
    });
  });

  it("the locale holds only inside withFormatLocale", () => {
    expect(withFormatLocale("de", () => formatUsd(10))).toBe(`10${NB}$`);
    expect(formatUsd(10)).toBe("$10");
  });
});
