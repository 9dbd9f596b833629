import { createHash } from "node:crypto";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { parseReferenceRatesCsv } from "@/domain/currencies/reference-rates-csv";
import {
  type FinancialImportQuery,
  resolveFinancialImport,
} from "@/domain/finances/imports/financial-import-query";
import { mapFinancialRows } from "@/domain/finances/imports/financial-rows";
import { readAndMap } from "@/domain/imports/mapped-sheet";
import { readSheetBytes } from "@/domain/imports/sheet";
import type { MyTour } from "@/domain/party/answers";
import { readSongSheet, type SongImportQuery } from "@/domain/setlists/song-import";
import { readTicketSheet, type TicketImportQuery } from "@/domain/tickets/import-sheet";
import type { SheetMapping } from "@/domain/tickets/sellers";
import type { StageCopy } from "../reports/set-list-pdf";
import { type RateBatch, rateBatches } from "./rate-batches";

/**
 * The work that runs in the pool's worker threads (pool.ts), one export per kind of task.
 * Each takes and returns plain data (structured clone): no database, no request.
 */

export type RatesFileRead =
  | { ok: false; message: string }
  | {
      ok: true;
      rates: number;
      days: number;
      currencies: string[];
      skipped: string[];
      batches: RateBatch[];
    };

/** An uploaded reference-rates file (its bytes): checked whole, then cut into batches. */
export function ratesFile(bytes: Uint8Array): RatesFileRead {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: "The file is not UTF-8 text: not a CSV of rates" };
  }
  const parsed = parseReferenceRatesCsv(text);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    rates: parsed.rates.length,
    days: parsed.days,
    currencies: parsed.currencies,
    skipped: parsed.skipped,
    batches: rateBatches(parsed.rates),
  };
}

/** A spreadsheet import's bytes (CSV or TSV, ≤ 10,000 rows) read into its rows (ADR 0016). */
const sheet = (bytes: Uint8Array) => readSheetBytes(bytes);

/**
 * A song catalogue's upload (CSV, TSV or .xlsx): read, checked against the catalogue's limit
 * and mapped row by row with the chosen columns (issue 50, docs/product.md §22.1).
 */
const songSheet = ({ bytes, query }: { bytes: Uint8Array; query: SongImportQuery }) =>
  readSongSheet(bytes, query);

/**
 * A ticketing export's upload (CSV, TSV or .xlsx; issue 51): the hash of its bytes (the same
 * file twice adds nothing), then read and mapped row by row (domain/tickets/import-sheet.ts).
 */
const ticketSheet = (input: {
  bytes: Uint8Array;
  query: TicketImportQuery;
  remembered: SheetMapping | undefined;
  today: string;
}) => {
  const hash = createHash("sha256").update(input.bytes).digest("hex");
  const read = readTicketSheet(input.bytes, input.query, input.remembered, input.today);
  return { ...read, hash };
};

/**
 * A set's stage copy (issue 50): pdfkit lays out and compresses the page here, not on the
 * event loop. Loaded when first asked for, so a worker reading sheets never loads pdfkit.
 */
const stageCopy = async (copy: StageCopy): Promise<Uint8Array> =>
  (await import("../reports/set-list-pdf")).setListPdf(copy);

/** A person's payout statement for a tour (issue 54): laid out here, like the stage copy. */
const partyStatement = async (statement: MyTour): Promise<Uint8Array> =>
  (await import("../reports/party-statement-pdf")).partyStatementPdf(statement);

/** A tour's financial rows (ADR 0016): read and mapped here, 10,000 rows off the event loop. */
const financialSheet = (input: {
  bytes: Uint8Array;
  query: FinancialImportQuery & { home: CurrencyCode };
}) => readAndMap(input.bytes, input.query, resolveFinancialImport, mapFinancialRows);

/** Every task by name: the pool sends a name and an input, the worker runs the one named. */
export const TASKS = {
  financialSheet,
  partyStatement,
  ratesFile,
  sheet,
  songSheet,
  stageCopy,
  ticketSheet,
};

export type HeavyTask = {
  [K in keyof typeof TASKS]: { name: K; input: Parameters<(typeof TASKS)[K]>[0] };
}[keyof typeof TASKS];

export default function runTask(task: HeavyTask) {
  const run = TASKS[task.name] as (input: unknown) => unknown;
  return run(task.input);
}
