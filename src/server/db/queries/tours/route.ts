import { and, eq, sql } from "drizzle-orm";
import type { Money } from "@/domain/money";
import type { DistanceUnit } from "@/domain/tours/routing/geo";
import { type RoadSettings, roadSettingsOf } from "@/domain/tours/routing/road-costs";
import { estimatedNights, planRoad } from "@/domain/tours/routing/road-lines";
import { type RouteShow, tourRoute } from "@/domain/tours/routing/route";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import {
  daySheets,
  lodgings,
  tourFinancials,
  tours,
  tourVenues,
  venues,
  workspaceMembers,
  workspaces,
} from "../../schema";
import { onShowVenue } from "../ownership";

/**
 * What a tour's route is made from (issue 40): its shows with their venue's point and the
 * day sheet's load-in and load-out, the nights its itinerary already has a stay for, the
 * road settings, the workspace's unit and party, and the road lines people typed rows for.
 * Three statements, whatever the tour's size.
 */
export async function routeInputs(db: Db, workspaceId: string, tourId: string) {
  const [tour] = await db
    .select({
      id: tours.id,
      roadSettings: tours.roadSettings,
      unit: workspaces.distanceUnit,
      // The touring party is the workspace's members (ADR 0019): per diems count them.
      team: sql<number>`(select count(*)::int from ${workspaceMembers}
        where ${workspaceMembers.workspaceId} = ${workspaceId})`,
      // Road lines people made their own: their typed row replaces the estimate.
      taken: sql<string[] | null>`(select json_agg(distinct ${tourFinancials.roadKey})
        from ${tourFinancials} where ${tourFinancials.workspaceId} = ${workspaceId}
        and ${tourFinancials.tourId} = ${tourId} and ${tourFinancials.roadKey} is not null)`,
    })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)));
  if (!tour) return undefined;
  const rows = await db
    .select({
      id: tourVenues.id,
      date: tourVenues.performanceDate,
      status: tourVenues.status,
      holdRank: tourVenues.holdRank,
      venueName: venues.name,
      city: venues.city,
      state: venues.state,
      country: venues.country,
      lat: venues.latitude,
      lng: venues.longitude,
      loadIn: daySheets.loadIn,
      loadOut: daySheets.loadOut,
      estimatedAccommodationCost: tourVenues.estimatedAccommodationCost,
    })
    .from(tourVenues)
    .leftJoin(venues, onShowVenue(workspaceId))
    .leftJoin(
      daySheets,
      and(eq(daySheets.tourVenueId, tourVenues.id), eq(daySheets.workspaceId, workspaceId)),
    )
    .where(and(eq(tourVenues.tourId, tourId), eq(tourVenues.workspaceId, workspaceId)));
  const shows: RouteShow[] = rows.flatMap((r) =>
    r.date
      ? [
          {
            id: r.id,
            date: r.date,
            status: r.status,
            holdRank: r.holdRank,
            venueName: r.venueName ?? UNKNOWN_VENUE,
            city: r.city ?? "",
            state: r.state ?? "",
            country: r.country ?? "US",
            point: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
            loadIn: r.loadIn,
            loadOut: r.loadOut,
          },
        ]
      : [],
  );
  const stays = await db
    .select({ checkIn: lodgings.checkIn, checkOut: lodgings.checkOut })
    .from(lodgings)
    .where(and(eq(lodgings.tourId, tourId), eq(lodgings.workspaceId, workspaceId)));
  return {
    shows,
    stays,
    // A night a show's estimate prices is not the road's to price again (issue 47).
    estimated: estimatedNights(rows),
    settings: roadSettingsOf(tour.roadSettings),
    unit: (tour.unit === "km" ? "km" : "mi") as DistanceUnit,
    teamSize: tour.team,
    taken: new Set(tour.taken ?? []),
  };
}

export async function saveRoadSettings(
  db: Db,
  workspaceId: string,
  tourId: string,
  settings: RoadSettings,
): Promise<boolean> {
  const rows = await db
    .update(tours)
    .set({ roadSettings: settings })
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)))
    .returning({ id: tours.id });
  return rows.length > 0;
}

export async function saveDistanceUnit(db: Db, workspaceId: string, unit: DistanceUnit) {
  await db.update(workspaces).set({ distanceUnit: unit }).where(eq(workspaces.id, workspaceId));
}

/**
 * The tours whose road is in their budget, and for each the road's hotel nights (the nights
 * with neither a typed stay nor a show's accommodation estimate, issue 47), for the tour
 * report: its lodging then counts each night once, as the tour page and Finances do. One
 * statement, and the route's three for each such tour only.
 */
export async function roadHotelsOfTours(db: Db, workspaceId: string): Promise<Map<string, Money>> {
  const inBudget = await db
    .select({ id: tours.id })
    .from(tours)
    .where(
      and(
        eq(tours.workspaceId, workspaceId),
        sql`coalesce((${tours.roadSettings}->>'inBudget')::boolean, false)`,
      ),
    );
  const hotels = new Map<string, Money>();
  for (const { id } of inBudget) {
    const inputs = await routeInputs(db, workspaceId, id);
    if (!inputs) continue;
    const route = tourRoute(inputs.shows, inputs.settings.averageMph);
    const { costs } = planRoad({ ...inputs, route });
    hotels.set(id, costs.lines.find((l) => l.category === "hotels")?.amount ?? "0.00");
  }
  return hotels;
}
