import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** Every upcoming show's count and pace, across tours (the Tickets page, Overview's flag). */
export const ticketOverviewRoutes = new Hono<AppEnv>();

/** A tour's shows' counts, one show's history and pacing, a manager's report. */
export const ticketCountRoutes = new Hono<AppEnv>();
