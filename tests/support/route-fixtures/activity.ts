import type { RouteFixture } from "./_matrix";

/** Team: who did what. A's line names A's tour; B's list must never hold it. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/activity",
    check: "list",
    arrange: async (ctx) => {
      const title = ctx.marker();
      await ctx.asOwner("POST", "/api/tours", { title });
      return { marker: title };
    },
  },
];
