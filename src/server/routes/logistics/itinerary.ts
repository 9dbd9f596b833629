import { type Context, Hono } from "hono";
import type { z } from "zod";
import { daySheetChanges, daySheetInputSchema } from "@/domain/logistics/day-sheets";
import { lodgingInputSchema, travelLegInputSchema } from "@/domain/logistics/itinerary";
import { daySheetFor } from "@/domain/logistics/reader-shape";
import type { TravelSubject } from "@/domain/logistics/travel-people";
import { memberName } from "@/domain/team/member-name";
import { type Role, seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { reopenChangedTimes } from "../../db/queries/logistics/advances";
import { saveDaySheet } from "../../db/queries/logistics/day-sheets";
import {
  type CurrencyMisfit,
  createLodging,
  createTravelLeg,
  deleteLodging,
  deleteTravelLeg,
  updateLodging,
  updateTravelLeg,
} from "../../db/queries/logistics/itinerary";
import { travelSubjectOf } from "../../db/queries/logistics/travel-people";
import {
  daySheetTimesOf,
  noticeTimesChanged,
  noticeTravelChanged,
} from "../../db/queries/notifications/raise";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { readerOf, readersDaySheet, readersItinerary } from "./kept-road-reads";

/** Who edit a day sheet whole; crew and artists change its times and notes. */
const MANAGERS: readonly Role[] = ["owner", "manager"];

/** The writes of a tour's row that carries a cost (a leg, a stay), answered alike for both. */
type CostedWrites<Input, Row> = {
  create: (db: Db, workspaceId: string, tourId: string, input: Input) => Promise<Written<Row>>;
  update: (
    db: Db,
    workspaceId: string,
    tourId: string,
    id: string,
    input: Input,
  ) => Promise<Written<Row>>;
  remove: (db: Db, workspaceId: string, tourId: string, id: string) => Promise<boolean>;
};
type Written<Row> = Row | CurrencyMisfit | undefined;

/**
 * POST /, PUT /:id and DELETE /:id of a tour's costed rows: legs and lodgings share one set of
 * answers (404 for a tour or row not the workspace's, 400 by field for a cost that does not fit
 * its currency), so the two cannot drift apart.
 */
function costedRowRoutes<Schema extends z.ZodType, Row extends { id: string }>(
  inputSchema: Schema,
  rowNotFound: string,
  writes: CostedWrites<z.output<Schema>, Row>,
  kind: "leg" | "stay",
) {
  const written = (row: Written<Row>, missing: string) => {
    if (!row) throw notFound(missing);
    if ("misfits" in row) throw fieldErrors(row.misfits);
    return row;
  };
  // The people on it before and after hear of it (issue 54); a failed notice never fails the write.
  const tell = async (c: Context<AppEnv>, tourId: string, id: string, before?: TravelSubject) => {
    const db = c.get("db");
    const workspace = c.get("workspace");
    try {
      const after = await travelSubjectOf(db, workspace.id, tourId, kind, id);
      await noticeTravelChanged(db, workspace.id, before, after, c.get("mailer").configured);
    } catch (err) {
      c.get("logger").warn({ err }, "notifying a travel change failed");
    }
  };
  const stands = (c: Context<AppEnv>, tourId: string, id: string) =>
    travelSubjectOf(c.get("db"), c.get("workspace").id, tourId, kind, id);
  return new Hono<AppEnv>()
    .post("/", idParams(["tourId"], TOUR_NOT_FOUND), validate("json", inputSchema), async (c) => {
      const { tourId } = c.req.valid("param");
      const input = c.req.valid("json");
      const row = written(
        await writes.create(c.get("db"), c.get("workspace").id, tourId, input),
        TOUR_NOT_FOUND,
      );
      await tell(c, tourId, row.id);
      return c.json(row, 201);
    })
    .put(
      "/:id",
      idParams(["tourId", "id"], rowNotFound),
      validate("json", inputSchema),
      async (c) => {
        const { tourId, id } = c.req.valid("param");
        const input = c.req.valid("json");
        const before = await stands(c, tourId, id);
        const row = written(
          await writes.update(c.get("db"), c.get("workspace").id, tourId, id, input),
          rowNotFound,
        );
        await tell(c, tourId, id, before);
        return c.json(row);
      },
    )
    .delete("/:id", idParams(["tourId", "id"], rowNotFound), async (c) => {
      const { tourId, id } = c.req.valid("param");
      const before = await stands(c, tourId, id);
      if (!(await writes.remove(c.get("db"), c.get("workspace").id, tourId, id)))
        throw notFound(rowNotFound);
      await tell(c, tourId, id, before);
      return c.json({ id });
    });
}

/** /tours/:tourId/travel-legs */
export const travelLegsRoutes = costedRowRoutes(
  travelLegInputSchema,
  "Travel leg not found",
  { create: createTravelLeg, update: updateTravelLeg, remove: deleteTravelLeg },
  "leg",
);

/** /tours/:tourId/lodgings */
export const lodgingsRoutes = costedRowRoutes(
  lodgingInputSchema,
  "Lodging not found",
  { create: createLodging, update: updateLodging, remove: deleteLodging },
  "stay",
);

/** /tours/:tourId/itinerary and /tours/:tourId/day-sheets/:showId */
export const itineraryRoutes = new Hono<AppEnv>()
  .get("/itinerary", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const itinerary = await readersItinerary(c, tourId);
    if (!itinerary) throw notFound(TOUR_NOT_FOUND);
    return c.json(itinerary);
  })
  .get("/day-sheets/:showId", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const sheet = await readersDaySheet(c, tourId, showId);
    if (!sheet) throw notFound(SHOW_NOT_FOUND);
    return c.json(sheet);
  })
  .put(
    "/day-sheets/:showId",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", daySheetInputSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const before = await daySheetTimesOf(c.get("db"), c.get("workspace").id, showId);
      const sheet = await saveDaySheet(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        showId,
        daySheetChanges(c.req.valid("json"), MANAGERS.includes(c.get("workspace").role)),
        readerOf(c),
      );
      if (!sheet) throw notFound(SHOW_NOT_FOUND);
      // A time the venue agreed, changed here, is no longer agreed (issue 47).
      await reopenChangedTimes(
        c.get("db"),
        c.get("workspace").id,
        showId,
        before,
        sheet.sheet,
        memberName(c.get("user")),
      );
      // Everyone on the day hears of new times (issue 37); a failed notice never fails the edit.
      await noticeTimesChanged(
        c.get("db"),
        c.get("workspace").id,
        before,
        sheet,
        c.get("mailer").configured,
      ).catch((err) => c.get("logger").warn({ err }, "notifying a day's new times failed"));
      return c.json(daySheetFor(seesMoney(c.get("workspace").role), sheet));
    },
  );
