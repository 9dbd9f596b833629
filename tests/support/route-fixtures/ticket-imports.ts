import { call } from "../client";
import { type MatrixContext, ownerTour, ownerVenue, type RouteFixture } from "./_matrix";

/** Ticketing exports taken in (issue 51 item 2, ADR 0031, docs/product.md §24.2). */

/**
 * A's export imported: a show at a venue named by a marker, a sheet whose tier column's header
 * is the marker too (so the remembered mapping carries it), the file named by it.
 */
async function ownerImport(ctx: MatrixContext) {
  const marker = ctx.marker();
  const tour = await ownerTour(ctx);
  const venue = await ownerVenue(ctx, marker);
  await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2098-06-01",
  });
  const sheet = `Order #,Order Date,Event Date,Venue Name,${marker},Quantity\n1,2026-10-01,2098-06-01,${marker},GA,2\n`;
  const query = `seller=generic&fileName=${marker}.csv&orderId=0&orderedAt=1&eventDate=2&venue=3&tier=4&quantity=5`;
  const res = await call(ctx.t, "POST", `/api/imports/tickets?${query}`, {
    cookie: ctx.a.cookie,
    raw: new TextEncoder().encode(sheet),
  });
  if (res.status !== 200) throw new Error(`ticket import set-up → ${res.status} ${res.text}`);
  return { marker, importId: res.data.importId as string };
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/imports/tickets",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerImport(ctx)).marker }),
  },
  {
    method: "GET",
    path: "/api/imports/tickets/mappings",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerImport(ctx)).marker }),
  },
  {
    method: "POST",
    path: "/api/imports/tickets/preview",
    check: "none",
    reason:
      "reads a sheet sent in the body against the caller's own shows only (tests/api/ticket-imports.test.ts: another workspace's show on the file's date and venue is a row error)",
  },
  {
    method: "POST",
    path: "/api/imports/tickets",
    check: "none",
    reason:
      "writes counts for the caller's own shows from the sheet in the body; refers to no row by id (tests/api/ticket-imports.test.ts: another workspace's show is never matched)",
  },
  {
    method: "DELETE",
    path: "/api/imports/tickets/:importId",
    check: "owned",
    arrange: async (ctx) => {
      const { importId } = await ownerImport(ctx);
      return { params: { importId }, readBack: "/api/imports/tickets" };
    },
  },
];
