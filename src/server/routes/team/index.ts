import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { activityRoutes } from "./activity";
import { invitationRoutes } from "./invitations";
import { memberRoutes } from "./members";
import { secondFactorRoutes } from "./second-factor";
import { workspaceRoutes } from "./workspaces";

export { publicInvitationRoutes } from "./invitations";

/**
 * Team — the workspace (the act), its members and invitations, the switcher, and who did
 * what. Mounted once, at /api, by app.ts; the join page's public read of an invitation is
 * re-exported for app.ts to mount before the session check.
 */
export const teamArea = new Hono<AppEnv>()
  .route("/", workspaceRoutes)
  .route("/", invitationRoutes)
  .route("/", memberRoutes)
  .route("/", activityRoutes)
  .route("/", secondFactorRoutes);
