import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { type CurrencyAmount, sumByCurrency } from "../currencies/currency-amounts";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { fromCents, type Money, toCents } from "../money";
import type { CalendarDate } from "../tour-timing";
import { countField } from "./fields";
import { MERCH_REFUSALS as R } from "./refusals";

/**
 * Show-night counts, the way merch sellers count: what went to the table (in), what came
 * back (out) and what was given away (comps). The rest was sold.
 */
export interface Count {
  countIn: number;
  countOut: number;
  comps: number;
}

export const soldUnits = (c: Count) => c.countIn - c.countOut - c.comps;

/** Units that left the stock at this show: sold plus given away. */
const unitsUsed = (c: Count) => c.countIn - c.countOut;

/** Share of what went to the table that sold, as a whole percentage; 0 when nothing went. */
export function sellThrough(sold: number, countIn: number): number {
  if (countIn <= 0) return 0;
  return Math.round((sold / countIn) * 100);
}

export const grossOf = (sold: number, price: Money): Money => fromCents(sold * toCents(price));

/**
 * Stock after (re)entering a show's count of a variant: the previous entry's units go back,
 * the new entry's come off. Null when that would take the stock below 0.
 */
export function stockAfterCount(stock: number, previous: Count | null, next: Count): number | null {
  const after = stock + (previous ? unitsUsed(previous) : 0) - unitsUsed(next);
  return after < 0 ? null : after;
}

/**
 * The most units of one variant a show's table can take in, give back or give away: above
 * the biggest stadium crowd (~100,000), so no real night is refused, and small enough that a
 * show's 500 variants add up to far less than an integer column holds (decision 8).
 */
export const MAX_UNITS_PER_SHOW = 100_000;

/** The server's rule for one row, and what the count sheet says when it is broken. */
const COUNT_OVER_IN_MESSAGE = "Count out and comps cannot be more than count in";

/**
 * What the count sheet shows for a row as it is typed: the units sold, or why there is no
 * such figure (more counted out and given away than went to the table). Blank cells are 0;
 * a cell that is not yet a whole number leaves the figure at 0 (the field says why on save).
 */
export function soldPreview(cells: {
  countIn: string;
  countOut: string;
  comps: string;
}): { sold: number } | { problem: string } {
  const read = (v: string) => (v.trim() === "" ? 0 : Number(v));
  const c = {
    countIn: read(cells.countIn),
    countOut: read(cells.countOut),
    comps: read(cells.comps),
  };
  if (!Object.values(c).every((n) => Number.isInteger(n) && n >= 0)) return { sold: 0 };
  const sold = soldUnits(c);
  return sold < 0 ? { problem: COUNT_OVER_IN_MESSAGE } : { sold };
}

const countRowSchema = z
  .object({
    variantId: z.guid({ error: () => say(R.unknownVariant) }),
    countIn: countField(R.countIn, MAX_UNITS_PER_SHOW),
    countOut: countField(R.countOut, MAX_UNITS_PER_SHOW),
    comps: countField(R.comps, MAX_UNITS_PER_SHOW),
  })
  .refine((c) => c.countOut + c.comps <= c.countIn, {
    message: COUNT_OVER_IN_MESSAGE,
    path: ["countOut"],
  });

export const showCountsInputSchema = z.object({
  counts: z
    .array(countRowSchema, { error: () => say(R.sendCountsList) })
    .max(500, refusal(R.tooManyVariants))
    .refine((rows) => new Set(rows.map((r) => r.variantId)).size === rows.length, {
      error: () => say(R.variantOnce),
    }),
});
export type ShowCountsFormValues = z.input<typeof showCountsInputSchema>;
export type ShowCountsInput = z.output<typeof showCountsInputSchema>;

export const notEnoughStockMessage = (item: string, stock: number, needed: number) =>
  `Not enough stock of ${item}: ${stock} left, these counts take ${needed}`;

/** One variant on the count sheet of a show. */
export interface CountSheetRow {
  variantId: string;
  productId: string;
  productName: string;
  variantLabel: string;
  price: Money;
  /** Issue 41: the product's currency, which the price is in. */
  currency: CurrencyCode;
  /** Stock now (after this show's saved counts, if any). */
  stock: number;
  count: Count | null;
}

export interface CountSheet {
  showId: string;
  date: CalendarDate | null;
  venueName: string;
  tourTitle: string;
  rows: CountSheetRow[];
}

/** A show's merch night, added up. */
export interface ShowSales {
  showId: string;
  tourId: string;
  tourTitle: string;
  date: CalendarDate | null;
  venueName: string;
  countIn: number;
  sold: number;
  comps: number;
  /** Issue 41: per price-list currency (a show can sell a US and a UK list). */
  gross: CurrencyAmount[];
  sellThrough: number;
}

export interface TourSellThrough {
  tourId: string;
  tourTitle: string;
  countIn: number;
  sold: number;
  gross: CurrencyAmount[];
  sellThrough: number;
}

/** Per-tour sell-through from the shows' figures (shows without counts add nothing). */
export function tourSellThrough(shows: readonly ShowSales[]): TourSellThrough[] {
  const byTour = new Map<string, TourSellThrough>();
  for (const s of shows) {
    const t = byTour.get(s.tourId) ?? {
      tourId: s.tourId,
      tourTitle: s.tourTitle,
      countIn: 0,
      sold: 0,
      gross: [],
      sellThrough: 0,
    };
    t.countIn += s.countIn;
    t.sold += s.sold;
    t.gross = sumByCurrency([...t.gross, ...s.gross]);
    byTour.set(s.tourId, t);
  }
  return [...byTour.values()].map((t) => ({ ...t, sellThrough: sellThrough(t.sold, t.countIn) }));
}
