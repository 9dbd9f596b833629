import { and, eq, sql } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import type { CurrencyCode } from "@/domain/currencies/currency";
import type { ShowTicketDetail, ShowTickets } from "@/domain/tickets/answers";
import { type CountReport, grossRefusals } from "@/domain/tickets/counts";
import {
  isListedFrom,
  LISTED_DAYS_BACK,
  showTicketDetail,
  showTicketsList,
} from "@/domain/tickets/show-tickets";
import { utcDateStamp } from "@/domain/tour-timing";
import type { Db } from "../../client";
import { ticketCounts, tourVenues, venueRevenueDeals, workspaces } from "../../schema";
import { findOwnedShow, findOwnedTour } from "../ownership";
import { readTicketShows, showCurrencyColumn } from "./show-rows";

/** A tour's shows' lines: undefined when the tour is not the workspace's (404). */
export async function readTourTickets(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<ShowTickets[] | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  return showTicketsList(await readTicketShows(db, workspaceId, { tourId }));
}

/** One show's page: undefined when the show is not the workspace's or not on that tour. */
export async function readShowTickets(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
): Promise<ShowTicketDetail | undefined> {
  // Another workspace's tour reads no shows: the show is then not found either.
  const shows = await readTicketShows(db, workspaceId, { tourId });
  const show = shows.find((s) => s.showId === showId);
  return show && showTicketDetail(show, shows);
}

/** The first day the Tickets page lists: LISTED_DAYS_BACK days before today (UTC). */
const listedFrom = (now: Date) =>
  utcDateStamp(new Date(now.getTime() - LISTED_DAYS_BACK * 86_400_000));

/**
 * Every confirmed show from a week ago on, across tours, each paced against all the shows of
 * its tour (two statements, however many tours).
 */
export async function readUpcomingTickets(db: Db, workspaceId: string, now: Date) {
  const from = listedFrom(now);
  const shows = await readTicketShows(db, workspaceId, { confirmedFrom: from });
  const listed = new Set(shows.filter((s) => isListedFrom(s, from)).map((s) => s.showId));
  return showTicketsList(shows).filter((s) => listed.has(s.showId));
}

/** The currency a show's gross is in: its deal's, else the home currency. */
async function showCurrency(tx: Db, workspaceId: string, showId: string): Promise<CurrencyCode> {
  const [row] = await tx
    .select({
      currency: showCurrencyColumn<CurrencyCode>(),
    })
    .from(workspaces)
    .leftJoin(
      venueRevenueDeals,
      and(
        eq(venueRevenueDeals.tourVenueId, showId),
        eq(venueRevenueDeals.workspaceId, workspaceId),
      ),
    )
    .where(eq(workspaces.id, workspaceId));
  return row!.currency;
}

export type ReportRefusal = { show: true } | { fields: FieldMessages };

/**
 * A manager's report: one row per tier, counted now, in the show's currency. The show is
 * locked while the report is written, so two reports of one show queue up. A gross with more
 * decimals than the currency has is refused by field ("tiers.0.gross").
 */
export async function reportCounts(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  report: CountReport,
  userId: string,
): Promise<ReportRefusal | null> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true })))
      return { show: true } as const;
    const currency = await showCurrency(tx, workspaceId, showId);
    const misfits = grossRefusals(report, currency);
    if (Object.keys(misfits).length > 0) return { fields: misfits };
    const countedAt = new Date();
    await tx.insert(ticketCounts).values(
      report.tiers.map((t) => ({
        workspaceId,
        showId,
        tier: t.tier,
        countedAt,
        sold: t.sold,
        comps: t.comps,
        gross: t.gross,
        currency,
        source: "manual",
        enteredBy: userId,
      })),
    );
    return null;
  });
}

/** Deletes one count of a show; false when it is not there (another workspace's: not there). */
export async function deleteCount(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  countId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(ticketCounts)
    .where(
      and(
        eq(ticketCounts.id, countId),
        eq(ticketCounts.showId, showId),
        eq(ticketCounts.workspaceId, workspaceId),
        sql`exists (select 1 from ${tourVenues} where ${tourVenues.id} = ${showId}
          and ${tourVenues.tourId} = ${tourId} and ${tourVenues.workspaceId} = ${workspaceId})`,
      ),
    )
    .returning({ id: ticketCounts.id });
  return deleted.length > 0;
}
