import { z } from "zod";
import {
  type CurrencyCode,
  canBeStored,
  isCurrencyCode,
  notStorableMessage,
  unknownCurrencyMessage,
} from "../currency";
import { optionalCalendarDate } from "../date-bounds";
import { parseRate, type RateSource } from "../exchange-rates";

/**
 * The request shapes of currencies (issue 41, ADR 0026): a code is an ISO 4217 code Tribe
 * takes, named in the refusal when it is not; a currency of a stored amount must fit the
 * money columns (two decimals at most).
 */
export const currencyInput = (label = "Currency") =>
  z
    .string({ error: `${label} must be an ISO 4217 code like USD` })
    .trim()
    .transform((v, ctx) => {
      const code = v.toUpperCase();
      if (!isCurrencyCode(code)) {
        ctx.addIssue({ code: "custom", message: unknownCurrencyMessage(v) });
        return z.NEVER;
      }
      if (!canBeStored(code)) {
        ctx.addIssue({ code: "custom", message: notStorableMessage(code) });
        return z.NEVER;
      }
      return code as CurrencyCode;
    });

/**
 * A record's currency that may be left out: empty (a form that never picked one) or absent
 * means the home currency for a new record and the record's own for an edit.
 */
export const optionalCurrencyInput = () =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), currencyInput().optional());

export const rateInput = (label = "Rate") =>
  z.union([z.string(), z.number()], { error: `${label} must be a number` }).transform((v, ctx) => {
    const parsed = parseRate(v, label);
    if (parsed.ok) return parsed.rate;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

export const homeCurrencySchema = z.object({ homeCurrency: currencyInput("Home currency") });

/** A rate typed for a currency on a day: 1 `currency` = `rate` in the home currency. */
export const typedRateSchema = z
  .object({
    currency: currencyInput(),
    rate: rateInput(),
    on: optionalCalendarDate("Date"),
  })
  .refine((v) => v.on !== null, { path: ["on"], message: "Date is required" });
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
