import { describe, expect, it } from "vitest";
import { periodOptions, periodRange } from "./filing-period";

describe("the report's periods", () => {
  it("offers this year's quarters begun so far, then whole years and their quarters", () => {
    const values = periodOptions("2026-05-10").map((o) => o.value);
    expect(values.slice(0, 4)).toEqual(["2026", "2026-Q2", "2026-Q1", "2025"]);
    expect(values).toContain("2023-Q1");
    expect(values).not.toContain("2026-Q3");
  });

  it("turns a choice into its first and last day", () => {
    expect(periodRange("2026")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(periodRange("2026-Q1")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(periodRange("2026-Q4")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });
});
