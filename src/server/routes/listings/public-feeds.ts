import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The page's feeds and its widget: iCal, Atom and RSS, the iframe and the script. */
export const publicFeedRoutes = new Hono<AppEnv>();
