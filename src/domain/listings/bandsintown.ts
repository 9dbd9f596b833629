import { z } from "zod";
import { csvFile } from "../exports";
import { refusal } from "../i18n/zod-words";
import { countryName } from "../tours/venues";
import { utcToZoned } from "../zoned-time";
import type { PublicShow } from "./public-show";
import { LISTINGS_REFUSALS as R } from "./refusals";
import { listingRegion } from "./region-codes";
import { suggestSlug } from "./slug";

/** Bandsintown asks for files of at most 50 events (rows) each. */
export const BANDSINTOWN_ROWS_PER_FILE = 50;

/**
 * The columns of Bandsintown's bulk-upload template (its 2019 template and help page), in its
 * order; the last four (announce and on-sale times, in the venue's local time) are our
 * reading of the template's names: docs/product.md §23, "Listings uploads".
 */
export const BANDSINTOWN_COLUMNS = [
  "Date",
  "Time",
  "Venue",
  "Country",
  "Region",
  "City",
  "Postal Code",
  "Address",
  "Event Name",
  "Description",
  "Lineup",
  "Ticket Link",
  "Announce Date",
  "Announce Time",
  "On Sale Date",
  "On Sale Time",
] as const;

/** An instant as the venue's local date and 24-hour time, or two empty cells. */
const localCells = (instant: string | null, timeZone: string): [string, string] => {
  if (!instant) return ["", ""];
  const { date, time } = utcToZoned(instant, timeZone);
  return [date, time];
};

function bandsintownRow(show: PublicShow): string[] {
  const { venue } = show;
  return [
    show.date,
    // Empty: Bandsintown takes 19:00.
    show.startTime ?? "",
    venue.name,
    countryName(venue.country) ?? venue.country,
    listingRegion(venue.region, venue.country),
    venue.city ?? "",
    // Tribe keeps no postal code or street address for a venue.
    "",
    "",
    show.eventName ?? "",
    show.soldOut ? "Sold out" : "",
    show.supportActs.join(", "),
    show.ticketUrl ?? "",
    // An upload's show always has its announce time (upload-shows.ts): `announcedAt` is it.
    ...localCells(show.announcedAt, show.timeZone),
    ...localCells(show.onSaleAt, show.timeZone),
  ];
}

/** How many files the upload takes: one at least, so an act with no shows gets the template. */
export const bandsintownPartCount = (shows: number) =>
  Math.max(1, Math.ceil(shows / BANDSINTOWN_ROWS_PER_FILE));

/** File `part` (from 1) of the upload, header first; null for a part beyond the last. */
export function bandsintownCsv(shows: readonly PublicShow[], part: number): string | null {
  if (!Number.isInteger(part) || part < 1 || part > bandsintownPartCount(shows.length)) {
    return null;
  }
  const start = (part - 1) * BANDSINTOWN_ROWS_PER_FILE;
  const rows = shows.slice(start, start + BANDSINTOWN_ROWS_PER_FILE).map(bandsintownRow);
  return csvFile([BANDSINTOWN_COLUMNS, ...rows]);
}

/** "the-band-bandsintown-2.csv": the act's name as an address, the site, the part. */
export const bandsintownFileName = (act: string, part: number) =>
  `${suggestSlug(act)}-bandsintown-${part}.csv`;

export const bandsintownZipName = (act: string) => `${suggestSlug(act)}-bandsintown.zip`;

/** `?part=N`: which file of the upload, from 1; none asked, the first. */
export const bandsintownQuerySchema = z.object({
  part: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? "1" : v.trim()))
    .refine((v) => /^[1-9]\d{0,5}$/.test(v), refusal(R.partWholeNumber1))
    .transform(Number),
});

/** Why a part beyond the last has no file: how many there are, and how many shows each holds. */
export const bandsintownPartMissing = (part: number, shows: number) => {
  const parts = bandsintownPartCount(shows);
  return `There is no part ${part}: the upload has ${parts === 1 ? "1 part" : `${parts} parts`} of at most ${BANDSINTOWN_ROWS_PER_FILE} shows`;
};
