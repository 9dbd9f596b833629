import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/**
 * Gives an API's JSON answer its Content-Length, so that compress() (mounted outside this)
 * can see it is small and leave it alone: a body made from a string carries no length, and
 * every Overview or profile answer of a few hundred bytes went through a gzip stream of its
 * own (a tenth of the server's time under load). Downloads (attachments) are streams and are
 * left as they are.
 */
export const knownLength = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  // The headers first: asking a finished answer for its body turns @hono/node-server's
  // string into a stream (an answer that already has its length is written as it is).
  if (
    res.headers.has("content-length") ||
    res.headers.has("content-encoding") ||
    res.headers.has("content-disposition") ||
    !res.headers.get("content-type")?.startsWith("application/json") ||
    !res.body
  ) {
    return;
  }
  // A string body keeps @hono/node-server's direct write (an ArrayBuffer would be streamed).
  const body = await res.text();
  const headers = new Headers(res.headers);
  headers.set("content-length", String(Buffer.byteLength(body)));
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
});
