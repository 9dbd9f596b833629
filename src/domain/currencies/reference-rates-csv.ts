import Papa from "papaparse";
import { LONG_MONTHS } from "../date-time";
import { isCurrencyCode, unknownCurrencyMessage } from "./currency";
import { parseRate, type StoredRate } from "./exchange-rates";

/**
 * A reference-rates CSV as the ECB publishes it (issue 41): a header "Date, USD, JPY, …" and
 * one row per day of rates per 1 EUR. The daily file dates its row "03 November 2026" and pads
 * cells with spaces; the historical file dates rows "2026-11-03" and writes "N/A" where a
 * currency had no rate that day. Both end rows with a comma. Any other file in this shape
 * (a first column of dates, a column per currency, rates per 1 EUR) reads the same way, its
 * cells quoted or not: papaparse reads the CSV, as it reads the spreadsheet imports.
 *
 * Every row is checked before anything is saved: the first wrong cell is named by its row
 * (the file's line number) and column, and nothing is stored.
 */
export type RatesCsvParse =
  | { ok: true; rates: StoredRate[]; days: number; currencies: string[]; skipped: string[] }
  | { ok: false; message: string };

/**
 * Currencies the historical file still has columns for, withdrawn since (the euro replaced
 * most): no amount is in them any more, so their columns are passed over and said so.
 */
const WITHDRAWN = new Set(["CYP", "EEK", "LTL", "LVL", "MTL", "SIT", "SKK", "HRK", "ROL", "TRL"]);

/** The ECB's whole history is about 7,000 days; a file of more is not a rates file. */
const MAX_RATE_DAYS = 20_000;

/** "03 November 2026": the month's name, matched whatever its case. */
const MONTHS = LONG_MONTHS.map((name) => name.toLowerCase());
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONG_DATE = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/;

/** The years a euro rate can have: the ECB's first is of 4 January 1999. */
const FIRST_YEAR = 1999;
const LAST_YEAR = 2100;

/**
 * "2026-11-03" or "03 November 2026" → "2026-11-03"; "outside" for a real day before the
 * euro or past 2100 (so the refusal does not call 1998-12-31 "not a date"); null for anything
 * else or no such day.
 */
function rateDateOf(text: string): string | "outside" | null {
  let y: number;
  let m: number;
  let d: number;
  const iso = ISO_DATE.exec(text);
  const long = LONG_DATE.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (long) {
    [y, m, d] = [Number(long[3]), MONTHS.indexOf(long[2]!.toLowerCase()) + 1, Number(long[1])];
  } else return null;
  if (m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null; // 31 February
  if (y < FIRST_YEAR || y > LAST_YEAR) return "outside";
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function parseReferenceRatesCsv(text: string): RatesCsvParse {
  const fail = (message: string): RatesCsvParse => ({ ok: false, message });
  if (text.includes("\u0000")) {
    const line = text.slice(0, text.indexOf("\u0000")).split("\n").length;
    return fail(`Row ${line} has a NUL byte: this is not a text file of rates`);
  }
  // Each record is one line of the file (rates have no quoted line breaks), so a record's
  // index + 1 is the line number a spreadsheet shows.
  const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: ",",
    skipEmptyLines: false,
  }).data;
  const header = (records[0] ?? []).map((c) => c.trim());
  if (header[0]?.toLowerCase() !== "date")
    return fail('Row 1 must be the header: "Date" and then one currency code per column');
  const columns: { index: number; code: string }[] = [];
  const skipped: string[] = [];
  for (let i = 1; i < header.length; i++) {
    const code = header[i]!.toUpperCase();
    if (code === "") continue; // the trailing comma
    if (WITHDRAWN.has(code)) {
      skipped.push(code);
      continue;
    }
    if (code === "EUR") return fail("Row 1: EUR is the base of the file's rates, not a column");
    if (!isCurrencyCode(code))
      return fail(`Row 1, column ${i + 1}: ${unknownCurrencyMessage(code)}`);
    if (columns.some((c) => c.code === code)) return fail(`Row 1: ${code} is there twice`);
    columns.push({ index: i, code });
  }
  if (columns.length === 0) return fail("Row 1 names no currency: nothing to load");

  const rates: StoredRate[] = [];
  const seenDays = new Set<string>();
  for (let n = 1; n < records.length; n++) {
    const cells = records[n]!.map((c) => c.trim());
    if (cells.every((c) => c === "")) continue;
    const row = n + 1;
    const on = rateDateOf(cells[0] ?? "");
    if (!on) return fail(`Row ${row}: "${(cells[0] ?? "").slice(0, 40)}" is not a date`);
    if (on === "outside")
      return fail(
        `Row ${row}: ${cells[0]} is not a day of euro rates (${FIRST_YEAR} to ${LAST_YEAR})`,
      );
    if (seenDays.has(on)) return fail(`Row ${row}: ${on} is there twice`);
    seenDays.add(on);
    if (seenDays.size > MAX_RATE_DAYS)
      return fail(`The file has more than ${MAX_RATE_DAYS.toLocaleString("en-US")} days`);
    const extra = cells.slice(header.length).some((c) => c !== "");
    if (extra) return fail(`Row ${row} has more cells than the header has columns`);
    for (const { index, code } of columns) {
      const cell = cells[index] ?? "";
      // The historical file's "N/A": no rate that day (a currency not yet or no longer quoted).
      if (cell === "" || cell.toUpperCase() === "N/A") continue;
      const rate = parseRate(cell, `Row ${row}, ${code}`);
      if (!rate.ok) return fail(rate.message);
      rates.push({ base: "EUR", quote: code, rate: rate.rate, on, source: "csv" });
    }
  }
  if (seenDays.size === 0) return fail("The file has a header but no day of rates");
  return { ok: true, rates, days: seenDays.size, currencies: columns.map((c) => c.code), skipped };
}
