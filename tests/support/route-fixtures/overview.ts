import { ownerShow, ownerTour, type RouteFixture } from "./_matrix";

const ALL_COLUMNS = "venues=1&financial=1";

/** The Overview and the exports of docs/product.md §14.1. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/overview",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerTour(ctx)).title }),
  },
  ...(["csv", "json"] as const).map(
    (format): RouteFixture => ({
      method: "GET",
      path: `/api/exports/tours.${format}`,
      check: "list",
      arrange: async (ctx) => {
        const { tour } = await ownerShow(ctx);
        return { marker: tour.title, query: ALL_COLUMNS };
      },
    }),
  ),
  {
    method: "GET",
    path: "/api/exports/tours.pdf",
    check: "list",
    // The PDF's text is compressed: B's copy is checked for the marker, A's only for a 200.
    ownerAnswerOpaque: true,
    arrange: async (ctx) => ({ marker: (await ownerTour(ctx)).title, query: ALL_COLUMNS }),
  },
  {
    method: "POST",
    path: "/api/exports/drive",
    check: "none",
    reason: "answers 501 (Drive not configured) for everyone; reads no data",
  },
];
