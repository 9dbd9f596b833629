import { describe, expect, it, vi } from "vitest";
import {
  formatCalendarDate,
  formatClock,
  formatDateRange,
  formatDayOf,
  formatInstant,
  formatMonth,
  formatMonthDay,
  formatWeekdayDate,
  weekdayName,
  weekdayNames,
} from "./date-time";
import { withFormatLocale } from "./i18n/format-locale";
import { weekStartsOn } from "./i18n/locales";

// Intl writes a range's dash between thin spaces when both sides have their own month.
const THIN = "\u2009";

describe("dates and times in the person's locale (issue 55 item 4)", () => {
  it("English is as it was, with no Intl (but the time zone's, for an instant)", () => {
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(formatCalendarDate("2026-05-01")).toBe("May 1, 2026");
      expect(formatWeekdayDate("2026-07-04")).toBe("Sat, Jul 4, 2026");
      expect(formatMonthDay("2026-05-01")).toBe("May 1");
      expect(formatMonth("2026-09", { long: true })).toBe("September 2026");
      expect(formatDateRange("2026-05-01", "2026-05-20")).toBe("May 1, 2026 – May 20, 2026");
      expect(formatClock("19:30", "12h")).toBe("7:30 PM");
      expect(weekdayNames(0)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
    expect(formatInstant("2026-12-01T14:30:00Z", "12h", "UTC")).toBe("Dec 1, 2026, 2:30 PM");
  });

  it("German: day before month, the month's German name", () => {
    withFormatLocale("de", () => {
      expect(formatCalendarDate("2026-05-01")).toBe("1. Mai 2026");
      expect(formatCalendarDate("2026-03-15")).toBe("15. März 2026");
      expect(formatCalendarDate("2026-12-24")).toBe("24. Dez. 2026");
      expect(formatCalendarDate("not a date")).toBe("");
      expect(formatWeekdayDate("2026-07-04")).toBe("Sa., 4. Juli 2026");
      expect(formatMonthDay("2026-05-01")).toBe("1. Mai");
      expect(formatMonth("2026-10")).toBe("Okt. 2026");
      expect(formatMonth("2026-09-01", { long: true })).toBe("September 2026");
      expect(formatMonth("2026-13")).toBe("");
      expect(formatDayOf("2026-12-01T23:30:00Z", "Europe/Berlin")).toBe("2. Dez. 2026");
    });
  });

  it("Spanish: es-ES's day, month and year", () => {
    withFormatLocale("es", () => {
      expect(formatCalendarDate("2026-05-01")).toBe("1 may 2026");
      expect(formatCalendarDate("2026-01-31")).toBe("31 ene 2026");
      expect(formatWeekdayDate("2026-07-04")).toBe("sáb, 4 jul 2026");
      expect(formatMonthDay("2026-05-01")).toBe("1 may");
      expect(formatMonth("2026-05")).toBe("may 2026");
      expect(formatMonth("2026-05", { long: true })).toBe("mayo de 2026");
    });
  });

  it("a range as the locale's calendars write it; backwards or one side as it is", () => {
    withFormatLocale("de", () => {
      expect(formatDateRange("2026-05-01", "2026-05-20")).toBe("1.–20. Mai 2026");
      expect(formatDateRange("2026-05-20", "2026-06-01")).toBe(
        `20. Mai${THIN}–${THIN}1. Juni 2026`,
      );
      expect(formatDateRange("2026-05-20", "2026-05-01")).toBe("20. Mai 2026 – 1. Mai 2026");
      expect(formatDateRange("2026-05-01", "2026-05-01")).toBe("1. Mai 2026");
      expect(formatDateRange("2026-05-01", null)).toBe("1. Mai 2026");
    });
    withFormatLocale("es", () => {
      expect(formatDateRange("2026-05-01", "2026-05-20")).toBe("1–20 may 2026");
      expect(formatDateRange("2026-12-20", "2027-01-03")).toBe(
        `20 dic 2026${THIN}–${THIN}3 ene 2027`,
      );
    });
  });

  it("the clock stays the person's choice: 24-hour as typed, 12-hour in the locale's words", () => {
    withFormatLocale("de", () => {
      expect(formatClock("19:30", "24h")).toBe("19:30");
      expect(formatClock("07:05", null)).toBe("07:05");
      expect(formatClock("19:30", "12h")).toBe("7:30 PM");
      expect(formatClock("00:05", "12h")).toBe("12:05 AM");
      expect(formatInstant("2026-12-01T14:30:00Z", "24h", "UTC")).toBe("1. Dez. 2026, 14:30");
      expect(formatInstant("2026-12-01T14:30:00Z", "12h", "UTC")).toBe("1. Dez. 2026, 2:30 PM");
    });
    withFormatLocale("es", () => {
      expect(formatClock("19:30", "12h")).toBe("7:30 p. m.");
      expect(formatClock("12:00", "12h")).toBe("12:00 p. m.");
      expect(formatClock("09:15", "12h")).toBe("9:15 a. m.");
      expect(formatClock("19:30", "24h")).toBe("19:30");
      expect(formatInstant("2026-05-01T17:30:00Z", "24h", "Europe/Madrid")).toBe(
        "1 may 2026, 19:30",
      );
      expect(formatInstant("2026-05-01T17:30:00Z", "12h", "Europe/Madrid")).toBe(
        "1 may 2026, 7:30 p. m.",
      );
    });
  });

  it("the week's day names start on the locale's first day", () => {
    expect(weekStartsOn("en")).toBe(0);
    withFormatLocale("de", () => {
      expect(weekdayNames(weekStartsOn("de"))).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    });
    withFormatLocale("es", () => {
      expect(weekdayNames(weekStartsOn("es"))).toEqual([
        "lun",
        "mar",
        "mié",
        "jue",
        "vie",
        "sáb",
        "dom",
      ]);
    });
    expect(weekdayNames(1)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });
});

describe("a weekday by name (issue 55)", () => {
  it("is English as before, and the person's language otherwise", () => {
    expect([weekdayName(1), weekdayName(1, "short")]).toEqual(["Monday", "Mon"]);
    expect(withFormatLocale("de", () => weekdayName(1))).toBe("Montag");
    expect(withFormatLocale("es", () => weekdayName(0))).toBe("domingo");
  });
});
