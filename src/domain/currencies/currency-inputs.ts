import { z } from "zod";
import { optionalCalendarDate } from "../date-bounds";
import { aboutField, FIELD_REFUSALS, type Label } from "../i18n/field-words";
import { takingAny } from "../number-inputs";
import {
  type CurrencyCode,
  canBeStored,
  decimalsRefusal,
  isCurrencyCode,
  notStorableMessage,
  unknownCurrencyMessage,
} from "./currency";
import { parseRate, RATE, type RateSource } from "./exchange-rates";

/** The currency fields' names and refusals (issue 55). */
const CURRENCY = { id: "currencies.validation.currency", defaultMessage: "Currency" };
const HOME_CURRENCY = { id: "currencies.validation.homeCurrency", defaultMessage: "Home currency" };
const DATE = { id: "currencies.validation.date", defaultMessage: "Date" };
const ISO_CODE = {
  id: "currencies.validation.isoCode",
  defaultMessage: "{field} must be an ISO 4217 code like USD",
};

/**
 * The request shapes of currencies (issue 41, ADR 0026): a code is an ISO 4217 code Tribe
 * takes, named in the refusal when it is not; a currency of a stored amount must fit the
 * money columns (two decimals at most) unless `anyDecimals`: a financial row's columns and a
 * rate (which stores no amount) take every currency.
 */
export const currencyInput = (label: Label = CURRENCY, { anyDecimals = false } = {}) =>
  z
    .string({ error: () => aboutField(label, ISO_CODE) })
    .trim()
    .transform((v, ctx) => {
      const code = v.toUpperCase();
      if (!isCurrencyCode(code)) {
        ctx.addIssue({ code: "custom", message: unknownCurrencyMessage(v) });
        return z.NEVER;
      }
      if (!anyDecimals && !canBeStored(code)) {
        ctx.addIssue({ code: "custom", message: notStorableMessage(code) });
        return z.NEVER;
      }
      return code as CurrencyCode;
    });

/**
 * The amounts of a record with more decimals than its currency has ("1500.50" JPY), by field:
 * empty when all fit. A request checks them against the currency it sends; the server checks
 * again against the one the record will be in when it sends none (the home one, or its own).
 */
export function decimalsRefusalsOf(
  amounts: Record<string, string | null | undefined>,
  code: CurrencyCode,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, amount] of Object.entries(amounts)) {
    const message = decimalsRefusal(amount, code);
    if (message) fields[key] = message;
  }
  return fields;
}

/** Adds an issue per amount of `amounts` that does not fit `code` (nothing without a code). */
export function refuseDecimalsIn(
  ctx: z.RefinementCtx,
  amounts: Record<string, string | null | undefined>,
  code: CurrencyCode | undefined,
) {
  if (!code) return;
  for (const [path, message] of Object.entries(decimalsRefusalsOf(amounts, code)))
    ctx.addIssue({ code: "custom", path: [path], message });
}

/**
 * A record's currency that may be left out: empty (a form that never picked one) or absent
 * means the home currency for a new record and the record's own for an edit.
 */
export const optionalCurrencyInput = () =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), currencyInput().optional());

export const rateInput = (label: Label = RATE) =>
  z
    .union([z.string(), z.number()], { error: () => aboutField(label, FIELD_REFUSALS.number) })
    .transform((v, ctx) => {
      const parsed = parseRate(v, label);
      if (parsed.ok) return parsed.rate;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

/**
 * A rate typed on a record that an edit may leave out (a deal, its settlement): left out
 * (undefined) keeps the record's, empty or null clears it, anything else is a rate or refused.
 */
export const keptRateInput = (label: Label = RATE) =>
  takingAny(rateInput(label))
    .optional()
    .transform((v, ctx): string | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === "string" && v.trim() === "")) return null;
      const parsed = rateInput(label).safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });

export const homeCurrencySchema = z.object({ homeCurrency: currencyInput(HOME_CURRENCY) });

/** A rate typed for a currency on a day: 1 `currency` = `rate` in the home currency. */
export const typedRateSchema = z
  .object({
    // A rate stores no amount: a currency with three decimals (KWD) has rates too.
    currency: currencyInput(CURRENCY, { anyDecimals: true }),
    rate: rateInput(),
    on: optionalCalendarDate(DATE),
  })
  .refine((v) => v.on !== null, {
    path: ["on"],
    error: () => aboutField(DATE, FIELD_REFUSALS.required),
  });
export type TypedRateInput = z.infer<typeof typedRateSchema>;

/** A rate of the workspace as the Rates card lists it. */
export interface ListedRate {
  id: string;
  base: CurrencyCode;
  quote: CurrencyCode;
  rate: string;
  on: string;
  source: RateSource;
}

/** What GET /api/currency answers: the home currency, typed rates, uploaded files' extent. */
export interface CurrencySettings {
  homeCurrency: CurrencyCode;
  typed: ListedRate[];
  uploaded: { days: number; first: string | null; last: string | null; currencies: string[] };
}
