import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The tour manager's float: per currency, its entries, draws, returns and counts. */
export const floatRoutes = new Hono<AppEnv>();
