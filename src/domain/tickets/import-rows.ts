import { say } from "../i18n/words";
import type { ColumnMapping } from "../imports/columns";
import { type DateOrder, readSheetDate } from "../imports/dates";
import { rowSays } from "../imports/limits";
import { type NumberFormat, readSheetMoney } from "../imports/numbers";
import { withoutBidiControls } from "../storable-text";
import { DEFAULT_TIER } from "./counts";
import type { RowsAre, TicketImportField } from "./sellers";

/**
 * One row of a ticketing export read (issue 51 item 2, ADR 0031): the show it names (its
 * date, venue and event name, matched later against the workspace's shows), the tier, what
 * the row adds (orders) or says (totals), and the day it is true. Or why it does not count:
 * skipped (a refunded or cancelled order, which is no error) or an error naming the row.
 */
export type TicketRow =
  | {
      kind: "count";
      row: number;
      eventDate: string;
      venue: string;
      event: string;
      tier: string;
      sold: number;
      comps: number;
      /** The row's amount in thousandths, null when the sheet has no amount column. */
      grossMilli: number | null;
      /** The amount as written: its currency sign is checked against the show's. */
      grossCell: string;
      /** The order's day (or the total's "as of" day); null: the sheet has no such column. */
      day: string | null;
    }
  | { kind: "skipped"; row: number; reason: string }
  | { kind: "error"; row: number; reason: string };

export interface TicketRowOptions {
  rowsAre: RowsAre;
  columns: ColumnMapping<TicketImportField>;
  dateOrder: DateOrder;
  numberFormat: NumberFormat;
  /** Today's date (UTC), "YYYY-MM-DD": an order or a total is never dated after it. */
  today: string;
}

/** Statuses of an order that no longer holds its tickets (Eventbrite's refunded attendee is "Not Attending"). */
const VOID_STATUSES = new Set([
  "refunded",
  "refund",
  "cancelled",
  "canceled",
  "void",
  "voided",
  "not attending",
  "chargeback",
]);
const isVoidStatus = (status: string) => VOID_STATUSES.has(status.trim().toLowerCase());

/** A tier or status that says the ticket was given away. */
const COMP_WORDS = /\b(comp|comps|complimentary|guest|guests|guestlist|free)\b/i;
/** A comps column's cell that marks an order row as a comp. */
const TRUTHY = /^(yes|y|true|x|comp)$/i;

/** A cell a spreadsheet would run: never read as a number (ADR 0004). */
const FORMULA = /^[=+\-@]/;
const NEGATIVE = /^[-−]\s*\d/;
/** A time zone after an ISO time ("2027-03-01T20:00:00Z", "…+01:00"): the day is what counts. */
const ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const MAX_TIER_LENGTH = 80;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;
/** A name kept as text (a tier, a file's or a column's name): no control character, no NUL. */
export const storableLine = (text: string) =>
  withoutBidiControls(text).replace(CONTROL, " ").trim();

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A ticket row's words, in the reader's language (issue 55), its cells quoted as written. */
const CELL = {
  negative: { id: "tickets.import.row.negative", defaultMessage: "{field} {text} is negative" },
  formula: {
    id: "tickets.import.row.formula",
    defaultMessage: "{field} {text} looks like a formula, not a number",
  },
  notWhole: {
    id: "tickets.import.row.notWhole",
    defaultMessage: "{field} {text} is not a whole number",
  },
  refund: {
    id: "tickets.import.row.refund",
    defaultMessage: "Amount {text} is negative: a refunded order is one whose status says so",
  },
  amountFormula: {
    id: "tickets.import.row.amountFormula",
    defaultMessage: "Amount {text} looks like a formula, not an amount",
  },
  empty: { id: "tickets.import.row.empty", defaultMessage: "{field} is empty" },
  named: { id: "errors.field.named", defaultMessage: "{field}: {reason}" },
  notCounted: { id: "tickets.import.row.notCounted", defaultMessage: "{status}, not counted" },
  afterToday: {
    id: "tickets.import.row.afterToday",
    defaultMessage: "{field} {date} is after today",
  },
} as const;

