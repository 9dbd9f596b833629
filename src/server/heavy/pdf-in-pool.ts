import { runHeavy } from "./pool";
import type { TASKS } from "./tasks";

type PdfTask =
  | "contractDocument"
  | "daySheet"
  | "executedContract"
  | "guestList"
  | "performanceReport"
  | "settlement"
  | "tourPnl";

/**
 * A PDF laid out in the worker pool (issue 49): the route has read its data, a worker runs
 * pdfkit. Without a heavy slot (heavyJob): each PDF is already under the export slots (one
 * download at a time per account, a few per process: middleware/export-slot.ts) and takes tens of milliseconds, so a 429 would
 * refuse a person a page for nothing; the pool's queue orders them. The bytes come back as
 * a Uint8Array (structured clone) and leave as the Buffer the routes and hashes expect.
 */
export async function pdfInPool<K extends PdfTask>(
  name: K,
  input: Parameters<(typeof TASKS)[K]>[0],
): Promise<Buffer> {
  const bytes: Uint8Array = await runHeavy(name, input);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
