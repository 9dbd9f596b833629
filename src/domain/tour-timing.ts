import { z } from "zod";

/**
 * Show and tour dates are calendar dates ("2026-05-01"), never instants: they are compared
 * as text and formatted in UTC so no viewer's time zone moves a show to another day.
 */
export type CalendarDate = string;

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in YYYY-MM-DD form (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** An optional date field: empty or missing becomes null. */
export const optionalCalendarDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDate(v), `${label} must be a valid date`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A required date field. */
export const requiredCalendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => v === "" || isCalendarDate(v), `${label} must be a valid date`);

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

/**
 * Spec §4: upcoming when the start date is in the future, past when the end date is before
 * now, otherwise active. A tour runs through the whole of its last day.
 */
export function tourTiming(
  start: CalendarDate | null,
  end: CalendarDate | null,
  now: Date,
): TourTiming {
  const today = utcDateStamp(now);
  if (start && start > today) return "upcoming";
  if (end && end < today) return "past";
  return "active";
}
