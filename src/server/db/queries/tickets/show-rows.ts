import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import type { CountSource, TicketCount } from "@/domain/tickets/counts";
import type { TicketShow } from "@/domain/tickets/show-tickets";
import type { Db } from "../../client";
import {
  ticketCounts,
  tours,
  tourVenues,
  venueRevenueDeals,
  venues,
  workspaces,
} from "../../schema";
import { selectShows } from "../tours/show-read";

/** A show's capacity: its deal's, else its venue's (ADR 0031); the deal and venue joined. */
export const showCapacityColumn = () =>
  sql<number | null>`coalesce(${venueRevenueDeals.capacity}, ${venues.capacity})`;

/** The currency a show's gross is in: its deal's, else the home one; the deal and workspace joined. */
export const showCurrencyColumn = <T extends string = string>() =>
  sql<T>`coalesce(${venueRevenueDeals.currency}, ${workspaces.homeCurrency})`;

/** Which tours' shows are read: one tour, or every tour with a show of the window. */
export type TicketScope = { tourId: string } | { confirmedFrom: string };

/** The ids of the tours read, as a subquery (so counts and shows take the same set). */
function toursOf(workspaceId: string, scope: TicketScope): SQL {
  if ("tourId" in scope) return sql`(${scope.tourId}::uuid)`;
  return sql`(select ${tourVenues.tourId} from ${tourVenues}
    where ${tourVenues.workspaceId} = ${workspaceId}
      and ${tourVenues.status} = ${CONFIRMED_SHOW_STATUS}
      and ${tourVenues.performanceDate} >= ${scope.confirmedFrom})`;
}

/** A stored count as the answers carry it. */
const countColumns = {
  id: ticketCounts.id,
  showId: ticketCounts.showId,
  tier: ticketCounts.tier,
  countedAt: ticketCounts.countedAt,
  sold: ticketCounts.sold,
  comps: ticketCounts.comps,
  gross: ticketCounts.gross,
  currency: ticketCounts.currency,
  source: ticketCounts.source,
  seller: ticketCounts.seller,
};

type CountRow = Omit<TicketCount, "countedAt" | "source"> & {
  showId: string;
  countedAt: Date;
  source: string;
};

const toTicketCount = ({ showId: _, ...row }: CountRow): TicketCount => ({
  ...row,
  countedAt: row.countedAt.toISOString(),
  source: row.source as CountSource,
});

/**
 * The shows of the tours in `scope` with their capacity (the deal's, else the venue's), their
 * currency (the deal's, else the home one) and every count they have: two statements, however
 * many shows and counts (ADR 0005).
 */
export async function readTicketShows(
  db: Db,
  workspaceId: string,
  scope: TicketScope,
): Promise<TicketShow[]> {
  const tourIds = toursOf(workspaceId, scope);
  const [shows, counts] = await Promise.all([
    selectShows(db, workspaceId, {
      showId: tourVenues.id,
      tourId: tourVenues.tourId,
      tourTitle: tours.title,
      date: tourVenues.performanceDate,
      status: tourVenues.status,
      venueName: venues.name,
      city: venues.city,
      capacity: showCapacityColumn(),
      currency: showCurrencyColumn(),
    })
      .innerJoin(workspaces, eq(workspaces.id, tourVenues.workspaceId))
      .where(
        and(eq(tourVenues.workspaceId, workspaceId), inArray(tourVenues.tourId, sql`${tourIds}`)),
      )
      .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.orderInTour), asc(tourVenues.id)),
    db
      .select(countColumns)
      .from(ticketCounts)
      .innerJoin(
        tourVenues,
        and(eq(tourVenues.id, ticketCounts.showId), eq(tourVenues.workspaceId, workspaceId)),
      )
      .where(
        and(eq(ticketCounts.workspaceId, workspaceId), inArray(tourVenues.tourId, sql`${tourIds}`)),
      )
      .orderBy(asc(ticketCounts.countedAt), asc(ticketCounts.id)),
  ]);
  const byShow = new Map<string, TicketCount[]>();
  for (const row of counts) {
    const list = byShow.get(row.showId) ?? [];
    list.push(toTicketCount(row));
    byShow.set(row.showId, list);
  }
  return shows.map((s) => ({
    ...s,
    capacity: s.capacity === null ? null : Number(s.capacity),
    counts: byShow.get(s.showId) ?? [],
  }));
}
