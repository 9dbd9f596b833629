import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ChartCard } from "@/client/components/chart-card";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { currentLocale, t } from "@/client/i18n/t";
import { useMoney } from "@/client/lib/use-money";
import { lazyChart } from "@/client/offline/lazy-chart";
import { isHidden } from "@/domain/hidden";
import { formatCalendarDate } from "@/domain/tour-timing";
import { formatDistance, formatDuration } from "@/domain/tours/routing/geo";
import { isFlight, type RouteFlag, SHOW_DAY_DRIVE_HOURS } from "@/domain/tours/routing/route";
import { routeQuery, type TourRouteView } from "../api/route";
import { RoadSettingsDialog } from "./road-settings-dialog";

// The projection and the map data load with the map, not the page (vite.config.ts).
const RouteMap = lazyChart(async () => (await import("./route-map")).RouteMap);

/** A route flag in the reader's language; the show-day limit is the domain's. */
function flagText(flag: RouteFlag): string {
  switch (flag) {
    case "long-show-day-drive":
      return t(
        {
          id: "tours.route.flagLongDrive",
          defaultMessage: "Over {hours} hours of driving on a show day",
        },
        { hours: SHOW_DAY_DRIVE_HOURS },
      );
    case "does-not-fit":
      return t({
        id: "tours.route.flagDoesNotFit",
        defaultMessage: "The drive does not fit between load-out and the next load-in",
      });
    case "needs-flight":
      return t({ id: "tours.route.flagNeedsFlight", defaultMessage: "Needs a flight" });
    case "same-date":
      return t({
        id: "tours.route.flagSameDate",
        defaultMessage: "Two confirmed shows on one date",
      });
    default:
      // A flag this build does not know (a newer server): its name rather than nothing.
      return String(flag);
  }
}

/** unplacedNote (domain) in the reader's language: the venues with no location yet. */
function unplacedText(route: TourRouteView): string | null {
  const names = route.unplaced.flatMap((id) => {
    const stop = route.stops.find((s) => s.id === id);
    return stop ? [stop.venueName] : [];
  });
  if (names.length === 0) return null;
  // English joins without a comma before "and", as it always has.
  const list =
    currentLocale() === "en"
      ? names.length === 1
        ? names[0]!
        : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
      : new Intl.ListFormat(currentLocale(), { type: "conjunction" }).format(names);
  return t(
    {
      id: "tours.route.unplaced",
      defaultMessage:
        "{count, plural, one {{list} has no location yet: set it in the venue directory so its legs can be measured.} other {{list} have no location yet: set them in the venue directory so their legs can be measured.}}",
    },
    { count: names.length, list },
  );
}

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
        measured
          ? formatDistance(leg.miles!, route.unit)
          : t({ id: "tours.route.locationUnknown", defaultMessage: "Location unknown" }),
        isFlight(leg)
          ? t({ id: "tours.route.flight", defaultMessage: "Flight" })
          : measured
            ? formatDuration(leg.driveHours!)
            : "—",
        leg.daysOff === 0
          ? leg.days === 0
            ? t({ id: "tours.route.sameDay", defaultMessage: "same day" })
            : t({ id: "tours.route.backToBack", defaultMessage: "back to back" })
          : t({ id: "tours.route.daysOff", defaultMessage: "{days} off" }, { days: leg.daysOff }),
        leg.flags.map(flagText).join("; ") || "—",
      ],
    };
  });
}

/** A road cost's kind, as the budget lists it. */
function categoryWord(category: string): string {
  switch (category) {
    case "per-diems":
      return t({ id: "tours.route.perDiems", defaultMessage: "Per diems" });
    case "flight":
      return t({ id: "tours.route.flights", defaultMessage: "Flights" });
    case "fuel":
      return t({ id: "tours.route.fuel", defaultMessage: "Fuel" });
    case "tolls":
      return t({ id: "tours.route.tolls", defaultMessage: "Tolls" });
    case "hotels":
      return t({ id: "tours.route.hotels", defaultMessage: "Hotels" });
    default:
      return category[0]!.toUpperCase() + category.slice(1);
  }
}

