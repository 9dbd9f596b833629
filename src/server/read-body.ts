import type { Context } from "hono";

/**
 * One buffer of the largest upload, kept for the life of the process and lent to one large
 * upload at a time (another at the same moment gets its own). Allocating and freeing 10 MB
 * per upload raised glibc's mmap threshold to 10 MB, after which the drivers' copies came
 * from the heap and stayed there: RSS grew by about 10 MB with every upload. Kept, it costs its
 * 10 MB once.
 */
let spare: Buffer | undefined;
let spareLent = false;
const SPARE_FROM_BYTES = 1024 * 1024;

/**
 * Reads a request body as it streams in, into one buffer of at most `max` bytes, and hands
 * it to `use`; the buffer may be lent again once `use` has settled, so `use` must not keep
 * it (or a view of it). The buffer has the size the client declared (a browser declares it
 * for a file), else grows as the body comes. `Request.arrayBuffer()` would keep every piece
 * and then copy them all: twice the file in memory. As soon as the body passes `max`, the
 * rest is not read and `tooLarge()` is thrown.
 */
export async function withBodyUpTo<T>(
  c: Context,
  max: number,
  tooLarge: () => Error,
  use: (body: Buffer) => Promise<T>,
): Promise<T> {
  const req = await requestWithBody(c);
  if (!req.body) return use(Buffer.alloc(0));
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (declared > max) throw tooLarge();
  const known = Number.isInteger(declared) && declared > 0;
  const lend = known && declared >= SPARE_FROM_BYTES && !spareLent;
  if (lend) {
    spareLent = true;
    if (!spare || spare.length < max) spare = Buffer.allocUnsafe(max);
  }
  try {
    let buffer =
      lend && spare ? spare : Buffer.allocUnsafe(known ? declared : Math.min(max, 64 * 1024));
    let used = 0;
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (used + value.length > max) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      if (used + value.length > buffer.length) {
        const grown = Buffer.allocUnsafe(
          Math.min(max, Math.max(used + value.length, buffer.length * 2)),
        );
        buffer.copy(grown, 0, 0, used);
        buffer = grown;
      }
      buffer.set(value, used);
      used += value.length;
    }
    return await use(buffer.subarray(0, used));
  } finally {
    if (lend) spareLent = false;
  }
}

/**
 * The request as the Fetch API has it, body included, for what reads `c.req.raw` itself
 * (better-auth, an upload). jsonGuard reads a JSON body straight from the socket into Hono's
 * cache (middleware/json-guard.ts), which uses the raw request's body up: then it is made
 * again from the text Hono holds, the cleaned text where jsonGuard cleaned it. `headers`
 * replaces the request's own.
 */
export async function requestWithBody(c: Context, headers?: Headers): Promise<Request> {
  const raw = c.req.raw;
  if (!raw.bodyUsed) return headers ? new Request(raw, { headers }) : raw;
  const held = heldBody(c).text;
  const body = held === undefined ? undefined : await held;
  const sent = new Headers(headers ?? raw.headers);
  // The text may have been cleaned (shorter): its own length goes with it.
  sent.delete("content-length");
  return new Request(raw.url, { method: raw.method, headers: sent, body, signal: raw.signal });
}

/** Hono's cache of the body read (its type names the values; it holds their promises). */
export const heldBody = (c: Context) => c.req.bodyCache as { text?: Promise<string> };
