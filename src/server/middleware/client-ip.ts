import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/**
 * better-auth rate-limits by the x-forwarded-for header. Unless we sit behind a proxy we
 * trust, a client could forge it, so we overwrite it with the socket's address.
 */
export const clientIp = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!trustProxy) {
      let address: string | undefined;
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined; // in-process requests (tests) have no socket
      }
      const headers = new Headers(c.req.raw.headers);
      if (address) headers.set("x-forwarded-for", address);
      else headers.delete("x-forwarded-for");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  });
