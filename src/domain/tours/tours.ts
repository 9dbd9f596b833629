import { z } from "zod";
import { optionalCalendarDate } from "../date-bounds";
import type { UnconvertedShow } from "../finances/ledger/convert";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import type { Money } from "../money";
import { moneyInput } from "../money-input";
import { CONFIRMED_SHOW_STATUS } from "../negotiations/statuses";
import type { CalendarDate } from "../tour-timing";
import type { ShowMoney } from "./show-money";
import { DROPPED_SHOW_STATUSES, TOUR_STATUSES, type TourStatus, tourStatus } from "./tour-status";

// Status names and labels live in a zod-free module the Overview can load without zod.
export { tourStatus, tourStatusLabel } from "./tour-status";

/** docs/product.md §3.5: a show whose venue has no name is listed under this name. */
export const UNKNOWN_VENUE = "Unknown Venue";

/** One tour with its shows counted: what the Overview and the tour list need of a tour. */
export interface TourSummary extends TourRecord {
  venueCount: number;
  confirmedCount: number;
  capacity: number;
}

export const TOUR_TITLE_MAX = 120;

/** Create and edit share one shape; the server and the form both parse with it. */
export const tourInputSchema = z
  .object({
    title: z
      .string(refusal({ id: "tours.tours.titleRequired", defaultMessage: "Title is required" }))
      .trim()
      .min(1, refusal({ id: "tours.tours.titleRequired", defaultMessage: "Title is required" }))
      .max(TOUR_TITLE_MAX, `Title must be at most ${TOUR_TITLE_MAX} characters`),
    // Only "cancelled" is the user's to set; every other status follows from the dates
    // (tourStatus), so "active" or "completed" typed by an older client is stored as the
    // neutral "planning" and never contradicts the calendar.
    status: z
      .enum(
        TOUR_STATUSES,
        refusal({ id: "tours.tours.chooseStatus", defaultMessage: "Choose a status" }),
      )
      .default("planning")
      .transform((s): TourStatus => (s === "cancelled" ? "cancelled" : "planning")),
    startDate: optionalCalendarDate({ id: "errors.field.startDate", defaultMessage: "Start date" }),
    endDate: optionalCalendarDate({ id: "errors.field.endDate", defaultMessage: "End date" }),
    totalEstimatedCost: moneyInput({
      id: "tours.field.estimatedGross",
      defaultMessage: "Estimated gross",
    }).default("0.00"),
  })
  .superRefine((tour, ctx) => {
    // Calendar dates in YYYY-MM-DD compare correctly as text.
    if (tour.startDate && tour.endDate && tour.endDate < tour.startDate) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: say({
          id: "tours.tours.endDateCannotBeforeStart",
          defaultMessage: "End date cannot be before the start date",
        }),
      });
    }
  });

export type TourInput = z.infer<typeof tourInputSchema>;
export type TourFormValues = z.input<typeof tourInputSchema>;

export const emptyTourForm: TourFormValues = {
  title: "",
  status: "planning",
  startDate: "",
  endDate: "",
  totalEstimatedCost: "",
};

// ---- The tour list (docs/product.md §3.5: a tour with its venues), as the Overview and exports build it.

/** A tour row as stored (docs/product.md §10 Tour, without its venues). */
export interface TourRecord {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  totalEstimatedCost: Money | null;
}

/** A show row with its venue's fields, any of which may be missing. */
export interface ShowRecord {
  id: string;
  tourId: string;
  orderInTour: number;
  performanceDate: CalendarDate | null;
  status: string | null;
  venueFee: Money | null;
  estimatedTravelCost: Money | null;
  estimatedAccommodationCost: Money | null;
  venueName: string | null;
  city: string | null;
  state: string | null;
  capacity: number | null;
  /** Read only where a page prints the show's money (the PDF tour report). */
  showMoney?: ShowMoney;
  /** With showMoney: what the show adds to the booked money (bookedMoney), in the home currency. */
  bookedMoney?: Money;
  /** A deal in another currency that no rate converts: left out of the booked money (issue 41). */
  bookedUnconverted?: UnconvertedShow;
}

