import { z } from "zod";
import { type CurrencyCode, decimalsRefusal } from "../currencies/currency";
import { optionalCurrencyInput } from "../currencies/currency-inputs";
import { optionalCalendarDate } from "../date-bounds";
import { aboutField, FIELD_REFUSALS as F, type Label } from "../i18n/field-words";
import { refusal } from "../i18n/zod-words";
import { type Money, parseMoney } from "../money";

/** docs/product.md §8.1: the platforms a campaign can run on, in the order the form lists them. */
export const CAMPAIGN_PLATFORMS = [
  "TikTok",
  "Instagram",
  "YouTube",
  "Twitter",
  "Facebook",
  "Snapchat",
  "LinkedIn",
  "Other",
] as const;
type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];

/** docs/product.md §8.1: planning is the default; any status may follow any other. */
export const CAMPAIGN_STATUSES = ["planning", "active", "completed", "paused"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = "planning";

/**
 * A campaign as the API returns it. Money (budget) is a cent-exact decimal string like
 * every amount in the product; reach counts are integers; engagementRate is a plain number
 * (a percentage with two decimals, never summed as money). Dates are calendar dates
 * "YYYY-MM-DD"; createdAt is an ISO timestamp.
 */
export interface Campaign {
  id: string;
  tourId: string | null;
  /** Title of the linked tour, for display; null when none. */
  tourTitle: string | null;
  title: string;
  platform: CampaignPlatform;
  status: CampaignStatus;
  description: string | null;
  budget: Money;
  /** Issue 41: the budget's currency. */
  currency: CurrencyCode;
  targetReach: number;
  actualReach: number;
  engagementRate: number;
  startDate: string | null;
  endDate: string | null;
  partnerName: string | null;
  createdAt: string;
}

/** Largest value of the integer reach columns. */
const MAX_REACH = 2_147_483_647;

/**
 * docs/product.md §8.2: "Non-numeric number fields become 0". Empty text, missing values and text that
 * is not a number all read as 0; real numbers pass on to the range checks, so a negative or
 * oversized value is still refused rather than silently zeroed.
 */
const lenientNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    const n = typeof v === "number" ? v : Number((v ?? "").trim());
    return Number.isFinite(n) ? n : 0;
  });

/**
 * Budget: "non-numeric becomes 0" (docs/product.md §8.2) for text that is no number at all; anything
 * number-like goes through the one money parser, so "1.005", "1e5" and "0x1F" are refused
 * with a message instead of being rounded or read as hex.
 */
const budgetField = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx): Money => {
    if (v === null || v === undefined) return "0.00";
    if (typeof v === "string" && Number.isNaN(Number(v.trim()))) return "0.00";
    const parsed = parseMoney(v, { id: "marketing.field.budget", defaultMessage: "Budget" });
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

const reachField = (label: string) =>
  lenientNumber.pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(MAX_REACH, `${label} is too large`),
  );

const engagementField = lenientNumber
  .pipe(
    z
      .number()
      .min(
        0,
        refusal({
          id: "marketing.campaigns.engagementRateCannotNegative",
          defaultMessage: "Engagement rate cannot be negative",
        }),
      )
      .max(
        100,
        refusal({
          id: "marketing.campaigns.engagementRateCannotOver100",
          defaultMessage: "Engagement rate cannot be over 100",
        }),
      ),
  )
  // The column keeps two decimals; round here so what we answer is what we stored.
  .transform((n) => Math.round(n * 100) / 100);

/** docs/product.md §8.2: empty text is stored as null, not as "". */
const blankToNull = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => v?.trim() || null);

const optionalText = (label: Label, max: number) =>
  blankToNull.pipe(
    z
      .string()
      .max(max, { error: () => aboutField(label, F.mustBeAtMostCharacters, { max }) })
      .nullable(),
  );

// The dates every form checks (date-bounds.ts): z.iso.date() took "0000-01-01", a year
// PostgreSQL does not have (a 500 on insert).
const optionalDate = (label: Label) =>
  optionalCalendarDate(label, {
    message: {
      id: "marketing.campaigns.realDate",
      defaultMessage: "Enter a real date (YYYY-MM-DD)",
    },
  });

/**
 * The one campaign schema: the form resolves with it and the server validates with it, so
 * both refuse the same input with the same messages. Its input is what a form holds
 * (mostly text); its output is what gets stored.
 */
export const campaignInputSchema = z
  .object({
    title: z
      .string(
        refusal({ id: "marketing.campaigns.titleRequired", defaultMessage: "Title is required" }),
      )
      .trim()
      .min(
        1,
        refusal({ id: "marketing.campaigns.titleRequired", defaultMessage: "Title is required" }),
      )
      .max(
        200,
        refusal({
          id: "marketing.campaigns.titleMost200Characters",
          defaultMessage: "Title must be at most 200 characters",
        }),
      ),
    platform: z
      .string(
        refusal({
          id: "marketing.campaigns.platformRequired",
          defaultMessage: "Platform is required",
        }),
      )
      .trim()
      .min(
        1,
        refusal({
          id: "marketing.campaigns.platformRequired",
          defaultMessage: "Platform is required",
        }),
      )
      .pipe(
        z.enum(
          CAMPAIGN_PLATFORMS,
          refusal({
            id: "marketing.campaigns.choosePlatformList",
            defaultMessage: "Choose a platform from the list",
          }),
        ),
      ),
    status: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z
        .enum(
          CAMPAIGN_STATUSES,
          refusal({
            id: "marketing.campaigns.chooseStatusList",
            defaultMessage: "Choose a status from the list",
          }),
        )
        .default(DEFAULT_CAMPAIGN_STATUS),
    ),
    description: optionalText(
      { id: "marketing.field.description", defaultMessage: "Description" },
      2000,
    ),
    budget: budgetField,
    targetReach: reachField("Target reach"),
    actualReach: reachField("Actual reach"),
    engagementRate: engagementField,
    startDate: optionalDate({ id: "errors.field.startDate", defaultMessage: "Start date" }),
    endDate: optionalDate({ id: "errors.field.endDate", defaultMessage: "End date" }),
    partnerName: optionalText(
      { id: "marketing.field.partnerName", defaultMessage: "Partner name" },
      120,
    ),
    tourId: blankToNull.pipe(
      z
        .guid(
          refusal({
            id: "marketing.campaigns.chooseOneYourTours",
            defaultMessage: "Choose one of your tours",
          }),
        )
        .nullable(),
    ),
    // Issue 41: the budget's currency. Left out: the home currency for a new campaign,
    // unchanged for an edit (the query fills it in and checks the budget against it).
    currency: optionalCurrencyInput(),
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    ...refusal({
      id: "marketing.campaigns.endDateCannotBeforeStart",
      defaultMessage: "End date cannot be before the start date",
    }),
    path: ["endDate"],
  })
  .superRefine((c, ctx) => {
    const message = c.currency ? decimalsRefusal(c.budget, c.currency) : null;
    if (message) ctx.addIssue({ code: "custom", path: ["budget"], message });
  });

/** What a form holds (and what the API accepts). */
export type CampaignFormValues = z.input<typeof campaignInputSchema>;
/** What is stored: trimmed, nulls for blanks, zeroes for non-numbers. */
export type CampaignInput = z.output<typeof campaignInputSchema>;

/** docs/product.md §8.2: a campaign needs a title and a platform; without either the form says so. */
export function lacksRequiredFields(values: { title?: unknown; platform?: unknown }): boolean {
  const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
  return !filled(values.title) || !filled(values.platform);
}
