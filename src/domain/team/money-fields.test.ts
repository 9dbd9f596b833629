import { describe, expect, it } from "vitest";
import {
  isMoneyKey,
  MASKED_FIGURE,
  withoutMoney,
  withoutMoneyFigures,
  withoutMoneyFiguresAt,
} from "./money-fields";

describe("isMoneyKey", () => {
  it.each([
    "venueFee",
    "grossSold",
    "deal",
    "deals",
    "hasDeal",
    "isPaid",
    "price",
    "unitCost",
    "estimatedTravelCost",
    "guaranteeAmount",
    "revenueProjection",
    "showMoney",
    "moneyTotals",
    "settlement",
    "budget",
    "totalEstimatedCost",
    "averageConfirmedFee",
    "amount_anticipated",
    "Net",
  ])("%s is money", (key) => expect(isMoneyKey(key)).toBe(true));

  it.each([
    "totalCapacity",
    "stockTotal",
    "feed",
    "feedUrl",
    "capacity",
    "countIn",
    "sold",
    "sellThrough",
    "notes",
    "network",
    "dealer",
    "priority",
    "values",
    "status",
    "id",
  ])("%s is not", (key) => expect(isMoneyKey(key)).toBe(false));
});

describe("withoutMoney", () => {
  it("takes money fields out at any depth, with everything inside them, and keeps the rest", () => {
    const value = {
      id: "s1",
      venueFee: "100.00",
      showMoney: { amount: "5.00", basis: "guarantee" },
      venue: { name: "Hall", capacity: 500, deal: { guaranteeAmount: "1.00" } },
      rows: [{ label: "S", price: "20.00", stock: 3 }, null, 7, "text"],
    };
    expect(withoutMoney(value)).toEqual({
      id: "s1",
      venue: { name: "Hall", capacity: 500 },
      rows: [{ label: "S", stock: 3 }, null, 7, "text"],
    });
    expect(value.venueFee).toBe("100.00");
  });
});

describe("withoutMoneyFigures", () => {
  it.each([
    ["They offered $2,500 flat", `They offered ${MASKED_FIGURE} flat`],
    ["Guarantee €300.50 plus door", `Guarantee ${MASKED_FIGURE} plus door`],
    ["asked 1200 USD", `asked ${MASKED_FIGURE}`],
    ["USD 1,200 and £40", `${MASKED_FIGURE} and ${MASKED_FIGURE}`],
    ["about 2.5k dollars", `about ${MASKED_FIGURE}`],
  ])("masks %j", (text, masked) => expect(withoutMoneyFigures(text)).toBe(masked));

  it("leaves times, dates, counts and capacities alone", () => {
    const text = "Doors 19:30 on 2026-05-01, 450 capacity, 3 trucks, set 21:00";
    expect(withoutMoneyFigures(text)).toBe(text);
  });

  it("masks only the strings under the keys named", () => {
    expect(
      withoutMoneyFiguresAt(
        { notes: "Offer $900", title: "$900 club", events: [{ note: "now $1,000" }] },
        new Set(["notes", "note"]),
      ),
    ).toEqual({
      notes: `Offer ${MASKED_FIGURE}`,
      title: "$900 club",
      events: [{ note: `now ${MASKED_FIGURE}` }],
    });
  });
});
