import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { artworkFilesRoutes, projectFilesRoutes } from "./artwork-files";
import { merchCountsRoutes } from "./counts";
import { designProjectsRoutes } from "./design-projects";
import { merchExportsRoutes } from "./exports";
import { merchOverviewRoutes, merchSalesRoutes } from "./overview";
import { merchPartnersRoutes } from "./partners";
import { merchProductsRoutes } from "./products";
import { merchStorageRoutes } from "./storage";

export { artworkBodyLimit, artworkResponseHeaders } from "./artwork-files";

/**
 * Merch — "Merch & Art": overview, sales, partners, design projects and their artwork,
 * products and per-show counts. Mounted once, at /api, by app.ts (which also puts the
 * artwork upload's body limit and the served files' headers in front).
 */
export const merchArea = new Hono<AppEnv>()
  .route("/merch/overview", merchOverviewRoutes)
  .route("/merch/sales", merchSalesRoutes)
  .route("/merch/exports", merchExportsRoutes)
  .route("/merch/storage", merchStorageRoutes)
  .route("/merch/partners", merchPartnersRoutes)
  .route("/merch/projects", designProjectsRoutes)
  .route("/merch/products", merchProductsRoutes)
  .route("/merch/shows/:showId/counts", merchCountsRoutes)
  .route("/merch/projects/:projectId/files", projectFilesRoutes)
  .route("/merch/files", artworkFilesRoutes);
