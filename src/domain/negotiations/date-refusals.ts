import { formatCalendarDate } from "../date-time";
import { withFormatLocale } from "../i18n/format-locale";
import { say } from "../i18n/words";
import { ordinal } from "./negotiations";

/**
 * The refusals of a move that name a date (issue 55): in the reader's words and date format,
 * as every other refusal. The timeline's note of a move is stored, read by the whole party in
 * their own languages later: it keeps English and an English date.
 */

export const datePassedRefusal = (date: string) =>
  say(
    {
      id: "negotiations.refusal.datePassed",
      defaultMessage: "The show's date ({date}) has passed: it can no longer be held or challenged",
    },
    { date: formatCalendarDate(date) },
  );

export const alreadyConfirmedRefusal = (date: string | null, venue: string) =>
  say(
    {
      id: "negotiations.refusal.alreadyConfirmed",
      defaultMessage: "Another show is already confirmed on {date}: {venue}",
    },
    { date: formatCalendarDate(date), venue },
  );

export const holdOutlivesShowRefusal = (date: string | null) =>
  say(
    {
      id: "negotiations.refusal.holdOutlivesShow",
      defaultMessage:
        "The hold already lasts until its show on {date}: a hold cannot outlive its date",
    },
    { date: formatCalendarDate(date) },
  );

/** The stored note of a date move: "Moved to May 2, 2099" (a confirmed show), or with its new hold. */
export const movedNote = (to: string, rank?: number) =>
  withFormatLocale("en", () => {
    const day = formatCalendarDate(to);
    return rank === undefined
      ? `Moved to ${day}`
      : `Moved to ${day}: now the ${ordinal(rank)} hold`;
  });
