import { describe, expect, it } from "vitest";
import { noRoadBetween } from "./landmass";
import { DEFAULT_ROAD_SETTINGS } from "./road-costs";
import { planRoad } from "./road-lines";
import { type RouteShow, tourRoute } from "./route";

const at = (country: string, state = "") => ({ country, state });

describe("a leg with no road between its ends is flown (docs/product.md §18.2)", () => {
  it.each([
    ["New York → London", at("US", "NY"), at("GB"), true],
    ["Los Angeles → Sydney", at("US", "CA"), at("AU"), true],
    ["Paris → London (tunnel, ferries)", at("FR"), at("GB"), false],
    ["Dublin → Liverpool (ferry)", at("IE"), at("GB"), false],
    ["Chicago → Toronto", at("US", "IL"), at("CA", "ON"), false],
    ["San Diego → Tijuana", at("US", "CA"), at("MX"), false],
    ["Seattle → Anchorage (through Canada)", at("US", "WA"), at("US", "AK"), false],
    ["Los Angeles → Honolulu", at("US", "CA"), at("US", "HI"), true],
    ["Madrid → Marrakesh (Gibraltar ferry)", at("ES"), at("MA"), false],
    ["Berlin → Reykjavik", at("DE"), at("IS"), true],
    ["Panama City → Bogotá (Darién Gap)", at("PA"), at("CO"), true],
    ["Auckland → Sydney", at("NZ"), at("AU"), true],
    ["Tokyo → Osaka", at("JP"), at("jp "), false],
    ["Seoul → Beijing (closed border)", at("KR"), at("CN"), true],
    ["Stockholm → Helsinki (ferry)", at("SE"), at("FI"), false],
    ["a country the table does not know: the hours judge", at("US"), at("ZZ"), false],
  ])("%s: %s", (_name, a, b, flown) => {
    expect(noRoadBetween(a, b)).toBe(flown);
    expect(noRoadBetween(b, a)).toBe(flown);
  });
});

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const show = (id: string, date: string, point: RouteShow["point"], country: string) =>
  ({
    id,
    date,
    venueName: id,
    city: id,
    state: "",
    country,
    point,
    status: "confirmed",
    holdRank: null,
    loadIn: null,
    loadOut: null,
  }) satisfies RouteShow;

describe("a flown leg is not driven", () => {
  const route = tourRoute([
    show("nyc", "2026-12-01", NEW_YORK, "US"),
    // A week between: the hours alone would let the van "drive" the Atlantic.
    show("ldn", "2026-12-08", LONDON, "GB"),
    show("par", "2026-12-09", PARIS, "FR"),
  ]);

  it("is flagged whatever the days between, and its hours and miles are not the van's", () => {
    expect(route.legs[0]!.flags).toEqual(["needs-flight"]);
    expect(route.legs[1]!.flags).toEqual([]);
    expect(route.totalMiles).toBeCloseTo(route.legs[1]!.miles!, 6);
    expect(route.totalDriveHours).toBe(route.legs[1]!.driveHours);
  });

  it("has no fuel; a fare typed is the party × the fare, untyped it is named, not priced", () => {
    const plan = (legFares: Record<string, string>) =>
      planRoad({
        route,
        settings: {
          ...DEFAULT_ROAD_SETTINGS,
          partySize: 4,
          legFares,
          legTolls: { "nyc:ldn": "20.00" },
        },
        stays: [],
        estimated: new Set(),
        teamSize: 6,
        taken: new Set(),
        unit: "mi",
      });
    const untyped = plan({});
    expect(untyped.lines.filter((l) => l.key.endsWith("nyc:ldn"))).toEqual([]);
    expect(untyped.costs.unpricedFlights).toEqual(["nyc → ldn"]);
    expect(untyped.lines.map((l) => l.key)).toContain("fuel:ldn:par");

    const typed = plan({ "nyc:ldn": "650.00" });
    expect(typed.lines.filter((l) => l.key.endsWith("nyc:ldn"))).toEqual([
      expect.objectContaining({ key: "flight:nyc:ldn", kind: "flight", cents: 4 * 65000 }),
    ]);
    expect(typed.costs.unpricedFlights).toEqual([]);
    expect(typed.costs.lines.find((l) => l.category === "flight")?.amount).toBe("2600.00");
  });
});
