import { and, count, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { MatchableShow, PlannedCount } from "@/domain/tickets/import-plan";
import type { Seller, SheetMapping } from "@/domain/tickets/sellers";
import type { Db } from "../../client";
import {
  ticketCounts,
  ticketImportMappings,
  ticketImports,
  tours,
  tourVenues,
  venues,
  workspaces,
} from "../../schema";
import { selectShows } from "../tours/show-read";
import { showCapacityColumn, showCurrencyColumn } from "./show-rows";

/**
 * Ticketing exports taken in (issue 51 item 2, ADR 0031): the shows a file's rows can name,
 * the import in one transaction (the same bytes twice add nothing; a seller's later file
 * replaces that seller's imported counts for the shows it covers), the list and the undo.
 */

/**
 * The workspace's dated shows that can sell tickets (a released or declined date does not),
 * each with its currency (its deal's, else the home currency).
 */
export async function matchableShows(db: Db, workspaceId: string): Promise<MatchableShow[]> {
  const rows = await selectShows(db, workspaceId, {
    id: tourVenues.id,
    date: tourVenues.performanceDate,
    venueName: venues.name,
    city: venues.city,
    tourTitle: tours.title,
    currency: showCurrencyColumn(),
    capacity: showCapacityColumn(),
  })
    .innerJoin(workspaces, eq(workspaces.id, tourVenues.workspaceId))
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        isNotNull(tourVenues.performanceDate),
        notInArray(tourVenues.status, ["released", "declined"]),
      ),
    );
  return rows.map((r) => ({ ...r, date: r.date! }));
}

/**
 * The import with this file's bytes, when the workspace took it in and it still stands. One a
 * later file of its seller replaced (none of the counts it made are left) does not: the same
 * file may come back after that later file was undone, and must count again.
 */
export async function importOfFile(db: Db, workspaceId: string, fileHash: string) {
  const [row] = await db
    .select({
      id: ticketImports.id,
      createdAt: ticketImports.createdAt,
      made: ticketImports.countCount,
      left: count(ticketCounts.id),
    })
    .from(ticketImports)
    .leftJoin(ticketCounts, eq(ticketCounts.importId, ticketImports.id))
    .where(and(eq(ticketImports.workspaceId, workspaceId), eq(ticketImports.fileHash, fileHash)))
    .groupBy(ticketImports.id);
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    replaced: row.made > 0 && Number(row.left) === 0,
  };
}

/** The mapping the workspace last used for a seller's files. */
export async function rememberedMapping(
  db: Db,
  workspaceId: string,
  seller: Seller,
): Promise<SheetMapping | undefined> {
  const [row] = await db
    .select({ mapping: ticketImportMappings.mapping })
    .from(ticketImportMappings)
    .where(
      and(
        eq(ticketImportMappings.workspaceId, workspaceId),
        eq(ticketImportMappings.seller, seller),
      ),
    );
  return row?.mapping;
}

export async function listMappings(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      seller: ticketImportMappings.seller,
      mapping: ticketImportMappings.mapping,
      updatedAt: ticketImportMappings.updatedAt,
    })
    .from(ticketImportMappings)
    .where(eq(ticketImportMappings.workspaceId, workspaceId))
    .orderBy(ticketImportMappings.seller);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/** Recent imports, newest first, each with the counts it still holds (a later file replaces them). */
export async function listTicketImports(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      id: ticketImports.id,
      seller: ticketImports.seller,
      fileName: ticketImports.fileName,
      rowCount: ticketImports.rowCount,
      countCount: ticketImports.countCount,
      countsKept: count(ticketCounts.id),
      createdAt: ticketImports.createdAt,
      createdBy: ticketImports.createdBy,
    })
    .from(ticketImports)
    .leftJoin(ticketCounts, eq(ticketCounts.importId, ticketImports.id))
    .where(eq(ticketImports.workspaceId, workspaceId))
    .groupBy(ticketImports.id)
    .orderBy(desc(ticketImports.createdAt), desc(ticketImports.id))
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Undoes an import: its counts go with it (cascade). False when the workspace has no such import. */
export async function deleteTicketImport(db: Db, workspaceId: string, importId: string) {
  const gone = await db
    .delete(ticketImports)
    .where(and(eq(ticketImports.workspaceId, workspaceId), eq(ticketImports.id, importId)))
    .returning({ id: ticketImports.id });
  return gone.length > 0;
}

