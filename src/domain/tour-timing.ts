import { isCalendarDate } from "./date-bounds";

/**
 * Show and tour dates are calendar dates ("2026-05-01"), never instants: they are compared
 * as text and formatted in UTC so no viewer's time zone moves a show to another day.
 */
export type CalendarDate = string;

/** Today's date as the spec's export file names use it: the UTC calendar date. */
export function utcDateStamp(now: Date): CalendarDate {
  return now.toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-05-01" → "May 1, 2026" for every viewer; missing → "". */
export function formatCalendarDate(value: CalendarDate | null | undefined): string {
  if (!value || !isCalendarDate(value)) return "";
  return longDate.format(new Date(`${value}T00:00:00Z`));
}

/** "May 1, 2026 – May 20, 2026", one side alone, or "Dates to be set". */
export function formatDateRange(start: CalendarDate | null, end: CalendarDate | null): string {
  const a = formatCalendarDate(start);
  const b = formatCalendarDate(end);
  if (a && b) return a === b ? a : `${a} – ${b}`;
  return a || b || "Dates to be set";
}

export type TourTiming = "upcoming" | "past" | "active";
