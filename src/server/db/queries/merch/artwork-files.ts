import { and, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import { fitsInStorage, type StorageUsage, storageLimitFor } from "@/domain/merch/artwork-storage";
import type { ArtworkFile } from "@/domain/merch/design-projects";
import type { ProcessedArtwork } from "../../../artwork";
import type { Db } from "../../client";
import {
  artworkFileChunks,
  artworkFiles,
  designProjects,
  showFiles,
  user,
  workspaceMembers,
  workspaces,
} from "../../schema";
import { chunkStream, writeChunks } from "../file-chunks";
import { ensureRoomFor } from "../workspace-limits";

/** What a proof is listed with: never its bytes (the upload's answer and the project's list). */
export const artworkFileColumns = {
  id: artworkFiles.id,
  fileName: artworkFiles.fileName,
  contentType: artworkFiles.contentType,
  sizeBytes: artworkFiles.sizeBytes,
  width: artworkFiles.width,
  height: artworkFiles.height,
  createdAt: artworkFiles.createdAt,
};

export type ArtworkStorage = StorageUsage & { isGuest: boolean };

/**
 * Bytes of artwork a workspace keeps (its files' sizes) and its limit; undefined if gone.
 * The limit is the workspace's, by who owns it: a guest's demo has a guest's, any other
 * workspace (a kept demo, one made with Create workspace, whose ids are no person's) a real
 * account's.
 */
export async function findArtworkStorage(
  db: Db,
  workspaceId: string,
  opts: { lock?: boolean } = {},
): Promise<ArtworkStorage | undefined> {
  const found = db
    .select({ isAnonymous: user.isAnonymous })
    .from(workspaces)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.role, "owner")),
    )
    .leftJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaces.id, workspaceId));
  // The workspace's row, held until the upload's transaction ends, makes two uploads of one
  // workspace take turns at the sum below. NO KEY UPDATE leaves the foreign-key checks of the
  // workspace's other writes alone.
  const [owner] = await (opts.lock ? found.for("no key update", { of: workspaces }) : found);
  if (!owner) return undefined;
  // Artwork and shows' files (issue 38) share the workspace's one storage.
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(${artworkFiles.sizeBytes}), 0) + (select coalesce(sum(${showFiles.sizeBytes}), 0) from ${showFiles} where ${showFiles.workspaceId} = ${workspaceId})`.mapWith(
        Number,
      ),
    })
    .from(artworkFiles)
    .where(eq(artworkFiles.workspaceId, workspaceId));
  const isGuest = owner.isAnonymous ?? false;
  return { usedBytes: row?.used ?? 0, limitBytes: storageLimitFor(isGuest), isGuest };
}

/** An upload that does not fit in the account's storage; nothing was stored. */
export type StorageFull = { storageFull: ArtworkStorage };

/** A file's bytes with what processing found out about them. */
export type StoredFileInput = ProcessedArtwork & { fileName: string; data: Buffer };

/** Whose a stored file is: a design project's proof or a financial row's receipt. */
type FileOwner = { projectId: string } | { financialId: string };

/**
 * Writes a file's row and its pieces, inside the caller's transaction (which has checked the
 * storage limit and the owner); its bytes go to the one file store (file-chunks.ts).
 */
export async function writeFile(
  tx: Db,
  workspaceId: string,
  owner: FileOwner,
  file: StoredFileInput,
) {
  const [row] = await tx
    .insert(artworkFiles)
    .values({
      workspaceId,
      ...owner,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.data.length,
      width: file.width,
      height: file.height,
      thumbnail: file.thumbnail,
    })
    .returning(artworkFileColumns);
  await writeChunks(tx, artworkFileChunks, workspaceId, row!.id, file.data);
  return row!;
}

/**
 * Stores a file and its pieces in one transaction: a failure leaves nothing behind, and no
 * reader sees half a file. Undefined when the project is not this account's (or is gone);
 * `storageFull` when the account's files and this one would pass its storage limit.
 */
export async function insertArtworkFile(
  db: Db,
  workspaceId: string,
  projectId: string,
  file: StoredFileInput,
): Promise<ArtworkFile | StorageFull | undefined> {
  return db.transaction(async (tx) => {
    const storage = await findArtworkStorage(tx, workspaceId, { lock: true });
    if (!storage) return undefined;
    if (!fitsInStorage(storage, file.data.length)) return { storageFull: storage };
    const [project] = await tx
      .select({ id: designProjects.id })
      .from(designProjects)
      .where(and(eq(designProjects.workspaceId, workspaceId), eq(designProjects.id, projectId)));
    if (!project) return undefined;
    await ensureRoomFor(tx, workspaceId, "artworkFiles");
    const row = await writeFile(tx, workspaceId, { projectId }, file);
    return {
      ...row,
      hasThumbnail: file.thumbnail !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A proof of this workspace: a receipt is read and deleted through its financial row only. */
const ownFile = (workspaceId: string, id: string) =>
  and(
    eq(artworkFiles.workspaceId, workspaceId),
    eq(artworkFiles.id, id),
    isNotNull(artworkFiles.projectId),
  );

/** A file's name, type and size for its own account only; another account's reads as missing. */
export async function findArtworkFile(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({
      fileName: artworkFiles.fileName,
      contentType: artworkFiles.contentType,
      sizeBytes: artworkFiles.sizeBytes,
    })
    .from(artworkFiles)
    .where(ownFile(workspaceId, id));
  return row;
}

/** A stored file of this account as a stream of its pieces (file-chunks.ts). */
export const artworkFileStream = (
  db: Db,
  workspaceId: string,
  file: { id: string; sizeBytes: number },
) => chunkStream(db, artworkFileChunks, workspaceId, file);

export async function readArtworkThumbnail(db: Db, workspaceId: string, id: string) {
  const { fileName, thumbnail } = getTableColumns(artworkFiles);
  const [row] = await db
    .select({ fileName, thumbnail })
    .from(artworkFiles)
    .where(ownFile(workspaceId, id));
  return row?.thumbnail ? { fileName: row.fileName, data: row.thumbnail } : undefined;
}

/** Deletes a file; its pieces go with it (foreign key, on delete cascade). */
export async function deleteArtworkFile(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .delete(artworkFiles)
    .where(ownFile(workspaceId, id))
    .returning({ id: artworkFiles.id });
  return rows.length > 0;
}
