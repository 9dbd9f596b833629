import type { Context } from "hono";
import { Hono } from "hono";
import {
  CONTRACT_MESSAGES,
  type ContractState,
  type PromoterView,
  promoterActor,
  promoterSignSchema,
  type VerifyAnswer,
} from "@/domain/contracts/contracts";
import { showFact } from "@/domain/notifications/notice-subjects";
import { describeLinkWrite } from "@/domain/team/activity-words";
import type { AppEnv } from "../../context";
import { verifyPdf } from "../../contracts/verify";
import { type ContractRow, contractByToken } from "../../db/queries/contracts/contract-rows";
import { markViewed } from "../../db/queries/contracts/lifecycle";
import { type ContractNow, readOneNow } from "../../db/queries/contracts/out-of-date";
import { linkGone, promoterSign } from "../../db/queries/contracts/signing";
import { recordActivity } from "../../db/queries/team/activity";
import { linkTokenParam, openLink } from "../../link-tokens";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { validate } from "../../middleware/validate";
import { withBodyUpTo } from "../../read-body";
import { auditOf } from "./audit";
import { contractPdfResponse } from "./pdf-response";

/** The verify page takes a PDF of at most 10 MB (an executed contract is tens of KB). */
export const MAX_VERIFY_BYTES = 10 * 1024 * 1024;
const VERIFY_TOO_LARGE = "The PDF can be at most 10 MB";
const NOT_A_PDF = "Drop the contract's PDF file";

/** Malformed: a 404 before any SQL, like a token no link has. */
const tokenOf = (c: Context<AppEnv>) => linkTokenParam(c, CONTRACT_MESSAGES.linkNotFound);

/** The version a link opens while it works; 404 unknown, 410 revoked/expired/void/out of date. */
const openContractLink = (c: Context<AppEnv>): Promise<ContractNow> =>
  openLink(c, {
    notFound: CONTRACT_MESSAGES.linkNotFound,
    find: async (token) => {
      const row = await contractByToken(c.get("db"), token);
      return row && readOneNow(c.get("db"), row);
    },
    gone: linkGone,
  });

const promoterView = (r: ContractNow): PromoterView => ({
  title: r.title,
  artistName: r.artistName,
  venueName: r.venueName,
  showDate: r.showDate,
  version: r.version,
  state: r.state as ContractState,
  documentSha256: r.documentSha256,
  outOfDate: r.outOfDate,
  executedSha256: r.state === "executed" ? r.executedSha256 : null,
  promoterName: r.promoterName,
});

const promoterAudit = (c: Context<AppEnv>, r: ContractRow) =>
  auditOf(c, promoterActor(r.promoterName ?? "The promoter"));

/** Activity names the promoter as "<name> (contract link)", as advances name the venue. */
const record = (
  c: Context<AppEnv>,
  r: ContractRow,
  key: "contract-link opened" | "contract-link signed",
) =>
  recordActivity(
    c.get("db"),
    {
      workspaceId: r.workspaceId,
      userId: null,
      actorName: promoterActor(r.promoterName ?? "The promoter"),
    },
    describeLinkWrite(key, "finances", { show: showFact(r.venueName, r.showDate) }),
  );

/**
 * /contract-links/:token — the promoter's side, without an account (app.ts mounts it before
 * the session check, rate-limited): the token opens one version of one contract, nothing else.
 */
export const contractLinkPublicRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const token = tokenOf(c);
    const opened = await openContractLink(c);
    const row = await markViewed(c.get("db"), opened, promoterAudit(c, opened));
    if (row.state !== opened.state) await record(c, row, "contract-link opened");
    // Opening marks it viewed and changes nothing the comparison reads: the facts were just
    // compared (the link opens only a version that is not out of date), so not again.
    const viewed: ContractNow = {
      ...row,
      state: row.state as ContractState,
      outOfDate: opened.outOfDate,
    };
    return c.json({ contract: promoterView(viewed), pdfUrl: `/api/contract-links/${token}/pdf` });
  })
  .get("/:token/pdf", async (c) => contractPdfResponse(c, await openContractLink(c)))
  .post("/:token/sign", validate("json", promoterSignSchema), async (c) => {
    const token = tokenOf(c);
    const input = c.req.valid("json");
    const signed = await promoterSign(c.get("db"), token, input, (row) => promoterAudit(c, row));
    if (!signed) throw notFound(CONTRACT_MESSAGES.linkNotFound);
    if ("status" in signed) throw new ApiError(signed.status, signed.message);
    await record(c, signed, "contract-link signed");
    return c.json({ contract: promoterView(await readOneNow(c.get("db"), signed)) });
  });

/** /contracts/verify — public: anyone holding a PDF may ask whether it is ours, unchanged. */
export const contractVerifyRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const tooLarge = () =>
    fieldErrors(
      { file: VERIFY_TOO_LARGE },
      { code: "payload_too_large", message: VERIFY_TOO_LARGE },
    );
  const answer = await withBodyUpTo(c, MAX_VERIFY_BYTES, tooLarge, async (data) => {
    if (data.length < 5 || data.subarray(0, 5).toString("latin1") !== "%PDF-")
      throw fieldErrors(
        { file: NOT_A_PDF },
        { code: "unsupported_media_type", message: NOT_A_PDF },
      );
    return verifyPdf(c.get("db"), data);
  });
  c.header("Cache-Control", "no-store");
  return c.json(answer satisfies VerifyAnswer);
});
