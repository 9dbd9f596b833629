import { Hono } from "hono";
import { activityQuerySchema } from "@/domain/team/activity";
import type { AppEnv } from "../../context";
import { listActivity } from "../../db/queries/team/activity";
import { requestTranslator } from "../../i18n/request-locale";
import { validate } from "../../middleware/validate";

/** /activity — who did what in the workspace, newest first (middleware/activity-log.ts writes it). */
export const activityRoutes = new Hono<AppEnv>().get(
  "/activity",
  validate("query", activityQuerySchema),
  async (c) => {
    // Lines in the reader's language, written from the stored facts as they are read.
    const { within } = requestTranslator(c);
    return c.json(
      await listActivity(c.get("db"), c.get("workspace").id, c.req.valid("query"), within),
    );
  },
);
