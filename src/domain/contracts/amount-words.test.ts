import { describe, expect, it } from "vitest";
import { amountInWords, percentInWords, wholeInWords } from "./amount-words";

describe("an amount in words", () => {
  it("writes whole numbers as a contract does", () => {
    expect(wholeInWords(0)).toBe("zero");
    expect(wholeInWords(7)).toBe("seven");
    expect(wholeInWords(19)).toBe("nineteen");
    expect(wholeInWords(20)).toBe("twenty");
    expect(wholeInWords(42)).toBe("forty-two");
    expect(wholeInWords(100)).toBe("one hundred");
    expect(wholeInWords(1001)).toBe("one thousand one");
    expect(wholeInWords(2500)).toBe("two thousand five hundred");
    expect(wholeInWords(1_000_000)).toBe("one million");
    expect(wholeInWords(12_345_678)).toBe(
      "twelve million three hundred forty-five thousand six hundred seventy-eight",
    );
    expect(wholeInWords(999_999_999_999)).toBe(
      "nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine",
    );
  });

  it("keeps the cents as a fraction, exactly as stored", () => {
    expect(amountInWords("1250.50")).toBe("One thousand two hundred fifty and 50/100");
    expect(amountInWords("1250.5")).toBe("One thousand two hundred fifty and 50/100");
    expect(amountInWords("0.07")).toBe("Zero and 07/100");
    expect(amountInWords("5000")).toBe("Five thousand and 00/100");
    expect(amountInWords("999999999999.99")).toMatch(
      /^Nine hundred ninety-nine billion .* and 99\/100$/,
    );
  });

  it("writes a currency without minor unit (JPY) whole, and refuses cents in it", () => {
    expect(amountInWords("1500.00", 0)).toBe("One thousand five hundred");
    expect(amountInWords("1500", 0)).toBe("One thousand five hundred");
    expect(() => amountInWords("1500.50", 0)).toThrow(RangeError);
  });

  it("refuses what is not an amount rather than writing a wrong one", () => {
    expect(() => amountInWords("-5.00")).toThrow(RangeError);
    expect(() => amountInWords("1e5")).toThrow(RangeError);
    expect(() => amountInWords("1000000000000.00")).toThrow(RangeError);
    expect(() => wholeInWords(1.5)).toThrow(RangeError);
  });

  it("writes a percentage in words and figures", () => {
    expect(percentInWords("70.00")).toBe("seventy percent (70%)");
    expect(percentInWords("12.50")).toBe("12.5 percent (12.5%)");
    expect(percentInWords("100")).toBe("one hundred percent (100%)");
  });
});
