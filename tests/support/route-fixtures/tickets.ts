import { type MatrixContext, ownerVenue, type RouteFixture } from "./_matrix";

/** Tickets' counts (issue 51, ADR 0031): a tour's shows, a show's history, reports, the setting. */

/** A confirmed show of A's ahead of today, its venue named by a marker, with a count reported. */
async function ownerCountedShow(ctx: MatrixContext) {
  const marker = ctx.marker();
  const tour = (await ctx.asOwner("POST", "/api/tours", { title: ctx.marker() })) as {
    id: string;
  };
  const venue = await ownerVenue(ctx, marker);
  const show = (await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-05-01",
    status: "confirmed",
    // The matrix's shows share dates.
    override: true,
  })) as { id: string };
  const path = `/api/tours/${tour.id}/tickets/${show.id}`;
  const detail = (await ctx.asOwner("POST", path, { tiers: [{ tier: marker, sold: 12 }] })) as {
    history: { id: string }[];
  };
  return { marker, tourId: tour.id, showId: show.id, countId: detail.history[0]!.id, path };
}

const report = { tiers: [{ tier: "GA", sold: 3 }] };

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tickets",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerCountedShow(ctx)).marker }),
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/tickets",
    check: "owned",
    arrange: async (ctx) => {
      const { marker, tourId } = await ownerCountedShow(ctx);
      return { params: { tourId }, marker };
    },
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/tickets/:showId",
    check: "owned",
    arrange: async (ctx) => {
      const { marker, tourId, showId } = await ownerCountedShow(ctx);
      return { params: { tourId, showId }, marker };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/tickets/:showId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, showId, path } = await ownerCountedShow(ctx);
      return { params: { tourId, showId }, body: report, readBack: path };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/tickets/:showId/counts/:countId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, showId, countId, path } = await ownerCountedShow(ctx);
      return { params: { tourId, showId, countId }, readBack: path };
    },
  },
  {
    method: "GET",
    path: "/api/ticket-settings",
    check: "none",
    reason: "the caller's own workspace's setting, named by the session only",
  },
  {
    method: "PUT",
    path: "/api/ticket-settings",
    check: "none",
    reason: "the owner's setting of the caller's own workspace, named by the session only",
  },
];
