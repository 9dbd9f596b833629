import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The song catalogue: /api/songs (issue 50 item 1). */
export const songRoutes = new Hono<AppEnv>();

/** The catalogue's spreadsheet import (preview, then commit): /api/imports/songs. */
export const songImportRoutes = new Hono<AppEnv>();

/** The catalogue as a CSV: /api/exports/songs.csv. */
export const songExportRoutes = new Hono<AppEnv>();
