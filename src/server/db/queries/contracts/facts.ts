import { and, asc, eq, inArray } from "drizzle-orm";
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
import { selectShows } from "../tours/show-read";

const SCHEDULE = [
  ["loadIn", "Load-in"],
  ["soundcheck", "Soundcheck"],
  ["doors", "Doors"],
  ["setTime", "Set time"],
  ["curfew", "Curfew"],
  ["loadOut", "Load-out"],
] as const;

/** A show's contract facts now, or why it can have no contract (`whyNot`). */
export type ShowContractFacts =
  | { facts: null; whyNot: string }
  | { facts: ShowFacts; whyNot: null };

/**
 * What contracts are made of, read for any number of shows of one workspace in four
 * statements whatever their number: each show with its tour, venue and deal (the one show
 * read, tours/show-read.ts), then the day sheets, the riders and the artist's name. A show of
 * another workspace, or not on `tourId` when one is named, is not in the answer.
 */
export async function contractFactsOfShows(
  db: Db,
  workspaceId: string,
  showIds: readonly string[],
  tourId?: string,
): Promise<Map<string, ShowContractFacts>> {
  const answer = new Map<string, ShowContractFacts>();
  const ids = [...new Set(showIds)];
  if (ids.length === 0) return answer;
  const shows = await selectShows(db, workspaceId, {
    showId: tourVenues.id,
    status: tourVenues.status,
    performanceDate: tourVenues.performanceDate,
    venueName: venues.name,
    city: venues.city,
    dealId: venueRevenueDeals.id,
    dealType: venueRevenueDeals.dealType,
    guaranteeAmount: venueRevenueDeals.guaranteeAmount,
    artistSharePercent: venueRevenueDeals.doorSplitPercentage,
    ticketPrice: venueRevenueDeals.ticketPrice,
    capacity: venueRevenueDeals.capacity,
    expectedExpenses: venueRevenueDeals.expectedExpenses,
    withholdingPercent: venueRevenueDeals.withholdingPercentage,
    depositReceived: venueRevenueDeals.depositReceived,
    currency: venueRevenueDeals.currency,
  }).where(
    and(
      eq(tourVenues.workspaceId, workspaceId),
      inArray(tourVenues.id, ids),
      tourId === undefined ? undefined : eq(tourVenues.tourId, tourId),
    ),
  );
  if (shows.length === 0) return answer;
  const found = shows.map((s) => s.showId);
  const [sheets, riders, [workspace]] = await Promise.all([
    db
      .select()
      .from(daySheets)
      .where(and(eq(daySheets.workspaceId, workspaceId), inArray(daySheets.tourVenueId, found))),
    db
      .select({
        showId: riderProvisions.tourVenueId,
        type: riderProvisions.provisionType,
        description: riderProvisions.description,
        providedByVenue: riderProvisions.isProvidedByVenue,
      })
      .from(riderProvisions)
      .where(
        and(
          eq(riderProvisions.workspaceId, workspaceId),
          inArray(riderProvisions.tourVenueId, found),
        ),
      )
      .orderBy(
        asc(riderProvisions.provisionType),
        asc(riderProvisions.createdAt),
        asc(riderProvisions.id),
      ),
    db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)),
  ]);
  const sheetOf = new Map(sheets.map((sheet) => [sheet.tourVenueId, sheet]));
  for (const show of shows) {
    const { showId, status, performanceDate, venueName, city, dealId, dealType, ...deal } = show;
    if (!carriesMoney(status))
      answer.set(showId, { facts: null, whyNot: CONTRACT_MESSAGES.unconfirmed });
    else if (dealId === null || dealType === null)
      answer.set(showId, { facts: null, whyNot: CONTRACT_MESSAGES.noDeal });
    else if (!performanceDate)
      answer.set(showId, { facts: null, whyNot: "Give this show a date first" });
    else {
      const sheet = sheetOf.get(showId);
      answer.set(showId, {
        whyNot: null,
        facts: {
          artistName: workspace?.name ?? "",
          venueName: venueName ?? "the venue",
          city,
          venueAddress: sheet?.venueAddress ?? null,
          showDate: performanceDate,
          deal: { ...deal, dealType: dealType as DealType } as ShowFacts["deal"],
          schedule: SCHEDULE.flatMap(([key, label]) => {
            const time = sheet?.[key];
            return time ? [{ label, time }] : [];
          }),
          rider: riders.filter((r) => r.showId === showId).map(({ showId: _s, ...line }) => line),
        },
      });
    }
  }
  return answer;
}

/** One show's contract facts (of this workspace, on this tour); undefined: no such show. */
export async function showContractFacts(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
): Promise<ShowContractFacts | undefined> {
  return (await contractFactsOfShows(db, workspaceId, [showId], tourId)).get(showId);
}
