/**
 * Show and tour dates are calendar dates ("2026-05-01"), never instants: they are compared
 * as text and formatted in UTC so no viewer's time zone moves a show to another day.
 */
export type CalendarDate = string;

/** Today's date as the spec's export file names use it: the UTC calendar date. */
export function utcDateStamp(now: Date): CalendarDate {
  return now.toISOString().slice(0, 10);
}

// Dates are written by the one formatter (date-time.ts); kept importable from here, where
// every page that shows a tour's dates already reads them.
export { formatCalendarDate, formatDateRange } from "./date-time";

export type TourTiming = "upcoming" | "past" | "active";
