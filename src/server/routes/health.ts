import { Hono } from "hono";
import type { AppEnv } from "../context";

export const healthRoutes = (ping: () => Promise<void>) =>
  new Hono<AppEnv>().get("/", async (c) => {
    try {
      await ping();
      return c.json({ status: "ok" as const, database: "ok" as const });
    } catch (err) {
      c.get("logger").error({ err }, "health check: database unreachable");
      return c.json({ status: "error" as const, database: "unreachable" as const }, 503);
    }
  });
