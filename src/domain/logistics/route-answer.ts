import { HIDDEN, type Shown } from "../hidden";
import type { DistanceUnit } from "./geo";
import type { RoadSettings } from "./road-costs";
import { planRoad, type RoadCosts } from "./road-lines";
import { type RouteShow, tourRoute } from "./route";

/**
 * A tour's route as a reader gets it: everyone sees the road; the road's costs and their
 * assumptions are money, the managers' only (domain/hidden.ts). The costs are the sums of the
 * same road lines the tour's ledger reads (road-lines.ts), so the two always agree.
 */
export function routeAnswer(
  sees: boolean,
  input: {
    shows: RouteShow[];
    stays: { checkIn: string; checkOut: string }[];
    estimated: ReadonlySet<string>;
    settings: RoadSettings;
    unit: DistanceUnit;
    teamSize: number;
    taken: ReadonlySet<string>;
  },
) {
  const route = tourRoute(input.shows, input.settings.averageMph);
  const costs: Shown<RoadCosts> = sees ? planRoad({ ...input, route }).costs : HIDDEN;
  const settings: Shown<RoadSettings> = sees ? input.settings : HIDDEN;
  return { unit: input.unit, ...route, costs, settings };
}
