import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ChartCard } from "@/client/components/chart-card";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { useMoney } from "@/client/lib/use-money";
import { lazyChart } from "@/client/offline/lazy-chart";
import { isHidden } from "@/domain/hidden";
import { formatCalendarDate } from "@/domain/tour-timing";
import { formatDistance, formatDuration } from "@/domain/tours/routing/geo";
import { isFlight, ROUTE_FLAG_TEXT, unplacedNote } from "@/domain/tours/routing/route";
import { routeQuery, type TourRouteView } from "../api/route";
import { RoadSettingsDialog } from "./road-settings-dialog";

// The projection and the map data load with the map, not the page (vite.config.ts).
const RouteMap = lazyChart(async () => (await import("./route-map")).RouteMap);

/** Each leg by its numbered stops, as the table and the tolls list name it. */
function tollLegs(route: TourRouteView) {
  const n = new Map(route.stops.map((s, i) => [s.id, { ...s, n: i + 1 }]));
  const name = (id: string) => {
    const s = n.get(id)!;
    return `${s.n}. ${s.city || s.venueName}`;
  };
  return route.legs.map((l) => ({
    key: `${l.fromShowId}:${l.toShowId}`,
    label: `${name(l.fromShowId)} → ${name(l.toShowId)}`,
    flight: isFlight(l),
  }));
}

function legRows(route: TourRouteView) {
  const names = tollLegs(route);
  return route.legs.map((leg, i) => {
    const measured = leg.miles !== null && leg.driveHours !== null;
    return {
      key: names[i]!.key,
      cells: [
        names[i]!.label,
        measured ? formatDistance(leg.miles!, route.unit) : "Location unknown",
        isFlight(leg) ? "Flight" : measured ? formatDuration(leg.driveHours!) : "—",
        leg.daysOff === 0 ? (leg.days === 0 ? "same day" : "back to back") : `${leg.daysOff} off`,
        leg.flags.map((f) => ROUTE_FLAG_TEXT[f]).join("; ") || "—",
      ],
    };
  });
}

function RoadBudget({ route }: { route: TourRouteView }) {
  const money = useMoney();
  if (isHidden(route.costs) || isHidden(route.settings)) return null;
  const { costs } = route;
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-4 text-sm" data-testid="road-budget">
      <p className="font-medium">Road budget (anticipated) {money.whole(costs.total)}</p>
      <p className="text-muted-foreground" data-testid="road-in-budget">
        {route.settings.inBudget
          ? "In the tour's budget: Finances shows these rows, re-planned whenever a show changes."
          : "Not in the tour's budget: switch it on in Road settings once the route is booked."}
        {costs.typedByYou > 0 &&
          ` ${costs.typedByYou} ${costs.typedByYou === 1 ? "row is" : "rows are"} typed by you and left as typed.`}
      </p>
      {costs.unpricedFlights.length > 0 && (
        <p role="note" className="text-destructive" data-testid="flight-fare-missing">
          Flight fare not typed for {costs.unpricedFlights.join(", ")}: not priced until you type a
          fare per person in Road settings.
        </p>
      )}
      <ul className="text-muted-foreground">
        {costs.lines.map((l) => (
          <li key={l.category}>
            {l.category === "per-diems"
              ? "Per diems"
              : l.category === "flight"
                ? "Flights"
                : l.category[0]!.toUpperCase() + l.category.slice(1)}{" "}
            {money.whole(l.amount)} · {l.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where the van goes (issue 40): the shows numbered in date order on a map, each leg's
 * distance and drive time in the table beside it, the legs a tour manager must look at in
 * colour, and for managers the road's cost.
 */
export function RouteCard({ tourId }: { tourId: string }) {
  const query = useQuery(routeQuery(tourId));
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={query} errorText="Failed to load the route">
      {(route) =>
        route.stops.length < 2 ? null : (
          <div className="mt-6 grid gap-2" data-testid="route-card">
            <ChartCard
              tableBeside="roomy"
              title="Route"
              description={`${route.stops.length} stops · ${formatDistance(route.totalMiles, route.unit)} · ${formatDuration(route.totalDriveHours)} of driving, from ${formatCalendarDate(route.stops[0]!.date)}`}
              actions={
                isHidden(route.settings) ? null : (
                  <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                    Road settings
                  </Button>
                )
              }
              chart={<RouteMap route={route} />}
              table={{
                caption: "Each leg of the route: distance, drive time, days off and flags",
                columns: ["Leg", "Distance", "Drive", "Days", "Check"],
                rows: legRows(route),
              }}
            />
            {unplacedNote(route) && (
              <p className="text-sm text-muted-foreground" role="note">
                {unplacedNote(route)}
              </p>
            )}
            <RoadBudget route={route} />
            {!isHidden(route.settings) && (
              <RoadSettingsDialog
                tourId={tourId}
                open={editing}
                onOpenChange={setEditing}
                settings={route.settings}
                unit={route.unit}
                legs={tollLegs(route)}
                teamSize={isHidden(route.costs) ? 1 : (route.costs.teamSize ?? 1)}
              />
            )}
          </div>
        )
      }
    </QueryState>
  );
}