/** A show in a built tour list: every default of docs/product.md §3.5 applied, nothing missing. */
export interface TourVenue {
  id: string;
  orderInTour: number;
  performanceDate: CalendarDate | null;
  status: string;
  venueName: string;
  city: string;
  state: string;
  capacity: number;
  venueFee: Money;
  estimatedTravelCost: Money;
  estimatedAccommodationCost: Money;
  /** The show's money (its deal's, else the offered fee), where it was read. */
  showMoney?: ShowMoney;
  bookedMoney?: Money;
  bookedUnconverted?: UnconvertedShow;
}

export interface Tour extends TourRecord {
  totalEstimatedCost: Money;
  venues: TourVenue[];
}

const orZero = (m: Money | null | undefined): Money => (m === null || m === undefined ? "0" : m);

/** docs/product.md §3.5 defaults: no venue name → 'Unknown Venue', no city/state → '', no amount → 0. */
function toTourVenue(show: ShowRecord): TourVenue {
  return {
    id: show.id,
    orderInTour: show.orderInTour,
    performanceDate: show.performanceDate,
    status: show.status ?? "pending",
    venueName: show.venueName?.trim() ? show.venueName : UNKNOWN_VENUE,
    city: show.city ?? "",
    state: show.state ?? "",
    capacity: show.capacity ?? 0,
    venueFee: orZero(show.venueFee),
    estimatedTravelCost: orZero(show.estimatedTravelCost),
    estimatedAccommodationCost: orZero(show.estimatedAccommodationCost),
    ...(show.showMoney && { showMoney: show.showMoney }),
    ...(show.bookedMoney && { bookedMoney: show.bookedMoney }),
    ...(show.bookedUnconverted && { bookedUnconverted: show.bookedUnconverted }),
  };
}

/**
 * Joins tours with their shows, each tour's shows in tour order. Tours keep the order they
 * were given in; shows of tours not in the list are ignored.
 */
export function buildTourList(
  tours: readonly TourRecord[],
  shows: readonly ShowRecord[],
  today?: CalendarDate,
): Tour[] {
  const byTour = new Map<string, ShowRecord[]>();
  for (const s of shows) {
    const list = byTour.get(s.tourId);
    if (list) list.push(s);
    else byTour.set(s.tourId, [s]);
  }
  return tours.map((t) => {
    const own = byTour.get(t.id) ?? [];
    return {
      ...t,
      // With today given, the status as every page shows it (tourStatus), from these shows.
      status: today === undefined ? t.status : tourStatus({ ...t, ...showSpan(own) }, today),
      totalEstimatedCost: orZero(t.totalEstimatedCost),
      venues: own
        .sort((a, b) => a.orderInTour - b.orderInTour || (a.id < b.id ? -1 : 1))
        .map(toTourVenue),
    };
  });
}

/** The first and last dates of the shows still in play (what stretches a tour's run). */
export function showSpan(shows: readonly Pick<ShowRecord, "performanceDate" | "status">[]) {
  let firstShow: CalendarDate | null = null;
  let lastShow: CalendarDate | null = null;
  for (const s of shows) {
    const d = s.performanceDate;
    if (!d || (DROPPED_SHOW_STATUSES as readonly (string | null)[]).includes(s.status)) continue;
    if (firstShow === null || d < firstShow) firstShow = d;
    if (lastShow === null || d > lastShow) lastShow = d;
  }
  return { firstShow, lastShow };
}

/** Counts a built tour the way the Overview does. */
export function summarizeTour(tour: Tour): TourSummary {
  return {
    id: tour.id,
    title: tour.title,
    status: tour.status,
    createdAt: tour.createdAt,
    startDate: tour.startDate,
    endDate: tour.endDate,
    totalEstimatedCost: tour.totalEstimatedCost,
    venueCount: tour.venues.length,
    confirmedCount: tour.venues.filter((v) => v.status === CONFIRMED_SHOW_STATUS).length,
    capacity: tour.venues.reduce((n, v) => n + v.capacity, 0),
  };
}
