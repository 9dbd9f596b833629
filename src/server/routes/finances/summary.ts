import { Hono } from "hono";
import { AccountCache } from "../../account-cache";
import type { AppEnv } from "../../context";
import { readTourFinance, type TourFinance } from "../../db/queries/finances/summary";
import { type KeptTourAnswer, keptTourAnswer } from "../../kept-tour-answer";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { sendComputed } from "../../versioned-json";

/**
 * Finance answers kept per tour while the workspace's data version holds (ADR 0026): the
 * screen asks again on every visit and focus, and computing a big tour's is tens of ms of the
 * server's one thread. A big tour's answer is a few hundred KB, so fewer are kept than
 * Overviews.
 */
const kept = new AccountCache<KeptTourAnswer>(64);

/** /tours/:tourId/finance — the finance overview of one tour (its cards, in one request). */
export const summaryRoutes = new Hono<AppEnv>().get(
  "/",
  idParams(["tourId"], TOUR_NOT_FOUND),
  async (c) => {
    const { tourId } = c.req.valid("param");
    const entry = await keptTourAnswer(c, kept, tourId, async (now) => {
      const read = await readTourFinance(c.get("db"), c.get("workspace").id, tourId, now);
      return read && { text: JSON.stringify(read.finance), road: read.roadInputs };
    });
    if (!entry) throw notFound(TOUR_NOT_FOUND);
    return sendComputed<TourFinance>(c, entry);
  },
);
