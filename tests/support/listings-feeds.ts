import type { PublicShow } from "@/domain/listings/public-show";
import type { Db } from "@/server/db/client";
import { datesPages, showListings, tourVenues } from "@/server/db/schema";
import { insertShow, insertVenue } from "@/server/db/seed/tour-factories";
import type { DatesFeedSource } from "@/server/reports/dates-feed-source";

/**
 * Public dates for the feeds' tests: a show as fans see it (for the renderers), and rows in
 * the database (for the API) until the owner's routes exist. tests/support/listings.ts is
 * the page's; this one is the feeds'.
 */

export { publicShow } from "./public-shows";

export const feedSource = (
  upcoming: PublicShow[],
  past: PublicShow[] = [],
  over: Partial<DatesFeedSource> = {},
): DatesFeedSource => ({
  title: "The Band",
  slug: "the-band",
  dates: { upcoming, past },
  origin: "https://tribe.example",
  ...over,
});

/** The workspace's dates page, on unless told. */
export async function insertDatesPage(
  db: Db,
  workspaceId: string,
  page: { slug: string; title?: string; enabled?: boolean },
) {
  await db.insert(datesPages).values({
    workspaceId,
    slug: page.slug,
    title: page.title ?? "The Band",
    enabled: page.enabled ?? true,
  });
}

type ListingRow = typeof showListings.$inferInsert;
const DAY = 86_400_000;
/** A calendar date `days` from today (UTC). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * A show of the workspace's tour at a venue of its own, with its listing: confirmed and
 * announced yesterday unless told otherwise.
 */
export async function insertListedShow(
  db: Db,
  workspaceId: string,
  tourId: string,
  opts: {
    venue?: { name?: string; city?: string; state?: string | null; country?: string };
    date?: string;
    status?: string;
    listing?: Partial<Omit<ListingRow, "workspaceId" | "showId">>;
  } = {},
) {
  const venue = await insertVenue(db, workspaceId, {
    name: "Metro",
    city: "Chicago",
    state: "IL",
    country: "US",
    ...opts.venue,
  });
  const show = await insertShow(db, workspaceId, tourId, venue.id, {
    status: opts.status ?? "confirmed",
    performanceDate: opts.date ?? dayFromNow(30),
  });
  await db.insert(showListings).values({
    workspaceId,
    showId: show.id,
    announceAt: new Date(Date.now() - DAY),
    timeZone: "America/Chicago",
    ...opts.listing,
  });
  return show;
}

/** `count` shows at one venue, each a day apart from `fromDay` days ahead, listed and announced. */
export async function insertManyListedShows(
  db: Db,
  workspaceId: string,
  tourId: string,
  count: number,
  venueName = "Many Shows Hall",
) {
  const venue = await insertVenue(db, workspaceId, {
    name: venueName,
    city: "Austin",
    state: "TX",
  });
  const shows = await db
    .insert(tourVenues)
    .values(
      Array.from({ length: count }, (_, i) => ({
        workspaceId,
        tourId,
        venueId: venue.id,
        performanceDate: dayFromNow(10 + i),
        orderInTour: i + 1,
        status: "confirmed",
      })),
    )
    .returning({ id: tourVenues.id });
  await db.insert(showListings).values(
    shows.map((s) => ({
      workspaceId,
      showId: s.id,
      announceAt: new Date(Date.now() - DAY),
      timeZone: "America/Chicago",
    })),
  );
}
