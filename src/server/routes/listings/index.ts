import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { notFoundPage } from "../../reports/dates-not-found";
import { listingExportRoutes } from "./exports";
import { listingRoutes } from "./page";
import { publicFeedRoutes } from "./public-feeds";
import { publicPageRoutes } from "./public-pages";

export { publicDatesHeaders, publicDatesReadLimit } from "./public-front";

/**
 * Public dates (issue 52, ADR 0030): the page's settings, what fans see of each show, and the
 * listings sites' uploads. Mounted once, at /api, by app.ts; the page and its feeds
 * (`publicDatesRoutes`) are public, at /dates.
 */
export const listingsArea = new Hono<AppEnv>()
  .route("/listings", listingExportRoutes)
  .route("/listings", listingRoutes);

/**
 * What fans reach with no account, mounted by app.ts at /dates: the page and its JSON, its
 * iCal and Atom/RSS feeds, the iframe and the widget's script. Each answers only from the
 * act's public snapshot (public-dates-cache.ts).
 */
export const publicDatesRoutes = new Hono<AppEnv>()
  .route("/", publicFeedRoutes)
  .route("/", publicPageRoutes)
  // Any other address under /dates answers as an unknown page does.
  .all("/*", notFoundPage);
