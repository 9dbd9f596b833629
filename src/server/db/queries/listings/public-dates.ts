import { and, eq, isNotNull, or } from "drizzle-orm";
import type { PublicShowRow } from "@/domain/listings/public-show";
import type { Db } from "../../client";
import { datesPages, showListings, tours, tourVenues, venues } from "../../schema";
import { onShowVenue } from "../ownership";

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
      announceAt: showListings.announceAt,
      timeZone: showListings.timeZone,
      startTime: showListings.startTime,
      onSaleAt: showListings.onSaleAt,
      ticketUrl: showListings.ticketUrl,
      soldOut: showListings.soldOut,
      eventName: showListings.eventName,
      supportActs: showListings.supportActs,
      hidden: showListings.hidden,
      previousDate: showListings.previousDate,
      cancelledAt: showListings.cancelledAt,
      updatedAt: showListings.updatedAt,
    })
    .from(showListings)
    .innerJoin(
      tourVenues,
      and(eq(tourVenues.id, showListings.showId), eq(tourVenues.workspaceId, workspaceId)),
    )
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
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