function RoadBudget({ route }: { route: TourRouteView }) {
  const money = useMoney();
  if (isHidden(route.costs) || isHidden(route.settings)) return null;
  const { costs } = route;
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-4 text-sm" data-testid="road-budget">
      <p className="font-medium">
        {t(
          { id: "tours.route.roadBudget", defaultMessage: "Road budget (anticipated) {amount}" },
          { amount: money.whole(costs.total) },
        )}
      </p>
      <p className="text-muted-foreground" data-testid="road-in-budget">
        {route.settings.inBudget
          ? t({
              id: "tours.route.inBudget",
              defaultMessage:
                "In the tour's budget: Finances shows these rows, re-planned whenever a show changes.",
            })
          : t({
              id: "tours.route.notInBudget",
              defaultMessage:
                "Not in the tour's budget: switch it on in Road settings once the route is booked.",
            })}
        {costs.typedByYou > 0 &&
          ` ${t(
            {
              id: "tours.route.typedByYou",
              defaultMessage:
                "{count, plural, one {# row is typed by you and left as typed.} other {# rows are typed by you and left as typed.}}",
            },
            { count: costs.typedByYou },
          )}`}
      </p>
      {costs.unpricedFlights.length > 0 && (
        <p role="note" className="text-destructive" data-testid="flight-fare-missing">
          {t(
            {
              id: "tours.route.fareMissing",
              defaultMessage:
                "Flight fare not typed for {legs}: not priced until you type a fare per person in Road settings.",
            },
            { legs: costs.unpricedFlights.join(", ") },
          )}
        </p>
      )}
      <ul className="text-muted-foreground">
        {costs.lines.map((l) => (
          <li key={l.category}>
            {t(
              { id: "tours.route.costLine", defaultMessage: "{category} {amount} · {description}" },
              {
                category: categoryWord(l.category),
                amount: money.whole(l.amount),
                description: l.description,
              },
            )}
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
    <QueryState
      query={query}
      errorText={t({ id: "tours.route.error", defaultMessage: "Failed to load the route" })}
    >
      {(route) =>
        route.stops.length < 2 ? null : (
          <div className="mt-6 grid gap-2" data-testid="route-card">
            <ChartCard
              tableBeside="roomy"
              title={t({ id: "tours.route.title", defaultMessage: "Route" })}
              description={t(
                {
                  id: "tours.route.description",
                  defaultMessage: "{stops} stops · {distance} · {duration} of driving, from {date}",
                },
                {
                  stops: route.stops.length,
                  distance: formatDistance(route.totalMiles, route.unit),
                  duration: formatDuration(route.totalDriveHours),
                  date: formatCalendarDate(route.stops[0]!.date),
                },
              )}
              actions={
                isHidden(route.settings) ? null : (
                  <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                    {t({ id: "tours.route.roadSettings", defaultMessage: "Road settings" })}
                  </Button>
                )
              }
              chart={<RouteMap route={route} />}
              table={{
                caption: t({
                  id: "tours.route.tableCaption",
                  defaultMessage: "Each leg of the route: distance, drive time, days off and flags",
                }),
                columns: [
                  t({ id: "tours.route.colLeg", defaultMessage: "Leg" }),
                  t({ id: "tours.route.colDistance", defaultMessage: "Distance" }),
                  t({ id: "tours.route.colDrive", defaultMessage: "Drive" }),
                  t({ id: "tours.route.colDays", defaultMessage: "Days" }),
                  t({ id: "tours.route.colCheck", defaultMessage: "Check" }),
                ],
                rows: legRows(route),
              }}
            />
            {unplacedText(route) && (
              <p className="text-sm text-muted-foreground" role="note">
                {unplacedText(route)}
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
