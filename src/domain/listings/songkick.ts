import { formatClock } from "../date-time";
import { csvFile } from "../exports";
import { withFormatLocale } from "../i18n/format-locale";
import { countryName } from "../tours/venues";
import { utcToZoned } from "../zoned-time";
import type { PublicShow } from "./public-show";
import { suggestSlug } from "./slug";

/** The columns of Songkick's bulk upload template (its help page), one headline act per file. */
export const SONGKICK_COLUMNS = [
  "Date",
  "Venue",
  "City",
  "Country",
  "Lineup",
  "Ticket Link",
  "Publish Date",
  "Publish Time",
  "Publish Timezone",
] as const;

/**
 * "20:00" → "08:00 PM": Songkick asks for HH:MM AM/PM, in English whoever downloads the file
 * (a German reader's clock would say "8:00 PM" by Intl, a Spanish one "8:00 p. m.").
 */
const songkickClock = (hhmm: string) =>
  withFormatLocale("en", () => formatClock(hhmm, "12h")).padStart(8, "0");

function songkickRow(show: PublicShow): string[] {
  // An upload's show always has its announce time (upload-shows.ts): `announcedAt` is it,
  // published at the venue's local time in the venue's zone.
  const publish = utcToZoned(show.announcedAt, show.timeZone);
  return [
    show.date,
    // Songkick wants the venue as it lists it, not the festival's name: the event name stays out.
    show.venue.name,
    show.venue.city ?? "",
    countryName(show.venue.country) ?? show.venue.country,
    show.supportActs.join(", "),
    show.ticketUrl ?? "",
    publish.date,
    songkickClock(publish.time),
    show.timeZone,
  ];
}

export function songkickCsv(shows: readonly PublicShow[]): string {
  return csvFile([SONGKICK_COLUMNS, ...shows.map(songkickRow)]);
}

/** "the-band-songkick.csv"; Songkick asks for the artist's Songkick id in the name, which Tribe does not know. */
export const songkickFileName = (act: string) => `${suggestSlug(act)}-songkick.csv`;
