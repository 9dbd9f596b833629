import { and, asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Logger } from "pino";
import { computeDashboardStats, recentTours } from "@/domain/overview/overview";
import { buildTourList, summarizeTour } from "@/domain/tours/tours";
import type { Auth } from "@/server/auth";
import type { AppEnv } from "@/server/context";
import type { Db } from "@/server/db/client";
import { campaignStatusCounts } from "@/server/db/queries/overview/overview";
import { statusToday } from "@/server/db/queries/tours/tour-run";
import { tours, tourVenues, venues } from "@/server/db/schema";
import { requireSession } from "@/server/middleware/session";
import { SessionCache } from "@/server/session-cache";

/**
 * The original's shape, for comparison only: read the tours, then one query per tour for its
 * venues, then count in JavaScript. Same rules (from the domain), same answer.
 */
async function naiveOverview(db: Db, userId: string) {
  const tourRows = await db
    .select()
    .from(tours)
    .where(eq(tours.workspaceId, userId))
    .orderBy(desc(tours.createdAt), desc(tours.id));
  const shows = [];
  for (const tour of tourRows) {
    const rows = await db
      .select({
        id: tourVenues.id,
        tourId: tourVenues.tourId,
        orderInTour: tourVenues.orderInTour,
        performanceDate: tourVenues.performanceDate,
        status: tourVenues.status,
        venueFee: tourVenues.venueFee,
        estimatedTravelCost: tourVenues.estimatedTravelCost,
        estimatedAccommodationCost: tourVenues.estimatedAccommodationCost,
        venueName: venues.name,
        city: venues.city,
        state: venues.state,
        capacity: venues.capacity,
      })
      .from(tourVenues)
      .leftJoin(venues, and(eq(venues.id, tourVenues.venueId), eq(venues.workspaceId, userId)))
      .where(and(eq(tourVenues.tourId, tour.id), eq(tourVenues.workspaceId, userId)))
      .orderBy(asc(tourVenues.orderInTour));
    shows.push(...rows);
  }
  // A tour's status by its dates, as every page reads it (issue 36): a stored "active" tour
  // whose shows are past is completed.
  const list = buildTourList(
    tourRows.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    shows,
    statusToday(),
  );
  const summaries = list.map(summarizeTour);
  const campaigns = await campaignStatusCounts(db, userId);
  return {
    stats: computeDashboardStats(summaries, campaigns),
    recentTours: recentTours(summaries).map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      venueCount: t.venueCount,
      startDate: t.startDate,
      endDate: t.endDate,
    })),
  };
}

/**
 * A bench-only app: the same session check, the naive overview, and a session-only route.
 * Its session cache keeps nothing, so every request pays for the session check (what the
 * real app pays once per session every few seconds).
 */
export function naiveApp(deps: { db: Db; auth: Auth; logger: Logger }) {
  const sessions = new SessionCache({ ttlMs: 0 });
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("db", deps.db);
      c.set("auth", deps.auth);
      c.set("logger", deps.logger);
      c.set("sessions", sessions);
      await next();
    })
    .use(requireSession)
    .get("/api/naive-overview", async (c) =>
      c.json(await naiveOverview(c.get("db"), c.get("user").id)),
    )
    .get("/api/session-only", (c) => c.json({ ok: true }));
}
