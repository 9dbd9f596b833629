import { DAY_MS } from "../durations";

/**
 * How far the calendar feed reaches (docs/product.md §4.7, issue 35 §2): a season back, for
 * the shows just played, and a year and a half ahead, past any real booking horizon. A
 * workspace with 20,000 negotiations made an 8 MB feed no calendar app reads; the window
 * keeps what anyone looks at in a calendar.
 */
export const FEED_DAYS_BACK = 90;
export const FEED_MONTHS_AHEAD = 18;

/** The first and last calendar day the feed carries, from today's UTC date. */
export function feedWindow(now: Date): { from: string; to: string } {
  const from = new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS).toISOString().slice(0, 10);
  const ahead = new Date(now.getTime());
  ahead.setUTCDate(1);
  ahead.setUTCMonth(ahead.getUTCMonth() + FEED_MONTHS_AHEAD);
  // The same day of the month, or the month's last day when it has fewer (Aug 31 → Feb 28).
  const lastDay = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, 0));
  ahead.setUTCDate(Math.min(now.getUTCDate(), lastDay.getUTCDate()));
  return { from, to: ahead.toISOString().slice(0, 10) };
}

const within = (day: string | null | undefined, w: { from: string; to: string }) =>
  Boolean(day) && (day as string) >= w.from && (day as string) <= w.to;

/**
 * Whether a negotiation has an event in the window: its show's date, or its hold's or
 * challenge's deadline (an instant, compared by its UTC day).
 */
export function inFeedWindow(
  row: {
    performanceDate: string | null;
    holdExpiry: string | null;
    challengeDeadline: string | null;
  },
  window: { from: string; to: string },
): boolean {
  return (
    within(row.performanceDate, window) ||
    within(row.holdExpiry?.slice(0, 10), window) ||
    within(row.challengeDeadline?.slice(0, 10), window)
  );
}
