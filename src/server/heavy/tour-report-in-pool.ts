import { MessageChannel } from "node:worker_threads";
import type { ExportOptions } from "@/domain/exports";
import type { Tour } from "@/domain/tours/tours";
import type { TourReportMeta } from "../reports/tour-report-pdf";
import { runHeavy } from "./pool";
import { bytesFrom, serveBatches } from "./port-stream";

/**
 * The tours' report laid out in the worker pool (issue 49): the main thread only reads the
 * tours, a batch each time the worker asks, and passes the PDF's bytes on as they come.
 * Before, pdfkit ran here between two tours, and its fonts' subsetting and compression at
 * the end in one piece.
 */
export function tourReportInPool(
  batches: AsyncIterable<Tour[]>,
  opts: ExportOptions,
  meta: TourReportMeta,
): ReadableStream<Uint8Array> {
  const tours = new MessageChannel();
  const bytes = new MessageChannel();
  serveBatches(tours.port1, batches[Symbol.asyncIterator]());
  const task = runHeavy("tourReport", { tours: tours.port2, bytes: bytes.port2, opts, meta }, [
    tours.port2,
    bytes.port2,
  ]);
  // Whatever became of the task, the tours are read no further.
  void task.then(
    () => tours.port1.close(),
    () => tours.port1.close(),
  );
  return bytesFrom(bytes.port1, task);
}
