import { z } from "zod";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { type ColumnMapping, guessColumns } from "../imports/columns";
import { DATE_ORDERS, type DateOrder, guessDateOrder } from "../imports/dates";
import { firstCells, noSuchColumn } from "../imports/limits";
import { guessNumberFormat, NUMBER_FORMATS, type NumberFormat } from "../imports/numbers";
import { IMPORT_REFUSALS } from "../imports/query-refusals";
import { readSheetBytes, type Sheet } from "../imports/sheet";
import { isZip, readXlsx } from "../imports/xlsx";
import { readTicketRows, storableLine, type TicketRow } from "./import-rows";
import {
  guessRowsAre,
  type RowsAre,
  SELLERS,
  type Seller,
  type SheetMapping,
  sellerHeaderNames,
  TICKET_FIELD_LABELS,
  TICKET_IMPORT_FIELDS,
  type TicketImportField,
} from "./sellers";

/**
 * A ticketing export's upload (CSV, TSV or .xlsx; issue 51 item 2, ADR 0031) read with the
 * spreadsheet reader of ADR 0016, its columns taken from the query, else from the mapping the
 * workspace last used for this seller, else guessed from the seller's header names; then every
 * row read (import-rows.ts). Pure: it runs in a worker thread (ADR 0027).
 */

/** A column index in the query: "3", or "" / "none" for a field the sheet does not have. */
const column = z
  .string()
  .trim()
  .regex(/^(\d{1,4}|none)?$/, refusal(IMPORT_REFUSALS.chooseColumn))
  .optional();

/** The preview's and the import's query: the seller, what the rows are, a column per field. */
export const ticketImportQuerySchema = z.object({
  seller: z
    .enum(
      SELLERS,
      refusal({
        id: "tickets.import.chooseSeller",
        defaultMessage: "Choose a seller from the list",
      }),
    )
    .default("generic"),
  rowsAre: z.enum(["orders", "totals"]).optional(),
  dateOrder: z.enum(DATE_ORDERS).optional(),
  numberFormat: z.enum(NUMBER_FORMATS).optional(),
  /** The uploaded file's name, kept on the import (the body is the bare bytes). */
  fileName: z
    .string()
    .max(200)
    .transform((v) => storableLine(v))
    .optional(),
  /**
   * The import only: the person saw the rows with errors in the preview and imports the rest.
   * Without it an import with any row error is refused (nothing is skipped silently).
   */
  skipErrors: z.enum(["true", "false"]).optional(),
  ...(Object.fromEntries(TICKET_IMPORT_FIELDS.map((f) => [f, column])) as Record<
    TicketImportField,
    typeof column
  >),
});
export type TicketImportQuery = z.infer<typeof ticketImportQuerySchema>;

/** How the sheet was read: shown in the dialog, changeable, sent back as the query. */
export interface TicketSheetReading {
  header: string[];
  format: "text" | "xlsx";
  seller: Seller;
  rowsAre: RowsAre;
  columns: ColumnMapping<TicketImportField>;
  dateOrder: DateOrder;
  /** No cell tells month-first from day-first: the import waits for `dateOrder`. */
  dateOrderAmbiguous: boolean;
  numberFormat: NumberFormat;
}

export type TicketSheetRead =
  | { ok: true; reading: TicketSheetReading; rows: TicketRow[]; mapping: SheetMapping }
  | {
      ok: false;
      field: string;
      message: string;
      reading?: { header: string[]; format: TicketSheetReading["format"] };
    };

const headerKey = (h: string) => h.trim().toLowerCase();

/** A remembered mapping (header names) as this sheet's column indices; a name not here is null. */
function rememberedColumns(header: readonly string[], mapping: SheetMapping) {
  const keys = header.map(headerKey);
  const out: Partial<ColumnMapping<TicketImportField>> = {};
  for (const f of TICKET_IMPORT_FIELDS) {
    const name = mapping.columns[f];
    if (name === undefined) continue;
    const i = keys.indexOf(headerKey(name));
    if (i >= 0) out[f] = i;
  }
  return out;
}

