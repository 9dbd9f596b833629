import { ownerShow, type RouteFixture } from "./_matrix";

/** The account itself, health, and better-auth's routes. */
export const routes: RouteFixture[] = [
  { method: "GET", path: "/api/health", check: "none", reason: "public; no account data" },
  {
    method: "GET",
    path: "/api/auth-config",
    check: "none",
    reason: "public; says only whether this server mails reset links",
  },
  {
    method: "GET",
    path: "/api/profile",
    check: "list",
    arrange: async (ctx) => {
      const name = ctx.marker();
      await ctx.asOwner("PATCH", "/api/profile", { artistName: name });
      return { marker: name };
    },
  },
  {
    method: "PATCH",
    path: "/api/profile",
    check: "none",
    reason: "changes the caller's own account, named by the session only",
  },
  {
    method: "GET",
    path: "/api/profile/export",
    check: "list",
    // The whole account as JSON: A's tour and show are in A's file, never in B's.
    arrange: async (ctx) => ({ marker: (await ownerShow(ctx)).tour.title }),
  },
  {
    method: "DELETE",
    path: "/api/profile",
    check: "none",
    reason:
      "deletes the caller's own account, named by the session only (another account's rows staying is tested in tests/api/account-data.test.ts)",
  },
  {
    method: "GET",
    path: "/api/auth/*",
    check: "none",
    reason: "better-auth: the session cookie names the account; no row ids in paths",
  },
  {
    method: "POST",
    path: "/api/auth/*",
    check: "none",
    reason: "better-auth: the session cookie names the account; no row ids in paths",
  },
];
