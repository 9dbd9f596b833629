import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/**
 * First come, first served for database work. Without it, 200 clients interleave their
 * statements on the embedded database's single connection, and a request that needs three
 * statements queues three times behind everyone else: some wait seconds while others are
 * served at once. Here a request waits once, in arrival order, then runs its statements
 * back to back with at most `maxInFlight` others (docs/decisions/0010-speed.md).
 */
export function admission(maxInFlight: number) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // On the next turn of the event loop, not in this chain of promises: on the embedded
    // database every query runs on this thread, and handing slots on from promise to promise
    // kept the server from reading new requests for seconds (client timeouts while every
    // request it did see was logged under 2 s). Arrival order is unchanged.
    if (next) setImmediate(next);
    else inFlight--;
  };
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (inFlight < maxInFlight) inFlight++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  });
}
