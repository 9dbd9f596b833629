import { formatCalendarDate, formatInstant } from "../date-time";
import type { Locale } from "../i18n/locales";
import { countryNameIn } from "../tours/venues";
import type { PublicShow } from "./public-show";

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
  return show.status === "cancelled" ? `Cancelled: ${title}` : title;
}

/** "The Band at Metro", or the night's own name. */
export const showName = (show: PublicShow, act: string) =>
  show.eventName ?? `${act} at ${show.venue.name}`;

/**
 * What a fan reads about a show in a calendar's description or a feed's summary, a sentence
 * a line: the status first (cancelled, moved, sold out), then who, when, where and tickets.
 */
export function showDetails(show: PublicShow, act: string): string[] {
  const lines: string[] = [];
  if (show.status === "cancelled") lines.push("Cancelled.");
  if (show.previousDate) lines.push(`Moved from ${formatCalendarDate(show.previousDate)}.`);
  if (show.soldOut && show.status !== "cancelled") lines.push("Sold out.");
  lines.push(`${showName(show, act)}, ${formatCalendarDate(show.date)}.`);
  if (show.startTime) lines.push(`Starts at ${show.startTime} local time (${show.timeZone}).`);
  if (show.supportActs.length > 0) lines.push(`With ${show.supportActs.join(", ")}.`);
  const place = showPlace(show);
  lines.push(place ? `${show.venue.name}, ${place}.` : `${show.venue.name}.`);
  if (show.onSaleAt && show.status !== "cancelled") {
    lines.push(`On sale ${formatInstant(show.onSaleAt, "24h", show.timeZone)} local time.`);
  }
  return lines;
}
