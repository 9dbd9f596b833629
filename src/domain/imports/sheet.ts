import Papa from "papaparse";
import { withoutBidiControls } from "../storable-text";

export * from "./limits";

import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  sheetEmpty,
  sheetNoRows,
  sheetNotText,
  sheetTooLarge,
  sheetTooManyRows,
} from "./limits";

type SheetDelimiter = "," | ";" | "\t";

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells. */
interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
  delimiter: SheetDelimiter;
}

export type SheetRead = { ok: true; sheet: Sheet } | { ok: false; message: string };
export type TextRead = { ok: true; text: string } | { ok: false; message: string };

/** Control characters no spreadsheet text holds (tab, LF and CR are fine). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The text of an uploaded file. UTF-8 (with or without a BOM) is what every spreadsheet
 * exports today; Excel's "Unicode text" is UTF-16 with a BOM; an older Excel CSV is
 * Windows-1252, read as such when the bytes are not UTF-8. A NUL byte, or more than a few
 * control characters, means a binary file (an .xlsx, a picture): it is refused by name rather
 * than imported as garbage.
 */
export function decodeSheet(bytes: Uint8Array): TextRead {
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, message: sheetTooLarge() };
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  } else {
    if (bytes.includes(0)) return { ok: false, message: sheetNotText() };
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  const controls = text.match(CONTROL)?.length ?? 0;
  if (text.includes("\u0000") || controls > Math.max(2, text.length / 1000)) {
    return { ok: false, message: sheetNotText() };
  }
  return { ok: true, text: text.replace(CONTROL, "") };
}

/** A row of nothing but spaces (and stray delimiters: ";;" in a comma sheet) is blank. */
const isBlank = (cells: readonly string[]) => cells.every((c) => /^[\s,;]*$/.test(c));

/**
 * The delimiter of the sheet: of comma, semicolon and tab, the one that splits the header
 * into several cells and then the most of the first rows into as many. Papaparse's own guess
 * also considers "|" and odd characters; a booking sheet uses one of these three.
 */
function sniffDelimiter(text: string): SheetDelimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: SheetDelimiter = ",";
  let bestScore = -1;
  for (const delimiter of [",", ";", "\t"] as const) {
    const lines = Papa.parse<string[]>(sample, { delimiter, preview: 20, skipEmptyLines: "greedy" })
      .data as string[][];
    const width = lines[0]?.length ?? 0;
    if (width < 2) continue;
    const score = lines.filter((l) => l.length === width).length * 1000 + width;
    if (score > bestScore) {
      bestScore = score;
      best = delimiter;
    }
  }
  return best;
}

/**
 * A CSV or TSV sheet: a BOM and CRLF line ends, quoted delimiters, quotes and line breaks
 * inside cells, and blank rows (skipped, but counted so row numbers match the spreadsheet's)
 * are all handled by papaparse. The first non-blank row is the header.
 */
export function readSheet(input: string): SheetRead {
  if (input.length > MAX_IMPORT_BYTES) return { ok: false, message: sheetTooLarge() };
  // Direction-changing characters never reach a cell (storable-text.ts).
  const text = withoutBidiControls(input.startsWith("\uFEFF") ? input.slice(1) : input);
  if (text.trim() === "") return { ok: false, message: sheetEmpty() };
  const delimiter = sniffDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const records = parsed.data as string[][];
  const headerIndex = records.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) return { ok: false, message: sheetEmpty() };
  const header = records[headerIndex]!.map((h) => h.trim());
  const rows: SheetRow[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (isBlank(cells)) continue;
    rows.push({ row: i + 1, cells });
    if (rows.length > MAX_IMPORT_ROWS) {
      const total = records.slice(headerIndex + 1).filter((r) => !isBlank(r)).length;
      return { ok: false, message: sheetTooManyRows(total) };
    }
  }
  if (rows.length === 0) return { ok: false, message: sheetNoRows() };
  return { ok: true, sheet: { header, rows, delimiter } };
}

/** Both steps: the bytes of an upload to a sheet, or the message that says why not. */
export function readSheetBytes(bytes: Uint8Array): SheetRead {
  const text = decodeSheet(bytes);
  return text.ok ? readSheet(text.text) : text;
}
