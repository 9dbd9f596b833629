import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "./errors";

export const KB = 1024;
const MB = 1024 * KB;

/** Every /api request body, auth included (docs/decisions/0008-threat-model.md). */
export const API_BODY_LIMIT = 256 * KB;

/**
 * Routes that may take a larger body than the default, as "METHOD /api/path/:param" → bytes.
 * An upload route adds its line here (or passes its own map to `bodyLimit`), e.g.
 * `"POST /api/design-projects/:id/artwork": 10 * MB`.
 */
export type BodyLimitOverrides = Readonly<Record<string, number>>;

const tooLarge = (max: number) =>
  new ApiError("payload_too_large", `Request body is larger than ${formatBytes(max)}`);

function formatBytes(n: number): string {
  return n >= MB && n % MB === 0 ? `${n / MB} MB` : `${Math.round(n / KB)} KB`;
}

/** "POST /api/things/:id/file" → a matcher of the method and path. */
function compileOverride(key: string, maxBytes: number) {
  const [method = "", pattern = ""] = key.split(" ");
  const re = new RegExp(
    `^${pattern
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`,
  );
  return { method: method.toUpperCase(), re, maxBytes };
}

/**
 * GET and HEAD carry no body (the Fetch API refuses one). Checked by method, not by
 * `c.req.raw.body`: on Node the raw request is built lazily, and touching it costs every
 * read a full Request object (~3 % of the server's time under load).
 */
export const withoutBody = (c: Context) => c.req.method === "GET" || c.req.method === "HEAD";

/**
 * Refuses a request body over `maxBytes` with a 413 in our error shape, before anything
 * parses it: with a Content-Length at once, without one (chunked) as soon as the count
 * passes the limit. The body read is handed on, so later handlers read it as usual.
 */
export function bodyLimit(maxBytes: number, overrides: BodyLimitOverrides = {}) {
  const larger = Object.entries(overrides).map(([key, bytes]) => compileOverride(key, bytes));
  const limitFor = (c: Context) =>
    larger.find((o) => o.method === c.req.method && o.re.test(c.req.path))?.maxBytes ?? maxBytes;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (withoutBody(c)) return next();
    const max = limitFor(c);
    // From the headers alone: asking the raw request for its body would build it as a stream.
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(declared) > max) throw tooLarge(max);
      return next();
    }
    const raw = c.req.raw;
    if (!raw.body) return next();
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) {
        await reader.cancel().catch(() => {});
        throw tooLarge(max);
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  });
}
