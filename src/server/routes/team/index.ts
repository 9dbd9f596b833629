import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { activityRoutes } from "./activity";
import { workspaceRoutes } from "./workspaces";

/**
 * Team — the workspace (the act), its members and invitations, the switcher, and who did
 * what. Mounted once, at /api, by app.ts.
 */
export const teamArea = new Hono<AppEnv>().route("/", workspaceRoutes).route("/", activityRoutes);
