import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { readMyTours, readPersonTour } from "../../db/queries/party/mine";
import { heavyJob } from "../../heavy/heavy-job";
import { requestLocale } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { statementFile } from "./statement-file";

const tourParams = idParams(["tourId"], TOUR_NOT_FOUND);

/**
 * The signed-in person's own tours (ADR 0032), for every role: the tours whose party lists
 * them, and one tour's own person, lines, totals, legs and room, and its statement. Built
 * only from rows whose person is the reader (queries/party/mine.ts), so crew read their own
 * money here and no one else's. Not on the tour's party: 404, like a missing tour.
 */
export const myTourRoutes = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.json(await readMyTours(c.get("db"), c.get("workspace").id, c.get("user").id)),
  )
  .get("/:tourId", tourParams, async (c) => {
    const { tourId } = c.req.valid("param");
    const mine = await readPersonTour(c.get("db"), c.get("workspace").id, tourId, {
      userId: c.get("user").id,
    });
    if (!mine) throw notFound(TOUR_NOT_FOUND);
    return c.json(mine);
  })
  .get("/:tourId/statement.pdf", tourParams, heavyJob, async (c) => {
    const { tourId } = c.req.valid("param");
    const mine = await readPersonTour(c.get("db"), c.get("workspace").id, tourId, {
      userId: c.get("user").id,
    });
    if (!mine) throw notFound(TOUR_NOT_FOUND);
    return statementFile(mine, requestLocale(c));
  });
