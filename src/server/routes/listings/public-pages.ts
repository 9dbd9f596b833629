import { Hono } from "hono";
import type { AppEnv } from "../../context";

/**
 * What fans reach with no account (mounted by app.ts at /dates): the page, its iCal and
 * Atom/RSS feeds, its JSON for the widget, the iframe and the widget's script.
 */
export const publicDatesRoutes = new Hono<AppEnv>();
