import { sql } from "drizzle-orm";
import { type DealCountTuple, dealCountOf } from "@/domain/tickets/deal-count";
import type { ShowDealTerms } from "@/domain/tours/show-money";
import { dealCountsSql } from "../tickets/deal-count";

// A show's deal terms as JSON, for the reads that answer one JSON value (the HCC Manager's
// list, the exports); the row-by-row read of a show and its money is ./show-read.ts.

/**
 * A deal's terms as one JSON array, for a statement that answers one JSON value (decision
 * 0005): `json_object_agg(d.tour_venue_id, ${dealTermsArray})` over `venue_revenue_deals d`.
 * Amounts travel as text to stay exact.
 */
export const dealTermsArray = sql`json_build_array(d.deal_type, d.guarantee_amount::text,
  d.door_split_percentage::text, d.ticket_price::text, d.expected_attendance,
  d.expected_expenses::text, d.is_settled, d.final_payout::text, d.currency, d.rate::text, d.rate_to,
  d.settlement_rate::text, d.settlement_rate_to,
  ${dealCountsSql(sql`d.tour_venue_id`, sql`d.workspace_id`)})`;

export type DealTermsTuple = [
  dealType: string,
  guaranteeAmount: string | null,
  artistSharePercent: string | null,
  ticketPrice: string | null,
  expectedAttendance: number | null,
  expectedExpenses: string | null,
  isSettled: boolean,
  finalPayout: string | null,
  currency: string,
  rate: string | null,
  rateTo: string | null,
  settlementRate: string | null,
  settlementRateTo: string | null,
  ticketCounts: DealCountTuple[],
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
  currency: d[8],
  rate: d[9],
  rateTo: d[10],
  settlementRate: d[11],
  settlementRateTo: d[12],
  count: dealCountOf(d[13], d[8]),
});
