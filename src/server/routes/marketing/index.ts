import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { campaignsRoutes } from "./campaigns";

/** Marketing — campaigns (with their tour options). Mounted once, at /api, by app.ts. */
export const marketingArea = new Hono<AppEnv>().route("/campaigns", campaignsRoutes);
