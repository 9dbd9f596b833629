import { and, eq } from "drizzle-orm";
import type { FinancialReceipt } from "@/domain/finances/financials";
import { fitsInStorage } from "@/domain/merch/artwork-storage";
import type { Db } from "../../client";
import { artworkFiles, tourFinancials } from "../../schema";
import {
  findArtworkStorage,
  type StorageFull,
  type StoredFileInput,
  writeFile,
} from "../merch/artwork-files";

/**
 * A financial row's receipt (issue 36), stored as the workspace's other files are and counted
 * in the same storage limit. A row has one receipt: a new one replaces the old, in the same
 * transaction, and the old one's bytes do not count against the new one. Undefined when the
 * row is not this tour's of this workspace.
 */
export async function replaceReceiptFile(
  db: Db,
  workspaceId: string,
  tourId: string,
  financialId: string,
  file: StoredFileInput,
): Promise<FinancialReceipt | StorageFull | undefined> {
  return db.transaction(async (tx) => {
    const storage = await findArtworkStorage(tx, workspaceId, { lock: true });
    if (!storage) return undefined;
    const [row] = await tx
      .select({ id: tourFinancials.id })
      .from(tourFinancials)
      .where(
        and(
          eq(tourFinancials.workspaceId, workspaceId),
          eq(tourFinancials.tourId, tourId),
          eq(tourFinancials.id, financialId),
        ),
      );
    if (!row) return undefined;
    const ofRow = and(
      eq(artworkFiles.workspaceId, workspaceId),
      eq(artworkFiles.financialId, financialId),
    );
    const [old] = await tx
      .select({ sizeBytes: artworkFiles.sizeBytes })
      .from(artworkFiles)
      .where(ofRow);
    const left = { ...storage, usedBytes: storage.usedBytes - (old?.sizeBytes ?? 0) };
    // Refused before anything changes: the old receipt stays.
    if (!fitsInStorage(left, file.data.length)) return { storageFull: storage };
    if (old) await tx.delete(artworkFiles).where(ofRow);
    const stored = await writeFile(tx, workspaceId, { financialId }, file);
    return {
      id: stored.id,
      fileName: stored.fileName,
      contentType: stored.contentType,
      sizeBytes: stored.sizeBytes,
    };
  });
}

/** The receipt of a financial row of this tour, by the row: its file's id, name, type and size. */
export async function findReceiptFile(
  db: Db,
  workspaceId: string,
  tourId: string,
  financialId: string,
) {
  const [row] = await db
    .select({
      id: artworkFiles.id,
      fileName: artworkFiles.fileName,
      contentType: artworkFiles.contentType,
      sizeBytes: artworkFiles.sizeBytes,
    })
    .from(artworkFiles)
    .innerJoin(
      tourFinancials,
      and(eq(tourFinancials.id, artworkFiles.financialId), eq(tourFinancials.tourId, tourId)),
    )
    .where(
      and(eq(artworkFiles.workspaceId, workspaceId), eq(artworkFiles.financialId, financialId)),
    );
  return row;
}

/** Removes a financial row's receipt; false when it has none (or is not this tour's). */
export async function deleteReceiptFile(
  db: Db,
  workspaceId: string,
  tourId: string,
  financialId: string,
) {
  const found = await findReceiptFile(db, workspaceId, tourId, financialId);
  if (!found) return false;
  await db
    .delete(artworkFiles)
    .where(and(eq(artworkFiles.workspaceId, workspaceId), eq(artworkFiles.id, found.id)));
  return true;
}
