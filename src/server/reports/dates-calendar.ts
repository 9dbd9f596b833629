import type { Locale } from "@/domain/i18n/locales";
import { say } from "@/domain/i18n/words";
import { datesPagePath, publicLink, showAnchor } from "@/domain/listings/public-links";
import type { PublicShow } from "@/domain/listings/public-show";
import { cancelledTitle, showDetails, showName, showPlace } from "@/domain/listings/show-text";
import { translatorFor } from "../i18n/translator";
import type { DatesFeedSource } from "./dates-feed-source";
import { icalDate, icalDateTime, escapeText as icalEscape, icalText } from "./ical-text";
import { withoutForbidden } from "./xml-text";

/** How often a subscribed calendar should ask again: a snapshot lives an hour at most. */
const TTL = "PT1H";

/**
 * How long a timed show lasts in a calendar. Nobody types an end; RFC 5545 makes an event
 * with no end zero-length at its start, which calendars draw as a sliver. Three hours covers
 * doors to encore; the description says the start is what was announced.
 */
const SHOW_LENGTH = "PT3H";

/** A TEXT value: escaped, and no control character a parser would stop at. */
const escapeText = (text: string) => icalEscape(withoutForbidden(text));

const nextDay = (isoDate: string) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * When the show is: its start as a UTC time when it has one, else its day, all day.
 *
 * UTC rather than TZID with the venue's zone: RFC 5545 wants a VTIMEZONE with each zone's
 * rules for every TZID, and one written from today's rules is wrong the day a country changes
 * them. Google, Apple and Outlook all read a UTC start exactly and show it in the fan's own
 * zone, which is the instant the show starts wherever the fan is. The venue's local time is
 * in the description. A day is a day everywhere, so a show with no time has no zone at all.
 */
function when(show: PublicShow): string[] {
  const start = show.startsAt ? new Date(show.startsAt) : null;
  if (start && !Number.isNaN(start.getTime())) {
    return [`DTSTART:${icalDateTime(start)}`, `DURATION:${SHOW_LENGTH}`];
  }
  return [
    `DTSTART;VALUE=DATE:${icalDate(show.date)}`,
    `DTEND;VALUE=DATE:${icalDate(nextDay(show.date))}`,
    "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
  ];
}

/**
 * The act's public calendar (`/dates/<slug>/calendar.ics`): every show fans may see, upcoming
 * and past, one event each. UIDs come from the show's id, so a calendar that subscribed
 * updates an event in place when it moves or is cancelled. Each event's stamp is the show's
 * last change, not the time of writing: the same snapshot writes the same text. Its words are
 * in the visitor's language (issue 55: a calendar app sends its Accept-Language); its machine
 * fields (UIDs, RFC 5545 dates) are the same in every language.
 */
export function renderDatesCalendar(source: DatesFeedSource, locale: Locale = "en"): string {
  return translatorFor(locale).within(() => writeCalendar(source, locale));
}

function writeCalendar(source: DatesFeedSource, locale: Locale): string {
  const { title, origin } = source;
  const host = new URL(origin).hostname;
  const page = `${origin}${datesPagePath(source.slug)}`;
  const name = escapeText(title);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tribe//Public dates//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `X-WR-CALDESC:${escapeText(say({ id: "feeds.dates.calendarDescription", defaultMessage: "Tour dates of {title}" }, { title }))}`,
    `URL:${page}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${TTL}`,
    `X-PUBLISHED-TTL:${TTL}`,
  ];
  for (const show of [...source.dates.upcoming, ...source.dates.past]) {
    const cancelled = show.status === "cancelled";
    const summary = showName(show, title);
    const location = [show.venue.name, showPlace(show, locale)].filter(Boolean).join(", ");
    const link = publicLink(show.ticketUrl) ?? `${page}#${showAnchor(show.id)}`;
    const changed = icalDateTime(new Date(show.updatedAt));
    lines.push(
      "BEGIN:VEVENT",
      `UID:public-show-${show.id}@${host}`,
      `DTSTAMP:${changed}`,
      `LAST-MODIFIED:${changed}`,
      ...when(show),
      // Google hides a cancelled event of a subscribed calendar; others strike it through or
      // show it plain: the summary says it in every one.
      `SUMMARY:${escapeText(cancelled ? cancelledTitle(summary) : summary)}`,
      `LOCATION:${escapeText(location)}`,
      `URL:${link}`,
      `DESCRIPTION:${escapeText(showDetails(show, title).join("\n"))}`,
      `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
      // A fan's evening is not busy because a band they follow plays somewhere.
      "TRANSP:TRANSPARENT",
      "CLASS:PUBLIC",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icalText(lines);
}
