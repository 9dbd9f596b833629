import { describe, expect, it } from "vitest";
import { HIDDEN, isHidden, shownOr, sumShown } from "./hidden";

describe("isHidden", () => {
  it("tells the marker from a figure, a null, and an object that merely has the word", () => {
    expect(isHidden(HIDDEN)).toBe(true);
    expect(isHidden(JSON.parse('{"hidden":true}'))).toBe(true);
    expect(isHidden("0.00")).toBe(false);
    expect(isHidden(null)).toBe(false);
    expect(isHidden({ hidden: true, amount: "5.00" })).toBe(false);
    expect(isHidden({ hidden: false })).toBe(false);
  });
});

describe("sumShown and shownOr", () => {
  it("adds visible amounts to the cent, and a total over anything hidden is hidden", () => {
    expect(sumShown(["0.10", "0.20", null])).toBe("0.30");
    expect(sumShown(["500.00", HIDDEN])).toEqual(HIDDEN);
    expect(sumShown([])).toBe("0.00");
  });

  it("falls back only for the marker", () => {
    expect(shownOr(HIDDEN, "")).toBe("");
    expect(shownOr("0.00", "")).toBe("0.00");
  });
});
