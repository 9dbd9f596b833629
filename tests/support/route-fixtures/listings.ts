import fs from "node:fs";
import path from "node:path";
import { type MatrixContext, ownerVenue, type RouteFixture } from "./_matrix";

/** Public dates, the owner's side (issue 52, ADR 0030): the page, each show's listing, the uploads. */

/** A confirmed show of A's ahead of today (the page lists upcoming shows), its tour named by a marker. */
async function ownerUpcomingShow(ctx: MatrixContext, venueName = ctx.marker()) {
  const tour = (await ctx.asOwner("POST", "/api/tours", { title: ctx.marker() })) as {
    id: string;
    title: string;
  };
  const venue = await ownerVenue(ctx, venueName);
  const show = (await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-05-01",
    status: "confirmed",
    // The matrix's shows share dates.
    override: true,
  })) as { id: string };
  return { tour, venue, show };
}

const listing = {
  timeZone: "America/Chicago",
  announceLocal: "2026-01-05T10:00",
  startTime: "20:00",
  ticketUrl: "https://tickets.example.com/matrix",
  supportActs: ["The Openers"],
};

/** A's page under an address no other test takes (the marker is a valid slug). */
async function ownerPage(ctx: MatrixContext) {
  const slug = ctx.marker();
  await ctx.asOwner("PUT", "/api/listings/page", { enabled: true, slug, title: slug });
  return slug;
}

/** A show of A's that fans see, for the uploads: its venue named by a marker. */
async function ownerPublicShow(ctx: MatrixContext) {
  const marker = ctx.marker();
  const { show } = await ownerUpcomingShow(ctx, marker);
  await ctx.asOwner("POST", "/api/listings/announce", { showIds: [show.id] });
  return { marker };
}

/**
 * The Bandsintown and Songkick uploads (another part of issue 52): they join the matrix the
 * day their routes are in src/server/routes/listings/exports.ts; then drop this guard.
 */
const exportsFile = path.resolve(
  import.meta.dirname,
  "../../../src/server/routes/listings/exports.ts",
);
const exportsLanded = (file: string) =>
  fs.existsSync(exportsFile) && fs.readFileSync(exportsFile, "utf8").includes(file);

// The test client unpacks a zip and searches its files' text, so the zip is checked like a CSV.
const exportRoutes: RouteFixture[] = ["bandsintown.csv", "bandsintown.zip", "songkick.csv"]
  .filter(exportsLanded)
  .map((file) => ({
    method: "GET",
    path: `/api/listings/${file}`,
    check: "list",
    arrange: ownerPublicShow,
  }));

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/listings",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerUpcomingShow(ctx)).tour.title }),
  },
  {
    method: "PUT",
    path: "/api/listings/page",
    // B sending A's address is refused on the slug (400): it is A's.
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const slug = await ownerPage(ctx);
      return {
        body: { enabled: false, slug, title: "Renamed" },
        marker: slug,
        readBack: "/api/listings",
      };
    },
  },
  {
    method: "GET",
    path: "/api/listings/slug",
    check: "none",
    reason:
      "says whether an address is free, the same to any caller (a page's address is public) and names no row; taken for another act's, free for one's own: tests/api/listings.test.ts",
  },
  {
    method: "PUT",
    path: "/api/listings/shows/:showId",
    check: "owned",
    arrange: async (ctx) => {
      const { show } = await ownerUpcomingShow(ctx);
      return { params: { showId: show.id }, body: listing, readBack: "/api/listings" };
    },
  },
  {
    method: "POST",
    path: "/api/listings/announce",
    // A's show named in B's body: refused on showIds.0 (400), nothing announced.
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const { show } = await ownerUpcomingShow(ctx);
      return { body: { showIds: [show.id] }, readBack: "/api/listings" };
    },
  },
  ...exportRoutes,
];
