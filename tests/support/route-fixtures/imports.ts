import { ownerShow, type RouteFixture } from "./_matrix";

/** The spreadsheet import of shows and the shows CSV it reads back (ADR 0016). */
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
];