/** The sheet's columns as a row's refusal names them. */
const FIELD = {
  amount: { id: "tickets.import.field.amount", defaultMessage: "Amount" },
  eventDate: { id: "tickets.import.field.eventDate", defaultMessage: "Event date" },
  orderDate: { id: "tickets.import.field.orderDate", defaultMessage: "Order date" },
  asOfDate: { id: "tickets.import.field.asOfDate", defaultMessage: "As of date" },
  quantity: { id: "tickets.import.field.quantity", defaultMessage: "Quantity" },
  sold: { id: "tickets.import.field.sold", defaultMessage: "Sold" },
  comps: { id: "tickets.import.field.comps", defaultMessage: "Comps" },
} as const;

/** A whole-number cell (quantity, sold, comps): "1,200" or "1.200" as the format says. */
function readWholeNumber(cell: string, label: string, format: NumberFormat): Read<number | null> {
  const text = cell.trim();
  if (text === "") return { ok: true, value: null };
  if (NEGATIVE.test(text))
    return { ok: false, message: say(CELL.negative, { field: label, text }) };
  if (FORMULA.test(text)) return { ok: false, message: say(CELL.formula, { field: label, text }) };
  const plain = text.replace(format === "point" ? /[,\s'\u00A0]/g : /[.\s'\u00A0]/g, "");
  // An .xlsx number cell reads "2" but a CSV may say "2.0".
  const whole = plain.replace(format === "point" ? /\.0+$/ : /,0+$/, "");
  if (!/^\d{1,9}$/.test(whole)) {
    return { ok: false, message: say(CELL.notWhole, { field: label, text }) };
  }
  return { ok: true, value: Number(whole) };
}

