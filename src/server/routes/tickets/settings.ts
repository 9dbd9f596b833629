import { Hono } from "hono";
import { ticketSettingsSchema } from "@/domain/tickets/settings";
import type { AppEnv } from "../../context";
import { readTicketSettings, saveTicketSettings } from "../../db/queries/tickets/settings";
import { validate } from "../../middleware/validate";

/** Whether crew and artists read ticket counts: everyone reads it, the owner sets it. */
export const ticketSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await readTicketSettings(c.get("db"), c.get("workspace").id)))
  .put("/", validate("json", ticketSettingsSchema), async (c) =>
    c.json(await saveTicketSettings(c.get("db"), c.get("workspace").id, c.req.valid("json"))),
  );
