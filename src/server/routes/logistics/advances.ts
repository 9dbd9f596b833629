import type { Context } from "hono";
import { Hono } from "hono";
import { advancePath, linkInputSchema } from "@/domain/logistics/advance-links";
import { acceptSchema, itemEditSchema, templateSchema } from "@/domain/logistics/advances";
import { advanceFor, readsShowFile } from "@/domain/logistics/reader-shape";
import { memberName } from "@/domain/team/member-name";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import { createAdvanceLink, revokeAdvanceLink } from "../../db/queries/logistics/advance-links";
import {
  getAdvanceTemplate,
  saveAdvanceTemplate,
} from "../../db/queries/logistics/advance-template";
import {
  acceptAdvanceAnswers,
  advanceProgressOfTour,
  editAdvanceItem,
} from "../../db/queries/logistics/advances";
import { getShowAdvance } from "../../db/queries/logistics/show-advance";
import {
  deleteShowFile,
  findShowFile,
  insertShowFile,
} from "../../db/queries/logistics/show-files";
import { noticeAdvanceAccepted } from "../../db/queries/notifications/raise";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { kindOf, receiveShowFile, showFileResponse } from "../../show-file-io";

const ITEM_NOT_FOUND = "This advance has no such item";
const LINK_NOT_FOUND = "Advance link not found";
const FILE_NOT_FOUND = "File not found";
const KEY_RE = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;

const keyOf = (c: Context) => {
  const key = c.req.param("key") ?? "";
  if (!KEY_RE.test(key)) throw notFound(ITEM_NOT_FOUND);
  return key;
};

/** The public URL (BETTER_AUTH_URL) when configured, else the address the request came to. */
const originOf = (c: Context<AppEnv>) => new URL(c.get("auth").options.baseURL || c.req.url).origin;

/** /tours/:tourId/advances — each show's advance, its link, its files (issue 38). */
export const advanceRoutes = new Hono<AppEnv>()
  .get("/", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const progress = await advanceProgressOfTour(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").tourId,
    );
    if (!progress) throw notFound(TOUR_NOT_FOUND);
    return c.json(progress);
  })
  .get("/:showId", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const advance = await getShowAdvance(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!advance) throw notFound(SHOW_NOT_FOUND);
    return c.json(advanceFor(seesMoney(c.get("workspace").role), advance));
  })
  .put(
    "/:showId/items/:key",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", itemEditSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const edited = await editAdvanceItem(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        showId,
        keyOf(c),
        c.req.valid("json"),
      );
      if (!edited) throw notFound(SHOW_NOT_FOUND);
      if (edited === "item") throw notFound(ITEM_NOT_FOUND);
      if ("invalid" in edited) throw fieldErrors({ value: edited.invalid });
      return c.json({ items: edited });
    },
  )
  .post(
    "/:showId/accept",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", acceptSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const { keys } = c.req.valid("json");
      const done = await acceptAdvanceAnswers(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        showId,
        keys,
      );
      if (!done) throw notFound(SHOW_NOT_FOUND);
      // The people on the day hear what changed; a failed notice never fails the accept.
      await noticeAdvanceAccepted(
        c.get("db"),
        c.get("workspace").id,
        showId,
        done.agreed,
        c.get("mailer").configured,
      ).catch((err) => c.get("logger").warn({ err }, "notifying accepted advance answers failed"));
      return c.json({ items: done.items, accepted: done.accepted });
    },
  )
  .post(
    "/:showId/links",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", linkInputSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const made = await createAdvanceLink(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        showId,
        c.req.valid("json"),
      );
      if (!made) throw notFound(SHOW_NOT_FOUND);
      // The link is shown this once: only its hash is kept.
      return c.json({ ...made.link, url: `${originOf(c)}${advancePath(made.token)}` }, 201);
    },
  )
  .delete("/:showId/links/:id", idParams(["tourId", "showId", "id"], LINK_NOT_FOUND), async (c) => {
    const { tourId, showId, id } = c.req.valid("param");
    if (!(await revokeAdvanceLink(c.get("db"), c.get("workspace").id, tourId, showId, id)))
      throw notFound(LINK_NOT_FOUND);
    return c.json({ id });
  })
  .post("/:showId/files", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const kind = kindOf(c);
    const file = await receiveShowFile(c, (f) =>
      insertShowFile(
        c.get("db"),
        c.get("workspace").id,
        showId,
        { ...f, kind, uploadedBy: memberName(c.get("user")) },
        { tourId },
      ),
    );
    if (!file) throw notFound(SHOW_NOT_FOUND);
    return c.json(file, 201);
  })
  .get(
    "/:showId/files/:fileId",
    idParams(["tourId", "showId", "fileId"], FILE_NOT_FOUND),
    async (c) => {
      const { tourId, showId, fileId } = c.req.valid("param");
      const file = await findShowFile(c.get("db"), c.get("workspace").id, showId, fileId, {
        tourId,
      });
      // A contract is the managers': to crew and artists it reads as missing.
      if (!file || !readsShowFile(seesMoney(c.get("workspace").role), file.kind))
        throw notFound(FILE_NOT_FOUND);
      return showFileResponse(c.get("db"), c.get("workspace").id, file);
    },
  )
  .delete(
    "/:showId/files/:fileId",
    idParams(["tourId", "showId", "fileId"], FILE_NOT_FOUND),
    async (c) => {
      const { tourId, showId, fileId } = c.req.valid("param");
      if (!(await deleteShowFile(c.get("db"), c.get("workspace").id, tourId, showId, fileId)))
        throw notFound(FILE_NOT_FOUND);
      return c.json({ id: fileId });
    },
  );

/** /advance-template — the workspace's questions; new shows' advances start from them. */
export const advanceTemplateRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await getAdvanceTemplate(c.get("db"), c.get("workspace").id)))
  .put("/", validate("json", templateSchema), async (c) =>
    c.json(
      await saveAdvanceTemplate(c.get("db"), c.get("workspace").id, c.req.valid("json").items),
    ),
  );
