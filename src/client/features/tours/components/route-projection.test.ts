import { describe, expect, it } from "vitest";
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  MARKER_RADIUS,
  projectionFor,
  spreadMarkers,
} from "./route-projection";

const london = { country: "GB", point: { lat: 51.5072, lng: -0.1276 } };
const paris = { country: "FR", point: { lat: 48.8566, lng: 2.3522 } };
const brussels = { country: "BE", point: { lat: 50.8503, lng: 4.3517 } };

const placed = (stops: (typeof london)[]) => {
  const { projection } = projectionFor(stops);
  return stops.map((s) => projection([s.point.lng, s.point.lat])!);
};
const apart = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const onMap = ([x, y]: [number, number]) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

describe("the route map's projection", () => {
  it("spreads London, Paris and Brussels apart, every marker on the map", () => {
    const [l, p, b] = placed([london, paris, brussels]);
    for (const at of [l!, p!, b!]) expect(onMap(at), `${at} on the map`).toBe(true);
    // A marker is 22 px across: far more than that between any two.
    expect(apart(l!, p!)).toBeGreaterThan(100);
    expect(apart(p!, b!)).toBeGreaterThan(100);
    expect(apart(l!, b!)).toBeGreaterThan(100);
  });

  it("centres a tour of one city, zoomed out to its region", () => {
    const [a, b] = placed([paris, { ...paris, point: { lat: 48.86, lng: 2.35 } }]);
    expect(Math.round(a![0])).toBeCloseTo(MAP_WIDTH / 2, -1);
    expect(Math.round(a![1])).toBeCloseTo(MAP_HEIGHT / 2, -1);
    expect(onMap(b!)).toBe(true);
  });
});

describe("the route map's markers", () => {
  it("keeps London, Paris and Brussels apart on a tour that also plays Los Angeles", () => {
    const losAngeles = { country: "US", point: { lat: 34.0522, lng: -118.2437 } };
    const at = placed([losAngeles, london, paris, brussels]);
    // Fitted to the whole tour, Europe is small: London and Paris overlap as projected.
    expect(apart(at[1]!, at[2]!)).toBeLessThan(MARKER_RADIUS * 2);
    const spread = spreadMarkers(at);
    for (let i = 0; i < spread.length; i++)
      for (let j = i + 1; j < spread.length; j++)
        expect(apart(spread[i]!, spread[j]!), `stops ${i + 1} and ${j + 1}`).toBeGreaterThanOrEqual(
          MARKER_RADIUS * 2,
        );
    // Los Angeles, far from the others, stays where it is.
    expect(spread[0]).toEqual(at[0]);
  });

  it("parts two shows in one place", () => {
    const [a, b] = spreadMarkers([
      [100, 100],
      [100, 100],
    ]);
    expect(apart(a!, b!)).toBeGreaterThanOrEqual(MARKER_RADIUS * 2);
  });
});
