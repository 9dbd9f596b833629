/**
 * A request body read as it streams in, into one buffer of at most `max` bytes: the size the
 * client declared when it declared one (a browser does for a file), else grown as it comes.
 * `Request.arrayBuffer()` keeps every piece and then copies them all into a new buffer: twice
 * the file in memory. Undefined as soon as the body passes `max`; the rest is not read.
 */
export async function readBodyUpTo(req: Request, max: number): Promise<Buffer | undefined> {
  if (!req.body) return Buffer.alloc(0);
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (declared > max) return undefined;
  const known = Number.isInteger(declared) && declared > 0;
  let buffer = Buffer.allocUnsafe(known ? declared : Math.min(max, 64 * 1024));
  let used = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (used + value.length > max) {
      await reader.cancel().catch(() => {});
      return undefined;
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
  return buffer.subarray(0, used);
}
