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
