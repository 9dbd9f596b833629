import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { negotiationsRoutes } from "./negotiations";

/**
 * Negotiations — the "HCC Manager" screen: the page's one request, its calendar, and every
 * move of a show's negotiation. Mounted once, at /api, by app.ts.
 */
export const negotiationsArea = new Hono<AppEnv>().route("/negotiations", negotiationsRoutes);
