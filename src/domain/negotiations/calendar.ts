import { z } from "zod";
import { requiredCalendarDate } from "../date-bounds";
import { DAY_MS, HOUR_MS } from "../durations";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { numberInput } from "../number-inputs";
import { formatCalendarDate } from "../tour-timing";
import { type Negotiation, OPEN_STATUSES } from "./negotiations";
import { EXPIRING_WITHIN_HOURS } from "./suggestions";

/** "2026-05" month keys and "2026-05-01" day keys, all in calendar (UTC) arithmetic. */
export type MonthKey = string;

export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

export function addMonths(month: MonthKey, delta: number): MonthKey {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export function addDaysTo(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

/**
 * The weeks of a month grid, starting on `weekStart` (1 Monday, 0 Sunday: the locale's first
 * day, weekStartsOn): whole weeks from that weekday on or before the 1st to the day before it
 * on or after the last day (4–6 rows of 7 days).
 */
export function monthGrid(month: MonthKey, weekStart: 0 | 1 = 1): string[][] {
  const first = `${month}-01`;
  // Days since the week's first day: 0 when the 1st is that day.
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 7 - weekStart) % 7;
  let day = addDaysTo(first, -weekday);
  const last = addDaysTo(`${addMonths(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDaysTo(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * The warning before a show is saved on a date that already has a confirmed show (of any
 * tour): "You already have a confirmed show on Mar 3, 2027 (Neon Owl)". Null when none.
 */
export function confirmedShowWarning(
  list: readonly Pick<Negotiation, "id" | "status" | "performanceDate" | "venueName">[],
  date: string | null | undefined,
  exceptId?: string,
): string | null {
  if (!date) return null;
  const names = list
    .filter((n) => n.status === "confirmed" && n.performanceDate === date && n.id !== exceptId)
    .map((n) => n.venueName);
  if (names.length === 0) return null;
  return say(
    {
      id: "negotiations.calendar.confirmedShowWarning",
      defaultMessage: "You already have a confirmed show on {date} ({names}).",
    },
    { date: formatCalendarDate(date), names: names.join(", ") },
  );
}

/** A challenge's deadline says who owes the answer (calendar grid and iCal feed). */
export function challengeDeadlineLabel(challengedBy: string | null): string {
  return challengedBy === "us"
    ? say({
        id: "negotiations.calendar.theirAnswerDue",
        defaultMessage: "Their answer due (our challenge)",
      })
    : say({
        id: "negotiations.calendar.ourAnswerDue",
        defaultMessage: "Our answer due (challenged)",
      });
}

export interface CalendarEntry {
  showId: string;
  kind: "show" | "hold-expiry" | "challenge-deadline";
  status: string;
  label: string;
}

/**
 * What each day shows: the shows on their performance date (released and declined left
 * out) and the deadlines of holds and challenges on the day they fall (UTC day).
 */
type CalendarFields = Pick<
  Negotiation,
  | "id"
  | "status"
  | "performanceDate"
  | "venueName"
  | "holdExpiry"
  | "challengeDeadline"
  | "challengedBy"
>;

export function calendarEntries(list: readonly CalendarFields[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  const put = (day: string, e: CalendarEntry) => {
    const l = byDay.get(day) ?? [];
    l.push(e);
    byDay.set(day, l);
  };
  for (const n of list) {
    if (n.status === "released" || n.status === "declined") continue;
    if (n.performanceDate)
      put(n.performanceDate, { showId: n.id, kind: "show", status: n.status, label: n.venueName });
    if (n.status === "hold" && n.holdExpiry)
      put(n.holdExpiry.slice(0, 10), {
        showId: n.id,
        kind: "hold-expiry",
        status: n.status,
        label: say(
          { id: "negotiations.calendar.holdExpiresOf", defaultMessage: "Hold expires: {venue}" },
          { venue: n.venueName },
        ),
      });
    if (n.status === "challenge" && n.challengeDeadline)
      put(n.challengeDeadline.slice(0, 10), {
        showId: n.id,
        kind: "challenge-deadline",
        status: n.status,
        label: say(
          { id: "negotiations.calendar.deadlineOf", defaultMessage: "{deadline}: {venue}" },
          { deadline: challengeDeadlineLabel(n.challengedBy), venue: n.venueName },
        ),
      });
  }
  return byDay;
}

/** Active Negotiations: challenges and holds expiring within 72 h, soonest deadline first. */
export function urgentNegotiations(list: readonly Negotiation[], now: Date): Negotiation[] {
  const limit = now.getTime() + EXPIRING_WITHIN_HOURS * HOUR_MS;
  const deadline = (n: Negotiation) =>
    (n.status === "challenge" ? n.challengeDeadline : n.holdExpiry) ?? "9999";
  return list
    .filter(
      (n) =>
        n.status === "challenge" ||
        (n.status === "hold" && n.holdExpiry !== null && Date.parse(n.holdExpiry) < limit),
    )
    .sort((a, b) => (deadline(a) < deadline(b) ? -1 : deadline(a) > deadline(b) ? 1 : 0));
}

/** How many of the other open negotiations Active Negotiations lists below the urgent ones. */
const OTHER_OPEN_SHOWN = 50;

/**
 * Active Negotiations below the urgent items: every other open negotiation (pending, holds not
 * expiring soon), in the lists' order, with the count so the screen can say what it left out.
 */
export function otherOpenNegotiations(
  list: readonly Negotiation[],
  urgent: readonly Negotiation[],
  today: string,
): { items: Negotiation[]; total: number } {
  const urgentIds = new Set(urgent.map((n) => n.id));
  const open = displayOrder(
    list.filter(
      (n) => (OPEN_STATUSES as readonly string[]).includes(n.status) && !urgentIds.has(n.id),
    ),
    today,
  );
  return { items: open.slice(0, OTHER_OPEN_SHOWN), total: open.length };
}

/**
 * How the lists read: what is coming up first (soonest first), then negotiations without a
 * date, then past shows (most recent first). Released and declined sink below the rest.
 */
export function displayOrder<T extends Pick<Negotiation, "performanceDate" | "status" | "id">>(
  list: readonly T[],
  today: string,
): T[] {
  const group = (n: T) =>
    (n.status === "released" || n.status === "declined" ? 3 : 0) +
    (n.performanceDate === null ? 1 : n.performanceDate < today ? 2 : 0);
  return [...list].sort((a, b) => {
    const g = group(a) - group(b);
    if (g !== 0) return g;
    const da = a.performanceDate ?? "";
    const db = b.performanceDate ?? "";
    const byDate = da < db ? -1 : da > db ? 1 : 0;
    return (group(a) % 3 === 2 ? -byDate : byDate) || (a.id < b.id ? -1 : 1);
  });
}

export const VENUES_PAGE_SIZE = 25;
export const SUGGESTIONS_SHOWN = 20;

export const hccPageQuery = z.object({
  // numberInput's one rule: "0x10" and "1e1" are not page 16 and 10.
  page: numberInput({ id: "negotiations.field.page", defaultMessage: "Page" })
    .pipe(
      z
        .number()
        .int(
          refusal({ id: "negotiations.page.whole", defaultMessage: "Page must be a whole number" }),
        )
        .min(1, refusal({ id: "negotiations.page.first", defaultMessage: "Page starts at 1" }))
        .max(
          10_000,
          refusal({ id: "negotiations.page.tooFar", defaultMessage: "Page is too far" }),
        ),
    )
    .default(1),
});

export const calendarRangeQuery = z
  .object({
    from: requiredCalendarDate({ id: "errors.field.from", defaultMessage: "From" }),
    to: requiredCalendarDate({ id: "errors.field.to", defaultMessage: "To" }),
  })
  .refine((v) => v.from <= v.to && Date.parse(v.to) - Date.parse(v.from) <= 62 * DAY_MS, {
    ...refusal({
      id: "negotiations.calendarRange.tooLong",
      defaultMessage: "Ask for at most two months, from before to",
    }),
    path: ["to"],
  });

/** The negotiations a calendar range shows: by performance date or by a deadline in it. */
export function inCalendarRange<T extends Negotiation>(
  list: readonly T[],
  from: string,
  to: string,
) {
  const within = (d: string | null) => d !== null && d >= from && d <= to;
  return list.filter(
    (n) =>
      n.status !== "released" &&
      n.status !== "declined" &&
      (within(n.performanceDate) ||
        (n.status === "hold" && within(n.holdExpiry?.slice(0, 10) ?? null)) ||
        (n.status === "challenge" && within(n.challengeDeadline?.slice(0, 10) ?? null))),
  );
}
