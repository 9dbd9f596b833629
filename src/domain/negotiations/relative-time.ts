import { HOUR_MS } from "../durations";
import { say } from "../i18n/words";

/**
 * Whole hours as people read a deadline: the nearest hour, not the hour below. A 48 h
 * challenge read a moment after it was made is "48 h", not "47 h" (issue 21).
 */
export function wholeHours(hours: number): number {
  return Math.max(0, Math.round(hours));
}

// Days are counted from two on, so no message needs a plural (nor Intl's plural rules, which
// English would otherwise build on first load: decision 10).
const IN_HOURS = { id: "negotiations.relative.inHours", defaultMessage: "in {hours} h" };
const HOURS_AGO = { id: "negotiations.relative.hoursAgo", defaultMessage: "{hours} h ago" };
const IN_DAYS = { id: "negotiations.relative.inDays", defaultMessage: "in {days} days" };
const DAYS_AGO = { id: "negotiations.relative.daysAgo", defaultMessage: "{days} days ago" };

/** "in 30 h", "in 14 days", "2 h ago": hours under two days, whole days from there. */
export function relativeTo(iso: string, now = Date.now()): string {
  const hours = (Date.parse(iso) - now) / HOUR_MS;
  const abs = Math.abs(hours);
  const ahead = hours >= 0;
  if (abs < 48) return say(ahead ? IN_HOURS : HOURS_AGO, { hours: wholeHours(abs) });
  return say(ahead ? IN_DAYS : DAYS_AGO, { days: Math.round(abs / 24) });
}
