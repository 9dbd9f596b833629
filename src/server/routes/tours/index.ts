import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { showExportsRoutes } from "./show-exports";
import { showImportsRoutes } from "./show-imports";
import { showsRoutes } from "./shows";
import { toursRoutes } from "./tours";
import { venuesRoutes } from "./venues";

/**
 * Tours — tours, their shows in order, the venue directory, and the shows' spreadsheet
 * import and CSV. Mounted once, at /api, by app.ts.
 */
export const toursArea = new Hono<AppEnv>()
  .route("/tours", toursRoutes)
  .route("/tours/:tourId/shows", showsRoutes)
  .route("/venues", venuesRoutes)
  .route("/imports/shows", showImportsRoutes)
  .route("/exports", showExportsRoutes);
