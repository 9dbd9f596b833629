import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { getTourFinance } from "../../db/queries/finances/summary";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { itineraryRoutes, lodgingsRoutes, travelLegsRoutes } from "../logistics/itinerary";
import { budgetsRoutes } from "./budgets";
import { dealsRoutes } from "./deals";
import { tourMoneyExportsRoutes } from "./exports";
import { financialsRoutes } from "./financials";
import { riderProvisionsRoutes } from "./rider-provisions";

/**
 * /tours/:tourId/… — Logistics & Finances (issue 9): the finance overview of one tour and
 * the resources it is built from. Mounted once in app.ts.
 */
export const tourMoneyRoutes = new Hono<AppEnv>()
  .get("/finance", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const finance = await getTourFinance(c.var.db, c.var.user.id, tourId);
    if (!finance) throw notFound(TOUR_NOT_FOUND);
    return c.json(finance);
  })
  .route("/financials", financialsRoutes)
  .route("/deals", dealsRoutes)
  .route("/rider-provisions", riderProvisionsRoutes)
  .route("/budgets", budgetsRoutes)
  .route("/travel-legs", travelLegsRoutes)
  .route("/lodgings", lodgingsRoutes)
  .route("/", itineraryRoutes)
  .route("/", tourMoneyExportsRoutes);
