import { describe, expect, it } from "vitest";
import { type DealCountTuple, dealCountOf } from "./deal-count";

const at = (day: number) => `2027-03-${String(day).padStart(2, "0")}T10:00:00.000Z`;

describe("what a deal's estimate reads of a show's counts", () => {
  it("is nothing without counts", () => {
    expect(dealCountOf([], "USD")).toBeNull();
  });

  it("sums each tier's latest count, with the gross when every tier gives one", () => {
    const counts: DealCountTuple[] = [
      ["1", "GA", at(1), 100, "2000.000", "USD"],
      ["2", "GA", at(3), 150, "3000.000", "USD"],
      ["3", "VIP", at(2), 10, "500.000", "USD"],
    ];
    expect(dealCountOf(counts, "USD")).toEqual({ sold: 160, gross: "3500.00", asOf: at(3) });
  });

  it("prices the tickets itself when a tier has no gross, or one in another currency", () => {
    const noGross: DealCountTuple[] = [
      ["1", "GA", at(1), 100, "2000.000", "USD"],
      ["2", "VIP", at(1), 10, null, "USD"],
    ];
    expect(dealCountOf(noGross, "USD")?.gross).toBeNull();
    expect(dealCountOf([["1", "GA", at(1), 100, "2000.000", "EUR"]], "USD")?.gross).toBeNull();
  });
});
