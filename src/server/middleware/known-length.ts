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

/**
 * The headers and body of an answer's JSON text: gzipped when the client takes gzip and it is
 * worth it (`gzip` makes or reuses the bytes), else the text; either with its length, so
 * compress() leaves it alone and @hono/node-server writes the string or bytes as they are.
 */
export function jsonBody(
  c: Context<AppEnv>,
  text: string,
  gzip: () => Buffer<ArrayBuffer> = () => gzipSync(text),
  gzipUpTo = Number.POSITIVE_INFINITY,
): { body: string | Buffer<ArrayBuffer>; headers: Record<string, string> } {
  const bytes = Buffer.byteLength(text);
  if (bytes < GZIP_FROM_BYTES) return { body: text, headers: { "content-length": String(bytes) } };
  // Said whether or not this client takes gzip: a cache must not give one's answer to another.
  const vary = "Accept-Encoding";
  if (bytes > gzipUpTo || !acceptsGzip(c.req.header("accept-encoding")))
    return { body: text, headers: { vary, "content-length": String(bytes) } };
  const body = gzip();
  return {
    body,
    headers: { vary, "content-encoding": "gzip", "content-length": String(body.byteLength) },
  };
}

type JsonArgs = [object: unknown, arg?: unknown, headers?: Record<string, string | string[]>];

/**
 * Every API's `c.json` answer goes with its length, gzipped here when worth it. Hono's own
 * c.json leaves a string body without a length, and finding it afterwards (`res.body`,
 * `res.text()`, a new Response) turned @hono/node-server's light response into undici's
 * Response and a web stream, twice per answer, and compress() piped the larger ones through a
 * CompressionStream: about a fifth of the server's thread under 50 readers (issue 49). An
 * answer over GZIP_HERE_UP_TO_BYTES keeps its length and is streamed by compress().
 */
export const knownLength = createMiddleware<AppEnv>(async (c, next) => {
  const json = c.json;
  c.json = ((...[object, arg, headers]: JsonArgs) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object as never, arg as never, headers as never);
    const answer = jsonBody(c, text, undefined, GZIP_HERE_UP_TO_BYTES);
    return c.newResponse(answer.body, arg as never, {
      "content-type": "application/json",
      ...headers,
      ...answer.headers,
    });
  }) as typeof c.json;
  await next();
});
