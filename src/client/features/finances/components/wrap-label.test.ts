import { describe, expect, it } from "vitest";
import { showDay, wrapLabel } from "./wrap-label";

describe("wrapLabel", () => {
  it("breaks a show's label at spaces to fit its bar's band", () => {
    expect(wrapLabel("Nov 1, 2026 O2 Academy Brixton", 12, 3)).toEqual([
      "Nov 1, 2026",
      "O2 Academy",
      "Brixton",
    ]);
  });

  it("marks a label cut after its last line", () => {
    expect(wrapLabel("Nov 1, 2026 The Very Long Hall Name", 8, 2)).toEqual(["Nov 1,", "2026 The…"]);
  });
});

describe("showDay", () => {
  it("keeps a show's month and day, for a band too narrow for its venue", () => {
    expect(showDay("Nov 26, 2026 The Basement")).toBe("Nov 26");
  });
});
