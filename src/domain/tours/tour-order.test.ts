import { describe, expect, it } from "vitest";
import { sortTours } from "./tour-order";

const tour = (id: string, startDate: string | null, endDate: string | null, createdAt: string) => ({
  id,
  title: id,
  startDate,
  endDate,
  createdAt,
});

const list = [
  tour("spring", "2026-04-01", "2026-04-12", "2026-01-05T00:00:00Z"),
  tour("undated-old", null, null, "2026-01-01T00:00:00Z"),
  tour("autumn", "2025-09-01", "2025-09-18", "2026-01-04T00:00:00Z"),
  tour("undated-new", null, null, "2026-01-09T00:00:00Z"),
  tour("weekend", "2026-04-01", "2026-04-03", "2026-01-02T00:00:00Z"),
  tour("end-only", null, "2026-01-10", "2026-01-03T00:00:00Z"),
];

describe("sortTours", () => {
  it("puts dated tours in calendar order, shorter first on the same start, undated last", () => {
    expect(sortTours(list, "date").map((t) => t.id)).toEqual([
      "autumn",
      "end-only",
      "weekend",
      "spring",
      "undated-new",
      "undated-old",
    ]);
  });

  it("lists the most recently added first on request", () => {
    expect(sortTours(list, "added").map((t) => t.id)).toEqual([
      "undated-new",
      "spring",
      "autumn",
      "end-only",
      "weekend",
      "undated-old",
    ]);
  });

  it("leaves the input untouched", () => {
    const copy = [...list];
    sortTours(list, "date");
    expect(list).toEqual(copy);
  });
});
