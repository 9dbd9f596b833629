import type { z } from "zod";
import type { CurrencyCode } from "../../currencies/currency";
import { say } from "../../i18n/words";
import type { ColumnMapping, ShowImportField } from "../../imports/columns";
import { type DateOrder, readSheetDate } from "../../imports/dates";
import { rowSays } from "../../imports/limits";
import { type NumberFormat, readSheetCapacity } from "../../imports/numbers";
import type { Sheet } from "../../imports/sheet";
import { negotiationDetailsSchema } from "../../negotiations/negotiations";
import type { NegotiationStatus } from "../../negotiations/statuses";
import { textProblem } from "../../storable-text";
import { TOUR_TITLE_MAX } from "../tours";
import { venueInputSchema } from "../venues";
import { feeFits, feeTermsWarning, foreignFeeWarning, readSheetFee } from "./fee-terms";
import { showFieldLabel } from "./show-import-words";
import { readSheetStatus } from "./statuses";

/** What the person chose in the mapping step; the preview and the import both take it. */
export interface ShowImportOptions {
  columns: ColumnMapping<ShowImportField>;
  dateOrder: DateOrder;
  numberFormat: NumberFormat;
  /** The tour of rows without a Tour cell (or of every row when no column is mapped). */
  defaultTour: string;
  /** A show's offer is in the workspace's home currency (issue 41). */
  home: CurrencyCode;
}

/** One sheet row read as a show. */
export interface ImportedShow {
  tourTitle: string;
  date: string;
  venue: { name: string; city: string | null; state: string | null; capacity: number | null };
  fee: string;
  status: NegotiationStatus;
  /** The rank the sheet gave a hold ("2nd hold"); null: the next free one. */
  holdRank: number | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  notes: string | null;
}

export type MappedRow =
  | { row: number; ok: true; show: ImportedShow; warnings: string[] }
  | { row: number; ok: false; reason: string };

/** What our CSV export puts before a formula-like cell (ADR 0004), taken off on the way back. */
export const NEUTRALISED = /^'(?=[=+\-@\t\r])/;
/**
 * A cell a spreadsheet would run: kept as text, and said so. A phone number ("+1 555 0100")
 * or a minus sign are too common to be worth a word.
 */
export const FORMULA_LIKE = /^[=@]|^\+(?![\d\s().-]+$)/;

export const formulaWarning = (row: number, label: string, text: string) =>
  rowSays(
    row,
    say(
      {
        id: "imports.row.formulaLike",
        defaultMessage:
          "{field} {text} looks like a formula; it is kept as text and exported with a leading '",
      },
      { field: label, text: text.length > 40 ? `${text.slice(0, 40)}…` : text },
    ),
  );

/** A show row's own refusals, in the reader's language (issue 55). */
const ROW = {
  dateMissing: { id: "tours.import.row.dateMissing", defaultMessage: "the date is missing" },
  tourMissing: {
    id: "tours.import.row.tourMissing",
    defaultMessage: "the tour is missing (add a Tour column or name a tour for these rows)",
  },
  tourTitleTooLong: {
    id: "tours.import.row.tourTitleTooLong",
    defaultMessage: "Tour title must be at most {max} characters",
  },
  venueMissing: { id: "tours.import.row.venueMissing", defaultMessage: "the venue is missing" },
  unreadable: { id: "tours.import.row.unreadable", defaultMessage: "this row cannot be read" },
  tooLong: {
    id: "tours.import.row.tooLong",
    defaultMessage: "{field} is too long (at most {max} characters)",
  },
  deal: { id: "tours.import.row.dealNote", defaultMessage: "Deal: {terms}" },
} as const;

const TEXT_FIELDS = [
  "tour",
  "venue",
  "city",
  "state",
  "contact",
  "phone",
  "email",
  "notes",
] as const satisfies readonly ShowImportField[];

/**
 * Every data row of the sheet read as a show, or the reason it cannot be: "row 6: 31/02/2027
 * is not a date". The first problem of a row is its reason; the rules are the app's own
 * (date bounds, ADR 0009 money, venue and contact limits, storable text).
 */
export function mapShowRows(sheet: Sheet, options: ShowImportOptions): MappedRow[] {
  return sheet.rows.map(({ row, cells }) => mapShowRow(row, cells, options));
}

