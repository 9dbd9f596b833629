import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** A member's personal access tokens: listed (owners: everyone's), made (shown once), revoked. */
export const tokenRoutes = new Hono<AppEnv>();
