import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { listingExportRoutes } from "./exports";
import { listingRoutes } from "./page";

export { publicDatesRoutes } from "./public-pages";

/**
 * Public dates (issue 52, ADR 0030): the page's settings, what fans see of each show, and the
 * listings sites' uploads. Mounted once, at /api, by app.ts; the page and its feeds
 * (`publicDatesRoutes`) are public, at /dates.
 */
export const listingsArea = new Hono<AppEnv>()
  .route("/listings", listingExportRoutes)
  .route("/listings", listingRoutes);
