import { createHash, randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  type ContractDetail,
  type ContractEvent,
  type ContractEventKind,
  type ContractState,
  type ContractSummary,
  isCurrent,
} from "@/domain/contracts/contracts";
import {
  buildContractDocument,
  type ContractDocument,
  type ContractFacts,
} from "@/domain/contracts/document";
import { factsMatch } from "@/domain/contracts/out-of-date";
import { linkExpiry, linkState } from "@/domain/link-tokens";
import { hashLinkToken, newLinkToken } from "../../../link-tokens";
import type { Db } from "../../client";
import { contractEvents, contracts, tourVenues } from "../../schema";
import { findOwnedShow, findOwnedTour } from "../ownership";
import { showContractFacts } from "./facts";
import { getContractTemplate } from "./templates";

/**
 * A show's contract versions and their audit trail (issue 39, ADR 0025). Every step is one
 * transaction that locks the version's row, changes its state and records its event, so two
 * signatures at once queue up and the second finds it signed.
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

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toSummary(r: ContractRow, outOfDate: boolean): ContractSummary {
  return {
    id: r.id,
    showId: r.showId,
    version: r.version,
    state: r.state as ContractState,
    outOfDate,
    promoterName: r.promoterName,
    sentAt: iso(r.sentAt),
    viewedAt: iso(r.viewedAt),
    promoterSignedAt: iso(r.promoterSignedAt),
    executedAt: iso(r.executedAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}

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

/** Whether the show's facts now are still the ones the version froze. */
async function stillMatches(db: Db, row: ContractRow): Promise<boolean> {
  const [show] = await db
    .select({ tourId: tourVenues.tourId })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, row.showId), eq(tourVenues.workspaceId, row.workspaceId)));
  const made = show && (await showContractFacts(db, row.workspaceId, show.tourId, row.showId));
  return Boolean(made?.facts && factsMatch(row.source.facts, made.facts));
}

/**
 * Out of date as read now (issue 47 item 4): an unsigned version carries the mark its
 * deal's change left (it can never be signed again, even if the deal changes back); an
 * executed one is compared with the show's facts at each read, so a guarantee raised after
 * execution reads "out of date" — and back in step if the change is undone.
 */
async function outOfDateNow(db: Db, row: ContractRow): Promise<boolean> {
  if (row.outOfDate) return true;
  if (row.state !== "executed") return false;
  return !(await stillMatches(db, row));
}

export async function toDetail(db: Db, r: ContractRow): Promise<ContractDetail> {
  return {
    ...toSummary(r, await outOfDateNow(db, r)),
    showDate: r.showDate,
    venueName: r.venueName,
    title: r.title,
    documentSha256: r.documentSha256,
    executedSha256: r.executedSha256,
    linkActive: linkIsActive(r),
    linkExpiresAt: linkIsActive(r) ? iso(r.linkExpiresAt) : null,
    events: await eventsOf(db, r.workspaceId, r.id),
  };
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

async function latestOfShow(db: Db, workspaceId: string, showId: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), eq(contracts.showId, showId)))
    .orderBy(desc(contracts.version))
    .limit(1);
  return row;
}

/** Each show's latest version on the tour; undefined when the tour is not the workspace's. */
export async function contractsOfTour(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(
      tourVenues,
      and(
        eq(tourVenues.id, contracts.showId),
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.tourId, tourId),
      ),
    )
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(asc(contracts.showId), desc(contracts.version));
  const latest = new Map<string, ContractRow>();
  for (const { contract } of rows)
    if (!latest.has(contract.showId)) latest.set(contract.showId, contract);
  const list: ContractSummary[] = [];
  for (const row of latest.values()) list.push(toSummary(row, await outOfDateNow(db, row)));
  return list;
}

/** The show's latest version, and whether a new one can be made (and why not). */
export async function showContract(db: Db, workspaceId: string, tourId: string, showId: string) {
  const made = await showContractFacts(db, workspaceId, tourId, showId);
  if (!made) return undefined;
  const latest = await latestOfShow(db, workspaceId, showId);
  const blocking =
    latest &&
    isCurrent({ state: latest.state as ContractState, outOfDate: await outOfDateNow(db, latest) });
  const whyNot = made.whyNot ?? (blocking ? "This show has a current version" : null);
  return {
    contract: latest ? await toDetail(db, latest) : null,
    canCreate: whyNot === null,
    whyNot,
  };
}

export type CreateRefusal = "show" | "current" | { noDeal: string };

/** A new version from the show as it is now and the workspace's template. */
export async function createContract(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  audit: Audit,
  render: RenderDocument,
): Promise<ContractDetail | CreateRefusal> {
  return db.transaction(async (tx) => {
    // Locking the show queues two "new version" clicks instead of racing the unique index.
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return "show";
    const made = await showContractFacts(tx, workspaceId, tourId, showId);
    if (!made) return "show";
    if (!made.facts) return { noDeal: made.whyNot };
    const latest = await latestOfShow(tx, workspaceId, showId);
    // An executed version the deal has moved away from makes room for an amendment.
    if (
      latest &&
      isCurrent({ state: latest.state as ContractState, outOfDate: await outOfDateNow(tx, latest) })
    )
      return "current";
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
        source: { facts, template },
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
  refusal: (row: ContractRow) => string | null,
) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, workspaceId, id);
    if (!row) return undefined;
    const refused = refusal(row);
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

const STALE_STATES: ContractState[] = ["draft", "sent", "viewed", "promoter_signed"];
const CHANGE_ACTOR = "Tribe (the deal or the show changed)";

/**
 * Whether the version no longer says what the show and its deal say (issue 39, item 4): its
 * frozen facts are compared with the show's now, and a difference marks it out of date, with
 * its event, in the caller's transaction. Saving a deal unchanged leaves the contract as it is.
 */
export async function staleNow(db: Db, row: ContractRow): Promise<boolean> {
  if (row.outOfDate) return true;
  if (!STALE_STATES.includes(row.state as ContractState)) return false;
  if (await stillMatches(db, row)) return false;
  const now = new Date();
  await db
    .update(contracts)
    .set({ outOfDate: true, updatedAt: now })
    .where(eq(contracts.id, row.id));
  await addEvent(
    db,
    row,
    "out_of_date",
    { actor: CHANGE_ACTOR, address: null, userAgent: null },
    row.documentSha256,
    now,
  );
  return true;
}

/**
 * After a write to these shows (their deal, date or venue), in the same transaction: each
 * unsigned version that no longer matches is marked out of date and can no longer be signed.
 */
export async function markContractsOutOfDate(db: Db, workspaceId: string, showIds: string[]) {
  if (showIds.length === 0) return;
  const open = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.workspaceId, workspaceId),
        inArray(contracts.showId, [...new Set(showIds)]),
        inArray(contracts.state, STALE_STATES),
        eq(contracts.outOfDate, false),
      ),
    )
    .for("update");
  for (const row of open) await staleNow(db, row);
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
