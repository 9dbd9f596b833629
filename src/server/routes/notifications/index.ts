import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { notificationRoutes } from "./notifications";

export { unsubscribeRoutes } from "./unsubscribe";

/**
 * Notifications — the bell, its list and each person's settings (issue 37, ADR 0024). The
 * one-click unsubscribe is re-exported for app.ts to mount before the session and CSRF checks.
 */
export const notificationsArea = new Hono<AppEnv>().route("/", notificationRoutes);
