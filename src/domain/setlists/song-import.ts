import { z } from "zod";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { anyColumn, type ColumnMapping, guessColumns } from "../imports/columns";
import { firstCells, noSuchColumn } from "../imports/limits";
import { IMPORT_REFUSALS } from "../imports/query-refusals";
import { readSheetBytes, type Sheet } from "../imports/sheet";
import { isZip, readXlsx } from "../imports/xlsx";
import { sheetPastLimitMessage } from "./catalogue";
import {
  numberedColumn,
  numberedGroups,
  SONG_HEADER_NAMES,
  SONG_IMPORT_FIELDS,
  type SongImportField,
} from "./song-columns";
import { type MappedSong, mapSongRows } from "./song-rows";
import { MAX_SONGS } from "./songs";

/**
 * The catalogue's spreadsheet import (issue 50 item 1, ADR 0016's reader and preview): a CSV,
 * TSV or .xlsx of songs, its columns guessed from their names (every guess can be changed),
 * each row read as a song. Writers come either in one cell ("Ana Ruiz (50%); Ben Lo (50%)",
 * the pipe-separated form of publishers' metadata templates too) or in numbered columns
 * ("Writer 1", "Writer 1 Share", "Writer 1 IPI"…, as distributors' and administrators' bulk
 * templates have them, and as our own export writes them). docs/product.md §22.1.
 */

// ---- The query and the reading.

/** A column index in the query: "3", or "" / "none" for a field the sheet does not have. */
const column = z
  .string()
  .trim()
  .regex(/^(\d{1,4}|none)?$/, refusal(IMPORT_REFUSALS.chooseColumn))
  .optional();

/** The preview's and the import's query: a column per field (`title=0&writers=2`); the rest guessed. */
export const songImportQuerySchema = z.object(
  Object.fromEntries(SONG_IMPORT_FIELDS.map((f) => [f, column])) as Record<
    SongImportField,
    typeof column
  >,
);
export type SongImportQuery = z.infer<typeof songImportQuerySchema>;

/** How the sheet was read, for the mapping step: the header, the columns, the numbered groups. */
export interface SongSheetReading {
  header: string[];
  format: "text" | "xlsx";
  columns: ColumnMapping<SongImportField>;
  /** How many numbered writer and publisher groups the header has ("Writer 1"…). */
  writerGroups: number;
  publisherGroups: number;
}

export type SongSheetRead =
  | { ok: true; reading: SongSheetReading; mapped: MappedSong[] }
  | {
      ok: false;
      field: string;
      message: string;
      /** With a refusal for want of columns: the header, so the person can choose them. */
      reading?: { header: string[]; format: SongSheetReading["format"] };
    };

const NO_TITLE_COLUMN_MESSAGE = (header: readonly string[]) =>
  say(
    {
      id: "setlists.import.noTitleColumn",
      defaultMessage:
        "No title column was found in this sheet (its first row reads: {shown}). Name the columns Title, Writers, ISWC… or choose them.",
    },
    { shown: firstCells(header) },
  );

/** The columns the query chose, the rest guessed; numbered columns are never a field's guess. */
function resolveColumns(
  header: readonly string[],
  q: SongImportQuery,
):
  | { ok: true; columns: ColumnMapping<SongImportField> }
  | { ok: false; field: string; message: string } {
  const unnumbered = header.map((h) => (numberedColumn(h) ? "" : h));
  const columns = guessColumns(unnumbered, SONG_IMPORT_FIELDS, SONG_HEADER_NAMES);
  if (SONG_IMPORT_FIELDS.some((f) => q[f] !== undefined)) {
    for (const f of SONG_IMPORT_FIELDS) {
      const v = q[f];
      columns[f] = v === undefined || v === "" || v === "none" ? null : Number(v);
      if (columns[f] !== null && columns[f]! >= header.length) {
        return { ok: false, field: f, message: noSuchColumn(Number(v) + 1) };
      }
    }
  }
  if (!anyColumn(columns) || columns.title === null) {
    return { ok: false, field: "columns", message: NO_TITLE_COLUMN_MESSAGE(header) };
  }
  return { ok: true, columns };
}

/**
 * An uploaded catalogue (its bytes) read, checked against the catalogue's limit and mapped
 * row by row with the query's columns: all of it pure, so it runs in a worker thread
 * (server/heavy, ADR 0027) and the request's thread only plans and writes.
 */
export function readSongSheet(bytes: Uint8Array, q: SongImportQuery): SongSheetRead {
  const format = isZip(bytes) ? "xlsx" : "text";
  const read = format === "xlsx" ? readXlsx(bytes) : readSheetBytes(bytes);
  if (!read.ok) return { ok: false, field: "file", message: read.message };
  const sheet: Pick<Sheet, "header" | "rows"> = read.sheet;
  if (sheet.rows.length > MAX_SONGS) {
    return { ok: false, field: "file", message: sheetPastLimitMessage(sheet.rows.length) };
  }
  const resolved = resolveColumns(sheet.header, q);
  if (!resolved.ok) return { ...resolved, reading: { header: sheet.header, format } };
  const groups = numberedGroups(sheet.header);
  return {
    ok: true,
    reading: {
      header: sheet.header,
      format,
      columns: resolved.columns,
      writerGroups: groups.writers.length,
      publisherGroups: groups.publishers.length,
    },
    mapped: mapSongRows(sheet.rows, { columns: resolved.columns, groups }),
  };
}
