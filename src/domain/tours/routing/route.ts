import { DRIVE_MPH, driveHoursBetween, type Point, roadMiles } from "./geo";
import { noRoadBetween } from "./landmass";

/**
 * A tour's route (issue 40; docs/product.md §18): the shows that are played or still held,
 * in date order, and the road between each and the next, with what a tour manager checks
 * before booking: how far, how long, whether it fits, whether it needs a flight.
 */

/** The longest drive on a show day before it is flagged: the party still has to play. */
export const SHOW_DAY_DRIVE_HOURS = 8;
/** The most a van drives in one day; a hop longer than the days allow is flown. */
const MAX_DAILY_DRIVE_HOURS = 10;
/** Sleep between a load-out and the road: a drive must fit in what is left. */
const REST_HOURS = 8;
/** When the day sheet has no times: load-out after a late show, load-in in the afternoon. */
const DEFAULT_LOAD_OUT = "23:30";
const DEFAULT_LOAD_IN = "15:00";

export type RouteFlag = "long-show-day-drive" | "does-not-fit" | "needs-flight" | "same-date";

export interface RouteShow {
  id: string;
  date: string;
  venueName: string;
  city: string;
  state: string;
  country: string;
  point: Point | null;
  status: string;
  holdRank: number | null;
  /** "HH:MM" from the day sheet, when set. */
  loadIn: string | null;
  loadOut: string | null;
}

interface RouteLeg {
  fromShowId: string;
  toShowId: string;
  /** Null when either end has no location yet. */
  miles: number | null;
  driveHours: number | null;
  /** Calendar days from one show to the next (1 = back to back). */
  days: number;
  /** Days with no show between the two. */
  daysOff: number;
  flags: RouteFlag[];
}

/** A leg flown, not driven: no fuel, no drive time (docs/product.md §18.2). */
export const isFlight = (leg: { flags: readonly RouteFlag[] }) =>
  leg.flags.includes("needs-flight");

export interface TourRoute {
  stops: RouteShow[];
  legs: RouteLeg[];
  /** Shows on a date the route already plays (other holds on it): not on the road. */
  alternatives: RouteShow[];
  /** Shows with no location: the route skips nothing, but cannot measure their legs. */
  unplaced: string[];
  /** Of the legs driven: a flight's distance and hours are not the van's. */
  totalMiles: number;
  totalDriveHours: number;
}

const OFF_ROUTE = new Set(["released", "declined"]);

const DAY_MS = 86_400_000;
/** Whole calendar days from one "YYYY-MM-DD" to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Which show of a date is on the road: the confirmed one, else the best-placed hold. */
function rank(s: RouteShow): number {
  if (s.status === "confirmed") return 0;
  if (s.status === "challenge" || s.status === "hold") return s.holdRank ?? 9;
  return 10;
}

const hoursOf = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h + m / 60;
};

/** Hours from the previous show's load-out to the next show's load-in. */
function gapHours(from: RouteShow, to: RouteShow, days: number): number {
  const out = hoursOf(from.loadOut ?? DEFAULT_LOAD_OUT);
  // A load-out after midnight belongs to the show day before it (docs/product.md).
  const outAt = out < 12 ? out + 24 : out;
  return days * 24 + hoursOf(to.loadIn ?? DEFAULT_LOAD_IN) - outAt;
}

function legBetween(from: RouteShow, to: RouteShow, mph = DRIVE_MPH): RouteLeg {
  const days = daysBetween(from.date, to.date);
  const daysOff = Math.max(0, days - 1);
  const flags: RouteFlag[] = [];
  if (days === 0 && from.status === "confirmed" && to.status === "confirmed")
    flags.push("same-date");
  // No road between the two (an ocean, a sea no car ferry crosses): flown, measured or not.
  const noRoad = noRoadBetween(from, to);
  if (!from.point || !to.point) {
    if (noRoad) flags.push("needs-flight");
    return {
      fromShowId: from.id,
      toShowId: to.id,
      miles: null,
      driveHours: null,
      days,
      daysOff,
      flags,
    };
  }
  const miles = roadMiles(from.point, to.point);
  const driveHours = driveHoursBetween(from.point, to.point, mph);
  // Or more road than the days between can drive: flown too, and no drive is judged.
  if (noRoad || (days > 0 && driveHours > MAX_DAILY_DRIVE_HOURS * days)) flags.push("needs-flight");
  else if (days > 0) {
    if (daysOff === 0 && driveHours > SHOW_DAY_DRIVE_HOURS) flags.push("long-show-day-drive");
    if (driveHours > gapHours(from, to, days) - REST_HOURS) flags.push("does-not-fit");
  }
  return { fromShowId: from.id, toShowId: to.id, miles, driveHours, days, daysOff, flags };
}

/** The route of a tour's shows, measured leg by leg. */
export function tourRoute(shows: readonly RouteShow[], mph = DRIVE_MPH): TourRoute {
  const dated = shows
    .filter((s) => s.date && !OFF_ROUTE.has(s.status))
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b) || a.id.localeCompare(b.id));
  const stops: RouteShow[] = [];
  const alternatives: RouteShow[] = [];
  for (const s of dated) {
    const last = stops.at(-1);
    // Two confirmed shows on one date are both played (and flagged); holds beside are options.
    const bothConfirmed = last?.status === "confirmed" && s.status === "confirmed";
    if (last && last.date === s.date && !bothConfirmed) alternatives.push(s);
    else stops.push(s);
  }
  const legs = stops.slice(1).map((to, i) => legBetween(stops[i]!, to, mph));
  const driven = legs.filter((l) => !isFlight(l));
  return {
    stops,
    legs,
    alternatives,
    unplaced: stops.filter((s) => !s.point).map((s) => s.id),
    totalMiles: driven.reduce((n, l) => n + (l.miles ?? 0), 0),
    totalDriveHours: driven.reduce((n, l) => n + (l.driveHours ?? 0), 0),
  };
}

/**
 * The note under the route naming each show whose venue has no location (issue 47: "One
 * show's venue has no location yet" did not say which): "Roundhouse has no location yet: …". Null when every stop is placed.
 */
export function unplacedNote(route: Pick<TourRoute, "stops" | "unplaced">): string | null {
  const names = route.unplaced.flatMap((id) => {
    const stop = route.stops.find((s) => s.id === id);
    return stop ? [stop.venueName] : [];
  });
  if (names.length === 0) return null;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return names.length === 1
    ? `${list} has no location yet: set it in the venue directory so its legs can be measured.`
    : `${list} have no location yet: set them in the venue directory so their legs can be measured.`;
}
