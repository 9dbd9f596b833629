import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { acceptsGzip } from "../download";

/** As compress() does: smaller answers go as they are. */
const GZIP_FROM_BYTES = 1024;
/**
 * Larger answers are left to compress(), which streams them through zlib off this thread: a
 * gzip made here holds the thread about a millisecond per 100 KB.
 */
const GZIP_HERE_UP_TO_BYTES = 64 * 1024;

const VARY = "Accept-Encoding";

/**
 * How an answer of `bytes` goes to this client: "gzip" when it takes gzip and it is worth it
 * (up to `gzipUpTo`), else the headers of the text as it is, with its length, so compress()
 * leaves it alone and @hono/node-server writes the string as it is.
 */
export function encodingFor(
  c: Context<AppEnv>,
  bytes: number,
  gzipUpTo = Number.POSITIVE_INFINITY,
): "gzip" | Record<string, string> {
  if (bytes < GZIP_FROM_BYTES) return { "content-length": String(bytes) };
  // Said whether or not this client takes gzip: a cache must not give one's answer to another.
  if (bytes > gzipUpTo || !acceptsGzip(c.req.header("accept-encoding")))
    return { vary: VARY, "content-length": String(bytes) };
  return "gzip";
}

/** The headers of gzipped bytes sent whole. */
export const gzippedHeaders = (body: Buffer) => ({
  vary: VARY,
  "content-encoding": "gzip",
  "content-length": String(body.byteLength),
});

/** The headers and body of an answer's JSON text: gzipped here when `encodingFor` says so. */
function jsonBody(
  c: Context<AppEnv>,
  text: string,
  gzipUpTo: number,
): { body: string | Buffer<ArrayBuffer>; headers: Record<string, string> } {
  const encoding = encodingFor(c, Buffer.byteLength(text), gzipUpTo);
  if (encoding !== "gzip") return { body: text, headers: encoding };
  const body = gzipSync(text);
  return { body, headers: gzippedHeaders(body) };
}

/**
 * The string an answer was made with, while @hono/node-server's light response still holds it
 * (its [status, body, headers] under a symbol of its own, "cache"): asking the response for
 * its body instead turns it into undici's Response and a web stream. Undefined for any other
 * response (a stream, bytes, or the platform's Response in tests).
 */
export function lightText(res: Response): string | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== "cache") continue;
    const held = (res as unknown as Record<symbol, unknown>)[key];
    if (Array.isArray(held) && typeof held[1] === "string") return held[1];
  }
  return undefined;
}

/**
 * Every API's JSON answer goes with its length (so compress() can see it is small and leave
 * it alone), gzipped here when worth it. Hono's c.json leaves a string body without a length;
 * reading it back through `res.body` and `res.text()` and setting a new response (the setter
 * reads the body once more) turned each answer into undici's Response and a web stream twice,
 * and compress() piped the larger ones through a CompressionStream: about a fifth of the
 * server's thread under 50 readers (issue 49). Giving each request's context a c.json of our own
 * instead cost the Overview, which never calls it, 40 % of its throughput. An answer over
 * GZIP_HERE_UP_TO_BYTES keeps its length and is streamed by compress(); downloads
 * (attachments) are left as they are.
 */
export const knownLength = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  // The headers first: they do not turn the light response into undici's.
  if (
    res.headers.has("content-length") ||
    res.headers.has("content-encoding") ||
    res.headers.has("content-disposition") ||
    !res.headers.get("content-type")?.startsWith("application/json")
  ) {
    return;
  }
  const text = lightText(res) ?? (res.body ? await res.text() : undefined);
  if (text === undefined) return;
  const { body, headers } = jsonBody(c, text, GZIP_HERE_UP_TO_BYTES);
  const all = new Headers(res.headers);
  for (const [name, value] of Object.entries(headers)) all.set(name, value);
  // Cleared first: setting c.res over an answer copies it, reading its body once more.
  c.res = undefined;
  // (Not statusText: asking for it turns the light response into undici's too.)
  c.res = new Response(body, { status: res.status, headers: all });
});
