import { unzipSync } from "fflate";
import { say } from "../i18n/words";
import { withoutBidiControls } from "../storable-text";
import { MAX_IMPORT_ROWS, sheetEmpty, sheetNoRows, sheetTooManyRows } from "./limits";
import type { Sheet } from "./sheet";

/**
 * An Excel workbook (.xlsx, as Excel, Google Sheets, Numbers and LibreOffice save it) read
 * as the CSV reader reads a sheet: the first visible worksheet, its first non-blank row the
 * header, blank rows skipped but counted, each cell as the spreadsheet shows it (a length
 * formatted "m:ss" or "h:mm" reads "3:45", a date "2027-03-14", a number without float
 * noise). Only the parts of the zip that hold the sheet are unpacked, each up to a bound, so
 * a small file that inflates to gigabytes is refused instead of filling memory.
 */

export type WorkbookRead =
  | { ok: true; sheet: Pick<Sheet, "header" | "rows"> }
  | { ok: false; message: string };

export const xlsxUnreadable = () =>
  say({
    id: "imports.sheet.unreadableWorkbook",
    defaultMessage:
      "This workbook could not be read (it may be damaged, password-protected or an old .xls). Save it again as .xlsx, or export the sheet as CSV.",
  });

/** A zip's first four bytes, "PK\3\4": an .xlsx (or any zip) rather than text. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Unpacked size of one part we read: a 10,000-row sheet's XML is a few megabytes. */
const MAX_PART_BYTES = 64 * 1024 * 1024;

const ENTITY: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITY[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });

/** The attributes of one tag's text (`a="1" r:id='x'`), by name with any prefix kept. */
function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    out[m[1]!] = decodeXml(m[2] ?? m[3] ?? "");
  }
  return out;
}

/** The text of every `<t>` inside `xml` (a rich text's runs together), phonetic hints left out. */
const textRuns = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "").matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)]
    .map((m) => decodeXml(m[1]!))
    .join("");

const text = (bytes: Uint8Array | undefined) =>
  bytes ? new TextDecoder("utf-8").decode(bytes) : "";

/** "xl/worksheets/sheet1.xml" from a relationship's target, relative to xl/ or absolute. */
const partPath = (target: string) =>
  target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;

/** The path of the first visible worksheet, from the workbook and its relationships. */
function firstSheetPath(workbook: string, rels: string): string | undefined {
  const targets = new Map<string, string>();
  for (const m of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
    const a = attributesOf(m[1]!);
    if (a.Id && a.Target) targets.set(a.Id, a.Target);
  }
  for (const m of workbook.matchAll(/<sheet\b([^>]*)>/g)) {
    const a = attributesOf(m[1]!);
    if (a.state === "hidden" || a.state === "veryHidden") continue;
    const id = Object.entries(a).find(([k]) => /:id$/.test(k))?.[1];
    const target = id ? targets.get(id) : undefined;
    if (target) return partPath(target);
  }
  return undefined;
}

// ---- Numbers as the spreadsheet shows them.

type NumberKind = "date" | "time" | "datetime" | "number";

/** Excel's built-in formats that are dates or times (ECMA-376 §18.8.30). */
const BUILT_IN: Record<number, { kind: NumberKind; code: string }> = {
  14: { kind: "date", code: "" },
  15: { kind: "date", code: "" },
  16: { kind: "date", code: "" },
  17: { kind: "date", code: "" },
  22: { kind: "datetime", code: "" },
  18: { kind: "time", code: "h:mm AM/PM" },
  19: { kind: "time", code: "h:mm:ss AM/PM" },
  20: { kind: "time", code: "h:mm" },
  21: { kind: "time", code: "h:mm:ss" },
  45: { kind: "time", code: "mm:ss" },
  46: { kind: "time", code: "[h]:mm:ss" },
  47: { kind: "time", code: "mm:ss" },
};

function kindOfCode(code: string): NumberKind {
  // Quoted text, escaped characters, colours and locales say nothing of the kind.
  const bare = code
    .split(";")[0]!
    .replace(/"[^"]*"|\\.|\[(?![hms]+\])[^\]]*\]/gi, "")
    .toLowerCase();
  const date = /[yd]/.test(bare);
  const time = /[hs]/.test(bare) || /\[m+\]/.test(bare);
  if (date) return time ? "datetime" : "date";
  return time ? "time" : "number";
}

interface CellFormat {
  kind: NumberKind;
  code: string;
}

