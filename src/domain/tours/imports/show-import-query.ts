import { z } from "zod";
import type { CurrencyCode } from "../../currencies/currency";
import { say } from "../../i18n/words";
import { refusal } from "../../i18n/zod-words";
import {
  anyColumn,
  type ColumnMapping,
  guessShowColumns,
  SHOW_IMPORT_FIELDS,
  type ShowImportField,
} from "../../imports/columns";
import { DATE_ORDERS, type DateOrder, guessDateOrder } from "../../imports/dates";
import { firstCells, noSuchColumn } from "../../imports/limits";
import { guessNumberFormat, NUMBER_FORMATS, type NumberFormat } from "../../imports/numbers";
import type { Sheet } from "../../imports/sheet";
import { TOUR_TITLE_MAX } from "../tours";
import type { ShowImportOptions } from "./show-rows";

/** A column index in the query: "3", or "" / "none" for a field the sheet does not have. */
const column = z
  .string()
  .trim()
  .regex(
    /^(\d{1,4}|none)?$/,
    refusal({
      id: "tours.showImportQuery.chooseColumnSheet",
      defaultMessage: "Choose a column of the sheet",
    }),
  )
  .optional();

/**
 * The query string of the preview and the import (the body is the sheet's bytes): a column
 * per field (`date=0&venue=1`), the date order, the number format and the tour of rows
 * without one. Everything may be left out: the server then uses its guesses.
 */
export const showImportQuerySchema = z.object({
  ...(Object.fromEntries(SHOW_IMPORT_FIELDS.map((f) => [f, column])) as Record<
    ShowImportField,
    typeof column
  >),
  dateOrder: z
    .enum(
      DATE_ORDERS,
      refusal({
        id: "tours.showImportQuery.dateOrderYmdMdyDmy",
        defaultMessage: "Date order is ymd, mdy or dmy",
      }),
    )
    .optional(),
  numberFormat: z
    .enum(
      NUMBER_FORMATS,
      refusal({
        id: "tours.showImportQuery.numberFormatPointComma",
        defaultMessage: "Number format is point or comma",
      }),
    )
    .optional(),
  defaultTour: z
    .string()
    .trim()
    .max(TOUR_TITLE_MAX, {
      error: () =>
        say(
          {
            id: "tours.import.row.tourTitleTooLong",
            defaultMessage: "Tour title must be at most {max} characters",
          },
          { max: TOUR_TITLE_MAX },
        ),
    })
    .default(""),
});
export type ShowImportQuery = z.infer<typeof showImportQuerySchema>;

/** What the preview answers beside the rows: how the sheet was read, for the mapping step. */
export interface SheetReading {
  header: string[];
  delimiter: Sheet["delimiter"];
  columns: ColumnMapping<ShowImportField>;
  dateOrder: DateOrder;
  /** The dates could be month or day first and no order was chosen: the person must choose. */
  dateOrderAmbiguous: boolean;
  dateOrderChosen: boolean;
  numberFormat: NumberFormat;
}

export type ResolvedOptions =
  | { ok: true; options: ShowImportOptions; reading: SheetReading }
  | { ok: false; message: string; field: string };

export const dateOrderNeeded = () =>
  say({
    id: "imports.dateOrderNeeded",
    defaultMessage:
      "The dates could be month first (03/04/2027 = March 4) or day first (3 April): choose the order.",
  });

/**
 * The options of an import: the chosen ones, the rest guessed from the sheet. A column
 * outside the sheet and a sheet where no column is recognised are refused by name.
 */
export function resolveShowImport(
  sheet: Sheet,
  q: ShowImportQuery & { home: CurrencyCode },
): ResolvedOptions {
  const named = SHOW_IMPORT_FIELDS.some((f) => q[f] !== undefined);
  const guessed = guessShowColumns(sheet.header);
  const columns = { ...guessed };
  if (named) {
    for (const f of SHOW_IMPORT_FIELDS) {
      const v = q[f];
      columns[f] = v === undefined || v === "" || v === "none" ? null : Number(v);
      if (columns[f] !== null && columns[f]! >= sheet.header.length) {
        return { ok: false, field: f, message: noSuchColumn(Number(v) + 1) };
      }
    }
  }
  if (!anyColumn(columns) || (columns.date === null && columns.venue === null)) {
    return { ok: false, field: "columns", message: NO_COLUMN_MESSAGE_FOR(sheet.header) };
  }
  const cellsOf = (index: number | null) =>
    index === null ? [] : sheet.rows.map((r) => r.cells[index] ?? "");
  const guess = guessDateOrder(cellsOf(columns.date));
  const numberFormat =
    q.numberFormat ?? guessNumberFormat([...cellsOf(columns.fee), ...cellsOf(columns.capacity)]);
  return {
    ok: true,
    options: {
      columns,
      dateOrder: q.dateOrder ?? guess.order,
      numberFormat,
      defaultTour: q.defaultTour,
      home: q.home,
    },
    reading: {
      header: sheet.header,
      delimiter: sheet.delimiter,
      columns,
      dateOrder: q.dateOrder ?? guess.order,
      dateOrderAmbiguous: guess.ambiguous,
      dateOrderChosen: q.dateOrder !== undefined,
      numberFormat,
    },
  };
}

/** The no-column message quotes the header it found, so the person sees what was read. */
export const NO_COLUMN_MESSAGE_FOR = (header: readonly string[]) =>
  say(
    {
      id: "tours.import.noColumn",
      defaultMessage:
        "No column of this sheet was recognised (its first row reads: {shown}). Name the columns Date, Venue, City… or choose them.",
    },
    { shown: firstCells(header) },
  );
