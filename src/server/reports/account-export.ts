import { getTableName } from "drizzle-orm";
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  ACCOUNT_JSON_NAME,
  ArtworkPaths,
  CONTRACTS_FOLDER,
  RECEIPTS_FOLDER,
  SHOW_FILES_FOLDER,
} from "@/domain/account/account-export";
import type { Db } from "../db/client";
import {
  findExportProfile,
  iterateOwnedRows,
  listArtworkForExport,
  listContractsForExport,
  listReceiptsForExport,
  listShowFilesForExport,
  readContractPdf,
} from "../db/queries/account/account-data";
import { ownedTables } from "../db/queries/account/accounts";
import { type ChunkTable, readChunk } from "../db/queries/file-chunks";
import {
  artworkFileChunks,
  artworkFiles,
  contracts,
  showFileChunks,
  showFiles,
} from "../db/schema";
import { releaseGarbage } from "../memory";
import { type ZipEntry, zipStream } from "./zip-stream";

type Profile = NonNullable<Awaited<ReturnType<typeof findExportProfile>>> & {
  workspace: { id: string; name: string };
};
type StoredFile = { id: string; sizeBytes: number };

const FILES_NOTE =
  'Each artwork file, receipt and show file is in this zip as itself; its row in tables.artwork_files or tables.show_files gives its place in "path". Each contract version\'s document is too; its row in tables.contracts gives its place in "documentPath".';

/** Pieces of files, not rows: the files are in the zip as themselves. */
const PIECE_TABLES: ReadonlySet<unknown> = new Set([artworkFileChunks, showFileChunks]);

/**
 * Everything a workspace owns, as a zip streamed while the client downloads it: each artwork
 * file under artwork/<project>/<file>, read from the database one stored piece at a time, then
 * account.json with the profile and every row of every owned table (found in the schema by
 * `ownedTables`, so a new area's tables are in it without a list to keep), a page of rows at a
 * time. Passwords and sessions are not data the artist made, and stay out. Undefined when the
 * account is gone.
 */
export async function accountExportZip(
  db: Db,
  who: { userId: string; workspace: { id: string; name: string } },
  now = new Date(),
) {
  const found = await findExportProfile(db, who.userId);
  if (!found) return undefined;
  // The rows are the workspace's; the profile says whose export it is and of which act.
  const profile = { ...found, workspace: who.workspace };
  const workspaceId = who.workspace.id;
  return zipStream(entries(db, workspaceId, profile, now));
}

async function* entries(db: Db, workspaceId: string, profile: Profile, now: Date) {
  // The files first, so account.json can name where each one went. The lists hold names and
  // sizes only (a few dozen bytes a file), never bytes.
  const pathOf = new Map<string, string>();
  const stored = [
    {
      rows: await listArtworkForExport(db, workspaceId),
      root: "artwork",
      table: artworkFileChunks,
    },
    {
      // Receipts are artwork files of a financial row: the same store, their own folder.
      rows: await listReceiptsForExport(db, workspaceId),
      root: RECEIPTS_FOLDER,
      table: artworkFileChunks,
    },
    {
      rows: await listShowFilesForExport(db, workspaceId),
      root: SHOW_FILES_FOLDER,
      table: showFileChunks,
    },
  ] as const;
  for (const { rows, root, table } of stored) {
    const paths = new ArtworkPaths(root);
    for (const file of rows) {
      const name = paths.pathFor(file);
      pathOf.set(file.id, name);
      yield {
        name,
        deflate: false,
        modified: file.createdAt,
        pieces: filePieces(db, workspaceId, table, file),
      } satisfies ZipEntry;
    }
  }
  // Each contract version's document, as made and hashed (one PDF of a few dozen KB).
  const paths = new ArtworkPaths(CONTRACTS_FOLDER);
  for (const version of await listContractsForExport(db, workspaceId)) {
    const name = paths.pathFor(version);
    pathOf.set(version.id, name);
    yield {
      name,
      deflate: false,
      modified: version.createdAt,
      pieces: contractPdf(db, workspaceId, version.id),
    } satisfies ZipEntry;
  }
  yield {
    name: ACCOUNT_JSON_NAME,
    deflate: true,
    modified: now,
    pieces: accountJson(db, workspaceId, { profile, now, pathOf }),
  } satisfies ZipEntry;
}

/** A file's stored pieces in order; a missing one (deleted meanwhile) fails the download. */
async function* filePieces(db: Db, workspaceId: string, table: ChunkTable, file: StoredFile) {
  let sent = 0;
  for (let seq = 0; sent < file.sizeBytes; seq++) {
    const piece = await readChunk(db, table, workspaceId, file.id, seq);
    if (!piece?.length) throw new Error(`file ${file.id}: piece ${seq} missing`);
    sent += piece.length;
    yield piece;
    // The drivers' copies of each piece are garbage once it is written (memory.ts).
    if (seq % 4 === 3) releaseGarbage();
  }
}

/** A contract version's document, read when the zip comes to it; gone meanwhile fails it. */
async function* contractPdf(db: Db, workspaceId: string, id: string) {
  const pdf = await readContractPdf(db, workspaceId, id);
  if (!pdf?.length) throw new Error(`contract ${id}: document missing`);
  yield pdf;
}

const indent = (json: string, spaces: number) => json.replace(/\n/g, `\n${" ".repeat(spaces)}`);

/**
 * The document JSON.stringify(…, null, 2) would write, written a page of rows at a time. The
 * bytes of artwork are in the zip's files; `artwork_file_chunks` (those bytes, in pieces) is
 * left out, and so are thumbnails (the server makes them from the file).
 */
async function* accountJson(
  db: Db,
  workspaceId: string,
  doc: { profile: Profile; now: Date; pathOf: Map<string, string> },
) {
  yield `{\n  "format": ${JSON.stringify(ACCOUNT_EXPORT_FORMAT)},\n  "version": ${ACCOUNT_EXPORT_VERSION},`;
  yield `\n  "exportedAt": ${JSON.stringify(doc.now.toISOString())},`;
  yield `\n  "profile": ${indent(JSON.stringify(doc.profile, null, 2), 2)},`;
  yield `\n  "files": ${JSON.stringify(FILES_NOTE)},\n  "tables": {`;
  let tableCount = 0;
  for (const table of ownedTables) {
    if (PIECE_TABLES.has(table)) continue;
    yield `${tableCount++ ? "," : ""}\n    ${JSON.stringify(getTableName(table))}: [`;
    let rowCount = 0;
    for await (const rows of iterateOwnedRows(db, workspaceId, table)) {
      let page = "";
      for (const row of rows) {
        const place = doc.pathOf.get(row.id as string) ?? null;
        const out =
          table === artworkFiles || table === showFiles
            ? { ...row, path: place }
            : table === contracts
              ? { ...row, documentPath: place }
              : row;
        page += `${rowCount++ ? "," : ""}\n      ${indent(JSON.stringify(out, null, 2), 6)}`;
      }
      yield page;
    }
    yield rowCount ? "\n    ]" : "]";
  }
  yield "\n  }\n}\n";
}
