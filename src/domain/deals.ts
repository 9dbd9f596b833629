import { z } from "zod";
import { DEAL_TYPES, type DealType, dealUses } from "./deal-math";
import { MAX_MONEY, type Money, toCents } from "./money";
import { moneyInput } from "./money-input";
import { optionalCount, optionalOf, percentInput, requiredCount } from "./number-inputs";

const optionalMoney = (label: string) => optionalOf(moneyInput(label));
const optionalPercent = (label: string) => optionalOf(percentInput(label));

/** A deal for one show: its type and what its formula needs to project a payout. */
export const dealInputSchema = z
  .object({
    showId: z.guid("Choose a show"),
    dealType: z.enum(DEAL_TYPES, { error: "Choose a deal type" }),
    guaranteeAmount: optionalMoney("Guarantee"),
    artistSharePercent: optionalPercent("Artist share"),
    ticketPrice: optionalMoney("Ticket price"),
    capacity: optionalCount("Capacity"),
    expectedAttendance: optionalCount("Expected attendance"),
    expectedExpenses: optionalMoney("Expected show expenses"),
  })
  .superRefine((v, ctx) => {
    const uses = dealUses(v.dealType);
    if (uses.guarantee && v.guaranteeAmount === null) {
      ctx.addIssue({ code: "custom", path: ["guaranteeAmount"], message: "Guarantee is required" });
    }
    if (uses.share && v.artistSharePercent === null) {
      ctx.addIssue({
        code: "custom",
        path: ["artistSharePercent"],
        message: "Artist share is required",
      });
    }
    // The projection is shown, never stored, but must still be an amount the product can hold.
    if (
      v.ticketPrice !== null &&
      v.expectedAttendance !== null &&
      BigInt(toCents(v.ticketPrice)) * BigInt(v.expectedAttendance) > BigInt(toCents(MAX_MONEY))
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["expectedAttendance"],
        message: "Ticket price × attendance cannot be more than 999,999,999,999.99",
      });
    }
    if (v.capacity !== null && v.expectedAttendance !== null && v.expectedAttendance > v.capacity) {
      ctx.addIssue({
        code: "custom",
        path: ["expectedAttendance"],
        message: "Expected attendance cannot be more than the capacity",
      });
    }
  })
  // What a formula does not read is not kept, so a deal never shows a stale guarantee.
  .transform((v) => {
    const uses = dealUses(v.dealType);
    return {
      ...v,
      guaranteeAmount: uses.guarantee ? v.guaranteeAmount : null,
      artistSharePercent: uses.share ? v.artistSharePercent : null,
      expectedExpenses: uses.expenses ? v.expectedExpenses : null,
    };
  });
export type DealInput = z.infer<typeof dealInputSchema>;
export type DealFormValues = z.input<typeof dealInputSchema>;

/** What the show really did: the payout follows from it by the deal's formula. */
export const settlementInputSchema = z.object({
  ticketsSold: requiredCount("Tickets sold"),
  grossReceipts: moneyInput("Gross receipts"),
  showExpenses: moneyInput("Show expenses").default("0.00"),
});
export type SettlementInput = z.infer<typeof settlementInputSchema>;
export type SettlementFormValues = z.input<typeof settlementInputSchema>;

export interface Deal {
  id: string;
  showId: string;
  performanceDate: string | null;
  venueName: string;
  dealType: DealType;
  guaranteeAmount: Money | null;
  artistSharePercent: string | null;
  venueSharePercent: string | null;
  ticketPrice: Money | null;
  capacity: number | null;
  expectedAttendance: number | null;
  expectedExpenses: Money | null;
  projectedGross: Money;
  projectedPayout: Money;
  isSettled: boolean;
  ticketsSold: number | null;
  grossReceipts: Money | null;
  showExpenses: Money | null;
  finalPayout: Money | null;
  /** finalPayout − projectedPayout once settled. */
  variance: Money | null;
}
