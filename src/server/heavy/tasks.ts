import { createHash } from "node:crypto";
import type { MessagePort } from "node:worker_threads";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { parseReferenceRatesCsv } from "@/domain/currencies/reference-rates-csv";
import type { ExportOptions } from "@/domain/exports";
import {
  type FinancialImportQuery,
  resolveFinancialImport,
} from "@/domain/finances/imports/financial-import-query";
import { mapFinancialRows } from "@/domain/finances/imports/financial-rows";
import type { Locale } from "@/domain/i18n/locales";
import { readAndMap } from "@/domain/imports/mapped-sheet";
import type { MyTour } from "@/domain/party/answers";
import { readSongSheet, type SongImportQuery } from "@/domain/setlists/song-import";
import { readTicketSheet, type TicketImportQuery } from "@/domain/tickets/import-sheet";
import type { SheetMapping } from "@/domain/tickets/sellers";
import { resolveShowImport, type ShowImportQuery } from "@/domain/tours/imports/show-import-query";
import { mapShowRows } from "@/domain/tours/imports/show-rows";
import type { Tour } from "@/domain/tours/tours";
import type { SigningCertificate } from "../contracts/certificate";
import type { ContractPdfInput } from "../contracts/contract-pdf";
import type { SignatureCheck } from "../contracts/verify-pdf";
import { translatorFor } from "../i18n/translator";
import type { daySheetPdf } from "../reports/day-sheet-pdf";
import type { settlementPdf, tourPnlPdf } from "../reports/finances-pdf";
import type { guestListPdf } from "../reports/guest-list-pdf";
import type { performanceReportPdf } from "../reports/performance-report-pdf";
import type { StageCopy } from "../reports/set-list-pdf";
import type { TourReportMeta } from "../reports/tour-report-pdf";
import { lowerThisThread } from "./below-requests";
import { batchesFrom, sendBytes } from "./port-stream";
import { type RateBatch, rateBatches } from "./rate-batches";

/**
 * The work that runs in the pool's worker threads (pool.ts), one export per kind of task.
 * Each takes and returns plain data (structured clone): no database, no request.
 */

// This module loads once per worker thread, before its first task: from then on the thread
// gives way to the request thread whenever both want a core (below-requests.ts).
lowerThisThread();

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

/**
 * The language and formats a PDF or a sheet's row messages are written in: its reader's
 * (issue 55); English unset. A worker holds no request, so the route hands it over.
 */
type InLocale = { locale?: Locale };

/** `read` (synchronous) with the domain's words in `locale`. */
const inLanguage = <T>(locale: Locale | undefined, read: () => T): T =>
  translatorFor(locale ?? "en").within(read);

/**
 * A booking sheet (CSV or TSV, ≤ 10,000 rows; ADR 0016): read and mapped row by row with the
 * query's columns (the rest guessed), each refusal in its reader's language. Mapping 10,000
 * rows is about a second of CPU: here, not on the event loop (issue 49).
 */
const showSheet = (
  input: { bytes: Uint8Array; query: ShowImportQuery & { home: CurrencyCode } } & InLocale,
) =>
  inLanguage(input.locale, () =>
    readAndMap(input.bytes, input.query, resolveShowImport, mapShowRows),
  );

/**
 * A song catalogue's upload (CSV, TSV or .xlsx): read, checked against the catalogue's limit
 * and mapped row by row with the chosen columns (issue 50, docs/product.md §22.1).
 */
const songSheet = ({
  bytes,
  query,
  locale,
}: { bytes: Uint8Array; query: SongImportQuery } & InLocale) =>
  inLanguage(locale, () => readSongSheet(bytes, query));

/**
 * A ticketing export's upload (CSV, TSV or .xlsx; issue 51): the hash of its bytes (the same
 * file twice adds nothing), then read and mapped row by row (domain/tickets/import-sheet.ts).
 */
const ticketSheet = (
  input: {
    bytes: Uint8Array;
    query: TicketImportQuery;
    remembered: SheetMapping | undefined;
    today: string;
  } & InLocale,
) => {
  const hash = createHash("sha256").update(input.bytes).digest("hex");
  const read = inLanguage(input.locale, () =>
    readTicketSheet(input.bytes, input.query, input.remembered, input.today),
  );
  return { ...read, hash };
};

/**
 * A set's stage copy (issue 50): pdfkit lays out and compresses the page here, not on the
 * event loop. Loaded when first asked for, so a worker reading sheets never loads pdfkit.
 */
const stageCopy = async (copy: StageCopy & InLocale): Promise<Uint8Array> =>
  (await import("../reports/set-list-pdf")).setListPdf(copy, copy.locale);

/** A person's payout statement for a tour (issue 54): laid out here, like the stage copy. */
const partyStatement = async (statement: MyTour & InLocale): Promise<Uint8Array> =>
  (await import("../reports/party-statement-pdf")).partyStatementPdf(statement, statement.locale);

/** A tour's financial rows (ADR 0016): read and mapped here, 10,000 rows off the event loop. */
const financialSheet = (
  input: {
    bytes: Uint8Array;
    query: FinancialImportQuery & { home: CurrencyCode };
  } & InLocale,
) =>
  inLanguage(input.locale, () =>
    readAndMap(input.bytes, input.query, resolveFinancialImport, mapFinancialRows),
  );

