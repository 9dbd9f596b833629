import { describe, expect, it } from "vitest";
import { parseAmountIn } from "./currencies/currency";
import { parseRate } from "./currencies/exchange-rates";
import { withFormatLocale } from "./i18n/format-locale";
import { localeDecimalText, parseMoney } from "./money";
import { moneyInput } from "./money-input";
import { numberInput, optionalCount, percentInput } from "./number-inputs";

const money = (text: string, decimals = 2) => {
  const parsed = parseMoney(text, "Amount", decimals);
  return parsed.ok ? parsed.value : parsed.message;
};

describe("amounts typed in the person's locale (issue 55 item 4)", () => {
  it("English reads what it read: a comma is no decimal mark, nor a group", () => {
    expect(money("1234.56")).toBe("1234.56");
    expect(money("1,234")).toBe("Amount must be a plain amount like 1234.50");
    expect(money("1234,56")).toBe("Amount must be a plain amount like 1234.50");
    expect(localeDecimalText("1.234,56")).toBe("1.234,56");
  });

  it("German and Spanish read a decimal comma, and dots as thousands beside it", () => {
    for (const locale of ["de", "es"] as const)
      withFormatLocale(locale, () => {
        expect(money("1.234,56")).toBe("1234.56");
        expect(money("1234,56")).toBe("1234.56");
        expect(money(" 1234,5 ")).toBe("1234.50");
        expect(money("0,5")).toBe("0.50");
        expect(money(",5")).toBe("0.50");
        expect(money("12.345.678,90")).toBe("12345678.90");
        expect(money("1.234.567")).toBe("1234567.00");
        // "1,234" is one point two three four: too many decimals for a money column…
        expect(money("1,234")).toBe("Amount can have at most 2 decimals");
        // …and exactly that for a row in any currency.
        expect(money("1,234", Number.POSITIVE_INFINITY)).toBe("1.234");
        expect(money("1,2,3")).toBe("Amount must be a plain amount like 1234.50");
        expect(money("12.34,5")).toBe("Amount must be a plain amount like 1234.50");
        expect(money("-1,5")).toBe("Amount cannot be negative");
      });
  });

  it("the text Tribe writes into its own fields reads the same in every locale", () => {
    withFormatLocale("de", () => {
      // An edit field holds the stored amount ("150.50"), a row's KWD "12.345", an import's "1500".
      expect(money("150.50")).toBe("150.50");
      expect(money("12.345", 3)).toBe("12.345");
      expect(money("123.450", Number.POSITIVE_INFINITY)).toBe("123.45");
      expect(money("1500")).toBe("1500.00");
      expect(parseMoney(19.99, "Amount")).toEqual({ ok: true, value: "19.99" });
    });
  });

  it("the schemas take the locale's text, and the server (English) its plain text", () => {
    withFormatLocale("de", () => {
      expect(moneyInput("Fee").parse("1.234,56")).toBe("1234.56");
      expect(percentInput("Split").parse("72,5")).toBe("72.50");
      expect(numberInput("Hours").parse("3,5")).toBe(3.5);
      expect(numberInput("Hours").parse("-1,25")).toBe(-1.25);
      expect(optionalCount("Capacity").parse("1.500")).toBe(1500);
      expect(optionalCount("Capacity").parse("1500")).toBe(1500);
      expect(optionalCount("Capacity").safeParse("1,5").success).toBe(false);
    });
    expect(moneyInput("Fee").parse("1234.56")).toBe("1234.56");
    expect(moneyInput("Fee").safeParse("1.234,56").success).toBe(false);
    expect(numberInput("Hours").safeParse("3,5").success).toBe(false);
    expect(optionalCount("Capacity").safeParse("1.500").success).toBe(false);
  });

  it("amounts in a currency and rates read the locale's comma", () => {
    withFormatLocale("es", () => {
      expect(parseAmountIn("1.234,50", "GBP")).toEqual({ ok: true, minor: 123450n });
      expect(parseAmountIn("12,345", "KWD")).toEqual({ ok: true, minor: 12345n });
      expect(parseAmountIn("1500.00", "JPY")).toEqual({ ok: true, minor: 1500n });
      expect(parseAmountIn("1500,5", "JPY").ok).toBe(false);
      expect(parseRate("1,0856")).toEqual({ ok: true, rate: "1.0856" });
      expect(parseRate("1.0856")).toEqual({ ok: true, rate: "1.0856" });
    });
    expect(parseAmountIn("1,234.50", "GBP").ok).toBe(false);
    expect(parseRate("1,0856").ok).toBe(false);
  });
});
