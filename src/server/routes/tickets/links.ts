import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The promoter's links of one show: made, their reminders changed, turned off. */
export const ticketLinkRoutes = new Hono<AppEnv>();
