import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** GET /api/openapi.json: the public API's description, generated from the routes' schemas. */
export const openApiRoutes = new Hono<AppEnv>();
