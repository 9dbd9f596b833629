import { type GeoProjection, geoAlbersUsa, geoNaturalEarth1, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPoint } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import states from "us-atlas/states-10m.json";

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 460;
const PAD = 36;
/**
 * The closest the map zooms in: one show, or shows in one city, show a region rather than a
 * street. London, Paris and Brussels (about 300 km apart) still fill the map at this scale.
 */
const MAX_SCALE = 4000;

export const usTopology = states as unknown as Topology<{ states: GeometryCollection }>;

type Point = { lat: number; lng: number };

/**
 * The projection the route is drawn with: a tour inside the US on its states (Albers), any
 * other on the world fitted to its stops, so stops of nearby cities spread across the map.
 */
export function projectionFor(stops: readonly { country: string | null; point: Point }[]): {
  projection: GeoProjection;
  us: boolean;
} {
  const us = stops.every((s) => s.country === "US" && geoAlbersUsa()([s.point.lng, s.point.lat]));
  const points: Feature<MultiPoint> = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiPoint", coordinates: stops.map((s) => [s.point.lng, s.point.lat]) },
  };
  if (us) {
    const nation = feature(usTopology, usTopology.objects.states) as FeatureCollection<Geometry>;
    return {
      projection: geoAlbersUsa().fitExtent(
        [
          [PAD, PAD],
          [MAP_WIDTH - PAD, MAP_HEIGHT - PAD],
        ],
        stops.length > 1 ? nation : points,
      ),
      us,
    };
  }
  const projection = geoNaturalEarth1().fitExtent(
    [
      [PAD * 2, PAD * 2],
      [MAP_WIDTH - PAD * 2, MAP_HEIGHT - PAD * 2],
    ],
    points,
  );
  if (projection.scale() > MAX_SCALE) {
    // Zoomed out, the stops are centred again: the fit's translate belongs to its own scale,
    // and kept, it put London, Paris and Brussels thousands of pixels below the map (issue 47).
    projection.scale(MAX_SCALE);
    const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(points);
    const [tx, ty] = projection.translate();
    projection.translate([tx + MAP_WIDTH / 2 - (x0 + x1) / 2, ty + MAP_HEIGHT / 2 - (y0 + y1) / 2]);
  }
  return { projection, us };
}

/** A marker's radius on the map, and the least room between two markers' centres. */
export const MARKER_RADIUS = 11;
const MIN_APART = MARKER_RADIUS * 2 + 4;

/**
 * Markers nudged apart where stops sit closer than a marker's width (a tour from New York to
 * London, Paris and Brussels draws Europe small): each pair too close is pushed apart along
 * the line between them, a few rounds, so every stop's number stays readable.
 */
export function spreadMarkers(points: readonly [number, number][]): [number, number][] {
  const out = points.map(([x, y]) => [x, y] as [number, number]);
  for (let round = 0; round < 30; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        const d = Math.hypot(dx, dy);
        if (d >= MIN_APART) continue;
        // Two stops in one place part sideways, in their order.
        if (d < 0.01) [dx, dy] = [1, 0];
        const push = (MIN_APART - d) / 2 / (Math.hypot(dx, dy) || 1);
        a[0] -= dx * push;
        a[1] -= dy * push;
        b[0] += dx * push;
        b[1] += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}
