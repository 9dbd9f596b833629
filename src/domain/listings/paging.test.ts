import { describe, expect, it } from "vitest";
import { PAST_SHOWN, pageCount, pageNumber, pageOf, SHOWS_PER_PAGE } from "./paging";
import type { PublicDates, PublicShow } from "./public-show";

const shows = (count: number, upcoming: boolean) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${upcoming ? "u" : "p"}${i}`,
    upcoming,
  })) as PublicShow[];
const dates = (upcoming: number, past: number): PublicDates => ({
  upcoming: shows(upcoming, true),
  past: shows(past, false),
  validUntil: new Date(),
});

describe("the act's page in pages", () => {
  it("puts 50 upcoming shows on a page, and the latest past shows on page 1 only", () => {
    const all = dates(5_000, 300);
    expect(pageCount(all)).toBe(100);
    const first = pageOf(all, 1)!;
    expect(first.upcoming.map((s) => s.id)).toEqual(shows(SHOWS_PER_PAGE, true).map((s) => s.id));
    expect(first.past).toHaveLength(PAST_SHOWN);
    const last = pageOf(all, 100)!;
    expect(last.upcoming[0]!.id).toBe("u4950");
    expect(last.upcoming).toHaveLength(50);
    expect(last.past).toEqual([]);
    expect(pageOf(all, 101)).toBeNull();
  });

  it("has one page when nothing is upcoming, and none before page 1", () => {
    expect(pageCount(dates(0, 3))).toBe(1);
    expect(pageOf(dates(0, 3), 1)).toMatchObject({ upcoming: [], pages: 1 });
    expect(pageOf(dates(51, 0), 2)!.upcoming).toHaveLength(1);
    expect(pageOf(dates(10, 0), 0)).toBeNull();
  });

  it("reads ?page= only as a plain number", () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber("7")).toBe(7);
    for (const bad of ["", "0", "01", "-1", "1.0", "1e2", "abc", " 2", "9999999"])
      expect(pageNumber(bad)).toBeNull();
  });
});
