import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import { readLocalInRange, requiredCalendarDate, requiredLocalDateTime } from "../date-bounds";
import { aboutField, FIELD_REFUSALS as F, type Label } from "../i18n/field-words";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import type { Money } from "../money";
import { moneyInput } from "../money-input";
import { optionalCount } from "../number-inputs";
import type { CalendarDate } from "../tour-timing";
import { isTimeZone, utcToZoned, zonedToUtc } from "../zoned-time";
import { type PartyName, passengerIdsInput, roomListInput, type StayRoom } from "./travel-people";

export const TRAVEL_MODES = ["drive", "flight", "train", "bus", "ferry"] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** A refusal about `label`, written when it is shown (issue 55: the reader's language). */
const about = (label: Label, message: Message, values?: Record<string, number>) => ({
  error: () => aboutField(label, message, values),
});
const text = (label: Label, max = 200) =>
  z
    .string(about(label, F.required))
    .trim()
    .min(1, about(label, F.required))
    .max(max, about(label, F.canBeAtMostCharacters, { max }));
const optionalText = (label: Label, max = 200) =>
  z
    .string()
    .trim()
    .max(max, about(label, F.canBeAtMostCharacters, { max }))
    .nullish()
    .transform((v) => (v ? v : null));
const TIME_ZONE = {
  id: "logistics.itinerary.timeZone",
  defaultMessage: "{field} must be a time zone like America/Chicago",
};
const zone = (label: Label) =>
  z.string(about(label, F.required)).trim().refine(isTimeZone, about(label, TIME_ZONE));

/** The names of a leg's and a stay's fields, as their refusals name them. */
const FIELD = {
  from: { id: "errors.field.from", defaultMessage: "From" },
  to: { id: "errors.field.to", defaultMessage: "To" },
  departure: { id: "logistics.field.departure", defaultMessage: "Departure" },
  departureTz: { id: "logistics.field.departureTz", defaultMessage: "Departure time zone" },
  arrival: { id: "logistics.field.arrival", defaultMessage: "Arrival" },
  arrivalTz: { id: "logistics.field.arrivalTz", defaultMessage: "Arrival time zone" },
  carrier: { id: "logistics.field.carrier", defaultMessage: "Carrier" },
  number: { id: "logistics.field.number", defaultMessage: "Number" },
  confirmationCode: {
    id: "logistics.field.confirmationCode",
    defaultMessage: "Confirmation code",
  },
  cost: { id: "errors.field.cost", defaultMessage: "Cost" },
  name: { id: "errors.field.name", defaultMessage: "Name" },
  address: { id: "logistics.field.address", defaultMessage: "Address" },
  checkIn: { id: "errors.field.checkIn", defaultMessage: "Check-in" },
  checkOut: { id: "errors.field.checkOut", defaultMessage: "Check-out" },
  rooms: { id: "logistics.field.rooms", defaultMessage: "Rooms" },
} as const;

/** A journey: local departure and arrival times, each in its own time zone. */
export const travelLegInputSchema = z
  .object({
    mode: z.enum(
      TRAVEL_MODES,
      refusal({
        id: "logistics.itinerary.chooseHowYouTravel",
        defaultMessage: "Choose how you travel",
      }),
    ),
    fromPlace: text(FIELD.from),
    toPlace: text(FIELD.to),
    departureLocal: requiredLocalDateTime(FIELD.departure),
    departureTz: zone(FIELD.departureTz),
    arrivalLocal: requiredLocalDateTime(FIELD.arrival),
    arrivalTz: zone(FIELD.arrivalTz),
    carrier: optionalText(FIELD.carrier),
    number: optionalText(FIELD.number, 40),
    confirmationCode: optionalText(FIELD.confirmationCode, 60),
    cost: moneyInput(FIELD.cost).default("0.00"),
    // Issue 41: the fare's currency. Left out: the home currency for a new leg, unchanged for
    // an edit (the server checks the cost against it).
    currency: currencyInput().optional(),
    // Issue 54: who travels, people of the tour's party (travel-people.ts).
    passengerIds: passengerIdsInput,
  })
  .superRefine((v, ctx) => {
    refuseDecimalsIn(ctx, { cost: v.cost }, v.currency);
    // zod runs this even when a time was refused: compare only two times the rule took.
    const inRange = readLocalInRange(v.departureLocal).ok && readLocalInRange(v.arrivalLocal).ok;
    const dep = inRange && zonedToUtc(v.departureLocal, v.departureTz);
    const arr = inRange && zonedToUtc(v.arrivalLocal, v.arrivalTz);
    if (dep && arr && arr < dep) {
      ctx.addIssue({
        code: "custom",
        path: ["arrivalLocal"],
        message: say({
          id: "logistics.itinerary.arrivalCannotBeforeDeparture",
          defaultMessage: "Arrival cannot be before departure",
        }),
      });
    }
  })
  .transform(({ departureLocal, arrivalLocal, ...v }) => ({
    ...v,
    departureAt: zonedToUtc(departureLocal, v.departureTz)!,
    arrivalAt: zonedToUtc(arrivalLocal, v.arrivalTz)!,
  }));
export type TravelLegInput = z.infer<typeof travelLegInputSchema>;
export type TravelLegFormValues = z.input<typeof travelLegInputSchema>;

export const lodgingInputSchema = z
  .object({
    name: text(FIELD.name),
    address: optionalText(FIELD.address, 300),
    checkIn: requiredCalendarDate(FIELD.checkIn),
    checkOut: requiredCalendarDate(FIELD.checkOut),
    confirmationCode: optionalText(FIELD.confirmationCode, 60),
    cost: moneyInput(FIELD.cost).default("0.00"),
    // Issue 41: the stay's currency, like a leg's.
    currency: currencyInput().optional(),
    rooms: optionalCount(FIELD.rooms),
    // Issue 54: who sleeps where, people of the tour's party (travel-people.ts).
    roomList: roomListInput,
  })
  .superRefine((v, ctx) => {
    refuseDecimalsIn(ctx, { cost: v.cost }, v.currency);
    if (v.checkIn && v.checkOut && v.checkOut <= v.checkIn) {
      ctx.addIssue({
        code: "custom",
        path: ["checkOut"],
        message: say({
          id: "logistics.itinerary.checkOutAfterCheck",
          defaultMessage: "Check-out must be after check-in",
        }),
      });
    }
    if (v.rooms === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["rooms"],
        message: say({
          id: "logistics.itinerary.roomsLeast1",
          defaultMessage: "Rooms must be at least 1",
        }),
      });
    }
  })
  .transform((v) => ({ ...v, rooms: v.rooms ?? 1 }));
