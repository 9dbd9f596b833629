import { type MatrixContext, ownerShow, type RouteFixture } from "./_matrix";

/** Guest lists (issue 25): a show's list, its rules, its door and its box office. */

const g = "/api/tours/:tourId/guest-lists/:showId";

async function withGuest(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  const base = `/api/tours/${tour.id}/guest-lists/${show.id}`;
  const guest = await ctx.asOwner("POST", `${base}/guests`, { name: ctx.marker() });
  return { params: { tourId: tour.id, showId: show.id, guestId: guest.id as string }, base };
}

const onShow = async (ctx: MatrixContext) => {
  const { tour, show } = await ownerShow(ctx);
  return { params: { tourId: tour.id, showId: show.id } };
};

export const routes: RouteFixture[] = [
  ...(["", "/csv", "/pdf"] as const).map(
    (what): RouteFixture => ({
      method: "GET",
      path: `${g}${what}`,
      check: "owned",
      arrange: onShow,
    }),
  ),
  {
    method: "PUT",
    path: `${g}/settings`,
    check: "owned",
    arrange: async (ctx) => ({ ...(await onShow(ctx)), body: { allotment: 20 } }),
  },
  {
    method: "POST",
    path: `${g}/guests`,
    check: "owned",
    arrange: async (ctx) => ({ ...(await onShow(ctx)), body: { name: ctx.marker() } }),
  },
  {
    method: "PUT",
    path: `${g}/guests/:guestId`,
    check: "owned",
    arrange: async (ctx) => {
      const { params, base } = await withGuest(ctx);
      return { params, body: { name: "Renamed", plusOnes: 1 }, readBack: base };
    },
  },
  {
    method: "DELETE",
    path: `${g}/guests/:guestId`,
    check: "owned",
    arrange: async (ctx) => {
      const { params, base } = await withGuest(ctx);
      return { params, readBack: base };
    },
  },
  {
    method: "POST",
    path: `${g}/guests/:guestId/decision`,
    check: "owned",
    arrange: async (ctx) => {
      const { params, base } = await withGuest(ctx);
      return { params, body: { status: "declined" }, readBack: base };
    },
  },
  {
    method: "PUT",
    path: `${g}/guests/:guestId/check-in`,
    check: "owned",
    arrange: async (ctx) => {
      const { params, base } = await withGuest(ctx);
      return { params, body: { clientId: crypto.randomUUID(), checkedIn: 1 }, readBack: base };
    },
  },
];
