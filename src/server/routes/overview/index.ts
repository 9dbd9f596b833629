import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { exportsRoutes } from "./exports";
import { overviewRoutes } from "./overview";

/**
 * Overview — the dashboard's one request and its Export dialog's downloads (every tour as
 * CSV, JSON or PDF). Mounted once, at /api, by app.ts.
 */
export const overviewArea = new Hono<AppEnv>()
  .route("/overview", overviewRoutes)
  .route("/exports", exportsRoutes);
