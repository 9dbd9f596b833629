import { ownerShow, ownerTour, ownerVenue, type RouteFixture, showBody } from "./_matrix";

/** Tours, their shows, and the venue directory. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tours",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerTour(ctx)).title }),
  },
  {
    // The one list of tours every picker offers (HCC, Logistics & Finances, Merch, Marketing).
    method: "GET",
    path: "/api/tours/options",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerTour(ctx)).title }),
  },
  {
    method: "POST",
    path: "/api/tours",
    check: "none",
    reason: "creates a row of the caller's own; refers to no other row",
  },
  {
    method: "GET",
    path: "/api/tours/:tourId",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerTour(ctx)).id } }),
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId",
    check: "owned",
    arrange: async (ctx) => ({
      params: { tourId: (await ownerTour(ctx)).id },
      body: { title: "Taken over" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerTour(ctx)).id } }),
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/shows",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerShow(ctx)).tour.id } }),
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/shows",
    check: "owned",
    arrange: async (ctx) => {
      const { tour, venue } = await ownerShow(ctx);
      return { params: { tourId: tour.id }, body: showBody(venue.id) };
    },
  },
  {
    // B's own tour, A's venue: the venue in the body is refused like one that does not exist.
    method: "POST",
    path: "/api/tours/:tourId/shows",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const { tour, venue } = await ownerShow(ctx);
      const bTour = await ctx.asOther("POST", "/api/tours", { title: "B's own" });
      return {
        params: { tourId: tour.id },
        body: showBody(venue.id),
        asOther: { params: { tourId: bTour.id } },
      };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/shows/order",
    check: "owned",
    arrange: async (ctx) => {
      const { tour, show } = await ownerShow(ctx);
      return { params: { tourId: tour.id }, body: { showIds: [show.id] } };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/shows/:showId",
    check: "owned",
    arrange: async (ctx) => {
      const { tour, venue, show } = await ownerShow(ctx);
      return { params: { tourId: tour.id, showId: show.id }, body: showBody(venue.id) };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/shows/:showId",
    check: "owned",
    arrange: async (ctx) => {
      const { tour, show } = await ownerShow(ctx);
      return { params: { tourId: tour.id, showId: show.id } };
    },
  },
  {
    method: "GET",
    path: "/api/venues",
    check: "list",
    arrange: async (ctx) => {
      const name = ctx.marker();
      await ownerVenue(ctx, name);
      return { marker: name };
    },
  },
  {
    method: "POST",
    path: "/api/venues",
    check: "none",
    reason: "creates a row of the caller's own; refers to no other row",
  },
  {
    method: "GET",
    path: "/api/venues/:venueId",
    check: "owned",
    arrange: async (ctx) => ({ params: { venueId: (await ownerVenue(ctx)).id } }),
  },
  {
    method: "PUT",
    path: "/api/venues/:venueId",
    check: "owned",
    arrange: async (ctx) => ({
      params: { venueId: (await ownerVenue(ctx)).id },
      body: { name: "Taken over" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/venues/:venueId",
    check: "owned",
    arrange: async (ctx) => ({ params: { venueId: (await ownerVenue(ctx)).id } }),
  },
];
