import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { filingRoutes, setlistSettingsRoutes, showFilingRoutes } from "./filings";
import { savedSetRoutes, setListRoutes, showSetRoutes } from "./sets";
import { songExportRoutes, songImportRoutes, songRoutes } from "./songs";

/**
 * Set lists (issue 50, ADR 0029): the song catalogue and its import, a set per show (planned,
 * played, its stage copy), saved sets, and the performance reports filed with royalty
 * societies. Mounted once, at /api, by app.ts.
 */
export const setlistsArea = new Hono<AppEnv>()
  .route("/songs", songRoutes)
  .route("/imports/songs", songImportRoutes)
  .route("/exports/songs.csv", songExportRoutes)
  .route("/tours/:tourId/set-lists/:showId/filings", showFilingRoutes)
  .route("/tours/:tourId/set-lists/:showId", showSetRoutes)
  .route("/set-lists", setListRoutes)
  .route("/saved-sets", savedSetRoutes)
  .route("/setlist-filings", filingRoutes)
  .route("/setlist-settings", setlistSettingsRoutes);
