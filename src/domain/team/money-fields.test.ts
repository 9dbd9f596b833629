import { describe, expect, it } from "vitest";
import { isMoneyKey } from "./money-fields";

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
