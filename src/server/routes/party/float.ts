import { Hono } from "hono";
import { floatEntryInputSchema } from "@/domain/party/float";
import type { AppEnv } from "../../context";
import { addFloatEntry, deleteFloatEntry, readFloat } from "../../db/queries/party/float";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const ENTRY_NOT_FOUND = "Float entry not found";
const tourParams = idParams(["tourId"], TOUR_NOT_FOUND);
const entryParams = idParams(["tourId", "entryId"], ENTRY_NOT_FOUND);

/**
 * The tour manager's float (ADR 0032), for owners and managers (route-access.ts): its
 * balances per currency and entries; a draw, return or count; an entry deleted. Payouts come
 * from paying a line (paid.ts). Another workspace's tour or entry is 404.
 */
export const floatRoutes = new Hono<AppEnv>()
  .get("/", tourParams, async (c) => {
    const answer = await readFloat(c.get("db"), c.get("workspace").id, c.req.valid("param").tourId);
    if (!answer) throw notFound(TOUR_NOT_FOUND);
    return c.json(answer);
  })
  .post("/", tourParams, validate("json", floatEntryInputSchema), async (c) => {
    const db = c.get("db");
    const workspace = c.get("workspace");
    const user = c.get("user");
    const { tourId } = c.req.valid("param");
    const done = await addFloatEntry(db, workspace.id, tourId, c.req.valid("json"), user.name);
    if ("tour" in done) throw notFound(TOUR_NOT_FOUND);
    if ("fields" in done) throw fieldErrors(done.fields);
    return c.json(await readFloat(db, workspace.id, tourId), 201);
  })
  .delete("/:entryId", entryParams, async (c) => {
    const { tourId, entryId } = c.req.valid("param");
    const done = await deleteFloatEntry(c.get("db"), c.get("workspace").id, tourId, entryId);
    if (!done) throw notFound(ENTRY_NOT_FOUND);
    if ("conflict" in done) throw new ApiError("conflict", done.conflict);
    return c.json({ id: entryId });
  });
