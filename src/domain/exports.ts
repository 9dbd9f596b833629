import { z } from "zod";
import type { Money } from "./money";
import { withoutBidiControls } from "./storable-text";
import { utcDateStamp } from "./tour-timing";
import type { Tour, TourVenue } from "./tours/tours";
import { venuePlace } from "./tours/venues";

const EXPORT_FORMATS = ["csv", "json", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const EXPORT_DESTINATIONS = ["device", "drive"] as const;
export type ExportDestination = (typeof EXPORT_DESTINATIONS)[number];

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
};

export interface ExportOptions {
  /** 'Venue Information': Venues Count and Venue Details. */
  includeVenues: boolean;
  /** 'Financial Data': Total Cost. */
  includeFinancial: boolean;
}

/** Query string of an export request: venues=1&financial=0. Missing means on (the default). */
const flag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((v) => v === undefined || v === "1" || v === "true");

const exportOptionFields = { venues: flag, financial: flag };
const exportOptionsOf = (q: { venues: boolean; financial: boolean }): ExportOptions => ({
  includeVenues: q.venues,
  includeFinancial: q.financial,
});

export const exportQuerySchema = z.object(exportOptionFields).transform(exportOptionsOf);

export const driveExportSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "Choose CSV, JSON or PDF" }),
  includeVenues: z.boolean().default(true),
  includeFinancial: z.boolean().default(true),
});

export function exportQueryString(opts: ExportOptions): string {
  return `venues=${opts.includeVenues ? 1 : 0}&financial=${opts.includeFinancial ? 1 : 0}`;
}

/** docs/product.md §14.1: tours-export-{YYYY-MM-DD}.{ext}, the UTC date of the export. */
export function exportFileName(format: ExportFormat, now: Date): string {
  return `tours-export-${utcDateStamp(now)}.${format}`;
}

/** The success toast names the format in capitals: 'Data exported successfully as CSV'. */
export function exportSuccessMessage(format: ExportFormat): string {
  return `Data exported successfully as ${format.toUpperCase()}`;
}

