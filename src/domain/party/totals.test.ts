import { describe, expect, it } from "vitest";
import { currencyTotals } from "./totals";

describe("a person's totals", () => {
  it("are per currency, paid and owed, never summed across currencies", () => {
    const paidAt = new Date();
    expect(
      currencyTotals([
        { amount: "40.00", currency: "GBP", paidAt },
        { amount: "35.50", currency: "GBP", paidAt: null },
        { amount: "5000.00", currency: "JPY", paidAt: null },
        { amount: "1.250", currency: "KWD", paidAt },
      ]),
    ).toEqual([
      { currency: "GBP", total: "75.50", paid: "40.00", owed: "35.50" },
      { currency: "JPY", total: "5000.00", paid: "0.00", owed: "5000.00" },
      { currency: "KWD", total: "1.250", paid: "1.250", owed: "0.000" },
    ]);
  });
});
