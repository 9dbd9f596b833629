import { type AnswerFields, mayRead, shapeFor } from "../../audience";
import { HIDDEN } from "../../hidden";
import type { DistanceUnit } from "./geo";
import type { RoadSettings } from "./road-costs";
import { planRoad, type RoadCosts } from "./road-lines";
import { type RouteShow, type TourRoute, tourRoute } from "./route";

interface RouteAnswer extends TourRoute {
  unit: DistanceUnit;
  costs: RoadCosts;
  settings: RoadSettings;
}

/**
 * A tour's route as a reader gets it (issues 34, 48): everyone sees the road; the road's
 * costs and their assumptions (rates per mile and per night, fares, tolls, per diems) are
 * money, the managers' only (domain/audience.ts).
 */
const ROUTE_FIELDS = {
  unit: "everyone",
  stops: "everyone",
  legs: "everyone",
  alternatives: "everyone",
  unplaced: "everyone",
  totalMiles: "everyone",
  totalDriveHours: "everyone",
  costs: "money",
  settings: "money",
} as const satisfies AnswerFields<RouteAnswer>;

/**
 * The costs are the sums of the same road lines the tour's ledger reads (road-lines.ts), so
 * the two always agree; they are worked out only for a reader the table lets see them.
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
  const costs = mayRead(ROUTE_FIELDS.costs, sees) ? planRoad({ ...input, route }).costs : HIDDEN;
  const answer = { unit: input.unit, ...route, costs, settings: input.settings };
  return shapeFor(sees, ROUTE_FIELDS, answer);
}
