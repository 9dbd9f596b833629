import { describe, expect, it } from "vitest";
import { isCalendarDate, optionalCalendarDate } from "./date-bounds";
import { formatCalendarDate, formatDateRange, utcDateStamp } from "./tour-timing";

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2026-05-01")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-5-1")).toBe(false);
    expect(isCalendarDate("May 1")).toBe(false);
  });

  it("treats an empty optional date as none", () => {
    const schema = optionalCalendarDate("Start date");
    expect(schema.parse("")).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse("2026-05-01")).toBe("2026-05-01");
    expect(schema.safeParse("tomorrow").error?.issues[0]?.message).toBe(
      "Start date must be a valid date",
    );
  });

  it("shows the same day to every viewer", () => {
    expect(formatCalendarDate("2026-05-01")).toBe("May 1, 2026");
    expect(formatCalendarDate(null)).toBe("");
    expect(formatDateRange("2026-05-01", "2026-05-20")).toBe("May 1, 2026 – May 20, 2026");
    expect(formatDateRange(null, null)).toBe("Dates to be set");
  });

  it("stamps exports with the UTC date", () => {
    expect(utcDateStamp(new Date("2026-03-04T23:59:59Z"))).toBe("2026-03-04");
  });
});
