import { Hono } from "hono";
import { countReportSchema } from "@/domain/tickets/counts";
import { showTicketDetailFor, showTicketsFor } from "@/domain/tickets/reader-shape";
import type { AppEnv } from "../../context";
import {
  deleteCount,
  readShowTickets,
  readTourTickets,
  readUpcomingTickets,
  reportCounts,
} from "../../db/queries/tickets/counts";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { ticketReader } from "./reader";

const COUNT_NOT_FOUND = "Ticket count not found";

const tourParams = idParams(["tourId"], TOUR_NOT_FOUND);
const showParams = idParams(["tourId", "showId"], SHOW_NOT_FOUND);
const countParams = idParams(["tourId", "showId", "countId"], COUNT_NOT_FOUND);

/** Every upcoming show's count and pace, across tours (the Tickets page, Overview's flag). */
export const ticketOverviewRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const [reader, shows] = await Promise.all([
    ticketReader(c),
    readUpcomingTickets(c.get("db"), c.get("workspace").id, new Date()),
  ]);
  return c.json(shows.map((s) => showTicketsFor(reader, s)));
});

/**
 * A tour's shows' counts, one show's history and pacing, a manager's report:
 * /api/tours/:tourId/tickets. Everyone reads (shaped: domain/tickets/reader-shape.ts); owners
 * and managers write (route-access.ts). Another workspace's tour, show or count is 404.
 */
export const ticketCountRoutes = new Hono<AppEnv>()
  .get("/", tourParams, async (c) => {
    const { tourId } = c.req.valid("param");
    const [reader, shows] = await Promise.all([
      ticketReader(c),
      readTourTickets(c.get("db"), c.get("workspace").id, tourId),
    ]);
    if (!shows) throw notFound(TOUR_NOT_FOUND);
    return c.json(shows.map((s) => showTicketsFor(reader, s)));
  })
  .get("/:showId", showParams, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const [reader, detail] = await Promise.all([
      ticketReader(c),
      readShowTickets(c.get("db"), c.get("workspace").id, tourId, showId),
    ]);
    if (!detail) throw notFound(SHOW_NOT_FOUND);
    return c.json(showTicketDetailFor(reader, detail));
  })
  .post("/:showId", showParams, validate("json", countReportSchema), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const db = c.get("db");
    const workspace = c.get("workspace");
    const user = c.get("user");
    const refused = await reportCounts(
      db,
      workspace.id,
      tourId,
      showId,
      c.req.valid("json"),
      user.id,
    );
    if (refused && "show" in refused) throw notFound(SHOW_NOT_FOUND);
    if (refused) throw fieldErrors(refused.fields);
    const detail = await readShowTickets(db, workspace.id, tourId, showId);
    if (!detail) throw notFound(SHOW_NOT_FOUND);
    return c.json(showTicketDetailFor(await ticketReader(c), detail), 201);
  })
  .delete("/:showId/counts/:countId", countParams, async (c) => {
    const { tourId, showId, countId } = c.req.valid("param");
    if (!(await deleteCount(c.get("db"), c.get("workspace").id, tourId, showId, countId)))
      throw notFound(COUNT_NOT_FOUND);
    return c.json({ id: countId });
  });
