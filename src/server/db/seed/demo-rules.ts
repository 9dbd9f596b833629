/**
 * The rules the demo's story is generated from (issue 22: the demo told an impossible story).
 * Pure: the seed applies them, tests/api/demo-story.test.ts checks the seeded rows obey them.
 * Everything is relative to "today", so the story stays true whatever day a guest arrives.
 */

import { HOUR_MS } from "@/domain/durations";
import { zoneOfRegion } from "@/domain/logistics/time-zones";
import {
  driveHoursBetween,
  airMiles as greatCircleMiles,
  quarterHours,
  roadMiles as roadMilesBetween,
} from "@/domain/tours/routing/geo";
import { zonedToUtc } from "@/domain/zoned-time";
import { stableHash } from "./demo-places";
import { addDays } from "./tour-factories";

/** Where the demo's venues are: latitude and longitude of each city's centre. */
// biome-ignore format: a table reads best one row per line
export const CITY_COORDINATES: Record<string, readonly [lat: number, lon: number]> = {
  "Nashville, TN": [36.1627, -86.7816],
  "Seattle, WA": [47.6062, -122.3321],
  "Austin, TX": [30.2672, -97.7431],
  "Denver, CO": [39.7392, -104.9903],
  "Chicago, IL": [41.8781, -87.6298],
  "Atlanta, GA": [33.749, -84.388],
  "Columbus, OH": [39.9612, -82.9988],
  "Portland, OR": [45.5152, -122.6784],
  "Minneapolis, MN": [44.9778, -93.265],
  "San Francisco, CA": [37.7749, -122.4194],
};

/** A band van's average and the road factor are the app's routing rule (docs/product.md §18.2). */
export { DRIVE_MPH } from "@/domain/tours/routing/geo";
/** The longest drive a crew does in one day; a longer hop is flown. */
export const MAX_DRIVE_HOURS = 10;
/** Cruising speed, plus the time at both ends of a flight (taxi, boarding). */
const FLIGHT_MPH = 450;
const FLIGHT_OVERHEAD_HOURS = 1;
/** The day sheet's load-in: a leg on the show's day must arrive before it. */
export const LOAD_IN = "15:00";

export interface Place {
  city: string;
  state: string;
}

const placeName = (p: Place) => `${p.city}, ${p.state}`;

function coordinates(p: Place) {
  const c = CITY_COORDINATES[placeName(p)];
  if (!c) throw new Error(`The demo has no coordinates for ${placeName(p)}`);
  return c;
}

const pointOf = (p: Place) => {
  const [lat, lng] = coordinates(p);
  return { lat, lng };
};

/** Great-circle distance in miles, by the app's own rule. */
export const airMiles = (a: Place, b: Place) => greatCircleMiles(pointOf(a), pointOf(b));

export const roadMiles = (a: Place, b: Place) => roadMilesBetween(pointOf(a), pointOf(b));

export const driveHours = (a: Place, b: Place) => driveHoursBetween(pointOf(a), pointOf(b));
const flightHours = (a: Place, b: Place) =>
  quarterHours(airMiles(a, b) / FLIGHT_MPH + FLIGHT_OVERHEAD_HOURS);

/** The zone a city's clocks keep (its state's, as the travel-leg form defaults to). */
export function zoneOf(p: Place): string {
  const zone = zoneOfRegion(p.state);
  if (!zone) throw new Error(`No time zone for ${placeName(p)}`);
  return zone;
}

export interface PlannedLeg {
  mode: "drive" | "flight";
  fromPlace: string;
  toPlace: string;
  departureAt: Date;
  departureTz: string;
  arrivalAt: Date;
  arrivalTz: string;
  /** Dollars: fuel and wear for the van, or five seats on a flight. */
  cost: number;
}

/**
 * How the band gets from one show to the next: on the day off before the show when there is
 * one (leaving 10:00), else on the show's day (leaving 08:00) — a drive when it fits in a
 * driving day and, on the show's day, arrives before load-in; a flight otherwise. Departure
 * and arrival are local times of the city they happen in.
 */
