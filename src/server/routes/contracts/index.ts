import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { contractLinkPublicRoutes, contractVerifyRoutes, MAX_VERIFY_BYTES } from "./contract-links";
import { contractRoutes, contractTemplateRoutes, showContractRoutes } from "./contracts";

export { contractLinkPublicRoutes, contractVerifyRoutes, MAX_VERIFY_BYTES };

/**
 * Contracts (issue 39, ADR 0025): the workspace's template, each show's versions and their
 * steps. Mounted once, at /api, by app.ts; the promoter's link and the verify page are public.
 */
export const contractsArea = new Hono<AppEnv>()
  .route("/contract-template", contractTemplateRoutes)
  .route("/tours/:tourId", showContractRoutes)
  .route("/contracts", contractRoutes);
