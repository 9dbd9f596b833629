import { HIDDEN, type Shown } from "../hidden";
import type { DistanceUnit } from "./geo";
import { type RoadCosts, type RoadSettings, roadCosts } from "./road-costs";
import { type RouteShow, tourRoute } from "./route";

/** Nights of `[first, last)` that a typed stay covers: those are booked, not estimated. */
function bookedNights(
  first: string,
  last: string,
  stays: readonly { checkIn: string; checkOut: string }[],
): number {
  const covered = new Set<string>();
  for (const s of stays) {
    for (let d = s.checkIn; d < s.checkOut && d < last; d = nextDay(d)) {
      if (d >= first) covered.add(d);
    }
  }
  return covered.size;
}

const nextDay = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A tour's route as a reader gets it: everyone sees the road; the road's costs and their
 * assumptions are money, the managers' only (domain/hidden.ts).
 */
export function routeAnswer(
  sees: boolean,
  input: {
    shows: RouteShow[];
    stays: { checkIn: string; checkOut: string }[];
    settings: RoadSettings;
    unit: DistanceUnit;
  },
) {
  const route = tourRoute(input.shows, input.settings.averageMph);
  const first = route.stops[0]?.date;
  const last = route.stops.at(-1)?.date;
  const booked = first && last ? bookedNights(first, last, input.stays) : 0;
  const costs: Shown<RoadCosts> = sees ? roadCosts(route, input.settings, booked) : HIDDEN;
  const settings: Shown<RoadSettings> = sees ? input.settings : HIDDEN;
  return { unit: input.unit, ...route, costs, settings };
}
