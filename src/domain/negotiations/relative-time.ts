import { HOUR_MS } from "../durations";

/**
 * Whole hours as people read a deadline: the nearest hour, not the hour below. A 48 h
 * challenge read a moment after it was made is "48 h", not "47 h" (issue 21).
 */
export function wholeHours(hours: number): number {
  return Math.max(0, Math.round(hours));
}

/** "in 30 h", "in 14 days", "2 h ago": hours under two days, whole days from there. */
export function relativeTo(iso: string, now = Date.now()): string {
  const hours = (Date.parse(iso) - now) / HOUR_MS;
  const abs = Math.abs(hours);
  const text = abs < 48 ? `${wholeHours(abs)} h` : `${Math.round(abs / 24)} days`;
  return hours >= 0 ? `in ${text}` : `${text} ago`;
}