/** Counts per insert statement, as one JSON parameter (ADR 0016: never a parameter per value). */
const BATCH = 1000;

export interface TicketImportWrite {
  seller: Seller;
  fileName: string;
  fileHash: string;
  rowCount: number;
  showIds: readonly string[];
  counts: readonly PlannedCount[];
  mapping: SheetMapping;
  userId: string | null;
}

export type TicketImportWritten =
  | { imported: true; importId: string; createdAt: string }
  | { imported: false; alreadyImportedOn: string; importId: string };

/**
 * The import, all or nothing: under a lock per workspace (two uploads of one file queue, and
 * the second finds the first's hash), the seller's earlier imported counts of the shows this
 * file covers deleted, this file's counts inserted, the mapping kept for the seller's next file.
 */
export async function writeTicketImport(
  db: Db,
  workspaceId: string,
  w: TicketImportWrite,
): Promise<TicketImportWritten> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`ticket-import:${workspaceId}`}, 0))`,
    );
    const earlier = await importOfFile(tx, workspaceId, w.fileHash);
    if (earlier && !earlier.replaced) {
      return { imported: false, alreadyImportedOn: earlier.createdAt, importId: earlier.id };
    }
    // The same bytes again after their counts were replaced: the new import takes their place.
    if (earlier) await tx.delete(ticketImports).where(eq(ticketImports.id, earlier.id));
    if (w.showIds.length > 0) {
      await tx
        .delete(ticketCounts)
        .where(
          and(
            eq(ticketCounts.workspaceId, workspaceId),
            eq(ticketCounts.source, "import"),
            eq(ticketCounts.seller, w.seller),
            inArray(ticketCounts.showId, [...w.showIds]),
          ),
        );
    }
    const [made] = await tx
      .insert(ticketImports)
      .values({
        workspaceId,
        seller: w.seller,
        fileName: w.fileName,
        fileHash: w.fileHash,
        rowCount: w.rowCount,
        countCount: w.counts.length,
        createdBy: w.userId,
      })
      .returning({ id: ticketImports.id, createdAt: ticketImports.createdAt });
    const importId = made!.id;
    for (let i = 0; i < w.counts.length; i += BATCH) {
      const batch = w.counts.slice(i, i + BATCH).map((c) => ({
        show_id: c.showId,
        tier: c.tier,
        counted_at: c.countedAt,
        sold: c.sold,
        comps: c.comps,
        gross: c.gross,
        currency: c.currency,
      }));
      await tx.execute(sql`
        insert into ${ticketCounts} (workspace_id, show_id, tier, counted_at, sold, comps, gross,
          currency, source, import_id, seller, entered_by)
        select ${workspaceId}, x.show_id, x.tier, x.counted_at, x.sold, x.comps, x.gross,
          x.currency, 'import', ${importId}, ${w.seller}, ${w.userId}
        from json_to_recordset(${JSON.stringify(batch)}::json) as x(show_id uuid, tier text,
          counted_at timestamptz, sold int, comps int, gross numeric, currency text)`);
    }
    await tx
      .insert(ticketImportMappings)
      .values({ workspaceId, seller: w.seller, mapping: w.mapping })
      .onConflictDoUpdate({
        target: [ticketImportMappings.workspaceId, ticketImportMappings.seller],
        set: { mapping: w.mapping, updatedAt: sql`now()` },
      });
    return { imported: true, importId, createdAt: made!.createdAt.toISOString() };
  });
}
