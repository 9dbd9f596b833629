import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The owner's side of the dates page: settings, the address check, each show's listing. */
export const listingRoutes = new Hono<AppEnv>();