/** The columns: the query's when it names any, else the remembered ones over the seller's guesses. */
function resolveColumns(
  header: readonly string[],
  q: TicketImportQuery,
  remembered: SheetMapping | undefined,
):
  | { ok: true; columns: ColumnMapping<TicketImportField> }
  | { ok: false; field: string; message: string } {
  const columns = guessColumns(header, TICKET_IMPORT_FIELDS, sellerHeaderNames(q.seller));
  if (TICKET_IMPORT_FIELDS.some((f) => q[f] !== undefined)) {
    for (const f of TICKET_IMPORT_FIELDS) {
      const v = q[f];
      columns[f] = v === undefined || v === "" || v === "none" ? null : Number(v);
      if (columns[f] !== null && columns[f]! >= header.length) {
        return { ok: false, field: f, message: noSuchColumn(Number(v) + 1) };
      }
    }
  } else if (remembered) {
    const known = rememberedColumns(header, remembered);
    const taken = new Set(Object.values(known));
    for (const f of TICKET_IMPORT_FIELDS) {
      if (known[f] !== undefined) columns[f] = known[f];
      else if (columns[f] !== null && taken.has(columns[f]!)) columns[f] = null;
    }
  }
  if (columns.eventDate === null) {
    return {
      ok: false,
      field: "eventDate",
      message: say(
        {
          id: "tickets.import.noDateColumn",
          defaultMessage:
            "No event date column was found in this sheet (its first row reads: {shown}). Choose the column that holds the show's date.",
        },
        { shown: firstCells(header) },
      ),
    };
  }
  return { ok: true, columns };
}

const cellsOf = (sheet: Pick<Sheet, "rows">, index: number | null) =>
  index === null ? [] : sheet.rows.map((r) => r.cells[index] ?? "");

/** The bytes of an upload read and mapped; `today` bounds the orders' dates. */
export function readTicketSheet(
  bytes: Uint8Array,
  q: TicketImportQuery,
  remembered: SheetMapping | undefined,
  today: string,
): TicketSheetRead {
  const format = isZip(bytes) ? "xlsx" : "text";
  const read = format === "xlsx" ? readXlsx(bytes) : readSheetBytes(bytes);
  if (!read.ok) return { ok: false, field: "file", message: read.message };
  const sheet: Pick<Sheet, "header" | "rows"> = read.sheet;
  const resolved = resolveColumns(sheet.header, q, remembered);
  if (!resolved.ok) return { ...resolved, reading: { header: sheet.header, format } };
  const { columns } = resolved;
  // The remembered reading holds for a file of the same kind: one with every remembered column
  // (a seller's sales summary after its orders export is guessed afresh).
  const sameKind =
    remembered !== undefined &&
    Object.values(remembered.columns).every((name) =>
      sheet.header.some((h) => headerKey(h) === headerKey(name ?? "")),
    );
  const rowsAre =
    q.rowsAre ??
    (sameKind ? remembered.rowsAre : guessRowsAre(sheet.header, columns.orderId !== null));
  if (rowsAre === "totals" && columns.quantity === null) {
    return {
      ok: false,
      field: "quantity",
      message: `No sold column was found: a sheet of totals says how many of each tier are sold. Choose the ${TICKET_FIELD_LABELS.quantity} column, or read the rows as orders.`,
      reading: { header: sheet.header, format },
    };
  }
  const dateGuess = guessDateOrder([
    ...cellsOf(sheet, columns.eventDate),
    ...cellsOf(sheet, columns.orderedAt),
  ]);
  const dateOrder = q.dateOrder ?? dateGuess.order;
  const numberFormat = q.numberFormat ?? guessNumberFormat(cellsOf(sheet, columns.gross));
  const mapping: SheetMapping = {
    rowsAre,
    columns: Object.fromEntries(
      TICKET_IMPORT_FIELDS.filter((f) => columns[f] !== null).map((f) => [
        f,
        storableLine(sheet.header[columns[f]!] ?? ""),
      ]),
    ),
  };
  return {
    ok: true,
    reading: {
      header: sheet.header,
      format,
      seller: q.seller,
      rowsAre,
      columns,
      dateOrder,
      dateOrderAmbiguous: q.dateOrder === undefined && dateGuess.ambiguous,
      numberFormat,
    },
    rows: readTicketRows(sheet.rows, { rowsAre, columns, dateOrder, numberFormat, today }),
    mapping,
  };
}
