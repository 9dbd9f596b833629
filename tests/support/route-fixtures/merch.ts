import sharp from "sharp";
import type { DesignProjectFormValues } from "@/domain/merch/design-projects";
import type { MerchProductFormValues } from "@/domain/merch/products";
import { utcDateStamp } from "@/domain/tour-timing";
import { partnerFactory, productFactory, projectFactory } from "@/server/db/seed/merch-factories";
import { call } from "../client";
import {
  type MatrixContext,
  otherShow,
  ownerShow,
  ownerTour,
  type RouteFixture,
  routeFileLanded,
} from "./_matrix";

type Row = { id: string };
type Product = Row & { variants: { id: string; label: string; stock: number }[] };

async function ownerPartner(ctx: MatrixContext, name = ctx.marker()) {
  return (await ctx.asOwner("POST", "/api/merch/partners", partnerFactory({ name }))) as Row;
}

async function ownerProject(ctx: MatrixContext, o: Partial<DesignProjectFormValues> = {}) {
  const title = o.title ?? ctx.marker();
  const project = (await ctx.asOwner(
    "POST",
    "/api/merch/projects",
    projectFactory({ ...o, title }),
  )) as Row;
  return { project, title, readBack: `/api/merch/projects/${project.id}` };
}

/** A's project moved through review to approved: the only kind a product may use. */
async function ownerApprovedProject(ctx: MatrixContext) {
  const p = await ownerProject(ctx);
  for (const to of ["in-review", "approved"]) {
    await ctx.asOwner("POST", `/api/merch/projects/${p.project.id}/moves`, { to });
  }
  return p;
}

async function ownerProduct(ctx: MatrixContext, o: Partial<MerchProductFormValues> = {}) {
  const name = o.name ?? ctx.marker();
  const product = (await ctx.asOwner(
    "POST",
    "/api/merch/products",
    productFactory({ ...o, name }),
  )) as Product;
  return { product, name };
}

/** The product's body with its variants by id, as the edit form sends it. */
const productEdit = (p: Product, o: Partial<MerchProductFormValues> = {}) =>
  productFactory({
    variants: p.variants.map(({ id, label, stock }) => ({ id, label, stock })),
    ...o,
  });

let pngBytes: Promise<Uint8Array> | undefined;
/** A small real PNG, made once: the upload route reads the image itself. */
const png = () => {
  pngBytes ??= sharp({ create: { width: 24, height: 16, channels: 3, background: "#aa3355" } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));
  return pngBytes;
};

/** A's proof on A's project, uploaded the way the browser does (raw bytes, ?name=). */
async function ownerFile(ctx: MatrixContext) {
  const p = await ownerProject(ctx);
  const res = await call(ctx.t, "POST", `/api/merch/projects/${p.project.id}/files?name=a.png`, {
    cookie: ctx.a.cookie,
    raw: await png(),
  });
  if (res.status !== 201) throw new Error(`matrix set-up upload → ${res.status} ${res.text}`);
  return { ...p, file: res.data as Row };
}

/** A's show and a product on sale, so the show's count sheet lists its variant. */
async function ownerCountSheet(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  const { product } = await ownerProduct(ctx, { variants: [{ label: "M", stock: 20 }] });
  const variantId = product.variants[0]!.id;
  return {
    tour,
    show,
    product,
    body: { counts: [{ variantId, countIn: 10, countOut: 4, comps: 1 }] },
    readBack: `/api/merch/shows/${show.id}/counts`,
  };
}

const otherProject = (ctx: MatrixContext) =>
  ctx.asOther("POST", "/api/merch/projects", projectFactory({ title: "B's own" })) as Promise<Row>;

/**
 * The CSV exports (issue 10, on its way to main with merch-exports.ts): they
 * join the matrix the day that file lands.
 */
