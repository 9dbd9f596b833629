import type { MatrixContext, RouteFixture } from "./_matrix";

/** Currencies (issue 41): the workspace's home currency and exchange rates. */

async function ownerRate(ctx: MatrixContext) {
  const rate = await ctx.asOwner("POST", "/api/currency/rates", {
    currency: "GBP",
    rate: "1.27",
    on: "2026-11-03",
  });
  return rate as { id: string };
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/currency",
    check: "none",
    reason: "the caller's own workspace's currency and rates, named by the session only",
  },
  {
    method: "PUT",
    path: "/api/currency/home",
    check: "none",
    reason: "the owner's home currency of the caller's own workspace, named by the session only",
  },
  {
    method: "POST",
    path: "/api/currency/rates",
    check: "none",
    reason: "adds a rate to the caller's own workspace, named by the session only",
  },
  {
    method: "DELETE",
    path: "/api/currency/rates/:id",
    check: "owned",
    arrange: async (ctx) => ({
      params: { id: (await ownerRate(ctx)).id },
      readBack: "/api/currency",
    }),
  },
  {
    method: "POST",
    path: "/api/currency/uploaded",
    check: "none",
    reason: "loads a rates file into the caller's own workspace, named by the session only",
  },
  {
    method: "DELETE",
    path: "/api/currency/uploaded",
    check: "none",
    reason: "forgets the uploaded rates of the caller's own workspace, named by the session only",
  },
];
