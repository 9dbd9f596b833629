import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { tokenRoutes } from "./tokens";
import { webhookRoutes } from "./webhooks";

/**
 * Integrations (issue 53, ADR 0033): a member's personal access tokens and the owner's
 * webhook endpoints with their delivery logs. Mounted once, at /api, by app.ts; the API's
 * description (/api/openapi.json) is public and mounted before the session check.
 */
export const integrationsArea = new Hono<AppEnv>()
  .route("/tokens", tokenRoutes)
  .route("/webhooks", webhookRoutes);

export { openApiRoutes } from "./openapi";
