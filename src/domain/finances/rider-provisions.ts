import { z } from "zod";
import type { Money } from "../money";
import { moneyInput } from "../money-input";

export const PROVISION_TYPES = ["technical", "hospitality"] as const;
export type ProvisionType = (typeof PROVISION_TYPES)[number];
export const PROVISION_TYPE_LABELS: Record<ProvisionType, string> = {
  technical: "Technical",
  hospitality: "Hospitality",
};

export const riderProvisionInputSchema = z.object({
  showId: z.guid("Choose a show"),
  provisionType: z.enum(PROVISION_TYPES, { error: "Type must be technical or hospitality" }),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(500, "Description can be at most 500 characters"),
  estimatedValue: moneyInput("Estimated value").default("0.00"),
  isProvidedByVenue: z.boolean().default(false),
  isFulfilled: z.boolean().default(false),
});
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
  isProvidedByVenue: boolean;
  isFulfilled: boolean;
}

/** docs/product.md §5.9: a provision is Fulfilled or Pending. */
export const provisionStatusLabel = (isFulfilled: boolean) =>
  isFulfilled ? "Fulfilled" : "Pending";
