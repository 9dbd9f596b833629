import { say } from "../../i18n/words";

/**
 * Distances and drive times between places (issue 40; docs/product.md §18.2). The demo's
 * story is generated with the same rule (src/server/db/seed/demo-rules.ts), so a route the
 * app draws agrees with the travel legs the demo typed.
 */

export interface Point {
  /** Degrees north, −90 … 90. */
  lat: number;
  /** Degrees east, −180 … 180. */
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const KM_PER_MILE = 1.609344;

/** Roads are longer than the straight line: ~1.2× across the US (Atlanta → Seattle ≈ 2,620 mi). */
const ROAD_FACTOR = 1.2;
/** A band van's average over a driving day, fuel and rest stops included. */
export const DRIVE_MPH = 55;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function airMiles(a: Point, b: Point): number {
  const lat1 = radians(a.lat);
  const lat2 = radians(b.lat);
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 +
    Math.cos(lat1) * Math.cos(lat2) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** The road between two places: the straight line times the road factor. */
export const roadMiles = (a: Point, b: Point) => airMiles(a, b) * ROAD_FACTOR;

/** Hours rounded up to the quarter hour, as an itinerary states them. */
export const quarterHours = (hours: number) => Math.ceil(hours * 4) / 4;

/** Driving time at the van's average, to the quarter hour. */
export const driveHoursBetween = (a: Point, b: Point, mph = DRIVE_MPH) =>
  quarterHours(roadMiles(a, b) / mph);

export type DistanceUnit = "mi" | "km";
export const DISTANCE_UNITS: readonly DistanceUnit[] = ["mi", "km"];

/** "412 mi" / "663 km": whole units, as a route sheet reads. */
export function formatDistance(miles: number, unit: DistanceUnit): string {
  const value = Math.round(unit === "km" ? miles * KM_PER_MILE : miles);
  // ICU groups the figure as the reader's language does: 1,884 mi / 1.884 mi.
  return say(
    { id: "tours.road.distance", defaultMessage: "{value, number} {unit}" },
    { value, unit },
  );
}

/** "7 h 30 min", "45 min". */
export function formatDuration(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export const isValidPoint = (p: Point) =>
  Number.isFinite(p.lat) &&
  Number.isFinite(p.lng) &&
  p.lat >= -90 &&
  p.lat <= 90 &&
  p.lng >= -180 &&
  p.lng <= 180;