// ---- CSV (docs/product.md §14.1, §14.7): every cell quoted, inner quotes doubled, and every
// record of every CSV the product writes ends in CRLF (RFC 4180; what Excel expects), the
// last one too, so a file streamed record by record is the same as one built at once.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * single quote, which spreadsheets show as text. See docs/decisions/0004.
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A quoted cell: formulas neutralised, direction-changing characters out (storable-text.ts). */
export function csvCell(value: string | number): string {
  return `"${neutralizeFormula(withoutBidiControls(String(value))).replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(",");
}

/** The line break of every CSV the product writes (issue 46 §11): one place. */
const CSV_EOL = "\r\n";

/** One record: its quoted cells and its line break. */
export function csvRecord(cells: readonly (string | number)[]): string {
  return `${csvLine(cells)}${CSV_EOL}`;
}

/** A whole CSV file, header first: each record ends in CRLF. */
export function csvFile(records: readonly (readonly (string | number)[])[]): string {
  return records.map(csvRecord).join("");
}

// ---- CSV for Excel (issue 55 item 2, ADR 0004). Excel on Windows reads a CSV as UTF-8 only
// when the file starts with UTF-8's byte-order mark; without it, it takes the PC's ANSI code
// page and "Café Zürich" or 東京ドーム comes out garbled. Other readers and machines want no
// mark, so it is asked for: `?excel=1` on every CSV route. No `sep=` line and no semicolons:
// they would break every other reader.

/** UTF-8's byte-order mark: bytes EF BB BF at the very start of the file. */
const UTF8_BOM = "\uFEFF";

const EXCEL_PARAM = "excel";

/** `?excel=1` (or true): the file for Excel. Missing or 0 (false): plain UTF-8, the default. */
export const excelCsvQuerySchema = z.object({
  [EXCEL_PARAM]: z
    .enum(["0", "1", "true", "false"], {
      error: "Excel must be 1 (UTF-8 with a byte-order mark, for Excel) or 0 (plain UTF-8)",
    })
    .optional()
    .transform((v) => v === "1" || v === "true")
    .describe(
      "1: the file for Excel on Windows, UTF-8 starting with a byte-order mark (EF BB BF); 0 or left out: plain UTF-8.",
    ),
});

/**
 * What a CSV file starts with: the byte-order mark for Excel, else nothing. Before the header
 * record, so it is never inside a cell; the cells, formula guard included, are the same.
 */
export const csvStart = (excel: boolean) => (excel ? UTF8_BOM : "");

/** A CSV download's address for Excel: the same file, asked with `excel=1`. */
export const excelCsvUrl = (url: string) =>
  `${url}${url.includes("?") ? "&" : "?"}${EXCEL_PARAM}=1`;

/** The tours CSV's query: the export options and `excel`. */
export const toursCsvQuerySchema = z
  .object({ ...exportOptionFields, ...excelCsvQuerySchema.shape })
  .transform((q) => ({ ...exportOptionsOf(q), excel: q.excel }));

function csvHeader(opts: ExportOptions): string[] {
  const cells = ["Tour ID", "Title", "Status", "Start Date", "End Date"];
  if (opts.includeFinancial) cells.push("Total Cost");
  if (opts.includeVenues) cells.push("Venues Count", "Venue Details");
  return cells;
}

/** Amounts as plain numbers, like the original export: "15000", "1234.5", default "0". */
function plainAmount(m: Money | null | undefined): string {
  return m ? String(Number(m)) : "0";
}

/**
 * 'name (city, state)', the spec's venue entry; a part not known is left out rather than
 * written empty (issue 47: "(London, )"), and with neither the name stands alone.
 */
function venueDetail(v: Pick<TourVenue, "venueName" | "city" | "state">): string {
  const place = venuePlace(v.city, v.state);
  return place ? `${v.venueName} (${place})` : v.venueName;
}

function csvRow(tour: Tour, opts: ExportOptions): string[] {
  const cells = [tour.id, tour.title, tour.status, tour.startDate ?? "", tour.endDate ?? ""];
  if (opts.includeFinancial) cells.push(plainAmount(tour.totalEstimatedCost));
  if (opts.includeVenues) {
    cells.push(String(tour.venues.length), tour.venues.map(venueDetail).join("; "));
  }
  return cells;
}

/**
 * The CSV file is the header record, then each row's record. The server streams exactly these
 * pieces; toursToCsv is the same file in one string.
 */
export const csvHeaderLine = (opts: ExportOptions) => csvRecord(csvHeader(opts));
export const csvRowLine = (tour: Tour, opts: ExportOptions) => csvRecord(csvRow(tour, opts));

export function toursToCsv(tours: readonly Tour[], opts: ExportOptions): string {
  return csvHeaderLine(opts) + tours.map((t) => csvRowLine(t, opts)).join("");
}

// ---- JSON (docs/product.md §14.1): an array pretty-printed with 2-space indentation.

export interface TourJson {
  id: string;
  title: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
  total_estimated_cost?: number;
  venues_count?: number;
  venues?: { venue_name: string; city: string; state: string }[];
}

export function tourToJson(tour: Tour, opts: ExportOptions): TourJson {
  const out: TourJson = {
    id: tour.id,
    title: tour.title,
    status: tour.status,
    start_date: tour.startDate,
    end_date: tour.endDate,
  };
  if (opts.includeFinancial)
    out.total_estimated_cost = Number(plainAmount(tour.totalEstimatedCost));
  if (opts.includeVenues) {
    out.venues_count = tour.venues.length;
    out.venues = tour.venues.map((v) => ({
      venue_name: v.venueName,
      city: v.city,
      state: v.state,
    }));
  }
  return out;
}

/**
 * One array element as JSON.stringify(array, null, 2) would print it, so the server can
 * stream element by element: "[" + item(0) + item(1) + … + close(count).
 */
export function jsonArrayItem(value: unknown, index: number): string {
  const body = JSON.stringify(value, null, 2).replaceAll("\n", "\n  ");
  return `${index === 0 ? "\n" : ",\n"}  ${body}`;
}

export const jsonArrayOpen = "[";
export const jsonArrayClose = (count: number) => (count === 0 ? "]" : "\n]");

export function toursToJson(tours: readonly Tour[], opts: ExportOptions): string {
  return JSON.stringify(
    tours.map((t) => tourToJson(t, opts)),
    null,
    2,
  );
}
