import { describe, expect, it } from "vitest";
import { withFormatLocale } from "../i18n/format-locale";
import {
  currencyName,
  formatHomeAmount,
  formatHomeCents,
  formatIn,
  formatStoredIn,
} from "./currency";
import { formatByCurrency } from "./currency-amounts";
import { formatHomeWhole } from "./home-money";

const NB = "\u00a0";

describe("amounts in their currency, in the person's locale (issue 55 item 4)", () => {
  it("English is as it was", () => {
    expect(formatIn(123450n, "GBP")).toBe("£1,234.50");
    expect(formatStoredIn("1500.00", "JPY")).toBe("¥1,500");
    expect(formatHomeWhole("12345.6", "EUR")).toBe("€12,346");
    expect(formatHomeAmount("185.40", "EUR")).toBe("€185.40");
  });

  it("German: 1.234,56 €, the sign after the amount", () => {
    withFormatLocale("de", () => {
      expect(formatStoredIn("1234.56", "EUR")).toBe(`1.234,56${NB}€`);
      expect(formatStoredIn("-1234.56", "EUR")).toBe(`-1.234,56${NB}€`);
      expect(formatIn(123450n, "GBP")).toBe(`1.234,50${NB}£`);
      expect(formatStoredIn("1500.00", "JPY")).toBe(`1.500${NB}¥`);
      expect(formatIn(1250n, "KWD")).toBe(`1,250${NB}KWD`);
      expect(formatHomeWhole("12345.6", "EUR")).toBe(`12.346${NB}€`);
      expect(formatHomeWhole("1234.56", "USD")).toBe(`1.235${NB}$`);
      expect(formatHomeAmount("1200.00", "USD")).toBe(`1.200${NB}$`);
      expect(formatHomeAmount("185.40", "EUR")).toBe(`185,40${NB}€`);
      expect(formatHomeCents("1200", "USD")).toBe(`1.200,00${NB}$`);
      // A sum past the columns' twelve digits keeps its cents, in German too.
      expect(formatStoredIn("1234567890123.45", "EUR")).toBe(`1.234.567.890.123,45${NB}€`);
      expect(
        formatByCurrency(
          [
            { currency: "EUR", amount: "1200.00" },
            { currency: "GBP", amount: "300.00" },
          ],
          "—",
          { whole: true },
        ),
      ).toBe(`1.200${NB}€ + 300${NB}£`);
    });
  });

  it("Spanish is es-ES's", () => {
    withFormatLocale("es", () => {
      expect(formatStoredIn("1234.56", "EUR")).toBe(`1234,56${NB}€`);
      expect(formatStoredIn("12345.60", "EUR")).toBe(`12.345,60${NB}€`);
      expect(formatIn(123450n, "GBP")).toBe(`1234,50${NB}GBP`);
      expect(formatHomeWhole("12345.6", "EUR")).toBe(`12.346${NB}€`);
    });
  });
});

describe("a currency's name", () => {
  it("is the ISO list's in English and the reader's own in Spanish and German", () => {
    expect(currencyName("TTD")).toBe("Trinidad and Tobago Dollar");
    expect(withFormatLocale("de", () => currencyName("GBP"))).toBe("Britisches Pfund");
    expect(withFormatLocale("es", () => currencyName("TTD"))).toBe("dólar de Trinidad y Tobago");
  });
});
