import { describe, expect, it } from "vitest";
import { HIDDEN, isHidden, shownOr, sumShown, withHidden } from "./hidden";

describe("withHidden", () => {
  const show = { id: "s1", venueFee: "1200.00", showMoney: { amount: "1200.00", basis: "offer" } };

  it("gives a reader who sees money the row as it is", () => {
    expect(withHidden(true, show, ["venueFee", "showMoney"])).toBe(show);
  });

  it("puts the marker in each named field for a reader who does not, keeping the rest", () => {
    const shaped = withHidden(false, show, ["venueFee", "showMoney"]);
    expect(shaped).toEqual({ id: "s1", venueFee: HIDDEN, showMoney: HIDDEN });
    expect(JSON.parse(JSON.stringify(shaped)).showMoney).toEqual({ hidden: true });
    // The row it was made from is not changed (answers are cached per reader).
    expect(show.venueFee).toBe("1200.00");
  });
});

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
