import { csvStart } from "@/domain/exports";

/** A file to download: its bytes or text, its type and the name the browser saves it as. */
export const file = (body: string | Buffer, type: string, name: string) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });

export const PDF = "application/pdf";

const CSV = "text/csv; charset=utf-8";

/**
 * A CSV file to download. For Excel (`?excel=1`, excelCsvQuerySchema) it starts with UTF-8's
 * byte-order mark, the one rule of ADR 0004 every CSV route goes through.
 */
export const csvDownload = (text: string, name: string, excel: boolean) =>
  file(csvStart(excel) + text, CSV, name);

/** Whether a client takes gzip (and did not refuse it with q=0). */
export const acceptsGzip = (header: string | undefined) =>
  header !== undefined && /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0*)?\s*(,|$))|$)/i.test(header);
