import { describe, expect, it } from "vitest";
import { fromCents, moneyInput, sumMoney, toCents } from "./money";

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
  it("validates input amounts", () => {
    expect(moneyInput("Fee").parse("1500")).toBe("1500.00");
    expect(moneyInput("Fee").parse(19.999)).toBe("20.00");
    expect(moneyInput("Fee").safeParse(-1).success).toBe(false);
    expect(moneyInput("Fee").safeParse("abc").success).toBe(false);
  });
});
