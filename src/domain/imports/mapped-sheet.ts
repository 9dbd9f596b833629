import { readSheetBytes, type Sheet, type SheetRead } from "./sheet";

/** A sheet's columns resolved from the query's choices (the rest guessed), or why not. */
export type Resolved<O, R> =
  | { ok: true; options: O; reading: R }
  | { ok: false; message: string; field: string };

/** A sheet read and mapped, or why not (with how it was read when its columns were the trouble). */
export type MappedSheetRead<M, R> =
  | { ok: false; field: string; message: string; reading?: Pick<Sheet, "header" | "delimiter"> }
  | { ok: true; mapped: M; reading: R };

/**
 * A sheet's bytes read, its columns resolved and its rows mapped, in one go: what a worker
 * thread does for an import (server/heavy/tasks.ts), so not one row is mapped on the event loop.
 */
export function readAndMap<Q, O, R, M>(
  bytes: Uint8Array,
  query: Q,
  resolve: (sheet: Sheet, query: Q) => Resolved<O, R>,
  map: (sheet: Sheet, options: O) => M,
): MappedSheetRead<M, R> {
  return mapSheet(readSheetBytes(bytes), query, resolve, map);
}

/** A sheet as read: its columns resolved with the query's choices, then its rows mapped. */
function mapSheet<Q, O, R, M>(
  read: SheetRead,
  query: Q,
  resolve: (sheet: Sheet, query: Q) => Resolved<O, R>,
  map: (sheet: Sheet, options: O) => M,
): MappedSheetRead<M, R> {
  if (!read.ok) return { ok: false, field: "file", message: read.message };
  const resolved = resolve(read.sheet, query);
  if (!resolved.ok) {
    const reading = { header: read.sheet.header, delimiter: read.sheet.delimiter };
    return { ok: false, field: resolved.field, message: resolved.message, reading };
  }
  return { ok: true, mapped: map(read.sheet, resolved.options), reading: resolved.reading };
}
