import { and, eq } from "drizzle-orm";
import { releaseGarbage } from "../../memory";
import type { Db } from "../client";
import type { artworkFileChunks, showFileChunks } from "../schema";

/**
 * The one store of the workspace's files' bytes (ADR 0013): artwork, receipts and shows' files
 * keep their bytes as numbered pieces in a table of their own, all of one shape.
 *
 * Size of a piece: each is one statement's parameter or result, small enough that neither
 * engine's driver nor PGlite's WebAssembly memory ever holds a whole 10 MB file (PGlite's
 * memory grows to the largest statement and never shrinks), large enough that a 10 MB file is
 * 40 statements (a few milliseconds each).
 */
const FILE_CHUNK_BYTES = 256 * 1024;
/** Pieces written or read between two collections of the drivers' copies of them (memory.ts). */
const CHUNKS_PER_COLLECTION = 4;

/** A table of pieces: artwork's (with receipts) or shows' files'. */
export type ChunkTable = typeof artworkFileChunks | typeof showFileChunks;

/**
 * Writes a file's bytes as its pieces, inside the caller's transaction (which wrote the file's
 * row). One piece per statement: a view into the upload, no copy.
 */
export async function writeChunks(
  tx: Db,
  table: ChunkTable,
  workspaceId: string,
  fileId: string,
  data: Buffer,
) {
  for (let seq = 0; seq * FILE_CHUNK_BYTES < data.length; seq++) {
    const start = seq * FILE_CHUNK_BYTES;
    await tx
      .insert(table)
      .values({ workspaceId, fileId, seq, data: data.subarray(start, start + FILE_CHUNK_BYTES) });
    if (seq % CHUNKS_PER_COLLECTION === CHUNKS_PER_COLLECTION - 1) releaseGarbage();
  }
}

/** Piece `seq` of a file of this workspace, or undefined past the last one. */
export async function readChunk(
  db: Db,
  table: ChunkTable,
  workspaceId: string,
  fileId: string,
  seq: number,
) {
  const [row] = await db
    .select({ data: table.data })
    .from(table)
    .where(and(eq(table.workspaceId, workspaceId), eq(table.fileId, fileId), eq(table.seq, seq)));
  return row?.data;
}

/**
 * A stored file, piece by piece as the client takes it: one piece in memory at a time. A
 * piece that has gone (the file was deleted meanwhile) ends the response with an error
 * rather than a short file that looks whole.
 */
export function chunkStream(
  db: Db,
  table: ChunkTable,
  workspaceId: string,
  file: { id: string; sizeBytes: number },
) {
  let seq = 0;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= file.sizeBytes) return controller.close();
      const chunk = await readChunk(db, table, workspaceId, file.id, seq++);
      if (!chunk?.length) return controller.error(new Error(`file ${file.id}: piece missing`));
      sent += chunk.length;
      controller.enqueue(chunk);
      // The drivers' copies of each piece (hex text, buffers) are garbage once it is sent.
      if (seq % CHUNKS_PER_COLLECTION === 0) releaseGarbage();
    },
  });
}
