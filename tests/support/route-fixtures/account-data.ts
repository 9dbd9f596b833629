import type { RouteFixture } from "./_matrix";

/** The whole account's data: its JSON export and its deletion (issue 13). */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/profile/export",
    check: "list",
    arrange: async (ctx) => {
      const title = ctx.marker();
      await ctx.asOwner("POST", "/api/tours", { title });
      return { marker: title };
    },
  },
  {
    method: "DELETE",
    path: "/api/profile",
    check: "none",
    reason: "deletes the caller's own account, named by the session only (and its password)",
  },
];
