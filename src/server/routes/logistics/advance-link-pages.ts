import type { Context } from "hono";
import { Hono } from "hono";
import {
  LINK_GONE_MESSAGES,
  LINK_LIMIT_MESSAGES,
  LINK_NOT_FOUND,
  type LinkUploadLimit,
  linkUploadLimit,
  promoterName,
} from "@/domain/logistics/advance-links";
import { answerInputSchema, isMoneySection } from "@/domain/logistics/advances";
import { isManagersFile } from "@/domain/logistics/show-files";
import { showFact } from "@/domain/notifications/notice-subjects";
import type { WriteSubjects } from "@/domain/team/activity-line";
import type { LinkLineKey } from "@/domain/team/activity-lines-road";
import { describeLinkWrite } from "@/domain/team/activity-words";
import type { AppEnv } from "../../context";
import { findAdvanceLink, type LinkHolder } from "../../db/queries/logistics/advance-links";
import { advanceItemsOf, answerAdvanceItem } from "../../db/queries/logistics/advances";
import {
  findShowFile,
  insertShowFile,
  LinkUploadLimitError,
  linkUploadsOf,
  showFilesOf,
} from "../../db/queries/logistics/show-files";
import { noticeLinkLimit } from "../../db/queries/notifications/raise";
import { recordActivity } from "../../db/queries/team/activity";
import { openLink } from "../../link-tokens";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { validate } from "../../middleware/validate";
import { kindOf, receiveShowFile, showFileResponse } from "../../show-file-io";

const ITEM_NOT_FOUND = "This advance has no such item";
const FILE_NOT_FOUND = "File not found";
const KEY_RE = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link that opens the request, while it works: a token that cannot be one or that no link
 * has is a 404 (before any SQL for a malformed one); an expired or revoked one a 410.
 */
const linkOf = (c: Context<AppEnv>): Promise<LinkHolder> =>
  openLink(c, {
    notFound: LINK_NOT_FOUND,
    find: (token) => findAdvanceLink(c.get("db"), token),
    gone: (link) => (link.state === "valid" ? undefined : LINK_GONE_MESSAGES[link.state]),
  });

/** Whom an answer is recorded as in Activity: the promoter, never a member. */
const record = (c: Context<AppEnv>, link: LinkHolder, key: LinkLineKey, what: WriteSubjects) =>
  recordActivity(
    c.get("db"),
    { workspaceId: link.workspaceId, userId: null, actorName: promoterName(link.recipient) },
    describeLinkWrite(key, "logistics", {
      ...what,
      show: showFact(link.venueName, link.performanceDate),
    }),
  );

/**
 * A link past its upload space or its files an hour (issue 46): the managers are told (a
 * failed notice never hides the refusal), and the venue reads what happened.
 */
async function refuseUpload(
  c: Context<AppEnv>,
  link: LinkHolder,
  limit: LinkUploadLimit,
): Promise<never> {
  await noticeLinkLimit(
    c.get("db"),
    { id: link.linkId, workspaceId: link.workspaceId, recipient: link.recipient },
    {
      id: link.showId,
      tourId: link.tourId,
      venueName: link.venueName,
      performanceDate: link.performanceDate,
    },
    limit,
    c.get("mailer").configured,
  ).catch((err) => c.get("logger").warn({ err }, "notifying a link's upload limit failed"));
  throw new ApiError(
    limit === "rate" ? "rate_limited" : "storage_full",
    LINK_LIMIT_MESSAGES[limit],
  );
}

/**
 * /advance-links/:token — the venue's side, without an account (app.ts mounts it before the
 * session check, rate-limited): the token is the key, and it opens one show's advance only.
 * No money unless the manager shared settlement, no contract, no other show, no link list.
 */
export const advanceLinkPublicRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const link = await linkOf(c);
    // Who on the tour changed a time (issue 47) is the tour's business, not the venue's.
    const items = (await advanceItemsOf(c.get("db"), link.workspaceId, link.showId))
      .filter((i) => link.shareSettlement || !isMoneySection(i.section))
      .map(({ change, ...i }) => (change?.by ? { ...i, answeredBy: null } : i));
    const files = (await showFilesOf(c.get("db"), link.workspaceId, link.showId)).filter(
      (f) => !isManagersFile(f.kind),
    );
    return c.json({
      workspaceName: link.workspaceName,
      tourTitle: link.tourTitle,
      venueName: link.venueName,
      city: link.city,
      performanceDate: link.performanceDate,
      recipient: link.recipient,
      items,
      files,
    });
  })
  .put("/:token/items/:key", validate("json", answerInputSchema), async (c) => {
    const link = await linkOf(c);
    const key = c.req.param("key");
    if (!KEY_RE.test(key)) throw notFound(ITEM_NOT_FOUND);
    const answered = await answerAdvanceItem(c.get("db"), link.workspaceId, link.showId, key, {
      value: c.req.valid("json").value,
      by: promoterName(link.recipient),
      money: link.shareSettlement,
    });
    if (answered === "item") throw notFound(ITEM_NOT_FOUND);
    if ("invalid" in answered) throw fieldErrors({ value: answered.invalid });
    await record(c, link, "advance-link answered", { record: answered.label, itemKey: key });
    return c.json({ key, ok: true });
  })
  .post("/:token/files", async (c) => {
    const link = await linkOf(c);
    const kind = kindOf(c);
    // A contract signed elsewhere is the managers' to file, not the venue's.
    if (isManagersFile(kind))
      throw fieldErrors({ kind: "Choose a stage plot, input list or rider" });
    const budget = {
      uploadedBy: promoterName(link.recipient),
      since: link.createdAt,
      now: new Date(),
    };
    // Already at its hourly count or out of space: refused before the body is read.
    const early = linkUploadLimit(
      await linkUploadsOf(c.get("db"), link.workspaceId, link.showId, budget),
      1,
    );
    if (early) await refuseUpload(c, link, early);
    const file = await receiveShowFile(c, (f) =>
      insertShowFile(
        c.get("db"),
        link.workspaceId,
        link.showId,
        { ...f, kind, uploadedBy: budget.uploadedBy },
        { link: budget },
      ),
    ).catch((err) =>
      err instanceof LinkUploadLimitError ? refuseUpload(c, link, err.limit) : Promise.reject(err),
    );
    if (!file) throw notFound(LINK_NOT_FOUND);
    await record(c, link, "advance-link uploaded", { record: file.fileName });
    return c.json(file, 201);
  })
  .get("/:token/files/:fileId", async (c) => {
    const link = await linkOf(c);
    const fileId = c.req.param("fileId");
    if (!UUID_RE.test(fileId)) throw notFound(FILE_NOT_FOUND);
    const file = await findShowFile(c.get("db"), link.workspaceId, link.showId, fileId);
    if (!file || isManagersFile(file.kind)) throw notFound(FILE_NOT_FOUND);
    return showFileResponse(c.get("db"), link.workspaceId, file);
  });
