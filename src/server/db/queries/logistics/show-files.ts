import { and, asc, eq } from "drizzle-orm";
import type { ShowFile, ShowFileKind } from "@/domain/logistics/show-files";
import { fitsInStorage } from "@/domain/merch/artwork-storage";
import { releaseGarbage } from "../../../memory";
import type { Db } from "../../client";
import { showFileChunks, showFiles } from "../../schema";
import { findArtworkStorage, type StorageFull } from "../merch/artwork-files";
import { findOwnedShow } from "../ownership";

/** Pieces as artwork's (ADR 0013): no driver ever holds a whole file. */
const CHUNK_BYTES = 256 * 1024;

const fileColumns = {
  id: showFiles.id,
  kind: showFiles.kind,
  fileName: showFiles.fileName,
  contentType: showFiles.contentType,
  sizeBytes: showFiles.sizeBytes,
  uploadedBy: showFiles.uploadedBy,
  createdAt: showFiles.createdAt,
};

const asFile = (r: { createdAt: Date; kind: string } & Omit<ShowFile, "createdAt" | "kind">) =>
  ({ ...r, kind: r.kind as ShowFileKind, createdAt: r.createdAt.toISOString() }) as ShowFile;

/** A show's files, oldest first (its show known to be the workspace's). */
export async function showFilesOf(db: Db, workspaceId: string, showId: string) {
  const rows = await db
    .select(fileColumns)
    .from(showFiles)
    .where(and(eq(showFiles.workspaceId, workspaceId), eq(showFiles.showId, showId)))
    .orderBy(asc(showFiles.createdAt));
  return rows.map(asFile);
}

/**
 * Stores a file in one transaction with its pieces, within the workspace's storage (artwork
 * and show files count together). Undefined: the show is not the workspace's (or on another
 * tour, when one is named).
 */
export async function insertShowFile(
  db: Db,
  workspaceId: string,
  showId: string,
  file: {
    kind: ShowFileKind;
    fileName: string;
    contentType: string;
    uploadedBy: string;
    data: Buffer;
  },
  opts: { tourId?: string } = {},
): Promise<ShowFile | StorageFull | undefined> {
  return db.transaction(async (tx) => {
    const storage = await findArtworkStorage(tx, workspaceId, { lock: true });
    if (!storage) return undefined;
    if (!(await findOwnedShow(tx, workspaceId, showId, opts))) return undefined;
    if (!fitsInStorage(storage, file.data.length)) return { storageFull: storage };
    const { data, ...meta } = file;
    const [row] = await tx
      .insert(showFiles)
      .values({ ...meta, workspaceId, showId, sizeBytes: data.length })
      .returning(fileColumns);
    for (let seq = 0; seq * CHUNK_BYTES < data.length; seq++) {
      const start = seq * CHUNK_BYTES;
      await tx.insert(showFileChunks).values({
        workspaceId,
        fileId: row!.id,
        seq,
        data: data.subarray(start, start + CHUNK_BYTES),
      });
      if (seq % 4 === 3) releaseGarbage();
    }
    return asFile(row!);
  });
}

/**
 * One file of one show of the workspace (on the named tour, when one is), or undefined:
 * another show's file reads as missing.
 */
export async function findShowFile(
  db: Db,
  workspaceId: string,
  showId: string,
  id: string,
  opts: { tourId?: string } = {},
) {
  if (opts.tourId && !(await findOwnedShow(db, workspaceId, showId, opts))) return undefined;
  const [row] = await db
    .select(fileColumns)
    .from(showFiles)
    .where(
      and(
        eq(showFiles.workspaceId, workspaceId),
        eq(showFiles.showId, showId),
        eq(showFiles.id, id),
      ),
    );
  return row && asFile(row);
}

export async function readShowFileChunk(db: Db, workspaceId: string, fileId: string, seq: number) {
  const [row] = await db
    .select({ data: showFileChunks.data })
    .from(showFileChunks)
    .where(
      and(
        eq(showFileChunks.workspaceId, workspaceId),
        eq(showFileChunks.fileId, fileId),
        eq(showFileChunks.seq, seq),
      ),
    );
  return row?.data;
}

export async function deleteShowFile(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  id: string,
) {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return false;
  const rows = await db
    .delete(showFiles)
    .where(
      and(
        eq(showFiles.workspaceId, workspaceId),
        eq(showFiles.showId, showId),
        eq(showFiles.id, id),
      ),
    )
    .returning({ id: showFiles.id });
  return rows.length > 0;
}
