import { call } from "../client";
import { confirmShow, type MatrixContext, ownerShow, type RouteFixture } from "./_matrix";

/** Contracts (issue 39): the template, each show's versions, their steps. */

async function showWithDeal(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  await confirmShow(ctx.asOwner, show.id);
  await ctx.asOwner("POST", `/api/tours/${tour.id}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "500",
  });
  return { tourId: tour.id, showId: show.id };
}

async function draft(ctx: MatrixContext) {
  const show = await showWithDeal(ctx);
  const made = await ctx.asOwner("POST", `/api/tours/${show.tourId}/shows/${show.showId}/contract`);
  return { ...show, contractId: made.contract.id as string };
}

async function sent(ctx: MatrixContext) {
  const d = await draft(ctx);
  const res = await ctx.asOwner("POST", `/api/contracts/${d.contractId}/send`, {
    promoterName: ctx.marker(),
    promoterEmail: "promoter@venue.example",
  });
  return { ...d, token: (res.link.url as string).split("/contract/")[1]! };
}

/** Signed by the promoter through the public link: ready to countersign. */
async function promoterSigned(ctx: MatrixContext) {
  const s = await sent(ctx);
  const link = `/api/contract-links/${s.token}`;
  const opened = await call(ctx.t, "GET", link);
  const signed = await call(ctx.t, "POST", `${link}/sign`, {
    json: {
      name: "Sam",
      signature: { kind: "typed", text: "Sam" },
      agree: true,
      documentSha256: opened.data.contract.documentSha256,
    },
  });
  if (signed.status !== 200) throw new Error(`promoter sign: ${signed.status} ${signed.text}`);
  return s;
}

const byId =
  (arrange: (ctx: MatrixContext) => Promise<{ contractId: string }>) =>
  async (ctx: MatrixContext) => ({ params: { contractId: (await arrange(ctx)).contractId } });

const publicRoute = (method: "GET" | "POST", path: string, why: string): RouteFixture => ({
  method,
  path,
  check: "none",
  reason: `public by design: ${why}; forged, revoked, void and out-of-date in tests/api/contracts.test.ts`,
});

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/contract-template",
    check: "list",
    arrange: async (ctx) => {
      const title = ctx.marker();
      await ctx.asOwner("PUT", "/api/contract-template", {
        title,
        clauses: [{ heading: "Cancellation", body: "Pay {{guarantee}}." }],
      });
      return { marker: title };
    },
  },
  {
    method: "PUT",
    path: "/api/contract-template",
    check: "none",
    reason: "writes the caller's own workspace's template, named by the session only",
  },
  {
    method: "POST",
    path: "/api/contract-template/reset",
    check: "none",
    reason: "resets the caller's own workspace's template, named by the session only",
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/contracts",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await draft(ctx)).tourId } }),
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/shows/:showId/contract",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, showId } = await draft(ctx);
      return { params: { tourId, showId } };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/shows/:showId/contract",
    check: "owned",
    arrange: async (ctx) => ({ params: await showWithDeal(ctx) }),
  },
  { method: "GET", path: "/api/contracts/:contractId/pdf", check: "owned", arrange: byId(draft) },
  {
    method: "POST",
    path: "/api/contracts/:contractId/send",
    check: "owned",
    arrange: async (ctx) => ({
      ...(await byId(draft)(ctx)),
      body: { promoterName: ctx.marker(), promoterEmail: "promoter@venue.example" },
    }),
  },
  {
    method: "POST",
    path: "/api/contracts/:contractId/revoke-link",
    check: "owned",
    arrange: byId(sent),
  },
  {
    method: "POST",
    path: "/api/contracts/:contractId/countersign",
    check: "owned",
    arrange: async (ctx) => ({
      ...(await byId(promoterSigned)(ctx)),
      body: { name: "Alex", signature: { kind: "typed", text: "Alex" }, agree: true },
    }),
  },
  { method: "POST", path: "/api/contracts/:contractId/void", check: "owned", arrange: byId(draft) },
  publicRoute(
    "GET",
    "/api/contract-links/:token",
    "a promoter has no account, the 256-bit token opens one version only",
  ),
  publicRoute("GET", "/api/contract-links/:token/pdf", "that version's PDF, by the same token"),
  publicRoute(
    "POST",
    "/api/contract-links/:token/sign",
    "the promoter's signature, by the same token",
  ),
  publicRoute(
    "POST",
    "/api/contracts/verify",
    "anyone holding a PDF may ask whether it is ours, unchanged",
  ),
];
