import type { Context } from "hono";
import { Hono } from "hono";
import { excelCsvQuerySchema } from "@/domain/exports";
import { fileSlug } from "@/domain/finances/financials-csv";
import { guestListCsv } from "@/domain/logistics/guest-list-csv";
import {
  checkInSchema,
  guestDecisionSchema,
  guestInputSchema,
  guestListSettingsSchema,
} from "@/domain/logistics/guest-lists";
import { guestFor, guestListFor } from "@/domain/logistics/reader-shape";
import type { Role } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import { checkInGuest } from "../../db/queries/logistics/guest-check-ins";
import {
  addGuest,
  decideGuest,
  deleteGuest,
  type GuestWriteResult,
  type GuestWriter,
  updateGuest,
} from "../../db/queries/logistics/guest-list-writes";
import {
  type GuestListView,
  type GuestView,
  getGuestList,
  saveGuestListSettings,
} from "../../db/queries/logistics/guest-lists";
import { csvDownload, file, PDF } from "../../download";
import { pdfInPool } from "../../heavy/pdf-in-pool";
import { requestLocale } from "../../i18n/request-locale";
import { ApiError, notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const GUEST_NOT_FOUND = "Guest not found";
const OVERRIDE_MANAGERS_ONLY = "Only an owner or manager can override the guest list's limits";

/** Owners and managers run the list: approve, decline, override (route-access.ts agrees). */
const LIST_MANAGERS: readonly Role[] = ["owner", "manager"];
const writerOf = (c: Context<AppEnv>): GuestWriter => ({
  userId: c.get("user").id,
  name: c.get("user").name,
  manages: LIST_MANAGERS.includes(c.get("workspace").role),
});

/**
 * The list as this member may read it (contacts only to managers and to whoever asked for
 * that guest), with what they may do on it, so the client shows only that.
 */
const withAbilities = (c: Context<AppEnv>, list: GuestListView) => {
  const reader = writerOf(c);
  return { ...guestListFor(reader, list), canManage: reader.manages };
};

/** A write's outcome as its answer: 404 for a missing show or guest, 409 naming a limit. */
function answer(c: Context<AppEnv>, result: GuestWriteResult<GuestView | undefined>) {
  if (result === "show") throw notFound(SHOW_NOT_FOUND);
  if (result === "guest" || result === undefined) throw notFound(GUEST_NOT_FOUND);
  if ("refused" in result) throw new ApiError("conflict", result.refused);
  return guestFor(writerOf(c), result);
}

const showParams = idParams(["tourId", "showId"], SHOW_NOT_FOUND);
const guestParams = idParams(["tourId", "showId", "guestId"], GUEST_NOT_FOUND);

/** /tours/:tourId/guest-lists/:showId — a show's guest list, its door and its box office. */
export const guestListRoutes = new Hono<AppEnv>()
  .get("/", showParams, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const list = await getGuestList(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!list) throw notFound(SHOW_NOT_FOUND);
    return c.json(withAbilities(c, list));
  })
  .put("/settings", showParams, validate("json", guestListSettingsSchema), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const input = c.req.valid("json");
    const list = await saveGuestListSettings(
      c.get("db"),
      c.get("workspace").id,
      tourId,
      showId,
      input,
    );
    if (!list) throw notFound(SHOW_NOT_FOUND);
    return c.json(withAbilities(c, list));
  })
  .post("/guests", showParams, validate("json", guestInputSchema), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const input = c.req.valid("json");
    const who = writerOf(c);
    if (input.override && !who.manages) throw new ApiError("forbidden", OVERRIDE_MANAGERS_ONLY);
    const ws = c.get("workspace").id;
    return c.json(answer(c, await addGuest(c.get("db"), ws, tourId, showId, input, who)), 201);
  })
  .put("/guests/:guestId", guestParams, validate("json", guestInputSchema), async (c) => {
    const { tourId, showId, guestId } = c.req.valid("param");
    const ws = c.get("workspace").id;
    const input = c.req.valid("json");
    return c.json(
      answer(c, await updateGuest(c.get("db"), ws, tourId, showId, guestId, input, writerOf(c))),
    );
  })
  .delete("/guests/:guestId", guestParams, async (c) => {
    const { tourId, showId, guestId } = c.req.valid("param");
    if (!(await deleteGuest(c.get("db"), c.get("workspace").id, tourId, showId, guestId)))
      throw notFound(GUEST_NOT_FOUND);
    return c.json({ id: guestId });
  })
  .post(
    "/guests/:guestId/decision",
    guestParams,
    validate("json", guestDecisionSchema),
    async (c) => {
      const { tourId, showId, guestId } = c.req.valid("param");
      const ws = c.get("workspace").id;
      const decision = c.req.valid("json");
      return c.json(
        answer(
          c,
          await decideGuest(c.get("db"), ws, tourId, showId, guestId, decision, writerOf(c)),
        ),
      );
    },
  )
  .put("/guests/:guestId/check-in", guestParams, validate("json", checkInSchema), async (c) => {
    const { tourId, showId, guestId } = c.req.valid("param");
    const ws = c.get("workspace").id;
    const input = c.req.valid("json");
    const result = await checkInGuest(
      c.get("db"),
      ws,
      tourId,
      showId,
      guestId,
      input,
      c.get("user").name,
    );
    if (result === "show") throw notFound(SHOW_NOT_FOUND);
    if ("conflict" in result) throw new ApiError("conflict", result.conflict);
    return c.json({ ...result, guest: guestFor(writerOf(c), result.guest) });
  })
  .get("/csv", showParams, validate("query", excelCsvQuerySchema), exportSlot, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const list = await getGuestList(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!list) throw notFound(SHOW_NOT_FOUND);
    // The reader's list (the same table as the page: domain/logistics/reader-shape.ts).
    const { guests } = guestListFor(writerOf(c), list);
    const name = `${fileNameOf(list)}.csv`;
    return csvDownload(guestListCsv(guests), name, c.req.valid("query").excel);
  })
  .get("/pdf", showParams, exportSlot, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const list = await getGuestList(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!list) throw notFound(SHOW_NOT_FOUND);
    return file(
      // Laid out in a worker thread (issue 49).
      await pdfInPool("guestList", {
        ...guestListFor(writerOf(c), list),
        locale: requestLocale(c),
      }),
      PDF,
      `${fileNameOf(list)}.pdf`,
    );
  });

const fileNameOf = (list: GuestListView) =>
  `guest-list-${fileSlug(list.show.venueName)}-${list.show.performanceDate ?? "undated"}`;
