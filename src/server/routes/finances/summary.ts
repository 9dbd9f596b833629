import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { getTourFinance } from "../../db/queries/finances/summary";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";

/** /tours/:tourId/finance — the finance overview of one tour (its cards, in one request). */
export const summaryRoutes = new Hono<AppEnv>().get(
  "/",
  idParams(["tourId"], TOUR_NOT_FOUND),
  async (c) => {
    const { tourId } = c.req.valid("param");
    const finance = await getTourFinance(c.var.db, c.var.user.id, tourId);
    if (!finance) throw notFound(TOUR_NOT_FOUND);
    return c.json(finance);
  },
);
