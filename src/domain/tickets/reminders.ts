import { z } from "zod";

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
  .min(0, "A day of the week is 0 (Sunday) to 6 (Saturday)")
  .max(6, "A day of the week is 0 (Sunday) to 6 (Saturday)") as unknown as z.ZodType<WeekdayNumber>;

/** The hour of the venue's day a reminder goes out. */
export const REMINDER_HOUR = 8;
/** "The last week": this many days before the show, the show's own day included. */
export const LAST_WEEK_DAYS = 7;
