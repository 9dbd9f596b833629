import { formatCalendarDate, formatMonthDay } from "../date-time";
import { say } from "../i18n/words";
import { travelModeWords } from "../logistics/travel-mode-words";

/**
 * The subject of a notice (a show, a leg, a stay) as facts, written in the reader's language
 * when the notice is read (issue 55). Rows stored before held English phrases instead
 * ("the show at Union Street Theatre on Mar 12"): they still read, a show's re-written.
 */

/** A show as a notice names it: its venue's name (null: none) and its date (YYYY-MM-DD). */
export interface NoticeShow {
  venue: string | null;
  date: string | null;
}

/** A leg or a stay as a notice names it (issue 54). */
export type NoticeTravel =
  | { kind: "leg"; mode: string; from: string; to: string; date: string }
  | { kind: "stay"; name: string; checkIn: string };

export const showFact = (venue: string | null, date: string | null | undefined): NoticeShow => ({
  venue,
  date: date ? date.slice(0, 10) : null,
});

const SHOW_ON = {
  id: "notifications.subject.showOn",
  defaultMessage: "the show at {venue} on {day}",
};
const SHOW_UNDATED = {
  id: "notifications.subject.showUndated",
  defaultMessage: "the show at {venue} (no date yet)",
};
const A_SHOW = { id: "notifications.subject.aShow", defaultMessage: "a show" };
const A_VENUE = { id: "notifications.subject.aVenue", defaultMessage: "a venue" };
const LEG = { id: "notifications.subject.leg", defaultMessage: "{mode} {from} → {to} on {date}" };
const STAY = { id: "notifications.subject.stay", defaultMessage: "{name} from {date}" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** What showLabel wrote into rows stored before issue 55. */
const OLD_SHOW = /^the show at (.+) on ([A-Z][a-z]{2}) (\d{1,2})$/;
const OLD_UNDATED = /^the show at (.+) \(no date yet\)$/;

/** A stored English "…on Mar 12" as a month and day: 2000 is a leap year, so Feb 29 stays. */
function oldDay(month: string, day: string): string | null {
  const m = MONTHS.indexOf(month);
  return m < 0 ? null : `2000-${String(m + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

function showPhrase(venue: string, day: string | null): string {
  return day ? say(SHOW_ON, { venue, day }) : say(SHOW_UNDATED, { venue });
}

/** "the show at Union Street Theatre on Mar 12", "die Show im Union Street Theatre am 12. März". */
export function showWords(show: NoticeShow | undefined, old: string | undefined): string {
  if (show) {
    const day = show.date ? formatMonthDay(show.date) : "";
    return showPhrase(show.venue ?? say(A_VENUE), day || null);
  }
  if (old === undefined) return say(A_SHOW);
  const dated = OLD_SHOW.exec(old);
  const iso = dated && oldDay(dated[2]!, dated[3]!);
  if (dated && iso) return showPhrase(dated[1]!, formatMonthDay(iso));
  const undated = OLD_UNDATED.exec(old);
  if (undated) return showPhrase(undated[1]!, null);
  return old;
}

/** "Flight Chicago → Denver on May 2, 2099", "Downtown Inn from May 2, 2099"; an old row's as stored. */
export function travelWords(travel: NoticeTravel | undefined, old: string | undefined) {
  if (!travel) return old;
  return travel.kind === "stay"
    ? say(STAY, { name: travel.name, date: formatCalendarDate(travel.checkIn) })
    : say(LEG, {
        mode: travelModeWords(travel.mode),
        from: travel.from,
        to: travel.to,
        date: formatCalendarDate(travel.date),
      });
}
