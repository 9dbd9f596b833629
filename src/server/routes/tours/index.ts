import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { placesRoutes, routeRoutes } from "./route";
import { showExportsRoutes } from "./show-exports";
import { showImportsRoutes } from "./show-imports";
import { showsRoutes } from "./shows";
import { toursRoutes } from "./tours";
import { venuesRoutes } from "./venues";

/**
 * Tours — tours, their shows in order, the venue directory, the shows' spreadsheet import
 * and CSV, and a tour's route (issue 40, ADR 0023: distances, drive times and the road's
 * costs, with the places a venue's city is looked up in). Mounted once, at /api, by app.ts.
 */
export const toursArea = new Hono<AppEnv>()
  .route("/tours", toursRoutes)
  .route("/tours/:tourId/shows", showsRoutes)
  .route("/venues", venuesRoutes)
  .route("/imports/shows", showImportsRoutes)
  .route("/exports", showExportsRoutes)
  .route("/tours/:tourId", routeRoutes)
  .route("/places", placesRoutes);
