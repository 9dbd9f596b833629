import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { utcToZoned } from "../zoned-time";
import { isSoldOut } from "./counts";
import { TICKETS_REFUSALS as R } from "./refusals";

/**
 * When the promoter's link reminds (issue 51 item 3): at 08:00 on the venue's clock, on the
 * days of the week the owner chose and, if asked, every day of the show's last week; never
 * after the show or once it has sold out. Pure: the server finds the links and sends.
 */

/** 0 Sunday … 6 Saturday, as `Date.getUTCDay` counts. */
export type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const weekdaySchema = z
  .number()
  .int()
  .min(0, refusal(R.dayWeek0Sunday))
  .max(6, refusal(R.dayWeek0Sunday)) as unknown as z.ZodType<WeekdayNumber>;

/** The hour of the venue's day a reminder goes out. */
const REMINDER_HOUR = 8;
/** "The last week": this many days before the show, the show's own day included. */
const LAST_WEEK_DAYS = 7;

/** What of a link decides its reminder. */
export interface ReminderLink {
  email: string | null;
  reminderWeekdays: readonly WeekdayNumber[];
  dailyLastWeek: boolean;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** What of the show decides it: its day and zone, and whether it has sold out. */
export interface ReminderShow {
  date: string | null;
  /** The venue's IANA zone. */
  timeZone: string;
  sold: number;
  comps: number;
  capacity: number | null;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const REMINDER_TIME = `${String(REMINDER_HOUR).padStart(2, "0")}:00`;

/**
 * The venue's local date a reminder is due for at `now` (the key that sends it once that
 * day), or null when none is due: before 08:00 on the venue's clock, on a day not chosen
 * (a chosen weekday, or any of the last 7 days when asked), after the show's day, once sold
 * out (sold + comps ≥ capacity), for a revoked or expired link, or one without an email.
 */
export function reminderDue(link: ReminderLink, show: ReminderShow, now: Date): string | null {
  if (!link.email || link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return null;
  if (!show.date || isSoldOut(show.sold, show.comps, show.capacity)) return null;
  const local = utcToZoned(now, show.timeZone);
  if (local.time < REMINDER_TIME) return null;
  const daysOut = dayNumber(show.date) - dayNumber(local.date);
  if (daysOut < 0) return null;
  const weekday = new Date(`${local.date}T00:00:00Z`).getUTCDay() as WeekdayNumber;
  const lastWeek = link.dailyLastWeek && daysOut < LAST_WEEK_DAYS;
  return lastWeek || link.reminderWeekdays.includes(weekday) ? local.date : null;
}
