import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The owner's webhook endpoints: added, changed, removed, secret rotated, pinged, their log. */
export const webhookRoutes = new Hono<AppEnv>();