function mapShowRow(row: number, cells: readonly string[], o: ShowImportOptions): MappedRow {
  const cell = (field: ShowImportField) => {
    const index = o.columns[field];
    const raw = index === null ? "" : (cells[index] ?? "");
    return raw.trim().replace(NEUTRALISED, "");
  };
  const fail = (reason: string): MappedRow => ({ row, ok: false, reason: rowSays(row, reason) });
  const warnings: string[] = [];
  for (const field of TEXT_FIELDS) {
    const text = cell(field);
    const problem = textProblem(text);
    if (problem) return fail(`${showFieldLabel(field)}: ${problem}`);
    if (FORMULA_LIKE.test(text)) warnings.push(formulaWarning(row, showFieldLabel(field), text));
  }

  const dateText = cell("date");
  if (dateText === "") return fail(say(ROW.dateMissing));
  const date = readSheetDate(dateText, o.dateOrder);
  if (!date.ok) return fail(date.message);

  const tourTitle = (cell("tour") || o.defaultTour).trim();
  if (tourTitle === "") return fail(say(ROW.tourMissing));
  if (tourTitle.length > TOUR_TITLE_MAX)
    return fail(say(ROW.tourTitleTooLong, { max: TOUR_TITLE_MAX }));

  const capacity = readSheetCapacity(cell("capacity"), o.numberFormat);
  if (!capacity.ok) return fail(capacity.message);
  if (cell("venue") === "") return fail(say(ROW.venueMissing));
  const venue = venueInputSchema.safeParse({
    name: cell("venue"),
    city: cell("city"),
    state: cell("state"),
    capacity: capacity.value,
  });
  if (!venue.success) return fail(firstMessage(venue.error));

  // An offer is in the home currency: "€1,200" is kept in words, never read as $1,200.
  const foreign = !feeFits(cell("fee"), o.home);
  const fee = foreign
    ? ({ ok: true, fee: "0.00", terms: cell("fee") } as const)
    : readSheetFee(cell("fee"), o.numberFormat);
  if (!fee.ok) return fail(fee.message);
  if (foreign) warnings.push(foreignFeeWarning(row, cell("fee"), o.home));
  else if (fee.terms !== null) warnings.push(feeTermsWarning(row, fee.terms, fee.fee));
  const status = readSheetStatus(cell("status"));
  if (!status.ok) return fail(status.message);

  // The show's notes keep the deal in the words of the person who imports it.
  const notes = [fee.terms === null ? "" : say(ROW.deal, { terms: fee.terms }), cell("notes")]
    .filter(Boolean)
    .join("\n");
  const details = negotiationDetailsSchema.safeParse({
    contactName: cell("contact"),
    contactPhone: cell("phone"),
    contactEmail: cell("email"),
    notes,
  });
  if (!details.success) return fail(firstMessage(details.error, contactLabels()));
  const d = details.data;
  return {
    row,
    ok: true,
    warnings,
    show: {
      tourTitle,
      date: date.value,
      venue: {
        name: venue.data.name,
        city: venue.data.city,
        state: venue.data.state,
        capacity: venue.data.capacity,
      },
      fee: fee.fee,
      status: status.value,
      holdRank: status.holdRank ?? null,
      contactName: d.contactName || null,
      contactPhone: d.contactPhone || null,
      contactEmail: d.contactEmail || null,
      notes: d.notes || null,
    },
  };
}

const contactLabels = (): Record<string, string> => ({
  contactName: showFieldLabel("contact"),
  contactPhone: showFieldLabel("phone"),
  contactEmail: showFieldLabel("email"),
  notes: showFieldLabel("notes"),
});

/** A zod error's first message; fields whose schema message is generic get their label. */
function firstMessage(error: z.ZodError, labels: Record<string, string> = {}): string {
  const issue = error.issues[0];
  if (!issue) return say(ROW.unreadable);
  const label = labels[String(issue.path[0])];
  if (label && issue.code === "too_big")
    return say(ROW.tooLong, { field: label, max: Number(issue.maximum) });
  return label && !issue.message.startsWith(label) ? `${label}: ${issue.message}` : issue.message;
}
