import { describe, expect, it } from "vitest";
import { messages as de } from "../../i18n/catalogue-de";
import { messageFormatter } from "../../i18n/messages";
import { withWords } from "../../i18n/words";
import { airMiles, driveHoursBetween, formatDistance, formatDuration, isValidPoint } from "./geo";
import { DEFAULT_ROAD_SETTINGS, isRoadKey, roadSettingsSchema } from "./road-costs";
import { estimatedNights, planRoad } from "./road-lines";
import { type RouteShow, tourRoute, unplacedNote } from "./route";

const NASHVILLE = { lat: 36.1627, lng: -86.7816 };
const ATLANTA = { lat: 33.749, lng: -84.388 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

const show = (id: string, date: string, point: RouteShow["point"], over: Partial<RouteShow> = {}) =>
  ({
    id,
    date,
    venueName: id,
    city: id,
    state: "",
    country: "US",
    point,
    status: "confirmed",
    holdRank: null,
    loadIn: null,
    loadOut: null,
    ...over,
  }) satisfies RouteShow;

describe("distances (docs/product.md §18.2)", () => {
  it("measures the great circle, and the road as 1.2 times it at 55 mph, to the quarter hour", () => {
    expect(airMiles(NASHVILLE, ATLANTA)).toBeCloseTo(214.9, 1);
    // 214.9 × 1.2 / 55 = 4.69 h → 4.75 h
    expect(driveHoursBetween(NASHVILLE, ATLANTA)).toBe(4.75);
    expect(formatDistance(214.4, "km")).toBe("345 km");
    expect(formatDuration(4.75)).toBe("4 h 45 min");
  });

  it("refuses points off the globe", () => {
    expect(isValidPoint({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidPoint({ lat: 0, lng: -180.5 })).toBe(false);
    expect(isValidPoint({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidPoint(SEATTLE)).toBe(true);
  });
});

describe("tourRoute", () => {
  it("goes by date through the confirmed show of a date, the other holds aside", () => {
    const route = tourRoute([
      show("atl", "2026-12-03", ATLANTA),
      show("nash", "2026-12-01", NASHVILLE),
      show("hold-chi", "2026-12-03", CHICAGO, { status: "hold", holdRank: 2 }),
      show("gone", "2026-12-02", SEATTLE, { status: "released" }),
    ]);
    expect(route.stops.map((s) => s.id)).toEqual(["nash", "atl"]);
    expect(route.alternatives.map((s) => s.id)).toEqual(["hold-chi"]);
    expect(route.legs[0]).toMatchObject({ days: 2, daysOff: 1, flags: [] });
  });

  it("flags a long show-day drive, a drive that cannot fit, a hop to fly, two confirmed on a date", () => {
    const route = tourRoute([
      show("chi", "2026-12-01", CHICAGO),
      show("nash", "2026-12-02", NASHVILLE),
      show("sea", "2026-12-03", SEATTLE),
      show("sea2", "2026-12-03", SEATTLE),
    ]);
    // Chicago → Nashville: 476 mi of road, 8.75 h back to back: over 8 h on a show day, and
    // 23:30 → 15:00 less 8 h of rest leaves 7.5 h. Nashville → Seattle: 43 h in one day.
    expect(route.legs[0]!.flags).toEqual(["long-show-day-drive", "does-not-fit"]);
    expect(route.legs[1]!.flags).toEqual(["needs-flight"]);
    expect(route.legs[2]!.flags).toEqual(["same-date"]);
    const close = tourRoute([
      show("nash", "2026-12-01", NASHVILLE, { loadOut: "01:00" }),
      show("atl", "2026-12-02", ATLANTA, { loadIn: "12:00" }),
    ]);
    // 4.75 h of road; 01:00 → 12:00 is 11 h, less 8 h of rest leaves 3 h.
    expect(close.legs[0]!.flags).toEqual(["does-not-fit"]);
  });

  it("cannot measure a leg to a show without a location, and says which", () => {
    const route = tourRoute([show("a", "2026-12-01", NASHVILLE), show("b", "2026-12-04", null)]);
    expect(route.legs[0]).toMatchObject({ miles: null, driveHours: null, flags: [] });
    expect(route.unplaced).toEqual(["b"]);
  });

  it("names each show whose venue has no location yet (issue 47)", () => {
    const placed = show("a", "2026-12-01", NASHVILLE);
    const one = tourRoute([placed, show("b", "2026-12-04", null, { venueName: "Roundhouse" })]);
    expect(unplacedNote(one)).toBe(
      "Roundhouse has no location yet: set it in the venue directory so its legs can be measured.",
    );
    const three = tourRoute([
      placed,
      show("b", "2026-12-02", null, { venueName: "Roundhouse" }),
      show("c", "2026-12-03", null, { venueName: "Le Trianon" }),
      show("d", "2026-12-04", null, { venueName: "Ancienne Belgique" }),
    ]);
    expect(unplacedNote(three)).toBe(
      "Roundhouse, Le Trianon and Ancienne Belgique have no location yet: set them in the venue directory so their legs can be measured.",
    );
    expect(unplacedNote(tourRoute([placed]))).toBeNull();
  });
});

describe("the road's lines (docs/product.md §18.4)", () => {
  const plan = (over: Partial<Parameters<typeof planRoad>[0]> = {}) =>
    planRoad({
      route: tourRoute([show("n", "2026-12-01", NASHVILLE), show("a", "2026-12-03", ATLANTA)]),
      settings: { ...DEFAULT_ROAD_SETTINGS, partySize: 4 },
      stays: [{ checkIn: "2026-12-01", checkOut: "2026-12-02" }],
      estimated: new Set<string>(),
      teamSize: 6,
      taken: new Set(),
      unit: "mi",
      ...over,
    });

  it("leaves a night to the accommodation estimate of the show played that day (issue 47)", () => {
    // London 1 Dec, an off day, Paris 3 Dec: the night of the 1st has London's estimate, the
    // 2nd nothing. Only the 2nd is the road's to price; each night counts once.
    const shows = [
      { date: "2026-12-01", estimatedAccommodationCost: "300.00" },
      { date: "2026-12-03", estimatedAccommodationCost: "300.00" },
      { date: "2026-12-02", estimatedAccommodationCost: "0.00" },
      { date: null, estimatedAccommodationCost: "900.00" },
    ];
    const { lines, costs } = plan({ stays: [], estimated: estimatedNights(shows) });
    expect(lines.filter((l) => l.kind === "hotels").map((l) => l.key)).toEqual([
      "hotels:2026-12-02",
    ]);
    expect(costs.estimatedNights).toBe(1);
    expect(costs.bookedNights).toBe(0);
    expect(costs.lines.find((l) => l.category === "hotels")).toEqual({
      category: "hotels",
      description: "2 rooms × 1 nights with no stay or show estimate",
      amount: "240.00",
    });
  });

  it("prices fuel per leg, per diems per day and the nights no stay covers yet, to the cent", () => {
    const { lines, costs } = plan();
    const byCategory = Object.fromEntries(costs.lines.map((l) => [l.category, l.amount]));
    // 3 days × 4 people × $35; 2 nights, 1 booked → 1 × 2 rooms × $120.
    expect(byCategory["per-diems"]).toBe("420.00");
    expect(byCategory.hotels).toBe("240.00");
    // 257.9 mi of road / 14 mpg × $3.60
    expect(byCategory.fuel).toBe("66.31");
    expect(costs.nights).toBe(2);
    expect(lines.map((l) => l.key)).toEqual([
      "fuel:n:a",
      "per-diems:2026-12-01",
      "per-diems:2026-12-02",
      "hotels:2026-12-02",
      "per-diems:2026-12-03",
    ]);
    // The summary is the sum of the lines: the route card and the ledger agree.
    expect(costs.total).toBe("726.31");
  });

  it("counts tolls typed per leg and the old total, and the team when no party is typed", () => {
    const settings = {
      ...DEFAULT_ROAD_SETTINGS,
      legTolls: { "n:a": "12.50" },
      tollsTotal: "30.00",
    };
    const { lines, costs } = plan({ settings });
    expect(lines.find((l) => l.key === "tolls:n:a")?.cents).toBe(1250);
    expect(lines.find((l) => l.key === "tolls:tour")?.cents).toBe(3000);
    expect(costs.party).toBe(6);
    expect(costs.partyFromTeam).toBe(true);
  });

  it("leaves out the lines a person has made their own", () => {
    const { lines, costs } = plan({ taken: new Set(["fuel:n:a", "hotels:2026-12-02"]) });
    expect(lines.map((l) => l.kind)).toEqual(["per-diems", "per-diems", "per-diems"]);
    expect(costs.typedByYou).toBe(2);
    expect(costs.total).toBe("420.00");
  });

  it("knows a road key from anything else", () => {
    const id = "0b7f3a52-57a6-4a55-9d8e-6f3c7c0de111";
    expect(isRoadKey(`fuel:${id}:${id}`)).toBe(true);
    expect(isRoadKey("tolls:tour")).toBe(true);
    expect(isRoadKey(`flight:${id}:${id}`)).toBe(true);
    expect(isRoadKey("per-diems:2099-02-28")).toBe(true);
    expect(isRoadKey("hotels:2099-02-30")).toBe(false);
    expect(isRoadKey(`fuel:${id}`)).toBe(false);
    expect(isRoadKey("fuel:\u0000")).toBe(false);
  });

  it("refuses a zero, negative or absurd speed or price, naming the field", () => {
    const issues = (input: object) =>
      roadSettingsSchema.safeParse({ ...DEFAULT_ROAD_SETTINGS, ...input }).error?.issues[0]
        ?.message;
    expect(issues({ milesPerGallon: 0 })).toBe("Miles per gallon must be more than 0");
    expect(issues({ fuelPricePerGallon: "0" })).toBe("Fuel price must be more than 0");
    expect(issues({ averageMph: 400 })).toBe("Average speed must be at most 80");
    expect(issues({ perDiem: "-5" })).toBe("Per diem cannot be negative");
  });
});

describe("a distance", () => {
  it("is grouped as the reader's language groups a figure", () => {
    expect(formatDistance(1884, "mi")).toBe("1,884 mi");
    const german = messageFormatter("de", de);
    expect(withWords(german, () => formatDistance(1884, "mi"))).toBe("1.884 mi");
  });
});
