import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import { moneyInput } from "../money-input";

/**
 * The tour manager's float (issue 54 item 3): cash per currency. Drawn in (a bank, the
 * settlement's cash), returned out, paid out to the party (a payment's line), and counted.
 */
export const FLOAT_ENTRY_KINDS = ["draw", "return", "payout", "count"] as const;
export type FloatEntryKind = (typeof FLOAT_ENTRY_KINDS)[number];

/** What a person types: a draw, a return, or a count of the real cash. Payouts come from paying a line. */
export const floatEntryInputSchema = z
  .object({
    kind: z.enum(["draw", "return", "count"], { error: "Choose draw, return or count" }),
    currency: currencyInput("Currency", { anyDecimals: true }),
    amount: moneyInput("Amount", Number.POSITIVE_INFINITY),
    note: z.string().trim().max(300, "Note can be at most 300 characters").nullish(),
  })
  .superRefine((v, ctx) => refuseDecimalsIn(ctx, { amount: v.amount }, v.currency));
export type FloatEntryInput = z.infer<typeof floatEntryInputSchema>;

export interface FloatEntry {
  id: string;
  tourId: string;
  currency: CurrencyCode;
  kind: FloatEntryKind;
  amount: string;
  /** A count's: what should have been there when it was counted. */
  expected: string | null;
  paymentId: string | null;
  at: Date;
  note: string | null;
  byName: string;
}
