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

/** Whether a client takes gzip (and did not refuse it with q=0). */
export const acceptsGzip = (header: string | undefined) =>
  header !== undefined && /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0*)?\s*(,|$))|$)/i.test(header);
