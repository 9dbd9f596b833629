import { and, asc, eq, gte, sql } from "drizzle-orm";
import { type LinkUploadLimit, linkUploadLimit } from "@/domain/logistics/advance-links";
import type { ShowFile, ShowFileKind } from "@/domain/logistics/show-files";
import { fitsInStorage } from "@/domain/merch/artwork-storage";
import type { Db } from "../../client";
import { showFileChunks, showFiles } from "../../schema";
import { chunkStream, writeChunks } from "../file-chunks";
import { findArtworkStorage, type StorageFull } from "../merch/artwork-files";
import { findOwnedShow } from "../ownership";

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
  opts: { tourId?: string; link?: LinkBudget } = {},
): Promise<ShowFile | StorageFull | undefined> {
  return db.transaction(async (tx) => {
    const storage = await findArtworkStorage(tx, workspaceId, { lock: true });
    if (!storage) return undefined;
    if (!(await findOwnedShow(tx, workspaceId, showId, opts))) return undefined;
    // Under the storage's lock: two uploads of one link at once cannot both pass its limit.
    if (opts.link) {
      const used = await linkUploadsOf(tx, workspaceId, showId, opts.link);
      const limit = linkUploadLimit(used, file.data.length);
      if (limit) throw new LinkUploadLimitError(limit);
    }
    if (!fitsInStorage(storage, file.data.length)) return { storageFull: storage };
    const { data, ...meta } = file;
    const [row] = await tx
      .insert(showFiles)
      .values({ ...meta, workspaceId, showId, sizeBytes: data.length })
      .returning(fileColumns);
    // Pieces as artwork's (ADR 0013): no driver ever holds a whole file.
    await writeChunks(tx, showFileChunks, workspaceId, row!.id, data);
    return asFile(row!);
  });
}

/** A venue link past its upload quota or rate: nothing was stored. */
export class LinkUploadLimitError extends Error {
  constructor(readonly limit: LinkUploadLimit) {
    super(`link upload ${limit}`);
  }
}

/** Which uploads are a venue link's: its promoter's name on this show, since it was made. */
export interface LinkBudget {
  uploadedBy: string;
  since: Date;
  now: Date;
}

/** What a venue link has uploaded: bytes in all, and files in the last hour. */
export async function linkUploadsOf(db: Db, workspaceId: string, showId: string, link: LinkBudget) {
  const hourAgo = new Date(link.now.getTime() - 60 * 60 * 1000);
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${showFiles.sizeBytes}), 0)`.mapWith(Number),
      lastHour: sql<number>`count(*) filter (where ${showFiles.createdAt} > ${hourAgo})`.mapWith(
        Number,
      ),
    })
    .from(showFiles)
    .where(
      and(
        eq(showFiles.workspaceId, workspaceId),
        eq(showFiles.showId, showId),
        eq(showFiles.uploadedBy, link.uploadedBy),
        gte(showFiles.createdAt, link.since),
      ),
    );
  return { bytes: row?.bytes ?? 0, lastHour: row?.lastHour ?? 0 };
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

/** A show's file as a stream of its pieces (file-chunks.ts). */
export const showFileStream = (
  db: Db,
  workspaceId: string,
  file: { id: string; sizeBytes: number },
) => chunkStream(db, showFileChunks, workspaceId, file);

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