const exportsLanded = routeFileLanded("merch/exports");
const exportRoutes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/merch/exports/inventory.csv",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerProduct(ctx)).name }),
  },
  {
    method: "GET",
    path: "/api/merch/exports/sales.csv",
    check: "list",
    // Each counted show's night, with its tour: A's tour title is in A's file only.
    arrange: async (ctx) => {
      const sheet = await ownerCountSheet(ctx);
      await ctx.asOwner("PUT", sheet.readBack, sheet.body);
      return { marker: sheet.tour.title };
    },
  },
  {
    method: "GET",
    path: "/api/merch/storage",
    check: "none",
    reason:
      "the caller's own artwork total and limit, named by the session only (that another account's files never count is tested in tests/api/artwork-storage.test.ts)",
  },
];

/** Merch & Art: partners, design projects with their proofs, products and show counts. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/merch/overview",
    check: "list",
    // Due today and open: on A's "due this week" list, never on B's.
    arrange: async (ctx) => ({
      marker: (await ownerProject(ctx, { dueDate: utcDateStamp(new Date()) })).title,
    }),
  },
  {
    method: "GET",
    path: "/api/merch/sales",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerShow(ctx)).tour.title }),
  },

  // ---- Partners
  {
    method: "GET",
    path: "/api/merch/partners",
    check: "list",
    arrange: async (ctx) => {
      const name = ctx.marker();
      await ownerPartner(ctx, name);
      return { marker: name };
    },
  },
  {
    method: "POST",
    path: "/api/merch/partners",
    check: "none",
    reason: "creates a row of the caller's own; refers to no other row",
  },
  {
    method: "PUT",
    path: "/api/merch/partners/:partnerId",
    check: "owned",
    arrange: async (ctx) => ({
      params: { partnerId: (await ownerPartner(ctx)).id },
      body: partnerFactory({ name: "Taken over" }),
      readBack: "/api/merch/partners",
    }),
  },
  {
    // A partner with a project: B cannot delete it, not even with ?projects=delete.
    method: "DELETE",
    path: "/api/merch/partners/:partnerId",
    check: "owned",
    arrange: async (ctx) => {
      const partner = await ownerPartner(ctx);
      await ownerProject(ctx, { partnerId: partner.id });
      return {
        params: { partnerId: partner.id },
        query: "projects=delete",
        readBack: "/api/merch/projects",
      };
    },
  },

  // ---- Design projects and their review moves
  {
    method: "GET",
    path: "/api/merch/projects",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerProject(ctx)).title }),
  },
  {
    // B's project on A's tour: refused on tourId.
    method: "POST",
    path: "/api/merch/projects",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      return { body: projectFactory({ title: ctx.marker(), tourId: tour.id }) };
    },
  },
  {
    // B's project with A's partner: refused on partnerId.
    method: "POST",
    path: "/api/merch/projects",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const partner = await ownerPartner(ctx);
      return {
        body: projectFactory({ title: ctx.marker(), partnerId: partner.id }),
        readBack: "/api/merch/partners",
      };
    },
  },
  {
    method: "GET",
    path: "/api/merch/projects/:projectId",
    check: "owned",
    arrange: async (ctx) => ({ params: { projectId: (await ownerProject(ctx)).project.id } }),
  },
  {
    method: "PUT",
    path: "/api/merch/projects/:projectId",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProject(ctx);
      return {
        params: { projectId: p.project.id },
        body: projectFactory({ title: "Taken over" }),
        readBack: p.readBack,
      };
    },
  },
  {
    // B's own project, linked to A's tour: refused on tourId.
    method: "PUT",
    path: "/api/merch/projects/:projectId",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      const p = await ownerProject(ctx);
      const theirs = await otherProject(ctx);
      return {
        params: { projectId: p.project.id },
        body: projectFactory({ title: "Linked", tourId: tour.id }),
        asOther: { params: { projectId: theirs.id } },
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/merch/projects/:projectId",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProject(ctx);
      return { params: { projectId: p.project.id }, readBack: p.readBack };
    },
  },
  {
    method: "POST",
    path: "/api/merch/projects/:projectId/moves",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProject(ctx);
      return {
        params: { projectId: p.project.id },
        body: { to: "in-review" },
        readBack: p.readBack,
      };
    },
  },

  // ---- Proofs (artwork files)
  {
    // B's upload to A's project: 404, and no file appears on A's project.
    method: "POST",
    path: "/api/merch/projects/:projectId/files",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProject(ctx);
      return {
        params: { projectId: p.project.id },
        query: "name=proof.png",
        body: await png(),
        readBack: p.readBack,
      };
    },
  },
  {
    method: "GET",
    path: "/api/merch/files/:fileId",
    check: "owned",
    arrange: async (ctx) => ({ params: { fileId: (await ownerFile(ctx)).file.id } }),
  },
  {
    method: "GET",
    path: "/api/merch/files/:fileId/thumbnail",
    check: "owned",
    arrange: async (ctx) => ({ params: { fileId: (await ownerFile(ctx)).file.id } }),
  },
  {
    method: "DELETE",
    path: "/api/merch/files/:fileId",
    check: "owned",
    arrange: async (ctx) => {
      const f = await ownerFile(ctx);
      return { params: { fileId: f.file.id }, readBack: f.readBack };
    },
  },

  // ---- Products and their variants
  {
    method: "GET",
    path: "/api/merch/products",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerProduct(ctx)).name }),
  },
  {
    // B's product made from A's approved design: refused on designProjectId.
    method: "POST",
    path: "/api/merch/products",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const p = await ownerApprovedProject(ctx);
      return {
        body: productFactory({ name: ctx.marker(), designProjectId: p.project.id }),
        readBack: p.readBack,
      };
    },
  },
  {
    // B's product from A's print shop: refused on partnerId.
    method: "POST",
    path: "/api/merch/products",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const partner = await ownerPartner(ctx);
      return {
        body: productFactory({ name: ctx.marker(), partnerId: partner.id }),
        readBack: "/api/merch/partners",
      };
    },
  },
  {
    method: "PUT",
    path: "/api/merch/products/:productId",
    check: "owned",
    arrange: async (ctx) => {
      const { product } = await ownerProduct(ctx);
      return {
        params: { productId: product.id },
        body: productEdit(product, { name: "Taken over" }),
        readBack: "/api/merch/products",
      };
    },
  },
  {
    // B's own product, sent with A's variant ids (B would take over A's stock rows).
    method: "PUT",
    path: "/api/merch/products/:productId",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const { product } = await ownerProduct(ctx);
      const theirs = (await ctx.asOther(
        "POST",
        "/api/merch/products",
        productFactory({ name: "B's own" }),
      )) as Row;
      return {
        params: { productId: product.id },
        body: productEdit(product, { name: "Renamed" }),
        asOther: { params: { productId: theirs.id } },
        readBack: "/api/merch/products",
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/merch/products/:productId",
    check: "owned",
    arrange: async (ctx) => ({
      params: { productId: (await ownerProduct(ctx)).product.id },
      readBack: "/api/merch/products",
    }),
  },

  // ---- Show counts
  {
    method: "GET",
    path: "/api/merch/shows/:showId/counts",
    check: "owned",
    arrange: async (ctx) => ({ params: { showId: (await ownerCountSheet(ctx)).show.id } }),
  },
  {
    method: "PUT",
    path: "/api/merch/shows/:showId/counts",
    check: "owned",
    arrange: async (ctx) => {
      const sheet = await ownerCountSheet(ctx);
      return { params: { showId: sheet.show.id }, body: sheet.body, readBack: sheet.readBack };
    },
  },
  {
    // B's own show, counted against A's variant (it would move A's stock): refused on counts.
    method: "PUT",
    path: "/api/merch/shows/:showId/counts",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const sheet = await ownerCountSheet(ctx);
      const b = await otherShow(ctx);
      return {
        params: { showId: sheet.show.id },
        body: sheet.body,
        asOther: { params: { showId: b.show.id } },
        readBack: "/api/merch/products",
      };
    },
  },
  ...(exportsLanded ? exportRoutes : []),
];
