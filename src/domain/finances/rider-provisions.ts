import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import type { Message } from "../i18n/messages";
import { refusal } from "../i18n/zod-words";
import type { Money } from "../money";
import { moneyInput } from "../money-input";
import { descriptionRequired, FINANCE_REFUSALS } from "./refusals";

const TECHNICAL_OR_HOSPITALITY = {
  id: "finances.validation.technicalOrHospitality",
  defaultMessage: "Type must be technical or hospitality",
};
const ESTIMATED_VALUE = {
  id: "finances.validation.estimatedValue",
  defaultMessage: "Estimated value",
};

export const PROVISION_TYPES = ["technical", "hospitality"] as const;
export type ProvisionType = (typeof PROVISION_TYPES)[number];
export const PROVISION_TYPE_LABELS: Record<ProvisionType, Message> = {
  technical: { id: "finances.provisionType.technical", defaultMessage: "Technical" },
  hospitality: { id: "finances.provisionType.hospitality", defaultMessage: "Hospitality" },
};
export const riderProvisionInputSchema = z
  .object({
    showId: z.guid(refusal(FINANCE_REFUSALS.chooseShow)),
    provisionType: z.enum(PROVISION_TYPES, refusal(TECHNICAL_OR_HOSPITALITY)),
    description: z
      .string({ error: descriptionRequired })
      .trim()
      .min(1, { error: descriptionRequired })
      .max(500, refusal(FINANCE_REFUSALS.description500)),
    estimatedValue: moneyInput(ESTIMATED_VALUE).default("0.00"),
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
