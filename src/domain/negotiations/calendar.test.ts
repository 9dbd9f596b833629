import { describe, expect, it } from "vitest";
import { addMonths, displayOrder, monthGrid } from "./calendar";

describe("month grid", () => {
  it("starts on Monday and covers whole weeks", () => {
    // June 2026: the 1st is a Monday, the 30th a Tuesday.
    const june = monthGrid("2026-06");
    expect(june[0]![0]).toBe("2026-06-01");
    expect(june.at(-1)).toEqual([
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
      "2026-07-04",
      "2026-07-05",
    ]);
    // November 2026 begins on a Sunday: the grid starts on Monday Oct 26.
    const nov = monthGrid("2026-11");
    expect(nov[0]![0]).toBe("2026-10-26");
    expect(nov[0]![6]).toBe("2026-11-01");
    expect(nov.every((w) => w.length === 7)).toBe(true);
  });
  it("starts on Sunday where the locale's week does (English: weekStartsOn)", () => {
    // November 2026 begins on a Sunday: its first row is its first week.
    const nov = monthGrid("2026-11", 0);
    expect(nov[0]![0]).toBe("2026-11-01");
    expect(nov.at(-1)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    // June 2026 begins on a Monday: the grid starts on Sunday May 31.
    const june = monthGrid("2026-06", 0);
    expect(june[0]![0]).toBe("2026-05-31");
    expect(june.at(-1)![6]).toBe("2026-07-04");
    expect(june.every((w) => w.length === 7)).toBe(true);
    expect(monthGrid("2026-06", 1)).toEqual(monthGrid("2026-06"));
  });
  it("moves across years", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});

describe("display order", () => {
  it("upcoming soonest first, then undated, then past newest first; released last", () => {
    const n = (id: string, performanceDate: string | null, status = "hold") => ({
      id,
      performanceDate,
      status,
    });
    const list = [
      n("past-old", "2026-01-01"),
      n("released", "2026-06-01", "released"),
      n("later", "2026-07-01"),
      n("undated", null),
      n("past-recent", "2026-04-01"),
      n("soon", "2026-05-02"),
    ] as Parameters<typeof displayOrder>[0];
    expect(displayOrder(list, "2026-05-01").map((x) => x.id)).toEqual([
      "soon",
      "later",
      "undated",
      "past-recent",
      "past-old",
      "released",
    ]);
  });
});
