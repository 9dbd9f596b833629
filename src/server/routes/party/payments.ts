import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** A tour's payment lines: listed, typed, edited, deleted, paid and unpaid. */
export const paymentRoutes = new Hono<AppEnv>();
