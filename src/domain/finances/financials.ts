import { z } from "zod";
import { type CurrencyCode, decimalsRefusal } from "../currencies/currency";
import { currencyInput, rateInput } from "../currencies/currency-inputs";
import { optionalCalendarDate } from "../date-bounds";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import type { Money } from "../money";
import { moneyInput } from "../money-input";
import { optionalOf } from "../number-inputs";
import { isRoadKey } from "../tours/routing/road-costs";
import { categoryRequired, FINANCE_REFUSALS } from "./refusals";

/** A financial row's fields and refusals as the person reads them (issue 55). */
const L = {
  anticipated: {
    id: "finances.validation.anticipatedAmount",
    defaultMessage: "Anticipated amount",
  },
  actual: { id: "finances.validation.actualAmount", defaultMessage: "Actual amount" },
  date: { id: "finances.validation.date", defaultMessage: "Date" },
};
const M = {
  finalizedTrueOrFalse: {
    id: "finances.validation.finalizedTrueOrFalse",
    defaultMessage: "Finalized must be true or false",
  },
  chooseTourShow: {
    id: "finances.validation.chooseTourShow",
    defaultMessage: "Choose one of the tour's shows",
  },
  roadLineText: {
    id: "finances.validation.roadLineText",
    defaultMessage: "Road line must be text",
  },
  notRoadLine: {
    id: "finances.validation.notRoadLine",
    defaultMessage: "Road line is not one of the route's",
  },
  finalizedNeedsActual: {
    id: "finances.validation.finalizedNeedsActual",
    defaultMessage: "A finalized row needs its actual amount",
  },
};

export const FINANCIAL_TYPES = ["revenue", "expense"] as const;
export type FinancialType = (typeof FINANCIAL_TYPES)[number];

/**
 * The fixed categories of a financial row, plus 'Other'. Show payouts, travel and lodging are
 * not here: they come from the deals and the itinerary (its legs and hotels), so no amount is
 * entered twice.
 */
export const REVENUE_CATEGORIES = [
  "Ticket sales",
  "Merchandise",
  "Sponsorship",
  "Streaming & royalties",
  "Other",
] as const;
export const EXPENSE_CATEGORIES = [
  "Van rental",
  "Fuel",
  "Crew wages",
  "Production",
  "Marketing",
  "Meals & per diems",
  "Insurance",
  "Commissions",
  "Other",
] as const;

/** Categories the screen adds itself from other records (deals, the itinerary). */
export const DEALS_CATEGORY = "Show deals";
export const TRAVEL_CATEGORY = "Travel";
export const LODGING_CATEGORY = "Lodging";

/**
 * A category is stored as its English name and stays so in the database, the CSV and the API;
 * what the screens and the printed P&L show is its name in the reader's language.
 */
const CATEGORY_LABELS: Record<string, Message> = {
  "Ticket sales": { id: "finances.category.ticketSales", defaultMessage: "Ticket sales" },
  Merchandise: { id: "finances.category.merchandise", defaultMessage: "Merchandise" },
  Sponsorship: { id: "finances.category.sponsorship", defaultMessage: "Sponsorship" },
  "Streaming & royalties": {
    id: "finances.category.streamingRoyalties",
    defaultMessage: "Streaming & royalties",
  },
  Other: { id: "finances.category.other", defaultMessage: "Other" },
  "Van rental": { id: "finances.category.vanRental", defaultMessage: "Van rental" },
  Fuel: { id: "finances.category.fuel", defaultMessage: "Fuel" },
  "Crew wages": { id: "finances.category.crewWages", defaultMessage: "Crew wages" },
  Production: { id: "finances.category.production", defaultMessage: "Production" },
  Marketing: { id: "finances.category.marketing", defaultMessage: "Marketing" },
  "Meals & per diems": {
    id: "finances.category.mealsPerDiems",
    defaultMessage: "Meals & per diems",
  },
  Insurance: { id: "finances.category.insurance", defaultMessage: "Insurance" },
  Commissions: { id: "finances.category.commissions", defaultMessage: "Commissions" },
  "Show deals": { id: "finances.category.showDeals", defaultMessage: "Show deals" },
  Travel: { id: "finances.category.travel", defaultMessage: "Travel" },
  Lodging: { id: "finances.category.lodging", defaultMessage: "Lodging" },
  // The party's pay and the float's over or short (ledger/lines.ts, ADR 0032).
  Party: { id: "finances.category.party", defaultMessage: "Party" },
  Float: { id: "finances.category.float", defaultMessage: "Float" },
};

/** A category's name in the reader's language; one typed before, or from elsewhere, as it is. */
export const categoryLabel = (category: string): string =>
  Object.hasOwn(CATEGORY_LABELS, category) ? say(CATEGORY_LABELS[category]!) : category;

