import { type CalendarDate, formatCalendarDate, formatDateRange } from "../tour-timing";

interface TourDates {
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** A show date that falls outside its tour's dates, and the tour dates that would hold it. */
export interface DateOutsideTour {
  side: "before" | "after";
  /** The tour's dates widened just enough to include the show. */
  extended: { startDate: CalendarDate | null; endDate: CalendarDate | null };
  message: string;
}

/**
 * Whether a show on `date` falls outside its tour's start/end. A tour without dates (still
 * being planned) holds any date; with only one of them set, only that side is checked.
 * Calendar dates in YYYY-MM-DD compare correctly as text.
 */
export function showDateOutsideTour(
  date: CalendarDate | null | undefined,
  tour: TourDates,
): DateOutsideTour | null {
  if (!date) return null;
  const { startDate, endDate } = tour;
  const before = startDate !== null && date < startDate;
  const after = endDate !== null && date > endDate;
  if (!before && !after) return null;
  const extended = {
    startDate: before ? date : startDate,
    endDate: after ? date : endDate,
  };
  const range = formatDateRange(startDate, endDate);
  const when = formatCalendarDate(date);
  return {
    side: before ? "before" : "after",
    extended,
    message: before
      ? `${when} is before this tour starts (${range}).`
      : `${when} is after this tour ends (${range}).`,
  };
}
