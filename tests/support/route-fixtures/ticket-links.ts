import { type MatrixContext, ownerShow, type RouteFixture } from "./_matrix";

/** The promoter's links of a show (issue 51): made, listed, changed, turned off; the public page. */

const base = "/api/tours/:tourId/tickets/:showId/links";

async function show(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  return { tourId: tour.id, showId: show.id };
}

async function withLink(ctx: MatrixContext) {
  const params = await show(ctx);
  const link = await ctx.asOwner(
    "POST",
    `/api/tours/${params.tourId}/tickets/${params.showId}/links`,
    { recipient: ctx.marker() },
  );
  return { ...params, linkId: link.id as string };
}

const publicRoute = (method: "GET" | "POST"): RouteFixture => ({
  method,
  path: "/api/ticket-links/:token",
  check: "none",
  reason:
    "public by design: a promoter has no account, the 256-bit token opens one show's count only; forged, revoked and expired tokens in tests/api/ticket-links.test.ts",
});

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: base,
    check: "owned",
    arrange: async (ctx) => {
      const params = await withLink(ctx);
      return { params };
    },
  },
  {
    method: "POST",
    path: base,
    check: "owned",
    arrange: async (ctx) => ({ params: await show(ctx), body: { recipient: ctx.marker() } }),
  },
  {
    method: "PUT",
    path: `${base}/:linkId`,
    check: "owned",
    arrange: async (ctx) => {
      const params = await withLink(ctx);
      return {
        params,
        body: { reminderWeekdays: [1, 3], dailyLastWeek: true },
        readBack: `/api/tours/${params.tourId}/tickets/${params.showId}/links`,
      };
    },
  },
  {
    method: "DELETE",
    path: `${base}/:linkId`,
    check: "owned",
    arrange: async (ctx) => {
      const params = await withLink(ctx);
      return { params, readBack: `/api/tours/${params.tourId}/tickets/${params.showId}/links` };
    },
  },
  publicRoute("GET"),
  publicRoute("POST"),
];
