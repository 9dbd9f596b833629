import { Hono } from "hono";
import { daySheetChanges, daySheetInputSchema } from "@/domain/logistics/day-sheets";
import { lodgingInputSchema, travelLegInputSchema } from "@/domain/logistics/itinerary";
import { daySheetFor, itineraryFor } from "@/domain/logistics/reader-shape";
import { memberName } from "@/domain/team/member-name";
import { type Role, seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import { reopenChangedTimes } from "../../db/queries/logistics/advances";
import { getDaySheet, saveDaySheet } from "../../db/queries/logistics/day-sheets";
import {
  createLodging,
  createTravelLeg,
  deleteLodging,
  deleteTravelLeg,
  getItinerary,
  updateLodging,
  updateTravelLeg,
} from "../../db/queries/logistics/itinerary";
import { daySheetTimesOf, noticeTimesChanged } from "../../db/queries/notifications/raise";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

/** Who edit a day sheet whole; crew and artists change its times and notes. */
const MANAGERS: readonly Role[] = ["owner", "manager"];

const LEG_NOT_FOUND = "Travel leg not found";
const LODGING_NOT_FOUND = "Lodging not found";

/** /tours/:tourId/travel-legs */
export const travelLegsRoutes = new Hono<AppEnv>()
  .post(
    "/",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", travelLegInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const input = c.req.valid("json");
      const leg = await createTravelLeg(c.var.db, c.var.workspace.id, tourId, input);
      if (!leg) throw notFound(TOUR_NOT_FOUND);
      if ("misfits" in leg) throw fieldErrors(leg.misfits);
      return c.json(leg, 201);
    },
  )
  .put(
    "/:id",
    idParams(["tourId", "id"], LEG_NOT_FOUND),
    validate("json", travelLegInputSchema),
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const leg = await updateTravelLeg(c.var.db, c.var.workspace.id, tourId, id, input);
      if (!leg) throw notFound(LEG_NOT_FOUND);
      if ("misfits" in leg) throw fieldErrors(leg.misfits);
      return c.json(leg);
    },
  )
  .delete("/:id", idParams(["tourId", "id"], LEG_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteTravelLeg(c.var.db, c.var.workspace.id, tourId, id)))
      throw notFound(LEG_NOT_FOUND);
    return c.json({ id });
  });

/** /tours/:tourId/lodgings */
export const lodgingsRoutes = new Hono<AppEnv>()
  .post(
    "/",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", lodgingInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const input = c.req.valid("json");
      const stay = await createLodging(c.var.db, c.var.workspace.id, tourId, input);
      if (!stay) throw notFound(TOUR_NOT_FOUND);
      if ("misfits" in stay) throw fieldErrors(stay.misfits);
      return c.json(stay, 201);
    },
  )
  .put(
    "/:id",
    idParams(["tourId", "id"], LODGING_NOT_FOUND),
    validate("json", lodgingInputSchema),
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const stay = await updateLodging(c.var.db, c.var.workspace.id, tourId, id, input);
      if (!stay) throw notFound(LODGING_NOT_FOUND);
      if ("misfits" in stay) throw fieldErrors(stay.misfits);
      return c.json(stay);
    },
  )
  .delete("/:id", idParams(["tourId", "id"], LODGING_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteLodging(c.var.db, c.var.workspace.id, tourId, id)))
      throw notFound(LODGING_NOT_FOUND);
    return c.json({ id });
  });

/** /tours/:tourId/itinerary and /tours/:tourId/day-sheets/:showId */
export const itineraryRoutes = new Hono<AppEnv>()
  .get("/itinerary", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const itinerary = await getItinerary(c.var.db, c.var.workspace.id, tourId);
    if (!itinerary) throw notFound(TOUR_NOT_FOUND);
    return c.json(itineraryFor(seesMoney(c.var.workspace.role), itinerary));
  })
  .get("/day-sheets/:showId", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const sheet = await getDaySheet(c.var.db, c.var.workspace.id, tourId, showId);
    if (!sheet) throw notFound(SHOW_NOT_FOUND);
    return c.json(daySheetFor(seesMoney(c.var.workspace.role), sheet));
  })
  .put(
    "/day-sheets/:showId",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", daySheetInputSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const before = await daySheetTimesOf(c.var.db, c.var.workspace.id, showId);
      const sheet = await saveDaySheet(
        c.var.db,
        c.var.workspace.id,
        tourId,
        showId,
        daySheetChanges(c.req.valid("json"), MANAGERS.includes(c.var.workspace.role)),
      );
      if (!sheet) throw notFound(SHOW_NOT_FOUND);
      // A time the venue agreed, changed here, is no longer agreed (issue 47).
      await reopenChangedTimes(
        c.var.db,
        c.var.workspace.id,
        showId,
        before,
        sheet.sheet,
        memberName(c.var.user),
      );
      // Everyone on the day hears of new times (issue 37); a failed notice never fails the edit.
      await noticeTimesChanged(
        c.var.db,
        c.var.workspace.id,
        before,
        sheet,
        c.var.mailer.configured,
      ).catch((err) => c.var.logger.warn({ err }, "notifying a day's new times failed"));
      return c.json(daySheetFor(seesMoney(c.var.workspace.role), sheet));
    },
  );
