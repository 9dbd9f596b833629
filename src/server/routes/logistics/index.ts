import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { advanceLinkPublicRoutes } from "./advance-link-pages";
import { advanceRoutes, advanceTemplateRoutes } from "./advances";
import { calendarFeedRoutes } from "./calendar-feed";
import { daySheetPdfRoutes } from "./day-sheet-pdf";
import { guestListRoutes } from "./guest-lists";
import { itineraryRoutes, lodgingsRoutes, travelLegsRoutes } from "./itinerary";
import { todayRoutes } from "./today";

export { publicFeedRoutes } from "./calendar-feed";
export { advanceLinkPublicRoutes };

/**
 * Logistics — the itinerary side of "Logistics & Finances": travel legs, lodgings, the
 * itinerary, day sheets (and their PDF), each show's guest list and the calendar feed's secret address, each show's advance (its
 * template, links and files). Mounted once, at /api, by app.ts; the feed itself
 * (`publicFeedRoutes`) and the venue's advance link (`advanceLinkPublicRoutes`) are public.
 */
export const logisticsArea = new Hono<AppEnv>()
  .route("/tours/:tourId/travel-legs", travelLegsRoutes)
  .route("/tours/:tourId/lodgings", lodgingsRoutes)
  .route("/tours/:tourId", itineraryRoutes)
  .route("/tours/:tourId", daySheetPdfRoutes)
  .route("/tours/:tourId/guest-lists/:showId", guestListRoutes)
  .route("/tours/:tourId/advances", advanceRoutes)
  .route("/advance-template", advanceTemplateRoutes)
  .route("/calendar-feed", calendarFeedRoutes)
  .route("/today", todayRoutes);
