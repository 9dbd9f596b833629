import { and, asc, eq } from "drizzle-orm";
import { CONTRACT_MESSAGES } from "@/domain/contracts/contracts";
import type { ShowFacts } from "@/domain/contracts/out-of-date";
import type { DealType } from "@/domain/finances/deal-math";
import { carriesMoney } from "@/domain/tours/show-money";
import type { Db } from "../../client";
import {
  daySheets,
  riderProvisions,
  tourVenues,
  venueRevenueDeals,
  venues,
  workspaces,
} from "../../schema";
import { onShowVenue } from "../ownership";

const SCHEDULE = [
  ["loadIn", "Load-in"],
  ["soundcheck", "Soundcheck"],
  ["doors", "Doors"],
  ["setTime", "Set time"],
  ["curfew", "Curfew"],
  ["loadOut", "Load-out"],
] as const;

/**
 * What a contract is made of, read from the show (of this workspace, on this tour): its
 * venue, date, deal, day sheet and rider. `whyNot` says why no contract can be made yet.
 */
export async function showContractFacts(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
): Promise<undefined | { facts: null; whyNot: string } | { facts: ShowFacts; whyNot: null }> {
  const [show] = await db
    .select({
      status: tourVenues.status,
      performanceDate: tourVenues.performanceDate,
      venueName: venues.name,
      city: venues.city,
      artistName: workspaces.name,
    })
    .from(tourVenues)
    .innerJoin(workspaces, eq(workspaces.id, tourVenues.workspaceId))
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(
      and(
        eq(tourVenues.id, showId),
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.tourId, tourId),
      ),
    );
  if (!show) return undefined;
  if (!carriesMoney(show.status)) return { facts: null, whyNot: CONTRACT_MESSAGES.unconfirmed };
  const [deal] = await db
    .select({
      dealType: venueRevenueDeals.dealType,
      guaranteeAmount: venueRevenueDeals.guaranteeAmount,
      artistSharePercent: venueRevenueDeals.doorSplitPercentage,
      ticketPrice: venueRevenueDeals.ticketPrice,
      capacity: venueRevenueDeals.capacity,
      expectedExpenses: venueRevenueDeals.expectedExpenses,
      withholdingPercent: venueRevenueDeals.withholdingPercentage,
      depositReceived: venueRevenueDeals.depositReceived,
      currency: venueRevenueDeals.currency,
    })
    .from(venueRevenueDeals)
    .where(
      and(
        eq(venueRevenueDeals.workspaceId, workspaceId),
        eq(venueRevenueDeals.tourVenueId, showId),
      ),
    );
  if (!deal) return { facts: null, whyNot: CONTRACT_MESSAGES.noDeal };
  if (!show.performanceDate) return { facts: null, whyNot: "Give this show a date first" };
  const [sheet] = await db
    .select()
    .from(daySheets)
    .where(and(eq(daySheets.workspaceId, workspaceId), eq(daySheets.tourVenueId, showId)));
  const rider = await db
    .select({
      type: riderProvisions.provisionType,
      description: riderProvisions.description,
      providedByVenue: riderProvisions.isProvidedByVenue,
    })
    .from(riderProvisions)
    .where(
      and(eq(riderProvisions.workspaceId, workspaceId), eq(riderProvisions.tourVenueId, showId)),
    )
    .orderBy(
      asc(riderProvisions.provisionType),
      asc(riderProvisions.createdAt),
      asc(riderProvisions.id),
    );
  return {
    whyNot: null,
    facts: {
      artistName: show.artistName,
      venueName: show.venueName ?? "the venue",
      city: show.city,
      venueAddress: sheet?.venueAddress ?? null,
      showDate: show.performanceDate,
      deal: { ...deal, dealType: deal.dealType as DealType },
      schedule: SCHEDULE.flatMap(([key, label]) => {
        const time = sheet?.[key];
        return time ? [{ label, time }] : [];
      }),
      rider,
    },
  };
}
