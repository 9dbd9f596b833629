import { type AnyColumn, and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { PublicShowRow } from "@/domain/listings/public-show";
import type { Db } from "../../client";
import { datesPages, showListings, tours, tourVenues, venues } from "../../schema";

/**
 * `column = workspaceId` as a check of a row already found by its id, in a form no index
 * answers. With statistics older than an import of 5,000 shows (PGlite's are refreshed every
 * ten minutes), an indexable `=` had the planner scan the workspace's shows, and then its
 * venues, once per listing: 5 to 12 s on the event loop instead of a tenth of one
 * (bench/public-dates.ts reads such an act). So the show and its venue are found by id here.
 */
const sameWorkspace = (column: AnyColumn, workspaceId: string) =>
  sql`${column} is not distinct from ${workspaceId}`;

/** A show's listing as stored: every field the owner's side reads, none of the show's money. */
export const listingColumns = {
  // First, and never null: a left join's nested object reads as null (no listing) when its
  // first column is (drizzle looks at that one), so a listing not yet announced still reads.
  timeZone: showListings.timeZone,
  announceAt: showListings.announceAt,
  startTime: showListings.startTime,
  onSaleAt: showListings.onSaleAt,
  ticketUrl: showListings.ticketUrl,
  soldOut: showListings.soldOut,
  eventName: showListings.eventName,
  supportActs: showListings.supportActs,
  hidden: showListings.hidden,
  previousDate: showListings.previousDate,
  cancelledAt: showListings.cancelledAt,
};

/** A page as the public reads it: whose it is, and whether it is on. */
export interface DatesPageOfSlug {
  workspaceId: string;
  slug: string;
  title: string;
  enabled: boolean;
}

export async function findDatesPage(db: Db, slug: string): Promise<DatesPageOfSlug | undefined> {
  const [row] = await db
    .select({
      workspaceId: datesPages.workspaceId,
      slug: datesPages.slug,
      title: datesPages.title,
      enabled: datesPages.enabled,
    })
    .from(datesPages)
    .where(eq(datesPages.slug, slug));
  return row;
}

/**
 * The workspace's shows that could be public: confirmed and announced (now or later), or
 * cancelled for fans. domain/listings/public-show.ts decides exactly; this only leaves out
 * rows the rule would refuse anyway, and selects no column fans may not see.
 */
export async function readPublicShowRows(db: Db, workspaceId: string): Promise<PublicShowRow[]> {
  return db
    .select({
      id: tourVenues.id,
      status: tourVenues.status,
      tourStatus: tours.status,
      date: tourVenues.performanceDate,
      venueName: venues.name,
      city: venues.city,
      region: venues.state,
      country: venues.country,
      ...listingColumns,
      updatedAt: showListings.updatedAt,
    })
    .from(showListings)
    .innerJoin(
      tourVenues,
      and(
        eq(tourVenues.id, showListings.showId),
        sameWorkspace(tourVenues.workspaceId, workspaceId),
      ),
    )
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(
      venues,
      and(eq(venues.id, tourVenues.venueId), sameWorkspace(venues.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(showListings.workspaceId, workspaceId),
        eq(showListings.hidden, false),
        // As visibility.ts orders it: a cancellation stands whatever the announce time says.
        or(
          and(eq(tourVenues.status, "confirmed"), isNotNull(showListings.announceAt)),
          isNotNull(showListings.cancelledAt),
        ),
      ),
    );
}
