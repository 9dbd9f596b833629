import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "./errors";

/**
 * A fixed window per key, in this process (issue 38): the public routes a link's token opens
 * (no session, so no account to charge) take at most `max` requests a window per key (the
 * client's address: guessing at tokens costs the same budget as using one). Several processes each count their own: a limit per
 * process is still a limit, and nothing is shared to fail.
 */
export function rateLimit(opts: {
  windowMs: number;
  max: number;
  key: (c: Context) => string;
  /** Requests that cost nothing to charge (the public dates page answered from memory). */
  skip?: (c: Context<AppEnv>) => boolean;
  message?: string;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (opts.skip?.(c)) return next();
    const now = Date.now();
    // Old windows go before the map can grow without bound.
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(k);
    }
    const key = opts.key(c);
    const window = windows.get(key);
    if (!window || now - window.start >= opts.windowMs) {
      windows.set(key, { start: now, count: 1 });
    } else if (++window.count > opts.max) {
      c.header("Retry-After", String(Math.ceil((window.start + opts.windowMs - now) / 1000)));
      throw new ApiError(
        "rate_limited",
        opts.message ?? "Too many requests on this link. Wait a minute, then try again.",
      );
    }
    await next();
  });
}