export type LodgingInput = z.infer<typeof lodgingInputSchema>;
export type LodgingFormValues = z.input<typeof lodgingInputSchema>;

export interface TravelLeg {
  id: string;
  mode: TravelMode;
  fromPlace: string;
  toPlace: string;
  departureAt: string;
  departureTz: string;
  arrivalAt: string;
  arrivalTz: string;
  carrier: string | null;
  number: string | null;
  confirmationCode: string | null;
  cost: Money;
  /** The currency the cost is in (issue 41). */
  currency: CurrencyCode;
  /** Who travels (issue 54); empty: the whole party. */
  passengers: PartyName[];
}

export interface Lodging {
  id: string;
  name: string;
  address: string | null;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  confirmationCode: string | null;
  cost: Money;
  /** The currency the cost is in (issue 41). */
  currency: CurrencyCode;
  rooms: number;
  /** Who sleeps where (issue 54); empty: the whole party's, rooms not listed. */
  roomList: StayRoom[];
}

export interface ItineraryShow {
  id: string;
  performanceDate: CalendarDate | null;
  venueName: string;
  /** The negotiation's status: only a confirmed show is a show (issue 21). */
  status: string;
  holdRank: number | null;
}

/** A night that is played: the one kind of show with a day sheet. */
export const hasDaySheet = (s: Pick<ItineraryShow, "status">) => s.status === "confirmed";

/**
 * How the itinerary names a date, in the reader's language: "Show at X" only when confirmed;
 * an option says what it is ("Hold (2nd) at X", "Challenge (1st) at X", "Inquiry at X"), so it
 * never passes for one.
 */
export function itineraryShowLabel(
  s: Pick<ItineraryShow, "status" | "venueName"> & {
    holdRank?: number | null;
  },
): string {
  const venue = s.venueName;
  const rank = s.holdRank ?? 0;
  if (s.status === "confirmed")
    return say({ id: "logistics.itinerary.showAt", defaultMessage: "Show at {venue}" }, { venue });
  if (s.status === "hold")
    return rank
      ? say(
          {
            id: "logistics.itinerary.holdRankAt",
            defaultMessage:
              "Hold ({rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}) at {venue}",
          },
          { rank, venue },
        )
      : say({ id: "logistics.itinerary.holdAt", defaultMessage: "Hold at {venue}" }, { venue });
  if (s.status === "challenge")
    return rank
      ? say(
          {
            id: "logistics.itinerary.challengeRankAt",
            defaultMessage:
              "Challenge ({rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}) at {venue}",
          },
          { rank, venue },
        )
      : say(
          { id: "logistics.itinerary.challengeAt", defaultMessage: "Challenge at {venue}" },
          { venue },
        );
  return say(
    { id: "logistics.itinerary.inquiryAt", defaultMessage: "Inquiry at {venue}" },
    { venue },
  );
}

export interface ItineraryDay {
  date: CalendarDate;
  shows: ItineraryShow[];
  legs: TravelLeg[];
  /** Where the night is spent: stays with check-in ≤ date < check-out. */
  lodgings: Lodging[];
}

/** The day a leg belongs to: its local departure date. */
export const legDate = (leg: Pick<TravelLeg, "departureAt" | "departureTz">) =>
  utcToZoned(leg.departureAt, leg.departureTz).date;

const nextDay = (d: CalendarDate) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + 1);
  return x.toISOString().slice(0, 10);
};

/** Shows, journeys and hotel nights grouped by calendar day, in date order. */
export function itineraryDays(
  shows: readonly ItineraryShow[],
  legs: readonly TravelLeg[],
  stays: readonly Lodging[],
): ItineraryDay[] {
  const days = new Map<CalendarDate, ItineraryDay>();
  const day = (date: CalendarDate) => {
    let d = days.get(date);
    if (!d) {
      d = { date, shows: [], legs: [], lodgings: [] };
      days.set(date, d);
    }
    return d;
  };
  // Released and declined dates are not on the road; the confirmed show leads its day.
  const onRoad = shows.filter((s) => s.status !== "released" && s.status !== "declined");
  for (const s of onRoad) if (s.performanceDate) day(s.performanceDate).shows.push(s);
  for (const l of legs) day(legDate(l)).legs.push(l);
  for (const stay of stays) {
    // A stay is listed on each night, capped so a mistyped year cannot fill the screen.
    let night = stay.checkIn;
    for (let i = 0; night < stay.checkOut && i < 60; i++, night = nextDay(night)) {
      day(night).lodgings.push(stay);
    }
  }
  for (const d of days.values()) {
    d.legs.sort((a, b) => a.departureAt.localeCompare(b.departureAt));
    d.shows.sort((a, b) => Number(hasDaySheet(b)) - Number(hasDaySheet(a)));
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
