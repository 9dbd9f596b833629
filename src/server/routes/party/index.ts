import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { floatRoutes } from "./float";
import { myTourRoutes } from "./my-tours";
import { paidRoutes } from "./paid";
import { paymentRoutes } from "./payments";
import { partyRoutes } from "./people";
import { statementRoutes } from "./statements";

/**
 * The party (issue 54, ADR 0032): who is on a tour's road, their per diems and pay, the tour
 * manager's float, and each person's own statement, legs and room. Mounted once, at /api, by
 * app.ts.
 */
export const partyArea = new Hono<AppEnv>()
  .route("/tours/:tourId/party", partyRoutes)
  .route("/tours/:tourId/party", statementRoutes)
  .route("/tours/:tourId/payments", paymentRoutes)
  .route("/tours/:tourId/payments", paidRoutes)
  .route("/tours/:tourId/float", floatRoutes)
  .route("/my-tours", myTourRoutes);
