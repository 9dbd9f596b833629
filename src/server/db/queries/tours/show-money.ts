import { sql } from "drizzle-orm";
import type { ShowDealTerms } from "@/domain/tours/show-money";
import { venueRevenueDeals } from "../../schema";

/**
 * The deal columns a show's money reads, for a query that left-joins the show's deal (one per
 * show) in the same statement as the show: no query per show.
 */
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
};

type DealTermsRow = {
  [K in keyof typeof dealTermsColumns]: (typeof dealTermsColumns)[K]["_"]["data"] | null;
};

/** Splits the joined deal columns off a row: the deal's terms (null with no deal) and the rest. */
export function toDealTerms<R extends DealTermsRow>(row: R) {
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
        };
  return { deal, others: others as Omit<R, keyof DealTermsRow> };
}

/**
 * A deal's terms as one JSON array, for a statement that answers one JSON value (decision
 * 0005): `json_object_agg(d.tour_venue_id, ${dealTermsArray})` over `venue_revenue_deals d`.
 * Amounts travel as text to stay exact.
 */
export const dealTermsArray = sql`json_build_array(d.deal_type, d.guarantee_amount::text,
  d.door_split_percentage::text, d.ticket_price::text, d.expected_attendance,
  d.expected_expenses::text, d.is_settled, d.final_payout::text)`;

export type DealTermsTuple = [
  dealType: string,
  guaranteeAmount: string | null,
  artistSharePercent: string | null,
  ticketPrice: string | null,
  expectedAttendance: number | null,
  expectedExpenses: string | null,
  isSettled: boolean,
  finalPayout: string | null,
];

/** The terms of a deal read through `dealTermsArray`. */
export const dealTermsFromTuple = (d: DealTermsTuple): ShowDealTerms => ({
  dealType: d[0],
  guaranteeAmount: d[1],
  artistSharePercent: d[2],
  ticketPrice: d[3],
  expectedAttendance: d[4],
  expectedExpenses: d[5],
  isSettled: d[6],
  finalPayout: d[7],
});
