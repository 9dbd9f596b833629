import { LODGING_CATEGORY, TRAVEL_CATEGORY } from "../../finances/financials";
import { say } from "../../i18n/words";
import { fromCents, type Money, toCents } from "../../money";
import { type DistanceUnit, formatDistance } from "./geo";
import { legKey, ROAD_KINDS, type RoadKind, type RoadLine, type RoadSettings } from "./road-costs";
import { isFlight, type TourRoute } from "./route";

/**
 * The road's anticipated money, one line per leg, day and night (issue 40, item 4;
 * docs/product.md §18.4 states these formulas once):
 * - fuel, per measured leg driven: road miles ÷ miles per gallon × price per gallon, to the cent;
 * - tolls, per leg driven as typed, and the tour's typed total (from before tolls were per leg);
 * - flight, per leg flown (route.ts): the party × the fare per person typed for it; a flown leg
 *   with no fare typed has no line, and is named in `unpricedFlights` so the card says so;
 * - per diems, per calendar day from the first stop to the last, both included: people ×
 *   per diem (people: as typed, else the workspace's members);
 * - hotels, per night of that span (the last day excluded) that neither a typed stay nor a
 *   show's accommodation estimate covers: rooms × rate. What a night costs is one figure
 *   (issue 47): a typed stay, else the estimate of the show played that day, else the road's
 *   rate; never two (the ledger already counts each show's estimate as Lodging).
 * The lines are derived whenever they are read, never stored: a moved, added or cancelled
 * show re-plans them at once, and no stale road row can exist. A person who types a row with
 * a line's key (`roadKey`) makes that line theirs: the route leaves that key out from then on.
 */

/** Which ledger category each kind of road money counts in (the budget's categories). */
export const ROAD_CATEGORY: Record<RoadKind, string> = {
  fuel: "Fuel",
  tolls: TRAVEL_CATEGORY,
  flight: TRAVEL_CATEGORY,
  "per-diems": "Meals & per diems",
  hotels: LODGING_CATEGORY,
};

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface RoadPlanInput {
  route: TourRoute;
  settings: RoadSettings;
  stays: readonly { checkIn: string; checkOut: string }[];
  /** Days whose show has an accommodation estimate (`estimatedNights`): that night is its. */
  estimated: ReadonlySet<string>;
  /** The workspace's members: the party when no size is typed. */
  teamSize: number;
  /** Keys of the road lines people have made their own (their rows' `roadKey`). */
  taken: ReadonlySet<string>;
  unit: DistanceUnit;
}

export interface RoadCosts {
  lines: { category: RoadKind; description: string; amount: Money }[];
  total: Money;
  /** Nights of the tour, and of them those the itinerary already has a stay for. */
  nights: number;
  bookedNights: number;
  /** Nights with no stay that a show's accommodation estimate prices. */
  estimatedNights: number;
  /** People drawing a per diem, and whether that is the team's count. */
  party: number;
  partyFromTeam: boolean;
  teamSize: number;
  /** Road lines a person has typed a row for: theirs, left out here. */
  typedByYou: number;
  /** Flown legs with no fare typed ("New York → London"): priced at nothing, and said so. */
  unpricedFlights: string[];
}

