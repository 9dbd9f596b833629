import { call } from "../client";
import { type MatrixContext, ownerShow, type RouteFixture } from "./_matrix";

/** Advancing (issue 38): each show's advance, its venue links and files, the template. */

const base = "/api/tours/:tourId/advances/:showId";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function show(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  return { tourId: tour.id, showId: show.id };
}

async function withFile(ctx: MatrixContext) {
  const params = await show(ctx);
  const res = await call(
    ctx.t,
    "POST",
    `/api/tours/${params.tourId}/advances/${params.showId}/files?kind=stage_plot&name=p.png`,
    { cookie: ctx.a.cookie, raw: PNG },
  );
  if (res.status !== 201) throw new Error(`show file: ${res.status} ${res.text}`);
  return { params: { ...params, fileId: res.data.id as string } };
}

const publicRoute = (method: "GET" | "PUT" | "POST", path: string): RouteFixture => ({
  method,
  path,
  check: "none",
  reason:
    "public by design: a venue has no account, the 256-bit token opens one show only; forged, revoked and expired tokens in tests/api/advances.test.ts",
});

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tours/:tourId/advances",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await show(ctx)).tourId } }),
  },
  {
    method: "GET",
    path: base,
    check: "owned",
    arrange: async (ctx) => ({ params: await show(ctx) }),
  },
  {
    method: "PUT",
    path: `${base}/items/:key`,
    check: "owned",
    arrange: async (ctx) => ({
      params: { ...(await show(ctx)), key: "parking" },
      body: { value: ctx.marker() },
    }),
  },
  {
    method: "POST",
    path: `${base}/accept`,
    check: "owned",
    arrange: async (ctx) => ({ params: await show(ctx), body: { keys: ["parking"] } }),
  },
  {
    method: "POST",
    path: `${base}/links`,
    check: "owned",
    arrange: async (ctx) => ({ params: await show(ctx), body: { recipient: ctx.marker() } }),
  },
  {
    method: "DELETE",
    path: `${base}/links/:id`,
    check: "owned",
    arrange: async (ctx) => {
      const params = await show(ctx);
      const link = await ctx.asOwner(
        "POST",
        `/api/tours/${params.tourId}/advances/${params.showId}/links`,
        {
          recipient: ctx.marker(),
        },
      );
      return { params: { ...params, id: link.id } };
    },
  },
  {
    method: "POST",
    path: `${base}/files`,
    check: "owned",
    arrange: async (ctx) => ({
      params: await show(ctx),
      query: "kind=stage_plot&name=p.png",
      body: PNG,
    }),
  },
  { method: "GET", path: `${base}/files/:fileId`, check: "owned", arrange: withFile },
  { method: "DELETE", path: `${base}/files/:fileId`, check: "owned", arrange: withFile },
  {
    method: "GET",
    path: "/api/advance-template",
    check: "list",
    arrange: async (ctx) => {
      const label = ctx.marker();
      await ctx.asOwner("PUT", "/api/advance-template", {
        items: [{ key: "parking", section: "logistics", label, kind: "text" }],
      });
      return { marker: label };
    },
  },
  {
    method: "PUT",
    path: "/api/advance-template",
    check: "none",
    reason: "writes the caller's own workspace's template, named by the session only",
  },
  {
    method: "PUT",
    path: "/api/profile/time-format",
    check: "none",
    reason: "changes the caller's own clock, named by the session only",
  },
  {
    method: "PUT",
    path: "/api/profile/locale",
    check: "none",
    reason: "changes the caller's own language, named by the session only",
  },
  publicRoute("GET", "/api/advance-links/:token"),
  publicRoute("PUT", "/api/advance-links/:token/items/:key"),
  publicRoute("POST", "/api/advance-links/:token/files"),
  publicRoute("GET", "/api/advance-links/:token/files/:fileId"),
];
