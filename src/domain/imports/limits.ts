// The limits and refusals of an import, apart from the parser so the dialog loads no papaparse.

/** The largest sheet we read: beyond it the import says so before parsing anything. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Data rows (the header not counted) one import takes. */
export const MAX_IMPORT_ROWS = 10_000;

export const TOO_LARGE_MESSAGE =
  "This file is larger than 5 MB. Split it into smaller sheets (at most 10,000 rows each).";
export const TOO_MANY_ROWS_MESSAGE = (rows: number) =>
  `This sheet has ${rows.toLocaleString("en-US")} rows; an import takes at most 10,000. Split it into smaller sheets.`;
export const EMPTY_MESSAGE = "This file is empty: there is no header row and no data to import.";
export const NO_ROWS_MESSAGE = "This sheet has a header row but no rows of data under it.";
export const BINARY_MESSAGE =
  "This file is not a spreadsheet's text. Export the sheet as CSV (or tab-separated text) and upload that.";