/*
 * The other PDFs (issue 49): each route reads its data on the main thread and hands it here;
 * pdfkit, the fonts and the layout run in the worker. Each is imported when first asked for.
 */

/** A show's day sheet (routes/logistics/day-sheet-pdf.ts). */
const daySheet = async ({
  view,
  options,
}: {
  view: Parameters<typeof daySheetPdf>[0];
  options: Parameters<typeof daySheetPdf>[1];
}): Promise<Uint8Array> => (await import("../reports/day-sheet-pdf")).daySheetPdf(view, options);

/** The box office's guest list. */
const guestList = async (
  list: Parameters<typeof guestListPdf>[0] & InLocale,
): Promise<Uint8Array> =>
  (await import("../reports/guest-list-pdf")).guestListPdf(list, list.locale);

/** A tour's P&L. */
const tourPnl = async (
  input: {
    finance: Parameters<typeof tourPnlPdf>[0];
    generatedOn: string;
  } & InLocale,
): Promise<Uint8Array> =>
  (await import("../reports/finances-pdf")).tourPnlPdf(
    input.finance,
    input.generatedOn,
    input.locale,
  );

/** A deal's settlement sheet. */
const settlement = async (
  input: {
    tourTitle: string;
    deal: Parameters<typeof settlementPdf>[1];
    home: Parameters<typeof settlementPdf>[2];
  } & InLocale,
): Promise<Uint8Array> =>
  (await import("../reports/finances-pdf")).settlementPdf(
    input.tourTitle,
    input.deal,
    input.home,
    input.locale,
  );

/** A society's performance report. */
const performanceReport = async (
  input: {
    code: Parameters<typeof performanceReportPdf>[0];
    period: Parameters<typeof performanceReportPdf>[1];
    performer: string;
    entries: Parameters<typeof performanceReportPdf>[3];
  } & InLocale,
): Promise<Uint8Array> =>
  (await import("../reports/performance-report-pdf")).performanceReportPdf(
    input.code,
    input.period,
    input.performer,
    input.entries,
    input.locale,
  );

/**
 * The tours' report (routes/overview/exports.ts): laid out here while the main thread reads
 * the tours a batch at a time, its bytes sent back as they are made (port-stream.ts).
 */
const tourReport = async (input: {
  tours: MessagePort;
  bytes: MessagePort;
  opts: ExportOptions;
  meta: TourReportMeta;
}): Promise<void> => {
  const { tourReportPdf } = await import("../reports/tour-report-pdf");
  try {
    await sendBytes(
      tourReportPdf(batchesFrom<Tour[]>(input.tours), input.opts, input.meta),
      input.bytes,
    );
  } finally {
    input.tours.close();
    input.bytes.close();
  }
};

/** A contract's document, as drafted or sent. */
const contractDocument = async (input: ContractPdfInput): Promise<Uint8Array> =>
  (await import("../contracts/contract-pdf")).renderContractPdf(input);

/**
 * The executed contract: laid out, then signed with the installation's certificate (read
 * from the database by the caller and passed in: the worker has no database).
 */
const executedContract = async (input: {
  document: ContractPdfInput;
  certificate: SigningCertificate;
  reason: string;
}): Promise<Uint8Array> => {
  const pdf = await (await import("../contracts/contract-pdf")).renderContractPdf(input.document);
  return (await import("../contracts/sign-pdf")).signPdf(pdf, input.certificate, {
    reason: input.reason,
    signingTime: input.document.createdAt,
  });
};

interface ContractFileRead {
  sha256: string;
  /** The contract id the file says it is (not trusted: verify.ts decides). */
  contractId: string | undefined;
  signature: SignatureCheck | undefined;
}

/**
 * A PDF given to the public verify page (up to 10 MB): its hash, the contract id it carries
 * and its signature checked against ours (contracts/verify-pdf.ts).
 */
const contractFile = async (input: {
  pdf: Uint8Array;
  ourCertificatePem: string | undefined;
}): Promise<ContractFileRead> => {
  const { checkSignature, contractIdIn } = await import("../contracts/verify-pdf");
  const pdf = Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength);
  return {
    sha256: createHash("sha256").update(pdf).digest("hex"),
    contractId: contractIdIn(pdf),
    signature: checkSignature(pdf, input.ourCertificatePem),
  };
};

/** Every task by name: the pool sends a name and an input, the worker runs the one named. */
export const TASKS = {
  contractDocument,
  contractFile,
  daySheet,
  executedContract,
  financialSheet,
  guestList,
  partyStatement,
  performanceReport,
  ratesFile,
  settlement,
  showSheet,
  songSheet,
  stageCopy,
  ticketSheet,
  tourPnl,
  tourReport,
};

export type HeavyTask = {
  [K in keyof typeof TASKS]: { name: K; input: Parameters<(typeof TASKS)[K]>[0] };
}[keyof typeof TASKS];

export default function runTask(task: HeavyTask) {
  const run = TASKS[task.name] as (input: unknown) => unknown;
  return run(task.input);
}
