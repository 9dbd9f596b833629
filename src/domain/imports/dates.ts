import { earliestDateText, latestDateText, readCalendarDate } from "../date-bounds";
import { say } from "../i18n/words";

/** A date cell's refusals, in the reader's language (issue 55), the cell quoted as written. */
const notADate = (cell: string) =>
  say({ id: "imports.cell.notADate", defaultMessage: "{cell} is not a date" }, { cell });
const outOfRange = (cell: string) =>
  say(
    {
      id: "imports.cell.dateOutOfRange",
      defaultMessage: "{cell} is not between {earliest} and {latest}",
    },
    { cell, earliest: earliestDateText(), latest: latestDateText() },
  );

/**
 * How a sheet writes its dates: ISO ("2027-03-01") reads the same everywhere; "03/01/2027"
 * is the 1st of March in the US (month first) and the 3rd of January nearly everywhere else
 * (day first). The order is guessed from the data and asked when the data cannot tell.
 */
export const DATE_ORDERS = ["ymd", "mdy", "dmy"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** Three numbers with / - or . between them, and an optional time Excel sometimes adds. */
const NUMERIC_DATE =
  /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

interface Parts {
  a: number;
  b: number;
  c: number;
  yearFirst: boolean;
  shortYear: boolean;
}

function split(text: string): Parts | null {
  const m = NUMERIC_DATE.exec(text.trim());
  if (!m) return null;
  const [a, b, c] = [m[1]!, m[2]!, m[3]!];
  if (a.length === 4) return { a: +a, b: +b, c: +c, yearFirst: true, shortYear: false };
  if (a.length > 2 || (c.length !== 4 && c.length !== 2)) return null;
  return { a: +a, b: +b, c: +c, yearFirst: false, shortYear: c.length === 2 };
}

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

export type SheetDateRead = { ok: true; value: string } | { ok: false; message: string };

/**
 * A date cell as a "YYYY-MM-DD" calendar date, read in the given order (ISO cells are read
 * as ISO whatever the order). A two-digit year is 20YY: the app keeps 2000–2100. The day must
 * be real and inside date-bounds.ts's range; the message quotes the cell as written.
 */
export function readSheetDate(text: string, order: DateOrder): SheetDateRead {
  const cell = text.trim();
  const p = split(cell);
  if (!p) return { ok: false, message: notADate(cell) };
  let y: number;
  let m: number;
  let d: number;
  if (p.yearFirst) [y, m, d] = [p.a, p.b, p.c];
  else if (order === "dmy") [d, m, y] = [p.a, p.b, p.c];
  else [m, d, y] = [p.a, p.b, p.c];
  if (p.shortYear) y += 2000;
  const read = readCalendarDate(iso(y, m, d));
  if (read.ok) return read;
  return {
    ok: false,
    message: read.reason === "range" ? outOfRange(cell) : notADate(cell),
  };
}

export interface DateOrderGuess {
  /** The order to use; with `ambiguous`, only a default the person must confirm. */
  order: DateOrder;
  /** No cell tells month-first from day-first (every day ≤ 12): ask. */
  ambiguous: boolean;
}

/**
 * The order of a sheet's date cells: ISO everywhere is year first; a first number over 12
 * means day first, a second over 12 means month first. When no cell decides (or cells
 * contradict each other) the guess is month first and marked ambiguous, so the person is asked.
 */
export function guessDateOrder(cells: readonly string[]): DateOrderGuess {
  let dayFirst = 0;
  let monthFirst = 0;
  let slashed = 0;
  for (const cell of cells) {
    const p = split(cell);
    if (!p || p.yearFirst) continue;
    slashed++;
    if (p.a > 12 && p.b <= 12) dayFirst++;
    else if (p.b > 12 && p.a <= 12) monthFirst++;
  }
  if (slashed === 0) return { order: "ymd", ambiguous: false };
  if (dayFirst > 0 && monthFirst === 0) return { order: "dmy", ambiguous: false };
  if (monthFirst > 0 && dayFirst === 0) return { order: "mdy", ambiguous: false };
  return { order: monthFirst >= dayFirst ? "mdy" : "dmy", ambiguous: true };
}
