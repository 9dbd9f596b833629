import { describe, expect, it } from "vitest";
import { chipWords } from "./contract-words";

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
