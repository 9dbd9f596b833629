import { and, eq } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import { type DealCountTuple, dealCountOf } from "@/domain/tickets/deal-count";
import { type ShowDealTerms, type ShowMoney, showMoney } from "@/domain/tours/show-money";
import type { Db } from "../../client";
import { tours, tourVenues, venueRevenueDeals, venues } from "../../schema";
import { onShowVenue } from "../ownership";
import { dealCountsSql } from "../tickets/deal-count";

// The one read of a show with its tour, its venue and its deal, in one statement. Four
// answers are built on it (a tour's shows, a negotiation, a day sheet, a guest list's head),
// each selecting the columns it answers with; a show's money is made here and only here
// (`showMoneyOf`), from the fee and the deal's terms read in the same statement: no query per
// show. The HCC Manager's list and the exports read the same tables as one JSON value
// instead (`dealTermsArray` in ./show-money.ts), for PGlite's cost per row.

/**
 * A workspace's shows joined to their tour, their venue and their deal (at most one per
 * show). A tour, venue or deal of another workspace is never joined: a show whose venue was
 * deleted reads with null venue columns. Callers add `.where(…)`, `.orderBy(…)` and any
 * further join (the guest list's settings) on the dynamic query.
 */
export function selectShows<T extends SelectedFields>(
  db: Db,
  workspaceId: string,
  fields: T,
): ShowSelect<T> {
  const query = db
    .select(fields as SelectedFields)
    .from(tourVenues)
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
    .leftJoin(
      venueRevenueDeals,
      and(
        eq(venueRevenueDeals.tourVenueId, tourVenues.id),
        eq(venueRevenueDeals.workspaceId, workspaceId),
      ),
    )
    .$dynamic();
  // Drizzle cannot follow a join on a selection that is still generic: the query is built on
  // the plain selection, and the type drizzle gives it for known columns is spelled out below.
  return query as unknown as ShowSelect<T>;
}

/** The query `selectShows` builds, as drizzle types it for a known selection. */
type ShowSelect<T extends SelectedFields> = PgSelectBase<
  "tour_venues",
  T,
  "partial",
  {
    tour_venues: "not-null";
    tours: "not-null";
    venues: "nullable";
    venue_revenue_deals: "nullable";
  },
  true
>;

/** The one show of the workspace with this id, on this tour when one is named. */
export const oneShow = (workspaceId: string, showId: string, tourId?: string) =>
  and(
    eq(tourVenues.id, showId),
    eq(tourVenues.workspaceId, workspaceId),
    tourId === undefined ? undefined : eq(tourVenues.tourId, tourId),
  );

/** The venue as a show is answered with (null columns for a deleted venue). */
export const showVenueColumns = {
  venueId: venues.id,
  venueName: venues.name,
  city: venues.city,
  state: venues.state,
  capacity: venues.capacity,
};

/** The deal columns a show's money reads, besides the show's own fee (`venueFee`). */
export const dealTermsColumns = {
  dealId: venueRevenueDeals.id,
  dealType: venueRevenueDeals.dealType,
  dealGuarantee: venueRevenueDeals.guaranteeAmount,
  dealArtistShare: venueRevenueDeals.doorSplitPercentage,
  dealTicketPrice: venueRevenueDeals.ticketPrice,
  dealExpectedAttendance: venueRevenueDeals.expectedAttendance,
  dealExpectedExpenses: venueRevenueDeals.expectedExpenses,
  dealSettled: venueRevenueDeals.isSettled,
  dealFinalPayout: venueRevenueDeals.finalPayout,
  dealCurrency: venueRevenueDeals.currency,
  // Issue 51: the show's ticket counts, which an open door deal is estimated from.
  dealTicketCounts: dealCountsSql(venueRevenueDeals.tourVenueId, venueRevenueDeals.workspaceId),
};

type DealColumns = Omit<typeof dealTermsColumns, "dealTicketCounts">;
type DealTermsRow = {
  [K in keyof DealColumns]: DealColumns[K]["_"]["data"] | null;
} & { dealTicketCounts: DealCountTuple[] | null };
type MoneyRow = DealTermsRow & { venueFee: string | null };

/**
 * A show's money from a row read with `venueFee` and `dealTermsColumns`: the figure and its
 * basis, whether the show has a deal, and the row without the deal's columns.
 */
export function showMoneyOf<R extends MoneyRow>(
  row: R,
): { showMoney: ShowMoney; hasDeal: boolean; others: Omit<R, keyof DealTermsRow> } {
  const {
    dealId,
    dealType,
    dealGuarantee,
    dealArtistShare,
    dealTicketPrice,
    dealExpectedAttendance,
    dealExpectedExpenses,
    dealSettled,
    dealFinalPayout,
    dealCurrency,
    dealTicketCounts,
    ...others
  } = row;
  const deal: ShowDealTerms | null =
    dealId === null || dealType === null
      ? null
      : {
          dealType,
          guaranteeAmount: dealGuarantee,
          artistSharePercent: dealArtistShare,
          ticketPrice: dealTicketPrice,
          expectedAttendance: dealExpectedAttendance,
          expectedExpenses: dealExpectedExpenses,
          isSettled: dealSettled ?? false,
          finalPayout: dealFinalPayout,
          currency: dealCurrency,
          count: dealCountOf(dealTicketCounts, dealCurrency),
        };
  return { showMoney: showMoney(row.venueFee, deal), hasDeal: deal !== null, others };
}