/** Each cell style's number format, by the style's index (a cell's `s`). */
function cellFormats(styles: string): CellFormat[] {
  const custom = new Map<number, string>();
  for (const m of styles.matchAll(/<numFmt\b([^>]*)>/g)) {
    const a = attributesOf(m[1]!);
    if (a.numFmtId && a.formatCode !== undefined) custom.set(Number(a.numFmtId), a.formatCode);
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "";
  return [...xfs.matchAll(/<xf\b([^>]*)>/g)].map((m) => {
    const id = Number(attributesOf(m[1]!).numFmtId ?? 0);
    const code = custom.get(id);
    if (code !== undefined) return { kind: kindOfCode(code), code };
    return BUILT_IN[id] ?? { kind: "number", code: "" };
  });
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A time as its format shows it: "h:mm" of 0.15625 is "3:45", "mm:ss" of 225 s is "03:45". */
function formatTime(days: number, code: string): string {
  const total = Math.round(days * 86_400);
  const tokens = code.match(/\[h+\]|\[m+\]|\[s+\]|h+|m+|s+|am\/pm|a\/p|"[^"]*"|\\.|\.0+|./gi) ?? [];
  const twelve = tokens.some((t) => /^(am\/pm|a\/p)$/i.test(t));
  const ofDay = total % 86_400;
  let out = "";
  for (const token of tokens) {
    const t = token.toLowerCase();
    if (t.startsWith("[h")) out += pad(Math.floor(total / 3600), t.length - 2);
    else if (t.startsWith("[m")) out += pad(Math.floor(total / 60), t.length - 2);
    else if (t.startsWith("[s")) out += pad(total, t.length - 2);
    else if (t[0] === "h") {
      const h = Math.floor(ofDay / 3600);
      out += pad(twelve ? h % 12 || 12 : h, t.length);
    } else if (t[0] === "m") out += pad(Math.floor(ofDay / 60) % 60, t.length);
    else if (t[0] === "s") out += pad(ofDay % 60, t.length);
    else if (t === "am/pm") out += ofDay < 43_200 ? "AM" : "PM";
    else if (t === "a/p") out += ofDay < 43_200 ? "A" : "P";
    else if (t[0] === '"') out += token.slice(1, -1);
    else if (t[0] === "\\") out += token.slice(1);
    else if (!t.startsWith(".0")) out += token; // ".0": whole seconds only
  }
  return out;
}

/** A serial day number as "YYYY-MM-DD" (the 1900 system, or 1904 when the workbook says so). */
function formatDate(days: number, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const at = new Date(epoch + Math.floor(days) * 86_400_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1, 2)}-${pad(at.getUTCDate(), 2)}`;
}

function formatNumber(raw: string, format: CellFormat | undefined, date1904: boolean): string {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(n)) return raw;
  switch (format?.kind) {
    case "date":
      return formatDate(n, date1904);
    case "datetime":
      return `${formatDate(n, date1904)} ${formatTime(n - Math.floor(n), "hh:mm:ss")}`;
    case "time":
      return formatTime(n, format.code || "h:mm:ss");
    default:
      // As "General" shows it: 15 significant digits, so 0.1 + 0.2 reads 0.3.
      return String(Number(n.toPrecision(15)));
  }
}

// ---- Cells and rows.

/** "BC12" → 54 (0-based column), or undefined without a reference. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^([A-Z]+)\d*$/i.exec(ref)?.[1] : undefined;
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

interface Parts {
  shared: string[];
  formats: CellFormat[];
  date1904: boolean;
}

function cellText(attrs: Record<string, string>, inner: string, parts: Parts): string {
  const value = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(inner)?.[1];
  switch (attrs.t) {
    case "s":
      return parts.shared[Number(value)] ?? "";
    case "inlineStr":
      return textRuns(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? "");
    case "b":
      return value === "1" ? "TRUE" : "FALSE";
    case "str":
    case "e":
    case "d":
      return decodeXml(value ?? "");
    default:
      return value === undefined
        ? ""
        : formatNumber(decodeXml(value), parts.formats[Number(attrs.s ?? 0)], parts.date1904);
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const clean = (cell: string) => withoutBidiControls(cell.replace(CONTROL, ""));

export function readXlsx(bytes: Uint8Array): WorkbookRead {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) =>
        f.originalSize <= MAX_PART_BYTES &&
        (f.name === "xl/workbook.xml" ||
          f.name === "xl/_rels/workbook.xml.rels" ||
          f.name === "xl/sharedStrings.xml" ||
          f.name === "xl/styles.xml" ||
          /^xl\/worksheets\/[^/]+\.xml$/.test(f.name)),
    });
  } catch {
    return { ok: false, message: xlsxUnreadable() };
  }
  const workbook = text(files["xl/workbook.xml"]);
  const path = firstSheetPath(workbook, text(files["xl/_rels/workbook.xml.rels"]));
  const sheetXml = path ? files[path] : undefined;
  if (!sheetXml) return { ok: false, message: xlsxUnreadable() };
  const parts: Parts = {
    shared: [...text(files["xl/sharedStrings.xml"]).matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map(
      (m) => textRuns(m[1]!),
    ),
    formats: cellFormats(text(files["xl/styles.xml"])),
    date1904: /<workbookPr\b[^>]*date1904="(1|true)"/.test(workbook),
  };

  const records: { row: number; cells: string[] }[] = [];
  let nextRow = 1;
  let dataRows = 0;
  for (const r of text(sheetXml).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row = Number(attributesOf(r[1]!).r ?? nextRow);
    nextRow = row + 1;
    const cells: string[] = [];
    let nextColumn = 0;
    for (const c of (r[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = attributesOf(c[1]!);
      const column = columnOf(attrs.r) ?? nextColumn;
      nextColumn = column + 1;
      // A column past any real sheet's width is a damaged file, not a cell to pad up to.
      if (column > 16_383) return { ok: false, message: xlsxUnreadable() };
      while (cells.length < column) cells.push("");
      cells[column] = clean(cellText(attrs, c[2] ?? "", parts));
    }
    if (cells.every((cell) => cell.trim() === "")) continue;
    if (records.length > 0) dataRows++;
    // Past the limit the rows are only counted, so the refusal names the sheet's size.
    if (dataRows <= MAX_IMPORT_ROWS) records.push({ row, cells });
  }
  if (dataRows > MAX_IMPORT_ROWS) return { ok: false, message: sheetTooManyRows(dataRows) };
  const [head, ...rows] = records;
  if (!head) return { ok: false, message: sheetEmpty() };
  if (rows.length === 0) return { ok: false, message: sheetNoRows() };
  return { ok: true, sheet: { header: head.cells.map((h) => h.trim()), rows } };
}
