import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The performance reports and their filing: /api/setlist-filings (issue 50 item 4). */
export const filingRoutes = new Hono<AppEnv>();

/** A show's report marked filed with a society: /api/tours/:tourId/set-lists/:showId/filings/:society. */
export const showFilingRoutes = new Hono<AppEnv>();

/** The societies the workspace files with: /api/setlist-settings. */
export const setlistSettingsRoutes = new Hono<AppEnv>();
