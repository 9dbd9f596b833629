import { Hono } from "hono";
import { showCountsInputSchema } from "@/domain/merch/counts";
import { countSheetFor } from "@/domain/merch/reader-shape";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import { getCountSheet, saveShowCounts } from "../../db/queries/merch/counts";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

/** /merch/shows/:showId/counts — a show's count sheet: in, out and comps per variant. */
export const merchCountsRoutes = new Hono<AppEnv>()
  .get("/", idParams(["showId"], SHOW_NOT_FOUND), async (c) => {
    const { showId } = c.req.valid("param");
    const sheet = await getCountSheet(c.get("db"), c.get("workspace").id, showId);
    if (!sheet) throw notFound(SHOW_NOT_FOUND);
    return c.json(countSheetFor(seesMoney(c.get("workspace").role), sheet));
  })
  .put(
    "/",
    idParams(["showId"], SHOW_NOT_FOUND),
    validate("json", showCountsInputSchema),
    async (c) => {
      const { showId } = c.req.valid("param");
      const result = await saveShowCounts(
        c.get("db"),
        c.get("workspace").id,
        showId,
        c.req.valid("json"),
      );
      if (result === "show") throw notFound(SHOW_NOT_FOUND);
      if (result === "variant") {
        // A variant of another account reads like one that does not exist.
        throw fieldErrors({ counts: "Unknown variant" });
      }
      if ("stock" in result) {
        throw fieldErrors({ counts: result.stock }, { code: "conflict", message: result.stock });
      }
      return c.json(countSheetFor(seesMoney(c.get("workspace").role), result));
    },
  );
