import {
  type MatrixContext,
  otherShow,
  ownerTour,
  ownerVenue,
  type RouteFixture,
  routeFileLanded,
} from "./_matrix";

/**
 * Every negotiation here gets a date of its own: two confirmed shows of A on one date would
 * make A's own confirm a 409 conflict, not the success the matrix needs.
 */
let day = 0;
function freshDate(): string {
  const d = new Date(Date.UTC(2031, 0, 1) + day++ * 86_400_000);
  return d.toISOString().slice(0, 10);
}

type Status = "pending" | "hold" | "confirmed";

const addVenueBody = (tourId: string, venueId: string, status: Status, notes?: string) => ({
  tourId,
  show: { venueMode: "existing", venueId, performanceDate: freshDate(), venueFee: "750" },
  status,
  contactName: "Dana Booker",
  notes,
});

/** A's negotiation (a show on A's tour at A's venue), made through Add Venue. */
async function ownerNegotiation(ctx: MatrixContext, status: Status = "pending") {
  const tour = await ownerTour(ctx);
  const venue = await ownerVenue(ctx);
  const notes = ctx.marker();
  const detail = await ctx.asOwner(
    "POST",
    "/api/negotiations",
    addVenueBody(tour.id, venue.id, status, notes),
  );
  const showId = detail.negotiation.id as string;
  return { tour, venue, showId, notes, readBack: `/api/negotiations/${showId}` };
}

/** The iCal feed (issue 8): joins the matrix the day its route file lands on main. */
const feedLanded = routeFileLanded("logistics/calendar-feed");
const feedRoutes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/calendar-feed",
    check: "list",
    // A's secret feed address is in A's answer, never in B's.
    arrange: async (ctx) => {
      const feed = await ctx.asOwner("POST", "/api/calendar-feed");
      return { marker: String(feed.path) };
    },
  },
  {
    method: "POST",
    path: "/api/calendar-feed",
    check: "none",
    reason: "makes (or replaces) the caller's own feed token, named by the session only",
  },
  {
    method: "DELETE",
    path: "/api/calendar-feed",
    check: "none",
    reason: "revokes the caller's own feed token, named by the session only",
  },
  {
    method: "GET",
    path: "/api/feeds/:file",
    check: "none",
    reason:
      "public by design: calendar apps send no cookie, the 256-bit token is the only key; an unknown or revoked token is a 404 in the area's own tests",
  },
];

/** HCC Manager: negotiations (holds, challenges, confirms), their timeline and suggestions. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/negotiations",
    check: "list",
    // The list, its suggestions and analytics: A's notes (and venue) never reach B.
    arrange: async (ctx) => ({ marker: (await ownerNegotiation(ctx, "confirmed")).notes }),
  },
  {
    method: "GET",
    path: "/api/negotiations/calendar",
    check: "list",
    // A's show on the month grid: in A's range, never in B's same range.
    arrange: async (ctx) => {
      const { showId, readBack } = await ownerNegotiation(ctx, "hold");
      const detail = await ctx.asOwner("GET", readBack);
      const date = String(detail.negotiation.performanceDate);
      return { query: `from=${date}&to=${date}`, marker: showId };
    },
  },
  {
    // B's Add Venue on A's tour: refused on tourId, like a tour that does not exist.
    method: "POST",
    path: "/api/negotiations",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      const venue = await ownerVenue(ctx);
      const { venue: bVenue } = await otherShow(ctx);
      return {
        body: addVenueBody(tour.id, venue.id, "pending"),
        asOther: { body: addVenueBody(tour.id, bVenue.id, "pending") },
        readBack: `/api/tours/${tour.id}/shows`,
      };
    },
  },
  {
    // B's own tour, A's venue: refused on show.venueId.
    method: "POST",
    path: "/api/negotiations",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      const venue = await ownerVenue(ctx);
      const { tour: bTour } = await otherShow(ctx);
      return {
        body: addVenueBody(tour.id, venue.id, "hold"),
        asOther: { body: addVenueBody(bTour.id, venue.id, "hold") },
        readBack: `/api/venues/${venue.id}`,
      };
    },
  },
  {
    method: "GET",
    path: "/api/negotiations/:showId",
    check: "owned",
    arrange: async (ctx) => ({ params: { showId: (await ownerNegotiation(ctx)).showId } }),
  },
  {
    method: "PATCH",
    path: "/api/negotiations/:showId",
    check: "owned",
    arrange: async (ctx) => {
      const n = await ownerNegotiation(ctx);
      return {
        params: { showId: n.showId },
        body: { contactName: "Taken over", notes: "Taken over" },
        readBack: n.readBack,
      };
    },
  },
  {
    method: "POST",
    path: "/api/negotiations/:showId/transitions",
    check: "owned",
    arrange: async (ctx) => {
      const n = await ownerNegotiation(ctx);
      return { params: { showId: n.showId }, body: { to: "hold" }, readBack: n.readBack };
    },
  },
  {
    method: "POST",
    path: "/api/negotiations/:showId/contacts",
    check: "owned",
    arrange: async (ctx) => {
      const n = await ownerNegotiation(ctx);
      return { params: { showId: n.showId }, body: { note: "Called" }, readBack: n.readBack };
    },
  },
  {
    // Only a hold can be extended: A's negotiation is held first.
    method: "POST",
    path: "/api/negotiations/:showId/extend",
    check: "owned",
    arrange: async (ctx) => {
      const n = await ownerNegotiation(ctx, "hold");
      return { params: { showId: n.showId }, body: { days: 3 }, readBack: n.readBack };
    },
  },
  {
    // Accept of "no deal": a guarantee deal at the agreed fee on A's confirmed show.
    method: "POST",
    path: "/api/negotiations/:showId/deal",
    check: "owned",
    arrange: async (ctx) => {
      const n = await ownerNegotiation(ctx, "confirmed");
      return { params: { showId: n.showId }, readBack: `/api/tours/${n.tour.id}/deals` };
    },
  },
  {
    // A's confirmed show without a deal has the "no-deal" suggestion; B cannot dismiss it.
    method: "POST",
    path: "/api/negotiations/:showId/dismissals",
    check: "owned",
    arrange: async (ctx) => {
      const n = await ownerNegotiation(ctx, "confirmed");
      return {
        params: { showId: n.showId },
        body: { rule: "no-deal", reason: "On paper" },
        // The suggestions are on the list: A's still has this one after B's try.
        readBack: "/api/negotiations",
      };
    },
  },
  ...(feedLanded ? feedRoutes : []),
];
