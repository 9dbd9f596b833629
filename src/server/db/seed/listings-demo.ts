import { and, asc, eq, isNotNull } from "drizzle-orm";
import { DAY_MS } from "@/domain/durations";
import { suggestSlug } from "@/domain/listings/slug";
import { addDaysTo } from "@/domain/negotiations/calendar";
import { zonedToUtc } from "@/domain/zoned-time";
import { venueTimeZone } from "../../places/time-zone";
import type { Db } from "../client";
import { onShowVenue } from "../queries/ownership";
import { datesPages, showListings, tourVenues, venues } from "../schema";

/**
 * The demo act's public dates (issue 52): its page on, and what fans see of each confirmed
 * show. Most were announced weeks before their date, with a show time and a ticket link;
 * tonight's show is sold out, two have support acts, one is hidden (a festival that has not
 * let the band say so yet) and the last is scheduled to be announced in a few days, so every
 * state of the owner's page shows. Three statements whatever the demo's size: the demo seed
 * is timed (issue 49).
 */

const SUPPORT = [["Velvet Static"], ["June Harbor", "The Low Hum"]];
/** How long before its date a show was announced, and its tickets went on sale after. */
const ANNOUNCED_BEFORE_DAYS = 45;
const ON_SALE_AFTER_DAYS = 2;
/** The scheduled show is announced this many days from now. */
const SCHEDULED_IN_DAYS = 3;

/**
 * Every guest's demo is a workspace of its own, and a page's address is unique across Tribe:
 * the act's address takes ten characters of the workspace's id (random: two guests sharing
 * them is a one-in-10^15 chance, and the insert then leaves that demo without a page rather
 * than failing the guest's sign-in).
 */
function demoSlug(artistName: string, workspaceId: string) {
  const tag =
    workspaceId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 10) || "demo";
  return `${suggestSlug(artistName).slice(0, 28).replace(/-+$/, "")}-${tag}`;
}

/** 10:00 at the venue on `date`, as an instant. */
const morningOf = (date: string, zone: string) => zonedToUtc(`${date}T10:00`, zone)!;

export async function seedDemoListings(db: Db, workspaceId: string, artistName: string) {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const shows = await db
    .select({
      id: tourVenues.id,
      date: tourVenues.performanceDate,
      venueName: venues.name,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(tourVenues)
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.status, "confirmed"),
        isNotNull(tourVenues.performanceDate),
      ),
    )
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.id));
  const upcoming = shows.filter((s) => s.date! >= today).map((s) => s.id);
  const [soldOut, ...rest] = upcoming;
  const withSupport = rest.slice(0, SUPPORT.length);
  const scheduled = upcoming.at(-1);
  const hidden = upcoming.length > 2 ? upcoming.at(-2) : undefined;
  const latestPast = now.getTime() - DAY_MS;

  await db
    .insert(datesPages)
    .values({
      workspaceId,
      slug: demoSlug(artistName, workspaceId),
      enabled: true,
      title: artistName,
    })
    .onConflictDoNothing();
  if (shows.length === 0) return;
  await db.insert(showListings).values(
    shows.map((show) => {
      const date = show.date!;
      const timeZone = venueTimeZone(show.latitude, show.longitude);
      const weeksBefore = morningOf(addDaysTo(date, -ANNOUNCED_BEFORE_DAYS), timeZone);
      const announceAt =
        show.id === scheduled
          ? morningOf(addDaysTo(today, SCHEDULED_IN_DAYS), timeZone)
          : new Date(Math.min(weeksBefore.getTime(), latestPast));
      const venue = suggestSlug(show.venueName ?? "venue");
      const support = withSupport.indexOf(show.id);
      return {
        workspaceId,
        showId: show.id,
        announceAt,
        timeZone,
        startTime: show.id === soldOut ? "19:30" : "20:00",
        onSaleAt: new Date(announceAt.getTime() + ON_SALE_AFTER_DAYS * DAY_MS),
        ticketUrl: `https://tickets.example.com/${venue}/${date}`,
        soldOut: show.id === soldOut,
        supportActs: support === -1 ? [] : SUPPORT[support]!,
        hidden: show.id === hidden,
      };
    }),
  );
}
