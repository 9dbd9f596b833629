import { describe, expect, it } from "vitest";
import { showDateOutsideTour } from "./show-dates";

const tour = { startDate: "2026-05-01", endDate: "2026-05-20" };

describe("showDateOutsideTour", () => {
  it("accepts dates on and between the tour's first and last day", () => {
    expect(showDateOutsideTour("2026-05-01", tour)).toBeNull();
    expect(showDateOutsideTour("2026-05-10", tour)).toBeNull();
    expect(showDateOutsideTour("2026-05-20", tour)).toBeNull();
  });

  it("flags a date before the start and widens only the start", () => {
    const out = showDateOutsideTour("2026-04-30", tour);
    expect(out).toMatchObject({
      side: "before",
      extended: { startDate: "2026-04-30", endDate: "2026-05-20" },
    });
    expect(out?.message).toBe(
      "Apr 30, 2026 is before this tour starts (May 1, 2026 – May 20, 2026).",
    );
  });

  it("flags a date after the end and widens only the end", () => {
    expect(showDateOutsideTour("2026-06-02", tour)).toMatchObject({
      side: "after",
      extended: { startDate: "2026-05-01", endDate: "2026-06-02" },
    });
  });

  it("holds any date for a tour without dates, and checks only the side that is set", () => {
    expect(showDateOutsideTour("2030-01-01", { startDate: null, endDate: null })).toBeNull();
    expect(
      showDateOutsideTour("2026-01-01", { startDate: null, endDate: "2026-05-20" }),
    ).toBeNull();
    expect(
      showDateOutsideTour("2026-06-01", { startDate: null, endDate: "2026-05-20" }),
    ).toMatchObject({ extended: { startDate: null, endDate: "2026-06-01" } });
  });

  it("says nothing while no date is chosen", () => {
    expect(showDateOutsideTour("", tour)).toBeNull();
    expect(showDateOutsideTour(null, tour)).toBeNull();
  });
});
