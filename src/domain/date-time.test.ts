import { describe, expect, it } from "vitest";
import {
  dateIn,
  formatCalendarDate,
  formatClock,
  formatDateRange,
  formatDayOf,
  formatInstant,
  formatMonth,
  formatMonthDay,
  formatWeekdayDate,
} from "./date-time";

describe("formatClock: the person's 12/24-hour choice", () => {
  it("writes 12-hour with AM/PM, midnight and noon as 12", () => {
    expect(formatClock("14:30", "12h")).toBe("2:30 PM");
    expect(formatClock("00:05", "12h")).toBe("12:05 AM");
    expect(formatClock("12:00", "12h")).toBe("12:00 PM");
    expect(formatClock("09:15", "12h")).toBe("9:15 AM");
  });

  it("writes 24-hour as chosen, and when nothing was chosen (as the PDF and the mail do)", () => {
    expect(formatClock("14:30", "24h")).toBe("14:30");
    expect(formatClock("14:30", null)).toBe("14:30");
    expect(formatClock("14:30", undefined)).toBe("14:30");
  });

  it("leaves what is no time as it is", () => {
    expect(formatClock("soon", "12h")).toBe("soon");
  });
});

describe("dates: one format everywhere", () => {
  it("writes a calendar date as 'Dec 1, 2026', whatever the runtime's zone", () => {
    expect(formatCalendarDate("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatCalendarDate("2026-12-31")).toBe("Dec 31, 2026");
    expect(formatCalendarDate("2026-02-30")).toBe("");
    expect(formatCalendarDate(null)).toBe("");
  });

  it("writes Intl's en-US medium date byte for byte (what the pages showed before)", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const d of ["2000-01-01", "2026-05-09", "2100-12-31"])
      expect(formatCalendarDate(d)).toBe(intl.format(new Date(`${d}T00:00:00Z`)));
  });

  it("a day with its weekday, as Intl's en-US writes it", () => {
    expect(formatWeekdayDate("2026-07-04")).toBe("Sat, Jul 4, 2026");
    expect(formatWeekdayDate("2026-02-30")).toBe("");
    const intl = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const d of ["2000-01-01", "2026-05-09", "2028-02-29", "2100-12-31"])
      expect(formatWeekdayDate(d)).toBe(intl.format(new Date(`${d}T00:00:00Z`)));
  });

  it("a month and day, a month, a range", () => {
    expect(formatMonthDay("2027-03-12")).toBe("Mar 12");
    expect(formatMonth("2026-09")).toBe("Sep 2026");
    expect(formatMonth("2026-09-01", { long: true })).toBe("September 2026");
    expect(formatMonth("2026-13")).toBe("");
    expect(formatDateRange("2026-05-01", "2026-05-20")).toBe("May 1, 2026 – May 20, 2026");
    expect(formatDateRange(null, null)).toBe("Dates to be set");
  });
});

describe("instants: the date and the person's clock in a zone", () => {
  const at = "2026-12-01T22:30:00Z";

  it("reads the wall clock of the zone given", () => {
    expect(formatInstant(at, "24h", "UTC")).toBe("Dec 1, 2026, 22:30");
    expect(formatInstant(at, "12h", "UTC")).toBe("Dec 1, 2026, 10:30 PM");
    // Past midnight in Tokyo: the next day.
    expect(formatInstant(at, null, "Asia/Tokyo")).toBe("Dec 2, 2026, 07:30");
    expect(formatInstant(at, "12h", "America/Chicago")).toBe("Dec 1, 2026, 4:30 PM");
  });

  it("the day an instant falls on in a zone", () => {
    expect(dateIn(at, "Asia/Tokyo")).toBe("2026-12-02");
    expect(formatDayOf(at, "UTC")).toBe("Dec 1, 2026");
    expect(formatDayOf(at, "Asia/Tokyo")).toBe("Dec 2, 2026");
  });

  it("an unreadable instant is empty, not 'Invalid Date'", () => {
    expect(formatInstant("not a date", "24h", "UTC")).toBe("");
  });
});