export function planLeg(from: Place, to: Place, previousShow: string, show: string): PlannedLeg {
  const dayOff = addDays(show, -1) > previousShow ? addDays(show, -1) : null;
  const departLocal = dayOff ? `${dayOff}T10:00` : `${show}T08:00`;
  const departureTz = zoneOf(from);
  const arrivalTz = zoneOf(to);
  const departureAt = zonedToUtc(departLocal, departureTz)!;
  const loadIn = zonedToUtc(`${show}T${LOAD_IN}`, arrivalTz)!.getTime();
  const arriveAfter = (hours: number) => new Date(departureAt.getTime() + hours * HOUR_MS);
  const drive = driveHours(from, to);
  const drivable = drive <= MAX_DRIVE_HOURS && arriveAfter(drive).getTime() <= loadIn;
  const miles = drivable ? roadMiles(from, to) : airMiles(from, to);
  if (drivable) {
    return {
      mode: "drive",
      fromPlace: placeName(from),
      toPlace: placeName(to),
      departureAt,
      departureTz,
      arrivalAt: arriveAfter(drive),
      arrivalTz,
      cost: Math.round(miles * 0.45),
    };
  }
  // A flight leaves when the airline's does, not at the van's hour: one of the route's
  // departures, never later than the van would have left on the show's day.
  const times = dayOff ? FLIGHT_TIMES_DAY_OFF : FLIGHT_TIMES_SHOW_DAY;
  const time = times[stableHash(`${placeName(from)}>${placeName(to)}`) % times.length]!;
  const takeOff = zonedToUtc(`${dayOff ?? show}T${time}`, departureTz)!;
  return {
    mode: "flight",
    fromPlace: placeName(from),
    toPlace: placeName(to),
    departureAt: takeOff,
    departureTz,
    arrivalAt: new Date(takeOff.getTime() + flightHours(from, to) * HOUR_MS),
    arrivalTz,
    cost: Math.round(5 * (120 + miles * 0.11)),
  };
}

const FLIGHT_TIMES_DAY_OFF = ["07:15", "09:40", "11:05", "13:30", "16:20"] as const;
const FLIGHT_TIMES_SHOW_DAY = ["06:10", "07:25", "08:00"] as const;

/**
 * A tour's estimated gross (the Revenue Projection's field, ADR 0015): what its plan expects
 * to take in — the deals' projected payouts, the fee of a show without a deal yet, and the
 * merch forecast — rounded to $250 as a person would write it.
 */
export function estimatedGross(dollars: readonly number[]): number {
  return Math.round(dollars.reduce((n, d) => n + d, 0) / 250) * 250;
}

/** The merch a show is expected to sell, in dollars: the tours' "Merchandise" forecast row. */
export const MERCH_FORECAST_PER_SHOW = 1200;

/** A plan is plausible when the outcome lands within ±15 % of it. */
export const PLAN_TOLERANCE = 0.15;
export const withinPlan = (estimate: number, actual: number) =>
  Math.abs(actual - estimate) <= estimate * PLAN_TOLERANCE;

/**
 * Design work: a project moves pending → in-review → approved → completed, one step every
 * `DESIGN_STEP_DAYS`; its proof is uploaded the day before it goes to review. `approvedIn`
 * (days from today) anchors each story; a product sells only at shows after that day.
 */
const DESIGN_STEP_DAYS = 4;

/** The days (from today) of each step of a project approved on `approvedIn`. */
export function designTimeline(approvedIn: number) {
  return {
    created: approvedIn - 2 * DESIGN_STEP_DAYS,
    proof: approvedIn - DESIGN_STEP_DAYS - 1,
    inReview: approvedIn - DESIGN_STEP_DAYS,
    approved: approvedIn,
    completed: approvedIn + DESIGN_STEP_DAYS,
  };
}

/**
 * Merch sells at a show that has been played (before today: its counts are in) and came
 * after the day its design was approved (`approvedIn`, days from today).
 */
export const soldAt = (approvedIn: number, showDate: string, today: string) =>
  showDate < today && showDate > addDays(today, approvedIn);

/**
 * A campaign of a tour runs around it: it starts at most `CAMPAIGN_LEAD_DAYS` before the
 * tour's first night and before its last one, and ends no later than the last night.
 */
const CAMPAIGN_LEAD_DAYS = 90;
export function campaignFitsTour(
  campaign: { startDate: string | null; endDate: string | null },
  tour: { startDate: string; endDate: string },
): boolean {
  if (!campaign.startDate) return false;
  if (campaign.startDate < addDays(tour.startDate, -CAMPAIGN_LEAD_DAYS)) return false;
  if (campaign.startDate > tour.endDate) return false;
  return campaign.endDate === null || campaign.endDate <= tour.endDate;
}
