import { api, fetchBlob, unwrap } from "@/client/lib/api-client";
import {
  type ExportFormat,
  type ExportOptions,
  excelCsvUrl,
  exportFileName,
  exportQueryString,
} from "@/domain/exports";

/**
 * Downloads a server-built export. The server streams the file; the browser collects it
 * into a Blob off the main thread, and an object URL saves it, so 10,000 tours never build
 * up in JavaScript.
 */
export async function downloadExport(
  format: ExportFormat,
  opts: ExportOptions,
  /** A CSV for Excel: it starts with a byte-order mark (ADR 0004). */
  forExcel = false,
) {
  const path = `/api/exports/tours.${format}?${exportQueryString(opts)}`;
  const blob = await fetchBlob(format === "csv" && forExcel ? excelCsvUrl(path) : path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = exportFileName(format, new Date());
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** docs/product.md §2.6: always refused until Google Drive credentials are configured on the server. */
export async function saveToDrive(format: ExportFormat, opts: ExportOptions) {
  await unwrap(api.exports.drive.$post({ json: { format, ...opts } }), {
    id: "overview.export.driveFailed",
    defaultMessage: "Failed to export data",
  });
}
