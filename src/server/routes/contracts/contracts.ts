import type { Context } from "hono";
import { Hono } from "hono";
import {
  CONTRACT_MESSAGES,
  type ContractState,
  contractPath,
  countersignSchema,
  sendSchema,
} from "@/domain/contracts/contracts";
import { contractListFor, readsContracts } from "@/domain/contracts/reader-shape";
import { contractTemplateSchema } from "@/domain/contracts/template";
import { storageFullMessage } from "@/domain/merch/artwork-storage";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import { sendContractMail } from "../../contracts/contract-mail";
import { executeWith, renderDocument } from "../../contracts/executed";
import { contractsOfTour, showContract } from "../../db/queries/contracts/answers";
import { findContract } from "../../db/queries/contracts/contract-rows";
import {
  createContract,
  revokeContractLink,
  sendContract,
  voidContract,
} from "../../db/queries/contracts/lifecycle";
import type { ContractNow } from "../../db/queries/contracts/out-of-date";
import { countersign } from "../../db/queries/contracts/signing";
import {
  getContractTemplate,
  resetContractTemplate,
  saveContractTemplate,
} from "../../db/queries/contracts/templates";
import { recipientLocale } from "../../i18n/recipient-locale";
import { requestLocale } from "../../i18n/request-locale";
import { translatorFor } from "../../i18n/translator";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { memberAudit, originOf } from "./audit";
import { contractPdfResponse } from "./pdf-response";

/** /contract-template — the workspace's template (Settings). */
export const contractTemplateRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await getContractTemplate(c.get("db"), c.get("workspace").id)))
  .put("/", validate("json", contractTemplateSchema), async (c) =>
    c.json(await saveContractTemplate(c.get("db"), c.get("workspace").id, c.req.valid("json"))),
  )
  .post("/reset", async (c) =>
    c.json(await resetContractTemplate(c.get("db"), c.get("workspace").id)),
  );

/** /tours/:tourId — each show's latest version, and one show's contract. */
export const showContractRoutes = new Hono<AppEnv>()
  .get("/contracts", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    // A contract is money: crew and artists get the marker, so the tour page renders "Hidden".
    const sees = seesMoney(c.get("workspace").role);
    if (!readsContracts(sees)) return c.json(contractListFor(sees, undefined));
    const list = await contractsOfTour(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").tourId,
    );
    if (!list) throw notFound(TOUR_NOT_FOUND);
    return c.json(contractListFor(sees, list));
  })
  .get("/shows/:showId/contract", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const answer = await showContract(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!answer) throw notFound(SHOW_NOT_FOUND);
    return c.json(answer);
  })
  .post("/shows/:showId/contract", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const made = await createContract(
      c.get("db"),
      c.get("workspace").id,
      tourId,
      showId,
      memberAudit(c),
      renderDocument,
      requestLocale(c),
    );
    if (made === "show") throw notFound(SHOW_NOT_FOUND);
    if (made === "current") throw new ApiError("conflict", CONTRACT_MESSAGES.current);
    if ("noDeal" in made) throw new ApiError("no_deal", made.noDeal);
    return c.json({ contract: made }, 201);
  });

const contractId = idParams(["contractId"], CONTRACT_MESSAGES.notFound);
const idOf = (c: Context<AppEnv>) => c.req.param("contractId") ?? "";

/** Why a version cannot be sent now, or null. */
function sendRefusal(r: ContractNow): string | null {
  if (r.state === "void") return CONTRACT_MESSAGES.void;
  if (r.outOfDate) return CONTRACT_MESSAGES.outOfDate;
  const state = r.state as ContractState;
  if (state === "draft" || state === "sent" || state === "viewed") return null;
  return CONTRACT_MESSAGES.notDraft;
}

/** /contracts/:contractId — one version: its PDF and its steps. */
export const contractRoutes = new Hono<AppEnv>()
  .get("/:contractId/pdf", contractId, async (c) => {
    const row = await findContract(c.get("db"), c.get("workspace").id, idOf(c));
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    return contractPdfResponse(c, row);
  })
  .post("/:contractId/send", contractId, validate("json", sendSchema), async (c) => {
    const input = c.req.valid("json");
    const sent = await sendContract(
      c.get("db"),
      c.get("workspace").id,
      idOf(c),
      input,
      memberAudit(c),
      renderDocument,
      sendRefusal,
    );
    if (!sent) throw notFound(CONTRACT_MESSAGES.notFound);
    if ("conflict" in sent)
      throw new ApiError("conflict", sent.conflict ?? CONTRACT_MESSAGES.notDraft);
    const url = `${originOf(c)}${contractPath(sent.token)}`;
    // In the promoter's language: their account's, else the sender's (issue 55).
    const words = c.get("mailer").configured
      ? translatorFor(await recipientLocale(c.get("db"), input.promoterEmail, requestLocale(c)))
      : undefined;
    const mail = await sendContractMail(
      c.get("mailer"),
      {
        to: input.promoterEmail,
        promoterName: input.promoterName,
        artistName: sent.artistName,
        venueName: sent.contract.venueName,
        showDate: sent.contract.showDate,
        url,
        expiresAt: sent.expiresAt,
      },
      words,
    );
    return c.json({
      contract: sent.contract,
      link: { url, expiresAt: sent.expiresAt.toISOString() },
      mail,
    });
  })
  .post("/:contractId/revoke-link", contractId, async (c) => {
    const contract = await revokeContractLink(
      c.get("db"),
      c.get("workspace").id,
      idOf(c),
      memberAudit(c),
    );
    if (!contract) throw notFound(CONTRACT_MESSAGES.notFound);
    return c.json({ contract });
  })
  .post("/:contractId/void", contractId, async (c) => {
    const contract = await voidContract(
      c.get("db"),
      c.get("workspace").id,
      idOf(c),
      memberAudit(c),
    );
    if (!contract) throw notFound(CONTRACT_MESSAGES.notFound);
    if ("conflict" in contract) throw new ApiError("conflict", CONTRACT_MESSAGES.executedVoid);
    return c.json({ contract });
  })
  .post("/:contractId/countersign", contractId, validate("json", countersignSchema), async (c) => {
    const input = c.req.valid("json");
    const done = await countersign(
      c.get("db"),
      c.get("workspace").id,
      idOf(c),
      input,
      memberAudit(c),
      executeWith(c.get("auth").options.secret as string),
    );
    if (!done) throw notFound(CONTRACT_MESSAGES.notFound);
    if ("storageFull" in done) {
      const message = storageFullMessage(done.storageFull, done.bytes, done.storageFull.isGuest);
      throw fieldErrors({ file: message }, { code: "storage_full", message });
    }
    if ("status" in done) throw new ApiError(done.status, done.message);
    return c.json({ contract: done });
  });
