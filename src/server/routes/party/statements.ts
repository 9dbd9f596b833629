import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { readPersonTour } from "../../db/queries/party/mine";
import { heavyJob } from "../../heavy/heavy-job";
import { requestLocale } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { statementFile } from "./statement-file";

const PERSON_NOT_FOUND = "Person not found";
const personParams = idParams(["tourId", "personId"], PERSON_NOT_FOUND);

/**
 * A person's payout statement, for owners and managers (route-access.ts):
 * /api/tours/:tourId/party/:personId/statement.pdf, the same document the person downloads
 * for themself. Another workspace's tour or person is 404.
 */
export const statementRoutes = new Hono<AppEnv>().get(
  "/:personId/statement.pdf",
  personParams,
  heavyJob,
  async (c) => {
    const { tourId, personId } = c.req.valid("param");
    const statement = await readPersonTour(c.get("db"), c.get("workspace").id, tourId, {
      personId,
    });
    if (!statement) throw notFound(PERSON_NOT_FOUND);
    return statementFile(statement, requestLocale(c));
  },
);
