import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** Whether crew and artists read ticket counts: the owner's choice. */
export const ticketSettingsRoutes = new Hono<AppEnv>();
