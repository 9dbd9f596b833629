import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { ticketCountRoutes, ticketOverviewRoutes } from "./counts";
import { ticketImportRoutes } from "./imports";
import { ticketLinkRoutes } from "./links";
import { ticketSettingsRoutes } from "./settings";

export { ticketLinkPublicRoutes } from "./link-pages";

/**
 * Tickets (issue 51, ADR 0031): counts per show over time, the promoter's link, ticketing
 * exports, pacing, and who reads them. Mounted once, at /api, by app.ts; the promoter's page
 * (`ticketLinkPublicRoutes`) is public, at /api/ticket-links.
 */
export const ticketsArea = new Hono<AppEnv>()
  .route("/tickets", ticketOverviewRoutes)
  .route("/tours/:tourId/tickets/:showId/links", ticketLinkRoutes)
  .route("/tours/:tourId/tickets", ticketCountRoutes)
  .route("/ticket-settings", ticketSettingsRoutes)
  .route("/imports/tickets", ticketImportRoutes);
