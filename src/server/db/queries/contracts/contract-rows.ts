import { createHash } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import type { ContractEvent, ContractEventKind } from "@/domain/contracts/contracts";
import type { ContractDocument } from "@/domain/contracts/document";
import { linkState } from "@/domain/link-tokens";
import { hashLinkToken } from "../../../link-tokens";
import type { Db } from "../../client";
import { contractEvents, contracts } from "../../schema";

/**
 * A show's contract versions as stored, and their audit trail (issue 39, ADR 0025): finding
 * and locking a version, and recording a step. Whether a version is out of date is never
 * stored: ./out-of-date.ts reads it from the show's facts.
 */
export const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Who did a step, from where: the audit trail's facts. */
export interface Audit {
  actor: string;
  address: string | null;
  userAgent: string | null;
}

/** Renders a document (server/contracts/contract-pdf.ts), passed in so queries stay SQL. */
export type RenderDocument = (input: {
  contractId: string;
  document: ContractDocument;
  createdAt: Date;
}) => Promise<Buffer>;

export type ContractRow = typeof contracts.$inferSelect;

/** A version sent and its link neither revoked nor expired (domain/link-tokens.ts). */
export const linkIsActive = (r: ContractRow, now = new Date()) =>
  r.linkTokenHash !== null &&
  r.linkExpiresAt !== null &&
  linkState({ revokedAt: r.linkRevokedAt, expiresAt: r.linkExpiresAt }, now) === "valid";

export async function eventsOf(db: Db, workspaceId: string, contractId: string) {
  const rows = await db
    .select()
    .from(contractEvents)
    .where(
      and(eq(contractEvents.workspaceId, workspaceId), eq(contractEvents.contractId, contractId)),
    )
    .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id));
  return rows.map(
    (e): ContractEvent => ({
      at: e.createdAt.toISOString(),
      kind: e.kind as ContractEventKind,
      actor: e.actor,
      address: e.address,
      userAgent: e.userAgent,
      sha256: e.sha256,
    }),
  );
}

export async function addEvent(
  db: Db,
  r: Pick<ContractRow, "id" | "workspaceId">,
  kind: ContractEventKind,
  audit: Audit,
  sha256: string,
  at = new Date(),
) {
  await db.insert(contractEvents).values({
    workspaceId: r.workspaceId,
    contractId: r.id,
    kind,
    actor: audit.actor,
    address: audit.address,
    userAgent: audit.userAgent?.slice(0, 500) ?? null,
    sha256,
    createdAt: at,
  });
}

/** The workspace's version, locked for the step about to be taken (inside a transaction). */
export async function lockContract(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), eq(contracts.id, id)))
    .for("update");
  return row;
}

export async function findContract(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), eq(contracts.id, id)));
  return row;
}

export async function latestOfShow(db: Db, workspaceId: string, showId: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), eq(contracts.showId, showId)))
    .orderBy(desc(contracts.version))
    .limit(1);
  return row;
}

/** The version a promoter's token opens (any workspace's: the token is the key), locked or not. */
export async function contractByToken(db: Db, token: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(contracts)
    .where(eq(contracts.linkTokenHash, hashLinkToken(token)));
  const [row] = await (opts.lock ? query.for("update") : query);
  return row;
}

/**
 * The version that issued a file with exactly this SHA-256, in any workspace, and the steps
 * that recorded it: every document Tribe hands out (the draft, each copy sent, the executed
 * file) is named by its hash on the step that made it, so a copy replaced since still counts.
 */
export async function versionIssuing(db: Db, sha: string) {
  const [executed] = await db.select().from(contracts).where(eq(contracts.executedSha256, sha));
  if (executed) return { row: executed, kinds: ["executed"] as ContractEventKind[] };
  const steps = await db
    .select({ contractId: contractEvents.contractId, kind: contractEvents.kind })
    .from(contractEvents)
    .where(eq(contractEvents.sha256, sha));
  const first = steps[0];
  if (!first) return undefined;
  const [row] = await db.select().from(contracts).where(eq(contracts.id, first.contractId));
  if (!row) return undefined;
  const kinds = steps
    .filter((s) => s.contractId === row.id)
    .map((s) => s.kind as ContractEventKind);
  return { row, kinds };
}
