import { describe, expect, it } from "vitest";
import { chipWords, dealEditWarning } from "./contract-words";

describe("a show's contract chip", () => {
  it("names each state as the tour page reads it", () => {
    expect(chipWords({ state: "sent", outOfDate: false })).toBe("Contract: sent");
    expect(chipWords({ state: "promoter_signed", outOfDate: false })).toBe("Signed by promoter");
    expect(chipWords({ state: "executed", outOfDate: false })).toBe("Executed");
  });

  it("says out of date when the deal changed after the version was made, unless void", () => {
    expect(chipWords({ state: "sent", outOfDate: true })).toBe("Out of date");
    expect(chipWords({ state: "promoter_signed", outOfDate: true })).toBe("Out of date");
    expect(chipWords({ state: "void", outOfDate: true })).toBe("Contract: void");
  });
});

describe("an executed contract the deal moved away from (issue 47)", () => {
  it("still reads executed, and says the deal changed", () => {
    expect(chipWords({ state: "executed", outOfDate: true })).toBe("Executed · deal changed");
  });

  it("warns before a deal edit what it does to the contract, and nothing once it is out of date", () => {
    expect(dealEditWarning({ state: "promoter_signed", outOfDate: false })).toMatch(
      /^The promoter has signed: this makes the contract out of date\./,
    );
    expect(dealEditWarning({ state: "executed", outOfDate: false })).toMatch(/amendment/);
    expect(dealEditWarning({ state: "promoter_signed", outOfDate: true })).toBeNull();
    expect(dealEditWarning({ state: "void", outOfDate: false })).toBeNull();
  });
});