/** An amount cell as thousandths: ADR 0009's parser, never negative, never a formula. */
function readAmount(cell: string, format: NumberFormat): Read<number | null> {
  const text = cell.trim();
  if (text === "") return { ok: true, value: null };
  if (NEGATIVE.test(text) || /^\(.*\)$/.test(text)) {
    return { ok: false, message: say(CELL.refund, { text }) };
  }
  if (FORMULA.test(text)) return { ok: false, message: say(CELL.amountFormula, { text }) };
  const read = readSheetMoney(text, format, FIELD.amount, 3);
  if (!read.ok) return read;
  return { ok: true, value: Math.round(Number(read.value) * 1000) };
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "Mar 10, 2027", "Wed, March 10, 2027 8:00 PM": the month named first, as US exports write it. */
const MONTH_FIRST = /^(?:[a-z]{3,9}\.?,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/i;
/** "10 Mar 2027", "Wed 10 March 2027 20:00": the day first, as UK and European exports write it. */
const DAY_FIRST = /^(?:[a-z]{3,9}\.?,?\s+)?(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})\b/i;

/** A date with its month in words as "YYYY-MM-DD" text for the sheet reader, else the cell. */
function monthNamed(text: string): string {
  const m = MONTH_FIRST.exec(text);
  const d = m ? null : DAY_FIRST.exec(text);
  const [monthWord, day, year] = m ? [m[1]!, m[2]!, m[3]!] : d ? [d[2]!, d[1]!, d[3]!] : [];
  const month = monthWord ? MONTHS.indexOf(monthWord.slice(0, 3).toLowerCase()) + 1 : 0;
  if (month === 0) return text;
  return `${year}-${String(month).padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

/** A date cell (with a time or a zone after it, as exports write order times) as "YYYY-MM-DD". */
function readDay(cell: string, label: string, order: DateOrder): Read<string> {
  const text = cell.trim();
  if (text === "") return { ok: false, message: say(CELL.empty, { field: label }) };
  const read = readSheetDate(monthNamed(text.replace(ZONE, "").trim()), order);
  return read.ok
    ? read
    : { ok: false, message: say(CELL.named, { field: label, reason: read.message }) };
}

/** Every row of the sheet read with the chosen columns: pure, so it runs in the worker. */
export function readTicketRows(
  rows: readonly { row: number; cells: string[] }[],
  o: TicketRowOptions,
): TicketRow[] {
  const at = (cells: string[], field: TicketImportField) => {
    const i = o.columns[field];
    return i === null ? "" : (cells[i] ?? "").trim();
  };
  return rows.map(({ row, cells }): TicketRow => {
    const error = (message: string): TicketRow => ({
      kind: "error",
      row,
      reason: rowSays(row, message),
    });
    const status = at(cells, "status");
    if (o.rowsAre === "orders" && status && isVoidStatus(status)) {
      return { kind: "skipped", row, reason: rowSays(row, say(CELL.notCounted, { status })) };
    }
    const eventDate = readDay(at(cells, "eventDate"), say(FIELD.eventDate), o.dateOrder);
    if (!eventDate.ok) return error(eventDate.message);
    let day: string | null = null;
    if (o.columns.orderedAt !== null) {
      const label = say(o.rowsAre === "orders" ? FIELD.orderDate : FIELD.asOfDate);
      const read = readDay(at(cells, "orderedAt"), label, o.dateOrder);
      if (!read.ok) return error(read.message);
      if (read.value > o.today)
        return error(say(CELL.afterToday, { field: label, date: read.value }));
      day = read.value;
    }
    const quantity = readWholeNumber(
      at(cells, "quantity"),
      say(o.rowsAre === "orders" ? FIELD.quantity : FIELD.sold),
      o.numberFormat,
    );
    if (!quantity.ok) return error(quantity.message);
    if (o.rowsAre === "totals" && quantity.value === null) {
      return error(say(CELL.empty, { field: say(FIELD.sold) }));
    }
    const amount = readAmount(at(cells, "gross"), o.numberFormat);
    if (!amount.ok) return error(amount.message);
    const tier = storableLine(at(cells, "tier")).slice(0, MAX_TIER_LENGTH).trim() || DEFAULT_TIER;
    const compsCell = at(cells, "comps");
    let sold = quantity.value ?? 1;
    let comps = 0;
    if (o.rowsAre === "totals") {
      const read = readWholeNumber(compsCell, say(FIELD.comps), o.numberFormat);
      if (!read.ok) return error(read.message);
      comps = read.value ?? 0;
    } else {
      // An order row is a comp when its comps column says so (yes, or how many of its
      // tickets), or when it paid nothing and its tier or status names a comp or a guest:
      // its tickets are places, not sales.
      const compsNumber = /^\d{1,9}$/.test(compsCell) ? Number(compsCell) : null;
      if (compsCell && compsNumber === null && !TRUTHY.test(compsCell)) {
        const comps = { field: say(FIELD.comps), text: compsCell };
        if (NEGATIVE.test(compsCell)) return error(say(CELL.negative, comps));
        if (FORMULA.test(compsCell)) return error(say(CELL.formula, comps));
      }
      if (compsNumber !== null && compsNumber > 0) {
        comps = compsNumber;
        sold = Math.max(0, (quantity.value ?? compsNumber) - compsNumber);
      } else if (
        TRUTHY.test(compsCell) ||
        (amount.value === 0 && (COMP_WORDS.test(tier) || COMP_WORDS.test(status)))
      ) {
        comps = sold;
        sold = 0;
      }
    }
    return {
      kind: "count",
      row,
      eventDate: eventDate.value,
      venue: at(cells, "venue"),
      event: at(cells, "event"),
      tier,
      sold,
      comps,
      grossMilli: o.columns.gross === null ? null : (amount.value ?? 0),
      grossCell: at(cells, "gross"),
      day,
    };
  });
}
