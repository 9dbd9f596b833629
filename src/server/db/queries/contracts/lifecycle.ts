import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type ContractDetail, isCurrent } from "@/domain/contracts/contracts";
import { buildContractDocument, type ContractFacts } from "@/domain/contracts/document";
import type { Locale } from "@/domain/i18n/locales";
import { linkExpiry } from "@/domain/link-tokens";
import { hashLinkToken, newLinkToken } from "../../../link-tokens";
import type { Db } from "../../client";
import { contracts } from "../../schema";
import { findOwnedShow } from "../ownership";
import { toDetail } from "./answers";
import {
  type Audit,
  addEvent,
  type ContractRow,
  findContract,
  latestOfShow,
  linkIsActive,
  lockContract,
  type RenderDocument,
  sha256Hex,
} from "./contract-rows";
import { showContractFacts } from "./facts";
import { type ContractNow, readOneNow } from "./out-of-date";
import { getContractTemplate } from "./templates";

/**
 * A version's steps but the signatures (./signing.ts): made, sent, viewed, its link revoked,
 * voided. Each is one transaction that locks the version's row, changes its state and records
 * its event, so two steps at once queue up and the second finds the first done.
 */
export type CreateRefusal = "show" | "current" | { noDeal: string };

/**
 * A new version from the show as it is now and the workspace's template, in the language of
 * the person who makes it (`locale`, kept with its source: the executed PDF is written in it).
 */
export async function createContract(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  audit: Audit,
  render: RenderDocument,
  locale: Locale,
): Promise<ContractDetail | CreateRefusal> {
  return db.transaction(async (tx) => {
    // Locking the show queues two "new version" clicks instead of racing the unique index.
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return "show";
    const made = await showContractFacts(tx, workspaceId, tourId, showId);
    if (!made) return "show";
    if (!made.facts) return { noDeal: made.whyNot };
    const latest = await latestOfShow(tx, workspaceId, showId);
    // An executed version the deal has moved away from makes room for an amendment.
    if (latest && isCurrent(await readOneNow(tx, latest))) return "current";
    const { template } = await getContractTemplate(tx, workspaceId);
    const id = randomUUID();
    const version = (latest?.version ?? 0) + 1;
    // Whole seconds: the PDF's dates have no more, and the document must render the same again.
    const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const facts: ContractFacts = { ...made.facts, contractId: id, version, promoterName: null };
    const document = buildContractDocument(template, facts);
    const pdf = await render({ contractId: id, document, createdAt });
    const sha = sha256Hex(pdf);
    const [row] = await tx
      .insert(contracts)
      .values({
        id,
        workspaceId,
        showId,
        version,
        title: document.title,
        showDate: facts.showDate,
        venueName: facts.venueName,
        artistName: facts.artistName,
        source: { facts, template, locale },
        document,
        documentPdf: pdf,
        documentSha256: sha,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await addEvent(tx, row!, "created", audit, sha, createdAt);
    return toDetail(tx, row!);
  });
}

/**
 * Sends (or sends again) a version: the document is made again naming the promoter, a new
 * link replaces any earlier one, and its token is answered this once.
 */
export async function sendContract(
  db: Db,
  workspaceId: string,
  id: string,
  input: { promoterName: string; promoterEmail: string; expiresInDays: number },
  audit: Audit,
  render: RenderDocument,
  refusal: (row: ContractNow) => string | null,
) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, workspaceId, id);
    if (!row) return undefined;
    const refused = refusal(await readOneNow(tx, row));
    if (refused) return { conflict: refused };
    const facts = { ...row.source.facts, promoterName: input.promoterName };
    const document = buildContractDocument(row.source.template, facts);
    const pdf = await render({ contractId: row.id, document, createdAt: row.createdAt });
    const sha = sha256Hex(pdf);
    const token = newLinkToken();
    const now = new Date();
    const expiresAt = linkExpiry(now, input.expiresInDays);
    const [updated] = await tx
      .update(contracts)
      .set({
        state: "sent",
        source: { ...row.source, facts },
        document,
        documentPdf: pdf,
        documentSha256: sha,
        promoterName: input.promoterName,
        promoterEmail: input.promoterEmail,
        linkTokenHash: hashLinkToken(token),
        linkExpiresAt: expiresAt,
        linkRevokedAt: null,
        sentAt: now,
        viewedAt: null,
        remindedAt: null,
        updatedAt: now,
      })
      .where(eq(contracts.id, row.id))
      .returning();
    await addEvent(tx, updated!, "sent", audit, sha, now);
    return {
      contract: await toDetail(tx, updated!),
      token,
      expiresAt,
      artistName: updated!.artistName,
    };
  });
}

/** Turns the promoter's link off (any state); the same answer when it is off already. */
export async function revokeContractLink(db: Db, workspaceId: string, id: string, audit: Audit) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, workspaceId, id);
    if (!row) return undefined;
    if (!linkIsActive(row)) return toDetail(tx, row);
    const now = new Date();
    const [updated] = await tx
      .update(contracts)
      .set({ linkRevokedAt: now, updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    await addEvent(tx, updated!, "link_revoked", audit, row.documentSha256, now);
    return toDetail(tx, updated!);
  });
}

/** Voids a version that is not executed; its link stops working. Void already: unchanged. */
export async function voidContract(db: Db, workspaceId: string, id: string, audit: Audit) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, workspaceId, id);
    if (!row) return undefined;
    if (row.state === "executed") return { conflict: "executed" } as const;
    if (row.state === "void") return toDetail(tx, row);
    const now = new Date();
    const [updated] = await tx
      .update(contracts)
      .set({ state: "void", linkRevokedAt: row.linkRevokedAt ?? now, updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    await addEvent(tx, updated!, "voided", audit, row.documentSha256, now);
    return toDetail(tx, updated!);
  });
}

/** The first opening of a sent version marks it viewed. */
export async function markViewed(db: Db, row: ContractRow, audit: Audit) {
  if (row.state !== "sent") return row;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(contracts)
      .set({ state: "viewed", viewedAt: now, updatedAt: now })
      .where(and(eq(contracts.id, row.id), eq(contracts.state, "sent")))
      .returning();
    if (!updated) return (await findContract(tx, row.workspaceId, row.id))!;
    await addEvent(tx, updated, "viewed", audit, row.documentSha256, now);
    return updated;
  });
}
