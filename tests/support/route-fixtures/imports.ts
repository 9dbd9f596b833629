import { ownerShow, ownerTour, type RouteFixture } from "./_matrix";

/** A bank's CSV of one debit: what the financial import reads (ADR 0016). */
const bankSheet = new TextEncoder().encode(
  "Date,Description,Amount\n03/14/2027,Shell Gas,-64.20\n",
);

/** The spreadsheet imports (shows; a tour's financial rows) and the shows CSV (ADR 0016). */
export const routes: RouteFixture[] = [
  {
    method: "POST",
    path: "/api/imports/shows/preview",
    check: "none",
    reason:
      "reads a sheet sent in the body against the caller's own rows only (that another account's tours and venues are never matched or touched is tested in tests/api/show-imports.test.ts)",
  },
  {
    method: "POST",
    path: "/api/imports/shows",
    check: "none",
    reason:
      "creates rows of the caller's own from the sheet in the body; refers to no row by id (tests/api/show-imports.test.ts: another account's data is never touched)",
  },
  {
    method: "GET",
    path: "/api/exports/shows.csv",
    check: "list",
    arrange: async (ctx) => {
      const { tour } = await ownerShow(ctx);
      return { marker: tour.title };
    },
  },
  {
    method: "POST",
    path: "/api/imports/tours/:tourId/financials/preview",
    check: "owned",
    arrange: async (ctx) => ({
      params: { tourId: (await ownerTour(ctx)).id },
      body: bankSheet,
    }),
  },
  {
    method: "POST",
    path: "/api/imports/tours/:tourId/financials",
    check: "owned",
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      return {
        params: { tourId: tour.id },
        body: bankSheet,
        readBack: `/api/tours/${tour.id}/financials`,
      };
    },
  },
];
