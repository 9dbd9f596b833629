import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import {
  confirmShow,
  type MatrixContext,
  ownerShow,
  ownerTour,
  type RouteFixture,
} from "./_matrix";

/** Logistics & Finances (issue 9): the itinerary, day sheets and downloads of a tour. */

const deal = (showId: string) => ({ showId, dealType: "guarantee", guaranteeAmount: "500" });
const leg = (fromPlace: string) => ({
  mode: "drive",
  fromPlace,
  toPlace: "Austin, TX",
  departureLocal: "2026-05-01T09:00",
  departureTz: "America/Chicago",
  arrivalLocal: "2026-05-01T12:00",
  arrivalTz: "America/Chicago",
  cost: "80",
});
const stay = (name: string) => ({
  name,
  checkIn: "2026-05-01",
  checkOut: "2026-05-02",
  cost: "99",
});

async function withDeal(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  await confirmShow(ctx.asOwner, show.id);
  const d = await ctx.asOwner("POST", `/api/tours/${tour.id}/deals`, deal(show.id));
  return { tourId: tour.id, showId: show.id, id: d.id as string };
}

const t = "/api/tours/:tourId";
const tourOnly = (ctx: MatrixContext) => ownerTour(ctx).then((x) => ({ params: { tourId: x.id } }));

// Deals, settlements, rider provisions, financial rows and budgets are in tour-money.ts
// (with foreign-id checks); this file holds the itinerary, day sheets and downloads.
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: `${t}/itinerary`,
    check: "owned",
    arrange: tourOnly,
  },
  {
    method: "POST",
    path: `${t}/travel-legs`,
    check: "owned",
    arrange: async (ctx) => ({ ...(await tourOnly(ctx)), body: leg(ctx.marker()) }),
  },
  ...(["PUT", "DELETE"] as const).map(
    (method): RouteFixture => ({
      method,
      path: `${t}/travel-legs/:id`,
      check: "owned",
      arrange: async (ctx) => {
        const { params } = await tourOnly(ctx);
        const l = await ctx.asOwner(
          "POST",
          `/api/tours/${params.tourId}/travel-legs`,
          leg(ctx.marker()),
        );
        return {
          params: { ...params, id: l.id },
          body: method === "PUT" ? leg("Changed") : undefined,
        };
      },
    }),
  ),
  {
    method: "POST",
    path: `${t}/lodgings`,
    check: "owned",
    arrange: async (ctx) => ({ ...(await tourOnly(ctx)), body: stay(ctx.marker()) }),
  },
  ...(["PUT", "DELETE"] as const).map(
    (method): RouteFixture => ({
      method,
      path: `${t}/lodgings/:id`,
      check: "owned",
      arrange: async (ctx) => {
        const { params } = await tourOnly(ctx);
        const l = await ctx.asOwner(
          "POST",
          `/api/tours/${params.tourId}/lodgings`,
          stay(ctx.marker()),
        );
        return {
          params: { ...params, id: l.id },
          body: method === "PUT" ? stay("Changed") : undefined,
        };
      },
    }),
  ),
  ...(["GET", "PUT"] as const).map(
    (method): RouteFixture => ({
      method,
      path: `${t}/day-sheets/:showId`,
      check: "owned",
      arrange: async (ctx) => {
        const { tour, show } = await ownerShow(ctx);
        return {
          params: { tourId: tour.id, showId: show.id },
          body: method === "PUT" ? { doors: "19:00", notes: ctx.marker() } : undefined,
        };
      },
    }),
  ),
  // Downloads: B asking for A's tour, deal or show gets 404 like a missing one.
  ...(["financials.csv", "pnl.pdf"] as const).map(
    (what): RouteFixture => ({
      method: "GET",
      path: `${t}/${what}`,
      check: "owned",
      arrange: tourOnly,
    }),
  ),
  {
    method: "GET",
    path: `${t}/deals/:id/settlement/pdf`,
    check: "owned",
    arrange: async (ctx) => {
      const d = await withDeal(ctx);
      return { params: { tourId: d.tourId, id: d.id } };
    },
  },
  {
    method: "GET",
    path: `${t}/day-sheets/:showId/pdf`,
    check: "owned",
    arrange: async (ctx) => {
      const { tour, show } = await ownerShow(ctx);
      return { params: { tourId: tour.id, showId: show.id } };
    },
  },
  {
    method: "GET",
    path: "/api/today",
    check: "list",
    // A's confirmed show ahead, at a venue named by the marker: Today opens on it.
    arrange: async (ctx) => {
      const db = ctx.t.database.db;
      const name = ctx.marker();
      const tour = await insertTour(db, ctx.a.workspaceId);
      const venue = await insertVenue(db, ctx.a.workspaceId, { name });
      await insertShow(db, ctx.a.workspaceId, tour.id, venue.id, {
        performanceDate: "2099-01-01",
        status: "confirmed",
      });
      return { marker: name, query: "date=2099-01-01" };
    },
  },
];
