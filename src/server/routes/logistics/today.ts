import { Hono } from "hono";
import { todayQuerySchema } from "@/domain/logistics/today";
import type { AppEnv } from "../../context";
import { showOfTheDay } from "../../db/queries/logistics/today";
import { listNotifications } from "../../db/queries/notifications/inbox";
import { requestTranslator } from "../../i18n/request-locale";
import { validate } from "../../middleware/validate";
import { readersDaySheet } from "./kept-road-reads";

/**
 * Today: the day's show (or the next), as its day sheet answers it, in the reader's shape,
 * and what waits for the person (their unread notifications in this workspace).
 */
export const todayRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", todayQuerySchema),
  async (c) => {
    const date = c.req.valid("query").date ?? new Date().toISOString().slice(0, 10);
    const workspace = c.get("workspace");
    const found = await showOfTheDay(c.get("db"), workspace.id, date);
    const sheet = found && (await readersDaySheet(c, found.tourId, found.showId));
    const inbox = await listNotifications(
      c.get("db"),
      c.get("user").id,
      requestTranslator(c).within,
    );
    return c.json({
      date,
      showDay: found?.date === date,
      daySheet: sheet ?? null,
      waiting: inbox.items.filter((i) => !i.read && i.workspaceId === workspace.id).slice(0, 10),
    });
  },
);
