import { z } from "zod";
import { fromCents, type Money, toCents } from "../money";
import { moneyInput } from "../money-input";
import { numberInput } from "../number-inputs";
import { DISTANCE_UNITS } from "./geo";
import type { TourRoute } from "./route";

/**
 * What the road costs, from the route (issue 40; docs/product.md §18.4): fuel for the miles,
 * tolls as typed, per diems for the party's days, and hotel nights the itinerary has not
 * booked yet. Anticipated figures: a stay typed in the itinerary is what the night actually
 * costs, and is never replaced by an estimate.
 */
export interface RoadSettings {
  /** Miles per US gallon of the van. */
  milesPerGallon: number;
  fuelPricePerGallon: Money;
  tollsTotal: Money;
  perDiem: Money;
  partySize: number;
  hotelRatePerRoom: Money;
  rooms: number;
  /** Miles an hour on average: drive times and flags follow it. */
  averageMph: number;
}

export const DEFAULT_ROAD_SETTINGS: RoadSettings = {
  milesPerGallon: 14,
  fuelPricePerGallon: "3.60",
  tollsTotal: "0.00",
  perDiem: "35.00",
  partySize: 4,
  hotelRatePerRoom: "120.00",
  rooms: 2,
  averageMph: 55,
};

/** An amount within what a road budget can mean: above `max` is a typing slip, not a price. */
const moneyField = (label: string, { positive = false, max }: { positive?: boolean; max: Money }) =>
  moneyInput(label)
    .refine((v) => !positive || toCents(v) > 0, `${label} must be more than 0`)
    .refine((v) => toCents(v) <= toCents(max), `${label} must be at most ${max}`);

const whole = (label: string, min: number, max: number) =>
  numberInput(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** Zero, negative or absurd figures are refused with the field named (issue 40, item 6). */
export const roadSettingsSchema = z.object({
  milesPerGallon: numberInput("Miles per gallon").pipe(
    z
      .number()
      .gt(0, "Miles per gallon must be more than 0")
      .max(100, "Miles per gallon must be at most 100"),
  ),
  fuelPricePerGallon: moneyField("Fuel price", { positive: true, max: "50.00" }),
  tollsTotal: moneyField("Tolls", { max: "100000.00" }),
  perDiem: moneyField("Per diem", { max: "1000.00" }),
  partySize: whole("Party size", 1, 100),
  hotelRatePerRoom: moneyField("Hotel rate", { max: "5000.00" }),
  rooms: whole("Rooms", 0, 50),
  averageMph: whole("Average speed", 20, 80),
});

/** The road settings form and its API answer: the assumptions and the workspace's unit. */
export const routeSettingsSchema = roadSettingsSchema.extend({
  unit: z.enum(DISTANCE_UNITS, { error: "Choose miles or kilometres" }),
});
export type RouteSettingsValues = z.input<typeof routeSettingsSchema>;

interface RoadCostLine {
  category: "fuel" | "tolls" | "per-diems" | "hotels";
  description: string;
  amount: Money;
}

export interface RoadCosts {
  lines: RoadCostLine[];
  total: Money;
  /** Nights of the tour, and of them those the itinerary already has a stay for. */
  nights: number;
  bookedNights: number;
}

/**
 * `tourDays`: calendar days from the first stop to the last, both included; `bookedNights`:
 * nights of that span that a typed stay already covers.
 */
export function roadCosts(
  route: TourRoute,
  settings: RoadSettings,
  bookedNights: number,
): RoadCosts {
  const first = route.stops[0]?.date;
  const last = route.stops.at(-1)?.date;
  const days =
    first && last ? Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1 : 0;
  const nights = Math.max(0, days - 1);
  const gallons = route.totalMiles / settings.milesPerGallon;
  const fuel = Math.round(gallons * toCents(settings.fuelPricePerGallon));
  const perDiems = days * settings.partySize * toCents(settings.perDiem);
  const unbooked = Math.max(0, nights - bookedNights);
  const hotels = unbooked * settings.rooms * toCents(settings.hotelRatePerRoom);
  const tolls = toCents(settings.tollsTotal);
  const lines: RoadCostLine[] = [
    {
      category: "fuel",
      description: `${Math.round(gallons)} gal for ${Math.round(route.totalMiles)} mi`,
      amount: fromCents(fuel),
    },
    { category: "tolls", description: "as typed", amount: fromCents(tolls) },
    {
      category: "per-diems",
      description: `${settings.partySize} people × ${days} days`,
      amount: fromCents(perDiems),
    },
    {
      category: "hotels",
      description: `${settings.rooms} rooms × ${unbooked} nights not booked yet`,
      amount: fromCents(hotels),
    },
  ];
  return { lines, total: fromCents(fuel + tolls + perDiems + hotels), nights, bookedNights };
}
