import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The promoter's page behind a link (no account): the show, its tiers, today's count. */
export const ticketLinkPublicRoutes = new Hono<AppEnv>();
