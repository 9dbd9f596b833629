import { describe, expect, it } from "vitest";
import { formatCount, formatExact, formatReach, formatUsd } from "./format";

describe("formatUsd", () => {
  it("shows dollars with no decimals", () => {
    expect(formatUsd("12345.67")).toBe("$12,346");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(null)).toBe("$0");
    expect(formatUsd("999.49")).toBe("$999");
  });
});

describe("formatCount", () => {
  it("abbreviates thousands with K", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1.0K");
    expect(formatCount(12_450)).toBe("12.5K");
  });
});

describe("formatReach", () => {
  it("uses K at 1,000 and M at 1,000,000 with one decimal", () => {
    expect(formatReach(999)).toBe("999");
    expect(formatReach(1000)).toBe("1.0K");
    expect(formatReach(150_000)).toBe("150.0K");
    expect(formatReach(999_999)).toBe("1.0M");
    expect(formatReach(1_000_000)).toBe("1.0M");
    expect(formatReach(2_350_000)).toBe("2.4M");
  });
});

describe("formatExact", () => {
  it("writes counts in full with thousands separators", () => {
    expect(formatExact(0)).toBe("0");
    expect(formatExact(1050)).toBe("1,050");
    expect(formatExact(2_345_678)).toBe("2,345,678");
  });
});
