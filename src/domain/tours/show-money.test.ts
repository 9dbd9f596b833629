import { describe, expect, it } from "vitest";
import {
  bookedMoney,
  dealRefusal,
  describeShowMoney,
  type ShowDealTerms,
  showMoney,
} from "./show-money";

const deal = (over: Partial<ShowDealTerms>): ShowDealTerms => ({
  dealType: "guarantee",
  guaranteeAmount: "5000.00",
  artistSharePercent: null,
  ticketPrice: "30.00",
  expectedAttendance: 400,
  expectedExpenses: null,
  isSettled: false,
  finalPayout: null,
  ...over,
});

describe("a show's money", () => {
  it("is the typed fee as an offer while there is no deal", () => {
    expect(showMoney("3200.00", null)).toEqual({ amount: "3200.00", basis: "offer" });
    expect(showMoney(null, null)).toEqual({ amount: "0.00", basis: "offer" });
  });

  it("is the guarantee of a guarantee deal, whatever the fee says", () => {
    expect(showMoney("3200.00", deal({}))).toEqual({ amount: "5000.00", basis: "guarantee" });
  });

  it("is the projected payout of the other deal types", () => {
    // 400 × $30 = $12,000 gross; 85 % door split = $10,200.
    expect(
      showMoney(
        "1700.00",
        deal({ dealType: "door_split", guaranteeAmount: null, artistSharePercent: "85.00" }),
      ),
    ).toEqual({ amount: "10200.00", basis: "projected" });
    // Versus: the larger of the guarantee and the share.
    expect(showMoney(null, deal({ dealType: "versus", artistSharePercent: "50.00" }))).toEqual({
      amount: "6000.00",
      basis: "projected",
    });
    // Percentage of net: share of gross less the expected expenses.
    expect(
      showMoney(
        null,
        deal({
          dealType: "percentage_of_net",
          guaranteeAmount: null,
          artistSharePercent: "50.00",
          expectedExpenses: "2000.00",
        }),
      ),
    ).toEqual({ amount: "5000.00", basis: "projected" });
  });

  it("is the final payout once the deal is settled", () => {
    expect(
      showMoney("3200.00", deal({ isSettled: true, finalPayout: "32368.00", dealType: "versus" })),
    ).toEqual({ amount: "32368.00", basis: "final" });
    // A settled loss on a percentage-of-net deal pays nothing: still the final figure.
    expect(showMoney("3200.00", deal({ isSettled: true, finalPayout: "0.00" }))).toEqual({
      amount: "0.00",
      basis: "final",
    });
  });

  it("says which figure it is", () => {
    expect(describeShowMoney({ amount: "3200.00", basis: "offer" })).toBe("Offer $3,200");
    expect(describeShowMoney({ amount: "5000", basis: "guarantee" })).toBe("Guarantee $5,000");
    expect(describeShowMoney({ amount: "10200.00", basis: "projected" })).toBe("Projected $10,200");
    expect(describeShowMoney({ amount: "32368.00", basis: "final" })).toBe("Final payout $32,368");
  });

  it("writes an offer in the home currency, a deal's figure in the deal's (issue 41)", () => {
    expect(describeShowMoney({ amount: "600.00", basis: "offer" }, "EUR")).toBe("Offer €600");
    expect(describeShowMoney({ amount: "2500.00", basis: "final", currency: "GBP" }, "EUR")).toBe(
      "Final payout £2,500",
    );
    expect(
      describeShowMoney({ amount: "300000", basis: "guarantee", currency: "USD" }, "JPY"),
    ).toBe("Guarantee $300,000");
  });
});

describe("which shows carry money (issue 36)", () => {
  const guarantee = {
    dealType: "guarantee",
    guaranteeAmount: "3200.00",
    artistSharePercent: null,
    ticketPrice: null,
    expectedAttendance: null,
    expectedExpenses: null,
    isSettled: true,
    finalPayout: "4000.00",
  };
  it("books only a confirmed show: its deal's plan, else its offer", () => {
    expect(bookedMoney("confirmed", "900.00", null)).toBe("900.00");
    expect(bookedMoney("confirmed", "900.00", guarantee)).toBe("3200.00");
    for (const status of ["pending", "hold", "challenge", "released", "declined"])
      expect(bookedMoney(status, "900.00", guarantee)).toBe("0.00");
  });
  it("takes a deal only on a confirmed show, saying why not", () => {
    expect(dealRefusal("confirmed")).toBeNull();
    expect(dealRefusal("pending")).toBe(
      "A deal is recorded for a confirmed show; this show is Pending. Confirm it first.",
    );
  });
});
