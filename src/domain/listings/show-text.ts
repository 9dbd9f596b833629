import { formatCalendarDate, formatInstant } from "../date-time";
import type { Locale } from "../i18n/locales";
import { currentWords, say } from "../i18n/words";
import { countryNameIn } from "../tours/venues";
import type { PublicShow } from "./public-show";

/**
 * A public show in the words of a calendar's event or a feed's item (issue 55): written in the
 * language of the moment (`say`, dates by `formatCalendarDate`), so the server writes a feed
 * inside the visitor's translator (routes/listings/public-feeds.ts). English until then.
 */

/** "Chicago, IL, United States": where the show is, the parts known, the country in `locale`. */
export function showPlace(show: PublicShow, locale: Locale = "en"): string {
  const { city, region, country } = show.venue;
  return [city, region, countryNameIn(country, locale) ?? country]
    .filter((p) => p?.trim())
    .join(", ");
}

/** "Jul 1, 2026 — Metro, Chicago": a feed item's title, "Cancelled: " first when it is off. */
export function showTitle(show: PublicShow): string {
  const where = [show.venue.name, show.venue.city].filter((p) => p?.trim()).join(", ");
  const title = `${formatCalendarDate(show.date)} — ${where}`;
  return show.status === "cancelled" ? cancelledTitle(title) : title;
}

/** "Cancelled: …": an event or item of a show that is off says so in its title. */
export const cancelledTitle = (title: string) =>
  say({ id: "feeds.show.cancelledTitle", defaultMessage: "Cancelled: {title}" }, { title });

/** "The Band at Metro", or the night's own name. */
export const showName = (show: PublicShow, act: string) =>
  show.eventName ??
  say(
    { id: "feeds.show.actAtVenue", defaultMessage: "{act} at {venue}" },
    { act, venue: show.venue.name },
  );

const LINES = {
  cancelled: { id: "feeds.show.cancelled", defaultMessage: "Cancelled." },
  movedFrom: { id: "feeds.show.movedFrom", defaultMessage: "Moved from {date}." },
  soldOut: { id: "feeds.show.soldOut", defaultMessage: "Sold out." },
  nameOnDate: { id: "feeds.show.nameOnDate", defaultMessage: "{name}, {date}." },
  startsAt: {
    id: "feeds.show.startsAt",
    defaultMessage: "Starts at {time} local time ({zone}).",
  },
  with: { id: "feeds.show.with", defaultMessage: "With {acts}." },
  onSale: { id: "feeds.show.onSale", defaultMessage: "On sale {when} local time." },
} as const;

/**
 * What a fan reads about a show in a calendar's description or a feed's summary, a sentence
 * a line: the status first (cancelled, moved, sold out), then who, when, where and tickets.
 */
export function showDetails(show: PublicShow, act: string): string[] {
  const lines: string[] = [];
  if (show.status === "cancelled") lines.push(say(LINES.cancelled));
  if (show.previousDate) {
    lines.push(say(LINES.movedFrom, { date: formatCalendarDate(show.previousDate) }));
  }
  if (show.soldOut && show.status !== "cancelled") lines.push(say(LINES.soldOut));
  lines.push(
    say(LINES.nameOnDate, { name: showName(show, act), date: formatCalendarDate(show.date) }),
  );
  if (show.startTime) {
    lines.push(say(LINES.startsAt, { time: show.startTime, zone: show.timeZone }));
  }
  if (show.supportActs.length > 0)
    lines.push(say(LINES.with, { acts: show.supportActs.join(", ") }));
  const place = showPlace(show, currentWords().locale);
  lines.push(place ? `${show.venue.name}, ${place}.` : `${show.venue.name}.`);
  if (show.onSaleAt && show.status !== "cancelled") {
    lines.push(say(LINES.onSale, { when: formatInstant(show.onSaleAt, "24h", show.timeZone) }));
  }
  return lines;
}
