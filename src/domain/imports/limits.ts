// The limits and refusals of an import, apart from the parser so the dialog loads no papaparse.
import { say } from "../i18n/words";

/** The largest sheet we read: beyond it the import says so before parsing anything. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Data rows (the header not counted) one import takes. */
export const MAX_IMPORT_ROWS = 10_000;

/** What a whole sheet is refused for, in the reader's language (issue 55). */
const SHEET_WORDS = {
  tooLarge: {
    id: "imports.sheet.tooLarge",
    defaultMessage:
      "This file is larger than 5 MB. Split it into smaller sheets (at most {max, number} rows each).",
  },
  tooManyRows: {
    id: "imports.sheet.tooManyRows",
    defaultMessage:
      "This sheet has {rows, number} rows; an import takes at most {max, number}. Split it into smaller sheets.",
  },
  empty: {
    id: "imports.sheet.empty",
    defaultMessage: "This file is empty: there is no header row and no data to import.",
  },
  noRows: {
    id: "imports.sheet.noRows",
    defaultMessage: "This sheet has a header row but no rows of data under it.",
  },
  notText: {
    id: "imports.sheet.notText",
    defaultMessage:
      "This file is not a spreadsheet's text. Export the sheet as CSV (or tab-separated text) and upload that.",
  },
};
export const sheetTooLarge = () => say(SHEET_WORDS.tooLarge, { max: MAX_IMPORT_ROWS });
export const sheetTooManyRows = (rows: number) =>
  say(SHEET_WORDS.tooManyRows, { rows, max: MAX_IMPORT_ROWS });
export const sheetEmpty = () => say(SHEET_WORDS.empty);
export const sheetNoRows = () => say(SHEET_WORDS.noRows);
export const sheetNotText = () => say(SHEET_WORDS.notText);

/**
 * "row 6: 31/02/2027 is not a date": a preview row's refusal or warning, its row named in the
 * reader's language (issue 55); `reason` is already in it.
 */
export const rowSays = (row: number, reason: string) =>
  say({ id: "imports.row.says", defaultMessage: "row {row}: {reason}" }, { row, reason });

/** A column chosen past the sheet's last: "The sheet has no column 7". */
export const noSuchColumn = (column: number) =>
  say(
    { id: "imports.noSuchColumn", defaultMessage: "The sheet has no column {column}" },
    { column },
  );

/** A header cell left blank, as a refusal quoting the header shows it. */
const blankHeader = () => say({ id: "imports.blankHeader", defaultMessage: "(blank)" });

/** A sheet's first row as a refusal quotes it: its first six cells, "…" for the rest. */
export const firstCells = (header: readonly string[]) =>
  `${header
    .slice(0, 6)
    .map((h) => h || blankHeader())
    .join(", ")}${header.length > 6 ? ", …" : ""}`;
