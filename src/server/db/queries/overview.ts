import { and, eq, sql } from "drizzle-orm";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations";
import {
  ACTIVE_TOUR_STATUS,
  assembleDashboardStats,
  RECENT_TOURS_SHOWN,
  type TourAggregates,
} from "@/domain/overview";
import type { Db } from "../client";
import { marketingCampaigns, tours, tourVenues, venues } from "../schema";
import { newestFirst, qualified } from "../sql-helpers";

/** How many of the account's campaigns are in each status (a handful of rows). */
export async function campaignStatusCounts(db: Db, userId: string) {
  return db
    .select({
      status: marketingCampaigns.status,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.userId, userId))
    .groupBy(marketingCampaigns.status);
}

/**
 * The domain's aggregateTours, added up by the database: one row each, whatever the number
 * of tours. Shows are grouped by venue before venues are joined, so the join stays as small
 * as the venue directory even when PGlite has no table statistics to plan with.
 */
export async function tourAggregates(db: Db, userId: string): Promise<TourAggregates> {
  const perVenue = db
    .select({
      venueId: tourVenues.venueId,
      shows: sql<number>`count(*)`.as("shows"),
      confirmed:
        sql<number>`count(*) filter (where ${tourVenues.status} = ${CONFIRMED_SHOW_STATUS})`.as(
          "confirmed",
        ),
    })
    .from(tourVenues)
    .where(eq(tourVenues.userId, userId))
    .groupBy(tourVenues.venueId)
    .as("per_venue");
  const [[tourRow], [showRow]] = await Promise.all([
    db
      .select({
        activeTours:
          sql<number>`count(*) filter (where ${tours.status} = ${ACTIVE_TOUR_STATUS})`.mapWith(
            Number,
          ),
        revenueProjection: sql<string>`coalesce(sum(${tours.totalEstimatedCost}), 0)::text`,
      })
      .from(tours)
      .where(eq(tours.userId, userId)),
    db
      .select({
        venuesBooked: sql<number>`coalesce(sum(${perVenue.shows}), 0)`.mapWith(Number),
        venuesConfirmed: sql<number>`coalesce(sum(${perVenue.confirmed}), 0)`.mapWith(Number),
        // A missing venue or capacity counts 0 (spec §3).
        totalCapacity:
          sql<number>`coalesce(sum(${perVenue.shows} * coalesce(${venues.capacity}, 0)), 0)`.mapWith(
            Number,
          ),
      })
      .from(perVenue)
      .leftJoin(venues, and(eq(venues.id, perVenue.venueId), eq(venues.userId, userId))),
  ]);
  return { ...tourRow!, ...showRow! };
}

/** The spec's three newest tours, each with its number of shows. */
export async function recentTourRows(db: Db, userId: string) {
  return db
    .select({
      id: tours.id,
      title: tours.title,
      status: tours.status,
      startDate: tours.startDate,
      endDate: tours.endDate,
      venueCount:
        sql<number>`(select count(*) from ${tourVenues} where ${tourVenues.tourId} = ${qualified(tours.id)})`.mapWith(
          Number,
        ),
    })
    .from(tours)
    .where(eq(tours.userId, userId))
    .orderBy(...newestFirst(tours))
    .limit(RECENT_TOURS_SHOWN);
}

/**
 * Everything the Overview shows in four SQL statements however many tours there are. The
 * rules that turn them into statistics live in the domain. Merchandise has no table yet: 0 of 0.
 */
export async function getOverview(db: Db, userId: string) {
  const [aggregates, recentTours, campaigns] = await Promise.all([
    tourAggregates(db, userId),
    recentTourRows(db, userId),
    campaignStatusCounts(db, userId),
  ]);
  return {
    stats: assembleDashboardStats(aggregates, campaigns, { ready: 0, total: 0 }),
    recentTours,
  };
}
