import { describe, expect, it } from "vitest";
import { RateBook } from "../../currencies/exchange-rates";
import { payoutDeductions } from "../settlement-terms";
import { showCentsInHome, showCostsInDeal } from "./convert";

// 1 GBP = 1.265 USD from 2026-11-03; nothing before.
const conversion = {
  home: "USD",
  book: new RateBook([
    { base: "GBP", quote: "USD", rate: "1.265", on: "2026-11-03", source: "typed" },
  ]),
};

describe("a show's money in the home currency (issue 41)", () => {
  it("converts at the rate of the show's day, rounding once, half up", () => {
    // £10.01 × 1.265 = $12.66265 → $12.66.
    expect(showCentsInHome(1001n, "GBP", "2026-11-04", conversion)).toBe(1266n);
    expect(showCentsInHome(1001n, "USD", "2026-11-04", conversion)).toBe(1001n);
  });

  it("is null with no rate on or before the show's day, and nothing converts to nothing", () => {
    expect(showCentsInHome(1001n, "GBP", "2026-11-01", conversion)).toBeNull();
    expect(showCentsInHome(0n, "GBP", "2026-11-01", conversion)).toBe(0n);
  });
});

describe("what a commission of net is net of, in the deal's currency", () => {
  it("converts the show's home-currency costs home → deal by the exact inverse", () => {
    // $126.50 / 1.265 = £100.00 exactly.
    expect(showCostsInDeal(12650n, "GBP", "2026-11-03", conversion)).toBe(10000n);
    expect(showCostsInDeal(12650n, "GBP", "2026-11-01", conversion)).toBeNull();
  });

  it("makes a commission of net unknown without a rate, never one of gross", () => {
    const terms = {
      agentCommissionPercent: "10.00",
      agentCommissionBasis: "gross" as const,
      managerCommissionPercent: "10.00",
      managerCommissionBasis: "net" as const,
      withholdingPercent: "0.00",
      currency: "GBP",
    };
    expect(payoutDeductions(terms, 100000n, 10000n)).toEqual({
      agentCommission: 10000n,
      managerCommission: 9000n,
      withholding: 0n,
    });
    expect(payoutDeductions(terms, 100000n, null)).toEqual({
      agentCommission: 10000n,
      managerCommission: null,
      withholding: 0n,
    });
  });
});
