import { Hono } from "hono";
import { displayArtistName } from "@/domain/account/artist-name";
import { DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import {
  csvHeaderLine,
  csvRowLine,
  csvStart,
  driveExportSchema,
  EXPORT_MIME,
  type ExportFormat,
  type ExportOptions,
  exportFileName,
  exportQuerySchema,
  jsonArrayClose,
  jsonArrayItem,
  jsonArrayOpen,
  toursCsvQuerySchema,
  tourToJson,
} from "@/domain/exports";
import { utcDateStamp } from "@/domain/tour-timing";
import type { Tour } from "@/domain/tours/tours";
import type { AppEnv } from "../../context";
import { iterateTourList, showMoneyConversion } from "../../db/queries/overview/exports";
import { roadHotelsOfTours } from "../../db/queries/tours/route";
import { tourReportInPool } from "../../heavy/tour-report-in-pool";
import { requestLocale } from "../../i18n/request-locale";
import { errorBody } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { validate } from "../../middleware/validate";

/** Tours per batch the PDF's worker asks for (a workspace holds 500 tours and 5,000 shows). */
const PDF_BATCH = 50;

const DRIVE_NOT_CONFIGURED = "Google Drive integration not yet configured";

async function* csvChunks(batches: AsyncIterable<Tour[]>, opts: ExportOptions, excel: boolean) {
  // The byte-order mark for Excel (ADR 0004) in the first chunk, before the header.
  yield csvStart(excel) + csvHeaderLine(opts);
  for await (const batch of batches) yield batch.map((t) => csvRowLine(t, opts)).join("");
}

async function* jsonChunks(batches: AsyncIterable<Tour[]>, opts: ExportOptions) {
  yield jsonArrayOpen;
  let index = 0;
  for await (const batch of batches) {
    yield batch.map((t) => jsonArrayItem(tourToJson(t, opts), index++)).join("");
  }
  yield jsonArrayClose(index);
}

/** Pull-based, so the database is read only as fast as the client downloads. */
function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = chunks[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await it.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await it.return?.(undefined);
    },
  });
}

function download(format: ExportFormat, body: ReadableStream<Uint8Array>, now: Date) {
  return new Response(body, {
    headers: {
      "content-type": EXPORT_MIME[format],
      "content-disposition": `attachment; filename="${exportFileName(format, now)}"`,
      "cache-control": "no-store",
    },
  });
}

/**
 * docs/product.md §14.1 exports, built on the server and streamed: the browser only saves the bytes, so
 * 10,000 tours never freeze the page.
 */
export const exportsRoutes = new Hono<AppEnv>()
  .get("/tours.csv", validate("query", toursCsvQuerySchema), exportSlot, (c) => {
    const { excel, ...opts } = c.req.valid("query");
    const batches = iterateTourList(c.get("db"), c.get("workspace").id);
    const body = textStream(csvChunks(batches, opts, excel));
    return download("csv", body, new Date());
  })
  .get("/tours.json", validate("query", exportQuerySchema), exportSlot, (c) => {
    const batches = iterateTourList(c.get("db"), c.get("workspace").id);
    const body = textStream(jsonChunks(batches, c.req.valid("query")));
    return download("json", body, new Date());
  })
  .get("/tours.pdf", validate("query", exportQuerySchema), exportSlot, async (c) => {
    const now = new Date();
    const opts = c.req.valid("query");
    // Issue 41: the booked totals add show money in the home currency, converted as the ledger does.
    const conversion = opts.includeFinancial
      ? await showMoneyConversion(c.get("db"), c.get("workspace").id)
      : undefined;
    // The report prints each show's money as every page does: its deal's figure, else the offer.
    // Small batches: each is copied to the worker that lays the report out (structured
    // clone, on this thread), so none is a long piece of work here.
    const batches = iterateTourList(c.get("db"), c.get("workspace").id, {
      withShowMoney: opts.includeFinancial,
      conversion,
      batchSize: PDF_BATCH,
    });
    // Issue 47: a tour's lodging counts the road's hotel nights once, as its page does.
    const roadHotels = opts.includeFinancial
      ? await roadHotelsOfTours(c.get("db"), c.get("workspace").id)
      : undefined;
    const pdf = tourReportInPool(batches, opts, {
      artistName: displayArtistName(c.get("workspace").name),
      generatedOn: utcDateStamp(now),
      home: conversion?.home ?? DEFAULT_HOME_CURRENCY,
      roadHotels,
      locale: requestLocale(c),
    });
    return download("pdf", pdf, now);
  })
  .post("/drive", validate("json", driveExportSchema), (c) => {
    // Uploading needs the app registered with Google and an OAuth consent per account, which
    // this server does not have (and cannot reach from here), so Drive says so, as docs/product.md §2.6 says.
    return c.json(errorBody("not_configured", DRIVE_NOT_CONFIGURED), 501);
  });
