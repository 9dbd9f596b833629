import { Hono } from "hono";
import type { AppEnv } from "../context";
import { getOverview } from "../db/queries/overview";

/** The whole Overview in one request (statistics, progress, recent tours). */
export const overviewRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await getOverview(c.var.db, c.var.user.id)),
);
