import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import type { Money } from "../money";
import { moneyInput } from "../money-input";

export const PROVISION_TYPES = ["technical", "hospitality"] as const;
export type ProvisionType = (typeof PROVISION_TYPES)[number];
export const riderProvisionInputSchema = z
  .object({
    showId: z.guid("Choose a show"),
    provisionType: z.enum(PROVISION_TYPES, { error: "Type must be technical or hospitality" }),
    description: z
      .string({ error: "Description is required" })
      .trim()
      .min(1, "Description is required")
      .max(500, "Description can be at most 500 characters"),
    estimatedValue: moneyInput("Estimated value").default("0.00"),
    // Issue 41: the estimate's currency. Left out: the home currency for a new provision,
    // unchanged for an edit.
    currency: currencyInput().optional(),
    isProvidedByVenue: z.boolean().default(false),
    isFulfilled: z.boolean().default(false),
  })
  .superRefine((v, ctx) => refuseDecimalsIn(ctx, { estimatedValue: v.estimatedValue }, v.currency));
export type RiderProvisionInput = z.infer<typeof riderProvisionInputSchema>;
export type RiderProvisionFormValues = z.input<typeof riderProvisionInputSchema>;

export interface RiderProvision {
  id: string;
  showId: string;
  performanceDate: string | null;
  venueName: string;
  provisionType: ProvisionType;
  description: string;
  estimatedValue: Money;
  /** The currency the estimate is in (issue 41). */
  currency: CurrencyCode;
  isProvidedByVenue: boolean;
  isFulfilled: boolean;
}
