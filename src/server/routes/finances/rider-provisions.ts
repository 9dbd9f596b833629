import { Hono } from "hono";
import { riderProvisionInputSchema } from "@/domain/finances/rider-provisions";
import type { AppEnv } from "../../context";
import {
  createRiderProvision,
  deleteRiderProvision,
  listRiderProvisions,
  type ProvisionWriteError,
  updateRiderProvision,
} from "../../db/queries/finances/rider-provisions";
import { type ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const PROVISION_NOT_FOUND = "Rider provision not found";

function provisionError(error: ProvisionWriteError): ApiError {
  if (error === "tour") return notFound(TOUR_NOT_FOUND);
  if (error === "provision") return notFound(PROVISION_NOT_FOUND);
  if (typeof error === "object") return fieldErrors(error.misfits);
  return fieldErrors({ showId: "Choose a show of this tour" });
}

/** /tours/:tourId/rider-provisions — technical and hospitality items per show. */
export const riderProvisionsRoutes = new Hono<AppEnv>()
  .get("/", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const rows = await listRiderProvisions(c.get("db"), c.get("workspace").id, tourId);
    if (!rows) throw notFound(TOUR_NOT_FOUND);
    return c.json(rows);
  })
  .post(
    "/",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", riderProvisionInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await createRiderProvision(c.get("db"), c.get("workspace").id, tourId, input);
      if (typeof result === "string" || "misfits" in result) throw provisionError(result);
      return c.json(result, 201);
    },
  )
  .put(
    "/:id",
    idParams(["tourId", "id"], PROVISION_NOT_FOUND),
    validate("json", riderProvisionInputSchema),
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await updateRiderProvision(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        id,
        input,
      );
      if (typeof result === "string" || "misfits" in result) throw provisionError(result);
      return c.json(result);
    },
  )
  .delete("/:id", idParams(["tourId", "id"], PROVISION_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteRiderProvision(c.get("db"), c.get("workspace").id, tourId, id))) {
      throw notFound(PROVISION_NOT_FOUND);
    }
    return c.json({ id });
  });
