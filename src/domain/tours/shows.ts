import { z } from "zod";
import { requiredCalendarDate } from "../date-bounds";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { type Money, sumMoney } from "../money";
import { moneyInput } from "../money-input";
import type { CalendarDate } from "../tour-timing";
import { type VenueFormValues, type VenueInput, venueInputSchema } from "./venues";

/** Where a show is: a venue of the directory, or one to create with the show. */
type ShowVenue = { id: string } | { create: VenueInput };

/** The fields of the show form, before the venue check; other schemas extend them. */
export const showFields = z.object({
  venueMode: z.enum(["existing", "new"]).default("existing"),
  venueId: z.string().trim().nullish(),
  // Checked by refineShowVenue, only when the show is at a new venue.
  newVenue: z.custom<VenueFormValues>().nullish(),
  performanceDate: requiredCalendarDate({
    id: "errors.field.performanceDate",
    defaultMessage: "Performance date",
  }),
  venueFee: moneyInput({ id: "errors.field.venueFee", defaultMessage: "Venue fee" }).default(
    "0.00",
  ),
  estimatedTravelCost: moneyInput({
    id: "errors.field.travelCost",
    defaultMessage: "Travel cost",
  }).default("0.00"),
  estimatedAccommodationCost: moneyInput({
    id: "tours.field.accommodationCost",
    defaultMessage: "Accommodation cost",
  }).default("0.00"),
});
type ShowFieldValues = z.output<typeof showFields>;

/**
 * A show is at an existing venue of the directory or at a new one, checked here. A
 * refinement, unlike a transform, also runs when another field is wrong, so every error
 * shows at once.
 */
export function refineShowVenue(v: ShowFieldValues, ctx: z.RefinementCtx) {
  if (v.venueMode === "existing") {
    if (!v.venueId || !z.guid().safeParse(v.venueId).success) {
      ctx.addIssue({
        code: "custom",
        path: ["venueId"],
        message: say({ id: "tours.shows.chooseVenue", defaultMessage: "Choose a venue" }),
      });
    }
    return;
  }
  const parsed = venueInputSchema.safeParse(v.newVenue ?? {});
  for (const issue of parsed.error?.issues ?? []) {
    ctx.addIssue({ code: "custom", path: ["newVenue", ...issue.path], message: issue.message });
  }
}

/** The checked show fields as the queries take them. */
export function toShowInput(v: ShowFieldValues) {
  return {
    venue: (v.venueMode === "existing"
      ? { id: v.venueId as string }
      : { create: venueInputSchema.parse(v.newVenue ?? {}) }) as ShowVenue,
    performanceDate: v.performanceDate,
    venueFee: v.venueFee,
    estimatedTravelCost: v.estimatedTravelCost,
    estimatedAccommodationCost: v.estimatedAccommodationCost,
  };
}

/**
 * A show is added at an existing venue of the account's directory or at a venue created on
 * the spot ("new"); the form and the API send the same shape.
 */
export const showInputSchema = showFields.superRefine(refineShowVenue).transform(toShowInput);

export type ShowInput = z.infer<typeof showInputSchema>;

/** The new order of a tour's shows: every show id exactly once. */
export const reorderShowsSchema = z.object({
  showIds: z
    .array(
      z.guid(
        refusal({ id: "tours.shows.eachShowIdId", defaultMessage: "Each show id must be an id" }),
      ),
    )
    .max(1000, refusal({ id: "tours.shows.tooManyShows", defaultMessage: "Too many shows" })),
});

export function isSameSet(current: readonly string[], requested: readonly string[]): boolean {
  if (current.length !== requested.length) return false;
  const seen = new Set(requested);
  return seen.size === requested.length && current.every((id) => seen.has(id));
}

interface Positioned {
  id: string;
  performanceDate: CalendarDate | null;
}

/**
 * Where a show on `date` goes in a tour whose shows are in `ordered` order: after the last
 * show on or before that date, so a tour built date by date stays in date order while a
 * hand-made order is never shuffled. Returns the 0-based index.
 */
export function insertionIndexByDate(ordered: readonly Positioned[], date: CalendarDate): number {
  let index = 0;
  ordered.forEach((show, i) => {
    if (show.performanceDate && show.performanceDate <= date) index = i + 1;
  });
  return index;
}

/** The ids after moving one from `from` to `to` (both 0-based, clamped). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The show order as stored: 1..n without gaps, in the given sequence. */
export function numberShows(ids: readonly string[]): { id: string; orderInTour: number }[] {
  return ids.map((id, i) => ({ id, orderInTour: i + 1 }));
}

export interface ShowCosts {
  /** What the show adds to the booked money (show-money.ts bookedMoney); none counts 0. */
  bookedMoney?: Money;
  estimatedTravelCost: Money | null;
  estimatedAccommodationCost: Money | null;
}

export interface ShowTotals {
  /** Σ booked money: confirmed shows' deals, else their offers (issue 36). */
  booked: Money;
  travel: Money;
  accommodation: Money;
  /** Travel plus accommodation: what the shows cost to reach and sleep at. */
  costs: Money;
}

/** Totals of a tour's shows, exact to the cent; a missing amount counts as 0. */
export function showTotals(shows: readonly ShowCosts[]): ShowTotals {
  const travel = sumMoney(shows.map((s) => s.estimatedTravelCost));
  const accommodation = sumMoney(shows.map((s) => s.estimatedAccommodationCost));
  return {
    booked: sumMoney(shows.map((s) => s.bookedMoney)),
    travel,
    accommodation,
    costs: sumMoney([travel, accommodation]),
  };
}
