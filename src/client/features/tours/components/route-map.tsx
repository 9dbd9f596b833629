import { geoPath } from "d3-geo";
import type { FeatureCollection, Geometry } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land from "world-atlas/land-110m.json";
import { t } from "@/client/i18n/t";
import type { TourRouteView } from "../api/route";
import {
  MAP_HEIGHT as HEIGHT,
  MARKER_RADIUS,
  projectionFor,
  spreadMarkers,
  usTopology,
  MAP_WIDTH as WIDTH,
} from "./route-projection";

type Stop = TourRouteView["stops"][number];
type Placed = Stop & { point: { lat: number; lng: number } };

const worldTopology = land as unknown as Topology<{ land: GeometryCollection }>;

/**
 * The route drawn as SVG from map data packaged with the app (issue 40): no tiles, so it
 * prints and, once drawn on a device, works offline. A tour inside the US is drawn on its
 * states (Albers), any other on the world's land fitted to the shows. Decorative for screen
 * readers: the table beside it says the same (route-card.tsx).
 */
export function RouteMap({ route }: { route: TourRouteView }) {
  const placed = route.stops.filter((s): s is Placed => s.point !== null);
  if (placed.length === 0) return null;
  const { projection, us } = projectionFor(placed);
  const path = geoPath(projection);
  // Land filled, and inside the US the borders between states drawn once (a mesh).
  const land = us
    ? path(feature(usTopology, usTopology.objects.states) as FeatureCollection<Geometry>)
    : path(feature(worldTopology, worldTopology.objects.land) as FeatureCollection<Geometry>);
  const borders = us ? path(mesh(usTopology, usTopology.objects.states, (a, b) => a !== b)) : null;
  // Where each stop is drawn: projected, then nudged apart from stops too close to read.
  const projected = placed.flatMap((s) => {
    const p = projection([s.point.lng, s.point.lat]);
    return p ? [{ id: s.id, p }] : [];
  });
  const spread = spreadMarkers(projected.map((x) => x.p));
  const drawnAt = new Map(projected.map((x, i) => [x.id, spread[i]!]));
  const at = (s: Placed) => drawnAt.get(s.id) ?? null;
  const number = new Map(route.stops.map((s, i) => [s.id, i + 1]));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full rounded-md border bg-muted/30"
      aria-hidden="true"
      data-testid="route-map"
    >
      <path d={land ?? ""} className="fill-muted" />
      {borders && (
        <path d={borders} fill="none" className="stroke-muted-foreground/40" strokeWidth={0.6} />
      )}
      {route.legs.map((leg) => {
        const from = placed.find((s) => s.id === leg.fromShowId);
        const to = placed.find((s) => s.id === leg.toShowId);
        const a = from && at(from);
        const b = to && at(to);
        if (!a || !b) return null;
        const flagged = leg.flags.length > 0;
        const fly = leg.flags.includes("needs-flight");
        return (
          <g key={`${leg.fromShowId}-${leg.toShowId}`}>
            <line
              x1={a[0]}
              y1={a[1]}
              x2={b[0]}
              y2={b[1]}
              strokeWidth={flagged ? 3 : 2}
              strokeDasharray={fly ? "6 5" : undefined}
              className={flagged ? "stroke-destructive" : "stroke-primary"}
              data-flagged={flagged || undefined}
            />
            {leg.daysOff > 0 && (
              <text
                x={(a[0] + b[0]) / 2}
                y={(a[1] + b[1]) / 2 - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {t(
                  {
                    id: "tours.routeMap.daysOff",
                    defaultMessage: "{count, plural, one {day off} other {# days off}}",
                  },
                  { count: leg.daysOff },
                )}
              </text>
            )}
          </g>
        );
      })}
      {placed.map((s) => {
        const p = at(s);
        if (!p) return null;
        return (
          <g key={s.id} transform={`translate(${p[0]},${p[1]})`}>
            <circle r={MARKER_RADIUS} className="fill-primary stroke-background" strokeWidth={2} />
            <text
              y={4}
              textAnchor="middle"
              className="fill-primary-foreground text-[11px] font-bold"
            >
              {number.get(s.id)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
