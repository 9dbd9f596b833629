import { Hono } from "hono";
import { updateSettingsSchema } from "@/domain/notifications/delivery";
import type { AppEnv } from "../../context";
import { listNotifications, markAllRead, markRead } from "../../db/queries/notifications/inbox";
import { readSettings, updateSettings } from "../../db/queries/notifications/settings";
import { requestTranslator } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const NOTIFICATION_NOT_FOUND = "Notification not found";

/**
 * A person's own notifications and their settings: named by the session only, across every
 * workspace they are in (each row says which). Another person's notification is a 404.
 */
export const notificationRoutes = new Hono<AppEnv>()
  .get("/notifications", async (c) => {
    c.header("Cache-Control", "no-store");
    // Titles in the reader's language, written from the stored facts as they are read.
    const { within } = requestTranslator(c);
    return c.json(await listNotifications(c.get("db"), c.get("user").id, within));
  })
  .post("/notifications/read-all", async (c) => {
    const marked = await markAllRead(c.get("db"), c.get("user").id);
    return c.json({ marked });
  })
  .post("/notifications/:id/read", idParams(["id"], NOTIFICATION_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await markRead(c.get("db"), c.get("user").id, id)))
      throw notFound(NOTIFICATION_NOT_FOUND);
    return c.json({ id, read: true });
  })
  .get("/notifications/settings", async (c) =>
    c.json(await readSettings(c.get("db"), c.get("user").id, c.get("mailer").configured)),
  )
  .put("/notifications/settings", validate("json", updateSettingsSchema), async (c) => {
    await updateSettings(c.get("db"), c.get("user").id, c.req.valid("json"));
    return c.json(await readSettings(c.get("db"), c.get("user").id, c.get("mailer").configured));
  });
