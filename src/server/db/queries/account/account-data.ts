import { and, asc, eq, getTableColumns, gt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../client";
import {
  account,
  advanceLinks,
  apiTokens,
  artworkFiles,
  calendarFeeds,
  contracts,
  designProjects,
  showFiles,
  ticketImports,
  ticketLinks,
  tourFinancials,
  tours,
  tourVenues,
  user,
  venues,
  webhookEndpoints,
} from "../../schema";
import { deleteOwnerlessWorkspaces } from "../team/workspaces";
import type { ownedTables } from "./accounts";

const workspaceIdOf = (table: (typeof ownedTables)[number]) =>
  getTableColumns(table).workspaceId as PgColumn;

/** The account's own profile as the export gives it, or undefined when it is gone. */
export async function findExportProfile(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      email: user.email,
      artistName: user.artistName,
      isAnonymous: user.isAnonymous,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return profile;
}

/** Rows a page: one statement each, and only one page in memory. */
const EXPORT_PAGE_ROWS = 500;

/**
 * Columns that are keys, not the act's data: a venue's or promoter's link token (hashed, and
 * the ticket link's sealed copy) and a member's calendar feed secret. An export is a file that
 * travels (mail, a shared drive); the feed secret in it opens that person's feed, and a hash
 * is what a guess is checked against. An imported file's hash is only the import's memory of
 * having read it, not the act's data.
 * tests/api/account-data.test.ts fails when a new column named like a secret is exported.
 */
const SECRET_COLUMNS: ReadonlySet<unknown> = new Set([
  contracts.linkTokenHash,
  advanceLinks.tokenHash,
  ticketLinks.tokenHash,
  ticketLinks.tokenSealed,
  ticketImports.fileHash,
  calendarFeeds.token,
  // Issue 53: a personal access token's hash, and the secrets webhooks are signed with.
  apiTokens.tokenHash,
  webhookEndpoints.secret,
  webhookEndpoints.previousSecret,
  // Until when the old secret signs: nothing without the secret itself.
  webhookEndpoints.previousSecretUntil,
]);

/**
 * The columns of an owned table the export writes: binary columns are left out (the export
 * writes files as files), and so are secrets.
 */
export function exportedColumns(table: PgTable) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(
      ([, col]) => (col as PgColumn).getSQLType() !== "bytea" && !SECRET_COLUMNS.has(col),
    ),
  ) as Record<string, PgColumn>;
}

/**
 * Every row an account has in one owned table, a page at a time in id order (the key
 * `owned()` gives every table), in its `exportedColumns`.
 */
export async function* iterateOwnedRows(db: Db, workspaceId: string, table: PgTable) {
  const columns = exportedColumns(table);
  const id = columns.id!;
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(table)
      .where(
        and(eq(workspaceIdOf(table), workspaceId), after === undefined ? undefined : gt(id, after)),
      )
      .orderBy(asc(id))
      .limit(EXPORT_PAGE_ROWS);
    if (rows.length > 0) yield rows as Record<string, unknown>[];
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows.at(-1)!.id as string;
  }
}

/** An account's artwork files (no bytes), grouped by project, for the export's folders. */
export function listArtworkForExport(db: Db, workspaceId: string) {
  return db
    .select({
      id: artworkFiles.id,
      // The joined project's id: never null, where a receipt's file has no project.
      projectId: designProjects.id,
      projectTitle: designProjects.title,
      fileName: artworkFiles.fileName,
      sizeBytes: artworkFiles.sizeBytes,
      createdAt: artworkFiles.createdAt,
    })
    .from(artworkFiles)
    .innerJoin(designProjects, eq(designProjects.id, artworkFiles.projectId))
    .where(eq(artworkFiles.workspaceId, workspaceId))
    .orderBy(
      asc(designProjects.createdAt),
      asc(designProjects.id),
      asc(artworkFiles.createdAt),
      asc(artworkFiles.id),
    );
}

/**
 * A workspace's receipts (no bytes), grouped by tour, for the export's folders. A receipt is
 * the file of a financial row; its bytes are in the artwork store with the proofs'.
 */
export function listReceiptsForExport(db: Db, workspaceId: string) {
  return db
    .select({
      id: artworkFiles.id,
      projectId: tours.id,
      projectTitle: tours.title,
      fileName: artworkFiles.fileName,
      sizeBytes: artworkFiles.sizeBytes,
      createdAt: artworkFiles.createdAt,
    })
    .from(artworkFiles)
    .innerJoin(tourFinancials, eq(tourFinancials.id, artworkFiles.financialId))
    .innerJoin(tours, eq(tours.id, tourFinancials.tourId))
    .where(eq(artworkFiles.workspaceId, workspaceId))
    .orderBy(asc(tours.id), asc(artworkFiles.createdAt), asc(artworkFiles.id));
}

/** The password hash of an account that signs in with email and password, if it has one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/**
 * Deletes an account in one transaction: the user row, which takes its sessions, sign-in
 * methods and memberships with it, then every workspace left without an owner — the ones this
 * person ran alone — with all their rows. Workspaces where others remain are not touched: the
 * route refuses first while the person owns one of those (ownedWorkspacesWithOthers). Returns
 * false when the account was gone.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    await deleteOwnerlessWorkspaces(tx);
    return deleted.length > 0;
  });
}

/** "Union Hall 2027-06-01": a show as the export's folders name it. */
const showFolder = sql<string>`coalesce(${venues.name}, 'Show') || ' ' || coalesce(${tourVenues.performanceDate}::text, 'no date')`;

/** A workspace's shows' files (no bytes), grouped by show, for the export's folders. */
export function listShowFilesForExport(db: Db, workspaceId: string) {
  return db
    .select({
      id: showFiles.id,
      projectId: showFiles.showId,
      projectTitle: showFolder,
      fileName: showFiles.fileName,
      sizeBytes: showFiles.sizeBytes,
      createdAt: showFiles.createdAt,
    })
    .from(showFiles)
    .innerJoin(tourVenues, eq(tourVenues.id, showFiles.showId))
    .leftJoin(venues, eq(venues.id, tourVenues.venueId))
    .where(eq(showFiles.workspaceId, workspaceId))
    .orderBy(asc(showFiles.showId), asc(showFiles.createdAt), asc(showFiles.id));
}

/** A workspace's contract versions (no bytes), grouped by show, for the export's folders. */
export function listContractsForExport(db: Db, workspaceId: string) {
  return db
    .select({
      id: contracts.id,
      projectId: contracts.showId,
      projectTitle: sql<string>`${contracts.venueName} || ' ' || ${contracts.showDate}`,
      fileName: sql<string>`'version ' || ${contracts.version} || '.pdf'`,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(asc(contracts.showId), asc(contracts.version));
}

/** One contract version's document, as it was made and hashed. */
export async function readContractPdf(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ pdf: contracts.documentPdf })
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), eq(contracts.id, id)));
  return row?.pdf;
}
