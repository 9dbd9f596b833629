import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The listings sites' bulk uploads: Bandsintown (50 rows a file) and Songkick. */
export const listingExportRoutes = new Hono<AppEnv>();