export const categoriesFor = (type: FinancialType): readonly string[] =>
  type === "revenue" ? REVENUE_CATEGORIES : EXPENSE_CATEGORIES;

export const financialInputSchema = z
  .object({
    type: z.enum(FINANCIAL_TYPES, refusal(FINANCE_REFUSALS.revenueOrExpense)),
    category: z.string({ error: categoryRequired }).trim().min(1, { error: categoryRequired }),
    // As many decimals as typed: the row's currency says how many it may have (rowDecimals).
    amountAnticipated: moneyInput(L.anticipated, Number.POSITIVE_INFINITY).default("0.00"),
    // Empty means "not known yet": stored as null, not 0.
    amountActual: optionalOf(moneyInput(L.actual, Number.POSITIVE_INFINITY)),
    isFinalized: z.boolean(refusal(M.finalizedTrueOrFalse)).default(false),
    // What the row was (issue 36): the day, the show it belongs to (one of the tour's; the
    // server checks) and what it was for. Each may be left empty.
    date: optionalCalendarDate(L.date),
    showId: optionalOf(z.guid(refusal(M.chooseTourShow))),
    description: optionalOf(z.string().trim().max(500, refusal(FINANCE_REFUSALS.description500))),
    // The route's line this row takes over (issue 40): the person's figure replaces the
    // estimate for that leg or day. Left out on an edit: the row keeps the one it has.
    roadKey: z
      .string(refusal(M.roadLineText))
      .max(120, refusal(M.notRoadLine))
      .refine(isRoadKey, refusal(M.notRoadLine))
      .nullable()
      .optional(),
    // Issue 41: the row's currency (left out: the home currency for a new row, unchanged for
    // an edit) and a rate typed for this row alone (1 currency = rate home currency).
    // Any ISO currency: the amount columns keep three decimals (KWD, BHD…).
    currency: currencyInput(undefined, { anyDecimals: true }).optional(),
    rate: optionalOf(rateInput()),
  })
  .superRefine((v, ctx) => {
    // A route row of tolls or a hotel night counts where the route put it.
    const roadCategory =
      v.roadKey && v.type === "expense" && [TRAVEL_CATEGORY, LODGING_CATEGORY].includes(v.category);
    if (v.category && !roadCategory && !categoriesFor(v.type).includes(v.category)) {
      ctx.addIssue({
        code: "custom",
        path: ["category"],
        message: say(
          v.type === "revenue"
            ? FINANCE_REFUSALS.revenueCategoryFromList
            : FINANCE_REFUSALS.expenseCategoryFromList,
        ),
      });
    }
    // An amount past its currency's minor unit ("1500.50" JPY) is refused by name. Without a
    // currency the server checks against the row's (an edit) or the home one (rowDecimals).
    if (v.currency)
      for (const [path, message] of Object.entries(rowDecimals(v, v.currency)))
        ctx.addIssue({ code: "custom", path: [path], message });
    if (v.isFinalized && v.amountActual === null) {
      ctx.addIssue({
        code: "custom",
        path: ["amountActual"],
        message: say(M.finalizedNeedsActual),
      });
    }
  });

export type FinancialInput = z.infer<typeof financialInputSchema>;

/**
 * A row's amounts that have more decimals than `code` has, by field: "KWD has 3 decimals",
 * "JPY has no minor unit: type a whole amount". Nothing is rounded (docs/product.md §21.1).
 */
export function rowDecimals(
  v: { amountAnticipated?: string | null; amountActual?: string | null },
  code: CurrencyCode,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ["amountAnticipated", "amountActual"] as const) {
    const message = decimalsRefusal(v[key], code);
    if (message) fields[key] = message;
  }
  return fields;
}
export type FinancialFormValues = z.input<typeof financialInputSchema>;

export interface Financial {
  id: string;
  tourId: string;
  type: FinancialType;
  category: string;
  amountAnticipated: Money;
  amountActual: Money | null;
  isFinalized: boolean;
  date: string | null;
  showId: string | null;
  description: string | null;
  /** The route's line this row took over (docs/product.md §18.4), or null. */
  roadKey: string | null;
  /** The row's own currency: its amounts are in it (ADR 0026). */
  currency: CurrencyCode;
  /** A rate typed on the row: 1 currency = rate rateTo; used while rateTo is the home currency. */
  rate: string | null;
  rateTo: CurrencyCode | null;
  /** Its receipt (a PDF or an image), or null. */
  receipt: FinancialReceipt | null;
  createdAt: string;
}

export interface FinancialReceipt {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export const SHOW_NOT_IN_TOUR = "Choose one of the tour's shows";
