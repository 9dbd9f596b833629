import type { Context } from "hono";
import { Hono } from "hono";
import { fileSlug } from "@/domain/finances/financials-csv";
import { savedSetFor, savedSetsFor, showSetFor, showSetsFor } from "@/domain/setlists/reader-shape";
import {
  playedSetInputSchema,
  savedSetInputSchema,
  showSetInputSchema,
} from "@/domain/setlists/set-lists";
import { MAX_SAVED_SETS } from "@/domain/setlists/sets";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import {
  createSavedSet,
  deleteSavedSet,
  getSavedSet,
  listSavedSets,
  type SavedSetRefusal,
  updateSavedSet,
} from "../../db/queries/setlists/saved-sets";
import {
  confirmPlayed,
  getShowSet,
  listShowSets,
  type SetWriteRefusal,
  saveShowSet,
} from "../../db/queries/setlists/sets";
import { file, PDF } from "../../download";
import { heavyJob } from "../../heavy/heavy-job";
import { runHeavy } from "../../heavy/pool";
import { requestLocale } from "../../i18n/request-locale";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const SAVED_SET_NOT_FOUND = "Saved set not found";
const FOREIGN_SONG = "Choose a song of this workspace's catalogue";

const sees = (c: Context<AppEnv>) => seesMoney(c.get("workspace").role);

/** A line naming a song that is not the workspace's: 400 naming the line ("items.3.songId"). */
const foreignSong = (line: number) => fieldErrors({ [`items.${line}.songId`]: FOREIGN_SONG });

function refuseSetWrite(refused: SetWriteRefusal): never {
  if (refused === "show") throw notFound(SHOW_NOT_FOUND);
  throw foreignSong(refused.songLine);
}

function refuseSavedSet(refused: SavedSetRefusal, name: string): never {
  if (refused === "missing") throw notFound(SAVED_SET_NOT_FOUND);
  if (refused === "limit") {
    throw new ApiError(
      "limit_reached",
      `This workspace has reached its limit of ${MAX_SAVED_SETS} saved sets.`,
    );
  }
  if (refused === "name") {
    throw fieldErrors(
      { name: `A saved set named "${name}" already exists` },
      { code: "conflict", message: `A saved set named "${name}" already exists` },
    );
  }
  throw foreignSong(refused.songLine);
}

const showParams = idParams(["tourId", "showId"], SHOW_NOT_FOUND);
const setParams = idParams(["setId"], SAVED_SET_NOT_FOUND);

/**
 * A show's set, its played set and its stage copy: /api/tours/:tourId/set-lists/:showId
 * (issue 50 items 2–4). Everyone reads it; owners, managers and artists write it
 * (route-access.ts). A show of another workspace, or not on that tour, is 404.
 */
export const showSetRoutes = new Hono<AppEnv>()
  .get("/", showParams, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const set = await getShowSet(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!set) throw notFound(SHOW_NOT_FOUND);
    return c.json(showSetFor(sees(c), set));
  })
  .put("/", showParams, validate("json", showSetInputSchema), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const input = c.req.valid("json");
    const result = await saveShowSet(c.get("db"), c.get("workspace").id, tourId, showId, input);
    if (result === "show" || "songLine" in result) refuseSetWrite(result);
    return c.json(showSetFor(sees(c), result));
  })
  .put("/played", showParams, validate("json", playedSetInputSchema), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const input = c.req.valid("json");
    const ws = c.get("workspace").id;
    const result = await confirmPlayed(c.get("db"), ws, tourId, showId, input, c.get("user").id);
    if (result === "show" || "songLine" in result) refuseSetWrite(result);
    return c.json(showSetFor(sees(c), result));
  })
  .get("/pdf", showParams, heavyJob, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const set = await getShowSet(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!set) throw notFound(SHOW_NOT_FOUND);
    // The reader's set (the same table as the page), laid out in a worker thread.
    const shown = showSetFor(sees(c), set);
    const bytes = await runHeavy("stageCopy", {
      show: shown.show,
      lines: shown.planned,
      stage: shown.stage,
      locale: requestLocale(c),
    });
    const name = `set-list-${fileSlug(set.show.venueName)}-${set.show.performanceDate ?? "undated"}.pdf`;
    return file(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), PDF, name);
  });

/** The shows that have a set, to start another show's from: /api/set-lists. */
export const setListRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(showSetsFor(sees(c), await listShowSets(c.get("db"), c.get("workspace").id))),
);

/** Saved sets a show can start from: /api/saved-sets. */
export const savedSetRoutes = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.json(savedSetsFor(sees(c), await listSavedSets(c.get("db"), c.get("workspace").id))),
  )
  .post("/", validate("json", savedSetInputSchema), async (c) => {
    const input = c.req.valid("json");
    const ws = c.get("workspace").id;
    const created = await createSavedSet(c.get("db"), ws, input);
    if (typeof created === "string" || "songLine" in created) refuseSavedSet(created, input.name);
    const set = await getSavedSet(c.get("db"), ws, created.id);
    return c.json(savedSetFor(sees(c), set!), 201);
  })
  .get("/:setId", setParams, async (c) => {
    const { setId } = c.req.valid("param");
    const set = await getSavedSet(c.get("db"), c.get("workspace").id, setId);
    if (!set) throw notFound(SAVED_SET_NOT_FOUND);
    return c.json(savedSetFor(sees(c), set));
  })
  .put("/:setId", setParams, validate("json", savedSetInputSchema), async (c) => {
    const { setId } = c.req.valid("param");
    const input = c.req.valid("json");
    const ws = c.get("workspace").id;
    const refused = await updateSavedSet(c.get("db"), ws, setId, input);
    if (refused) refuseSavedSet(refused, input.name);
    const set = await getSavedSet(c.get("db"), ws, setId);
    if (!set) throw notFound(SAVED_SET_NOT_FOUND);
    return c.json(savedSetFor(sees(c), set));
  })
  .delete("/:setId", setParams, async (c) => {
    const { setId } = c.req.valid("param");
    if (!(await deleteSavedSet(c.get("db"), c.get("workspace").id, setId)))
      throw notFound(SAVED_SET_NOT_FOUND);
    return c.json({ id: setId });
  });