/** Every road line of a route, those people made their own left out, and their sums by kind. */
export function planRoad(input: RoadPlanInput): { lines: RoadLine[]; costs: RoadCosts } {
  const { route, settings: s, taken } = input;
  const all: RoadLine[] = [];
  const stops = new Map(route.stops.map((st) => [st.id, st]));
  const place = (id: string) => {
    const st = stops.get(id);
    return st?.city || st?.venueName || "?";
  };
  const fuelPerMile = toCents(s.fuelPricePerGallon) / s.milesPerGallon;
  const party = s.partySize ?? Math.max(1, input.teamSize);
  const people = say(
    { id: "tours.road.people", defaultMessage: "{party, plural, one {# person} other {# people}}" },
    { party },
  );
  let flown = 0;
  const unpricedFlights: string[] = [];
  for (const leg of route.legs) {
    const to = stops.get(leg.toShowId);
    const where = `${place(leg.fromShowId)} → ${place(leg.toShowId)}`;
    const key = legKey(leg.fromShowId, leg.toShowId);
    const date = to?.date ?? null;
    const line = (kind: RoadKind, label: string, cents: number) =>
      all.push({ key: `${kind}:${key}`, kind, showId: leg.toShowId, date, label, cents });
    if (isFlight(leg)) {
      // Flown: no fuel, no tolls; the fare as typed, or nothing and the card says so.
      flown++;
      const fare = toCents(s.legFares[key]);
      if (fare > 0)
        line(
          "flight",
          say(
            { id: "tours.road.flightLine", defaultMessage: "Flight {where}, {people} × {fare}" },
            { where, people, fare: fromCents(fare) },
          ),
          party * fare,
        );
      else if (!taken.has(`flight:${key}`)) unpricedFlights.push(where);
      continue;
    }
    if (leg.miles !== null)
      line(
        "fuel",
        say(
          { id: "tours.road.fuelLine", defaultMessage: "Fuel {where}, {distance}" },
          { where, distance: formatDistance(leg.miles, input.unit) },
        ),
        Math.round(leg.miles * fuelPerMile),
      );
    const tolls = toCents(s.legTolls[key]);
    if (tolls > 0)
      line(
        "tolls",
        say({ id: "tours.road.tollsLine", defaultMessage: "Tolls {where}" }, { where }),
        tolls,
      );
  }
  const total = toCents(s.tollsTotal);
  if (total > 0)
    all.push({
      key: "tolls:tour",
      kind: "tolls",
      showId: null,
      date: null,
      label: say({ id: "tours.road.tollsForTour", defaultMessage: "Tolls for the tour" }),
      cents: total,
    });

  const first = route.stops[0]?.date;
  const last = route.stops.at(-1)?.date;
  const start = first ? Date.parse(`${first}T00:00:00Z`) : 0;
  const days =
    first && last ? Math.round((Date.parse(`${last}T00:00:00Z`) - start) / DAY_MS) + 1 : 0;
  const covered = coveredNights(input.stays);
  const perDiems = party * toCents(s.perDiem);
  const hotel = s.rooms * toCents(s.hotelRatePerRoom);
  let booked = 0;
  let estimated = 0;
  for (let i = 0; i < days; i++) {
    const date = dayOf(start + i * DAY_MS);
    all.push({
      key: `per-diems:${date}`,
      kind: "per-diems",
      showId: null,
      date,
      label: say(
        { id: "tours.road.perDiemLine", defaultMessage: "Per diems, {people}" },
        { people },
      ),
      cents: perDiems,
    });
    if (i === days - 1) break;
    if (covered.has(date)) booked++;
    else if (input.estimated.has(date)) estimated++;
    else
      all.push({
        key: `hotels:${date}`,
        kind: "hotels",
        showId: null,
        date,
        label: say(
          {
            id: "tours.road.hotelLine",
            defaultMessage: "Hotel, {rooms} rooms (no stay or show estimate)",
          },
          { rooms: s.rooms },
        ),
        cents: hotel,
      });
  }

  const lines = taken.size === 0 ? all : all.filter((l) => !taken.has(l.key));
  const nights = Math.max(0, days - 1);
  const gallons = route.totalMiles / s.milesPerGallon;
  const described: Record<RoadKind, string> = {
    fuel: say(
      { id: "tours.road.fuelHow", defaultMessage: "{gallons} gal for {distance}" },
      { gallons: Math.round(gallons), distance: formatDistance(route.totalMiles, input.unit) },
    ),
    tolls: say({ id: "tours.road.tollsHow", defaultMessage: "as typed" }),
    flight: say(
      { id: "tours.road.flightHow", defaultMessage: "{people} × the fare typed per flown leg" },
      { people },
    ),
    "per-diems": say(
      { id: "tours.road.perDiemHow", defaultMessage: "{people} × {days} days" },
      { people, days },
    ),
    hotels: say(
      {
        id: "tours.road.hotelHow",
        defaultMessage: "{rooms} rooms × {nights} nights with no stay or show estimate",
      },
      { rooms: s.rooms, nights: nights - booked - estimated },
    ),
  };
  const sums = new Map<RoadKind, number>();
  for (const l of lines) sums.set(l.kind, (sums.get(l.kind) ?? 0) + l.cents);
  return {
    lines,
    costs: {
      // A tour with no flown leg has no flights to list.
      lines: ROAD_KINDS.filter((k) => k !== "flight" || flown > 0).map((category) => ({
        category,
        description: described[category],
        amount: fromCents(sums.get(category) ?? 0),
      })),
      total: fromCents(lines.reduce((n, l) => n + l.cents, 0)),
      nights,
      bookedNights: booked,
      estimatedNights: estimated,
      party,
      partyFromTeam: s.partySize === null,
      teamSize: input.teamSize,
      typedByYou: all.length - lines.length,
      unpricedFlights,
    },
  };
}

/**
 * The days whose show has an accommodation estimate: the ledger counts that estimate as the
 * night's Lodging, so the road leaves the night to it. Every show the ledger reads counts.
 */
export function estimatedNights(
  shows: readonly { date: string | null; estimatedAccommodationCost: Money | null }[],
): Set<string> {
  const nights = new Set<string>();
  for (const s of shows)
    if (s.date && toCents(s.estimatedAccommodationCost) > 0) nights.add(s.date);
  return nights;
}

/** Nights a typed stay covers: check-in's night up to, not including, check-out's. */
function coveredNights(stays: RoadPlanInput["stays"]): Set<string> {
  const covered = new Set<string>();
  for (const st of stays) {
    const end = Date.parse(`${st.checkOut}T00:00:00Z`);
    // A stay of more than a year is a typing slip: it covers no more than that.
    let d = Date.parse(`${st.checkIn}T00:00:00Z`);
    for (let n = 0; d < end && n < 366; d += DAY_MS, n++) covered.add(dayOf(d));
  }
  return covered;
}
