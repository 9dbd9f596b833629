import { Hono } from "hono";
import type { AppEnv } from "../../context";

/**
 * The act's dates page (server-rendered, JSON-LD per show, paged) and its JSON, which the
 * widget reads.
 */
export const publicPageRoutes = new Hono<AppEnv>();
