import { Hono, type TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "../../context";
import { getTourFinance, type TourFinance } from "../../db/queries/finances/summary";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";

/** What `c.json(finance)` gives, so the client's types stay as they were. */
type FinanceJson = Response & TypedResponse<JSONParsed<TourFinance>, ContentfulStatusCode, "json">;

/** /tours/:tourId/finance — the finance overview of one tour (its cards, in one request). */
export const summaryRoutes = new Hono<AppEnv>().get(
  "/",
  idParams(["tourId"], TOUR_NOT_FOUND),
  async (c) => {
    const { tourId } = c.req.valid("param");
    const finance = await getTourFinance(c.var.db, c.var.workspace.id, tourId);
    if (!finance) throw notFound(TOUR_NOT_FOUND);
    // A big tour's answer is a few hundred KB: with its length given here, knownLength need
    // not read it back and make it again (a tenth of this read's time). Typed as c.json's.
    const body = JSON.stringify(finance);
    const headers = {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
    };
    return c.body(body, 200, headers) as unknown as FinanceJson;
  },
);
