import { eq } from "drizzle-orm";
import {
  CONTRACT_MESSAGES,
  type ContractEvent,
  promoterMaySign,
  type Signature,
} from "@/domain/contracts/contracts";
import type { Db } from "../../client";
import { contracts, type StoredSignature } from "../../schema";
import { insertShowFile } from "../logistics/show-files";
import { toDetail } from "./answers";
import {
  type Audit,
  addEvent,
  type ContractRow,
  contractByToken,
  eventsOf,
  linkIsActive,
  lockContract,
  sha256Hex,
} from "./contract-rows";
import { type ContractNow, readOneNow } from "./out-of-date";

/**
 * The two signatures (issue 39). The promoter signs through the link, naming the document's
 * SHA-256 they read; we countersign, and the executed PDF is made, signed with the
 * installation's certificate and kept. Each in one transaction under the version's row lock.
 */
export type SignRefusal =
  | { status: "gone"; message: string }
  | { status: "conflict"; message: string };

/**
 * Why the link cannot be used now: revoked, expired, void or out of date (410), or undefined.
 * A version the promoter signed before the deal changed still opens: their signed copy stays
 * theirs to read and download, and the page says a new version comes (issue 47 item 4).
 */
export function linkGone(row: ContractNow): string | undefined {
  if (row.state === "void") return CONTRACT_MESSAGES.void;
  if (row.outOfDate && !row.promoterSignedAt) return CONTRACT_MESSAGES.linkOutOfDate;
  if (!linkIsActive(row)) return CONTRACT_MESSAGES.linkGone;
  return undefined;
}

const stored = (name: string, signature: Signature, audit: Audit, at: Date): StoredSignature => ({
  name,
  signature,
  at: at.toISOString(),
  address: audit.address,
  userAgent: audit.userAgent,
});

export async function promoterSign(
  db: Db,
  token: string,
  input: { name: string; signature: Signature; documentSha256: string },
  audit: (row: ContractRow) => Audit,
): Promise<ContractRow | SignRefusal | undefined> {
  return db.transaction(async (tx) => {
    const locked = await contractByToken(tx, token, { lock: true });
    if (!locked) return undefined;
    const row = await readOneNow(tx, locked);
    const gone = linkGone(row);
    if (gone) return { status: "gone", message: gone };
    if (!promoterMaySign(row))
      return { status: "conflict", message: CONTRACT_MESSAGES.signedTwice };
    if (input.documentSha256 !== row.documentSha256)
      return { status: "conflict", message: CONTRACT_MESSAGES.documentChanged };
    const now = new Date();
    const who = audit(row);
    const [updated] = await tx
      .update(contracts)
      .set({
        state: "promoter_signed",
        promoterSignedAt: now,
        promoterSignature: stored(input.name, input.signature, who, now),
        updatedAt: now,
      })
      .where(eq(contracts.id, row.id))
      .returning();
    await addEvent(tx, updated!, "promoter_signed", who, row.documentSha256, now);
    return updated!;
  });
}

/** Makes the executed PDF from the version, its signatures and its trail so far. */
export type Execute = (
  tx: Db,
  row: ContractRow,
  events: ContractEvent[],
  executedAt: Date,
) => Promise<Buffer>;

export async function countersign(
  db: Db,
  workspaceId: string,
  id: string,
  input: { name: string; signature: Signature },
  audit: Audit,
  execute: Execute,
) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, workspaceId, id);
    if (!row) return undefined;
    if (row.state === "void")
      return { status: "conflict", message: CONTRACT_MESSAGES.void } as SignRefusal;
    if (row.state === "executed")
      return { status: "conflict", message: CONTRACT_MESSAGES.signedTwice } as SignRefusal;
    if ((await readOneNow(tx, row)).outOfDate)
      return { status: "conflict", message: CONTRACT_MESSAGES.outOfDate } as SignRefusal;
    if (row.state !== "promoter_signed")
      return { status: "conflict", message: CONTRACT_MESSAGES.countersignNotReady } as SignRefusal;
    const now = new Date();
    const signed = { ...row, artistSignature: stored(input.name, input.signature, audit, now) };
    // The trail the executed PDF prints ends with this countersignature; it is written only
    // once the file is kept, so a refusal (storage full) leaves no trace of a signature.
    const countersigned: ContractEvent = {
      at: now.toISOString(),
      kind: "countersigned",
      actor: audit.actor,
      address: audit.address,
      userAgent: audit.userAgent,
      sha256: row.documentSha256,
    };
    const events = [...(await eventsOf(tx, workspaceId, row.id)), countersigned];
    // The PDF's dates have whole seconds only: the signing time is the execution's, floored.
    const pdf = await execute(
      tx,
      signed,
      events,
      new Date(Math.floor(now.getTime() / 1000) * 1000),
    );
    const executedSha = sha256Hex(pdf);
    const file = await insertShowFile(tx, workspaceId, row.showId, {
      kind: "contract",
      fileName: `Contract ${row.venueName} ${row.showDate} v${row.version} (executed).pdf`,
      contentType: "application/pdf",
      uploadedBy: audit.actor,
      data: pdf,
    });
    if (!file) return undefined;
    if ("storageFull" in file) return { storageFull: file.storageFull, bytes: pdf.length };
    await addEvent(tx, row, "countersigned", audit, row.documentSha256, now);
    const [updated] = await tx
      .update(contracts)
      .set({
        state: "executed",
        artistSignature: signed.artistSignature,
        executedAt: now,
        executedFileId: file.id,
        executedSha256: executedSha,
        updatedAt: now,
      })
      .where(eq(contracts.id, row.id))
      .returning();
    // A millisecond after the countersignature, so the trail reads in order.
    await addEvent(tx, updated!, "executed", audit, executedSha, new Date(now.getTime() + 1));
    return toDetail(tx, updated!);
  });
}
