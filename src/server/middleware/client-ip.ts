import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, TrustProxy } from "../context";
import { requestWithBody } from "../read-body";

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY):
 * `false`/0 trusts none, `true` is one. Accepts what env.ts hands over.
 */
const hopsOf = (trust: TrustProxy) => (trust === true ? 1 : trust === false ? 0 : trust);

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

/**
 * The client's IP. A proxy APPENDS the address it saw to X-Forwarded-For, so only the last
 * `hops` entries were written by proxies we trust; anything left of them is whatever the
 * client sent. The entry `hops` from the right is the client as our outermost proxy saw it.
 * Without trusted proxies, the socket's address.
 */
export function clientAddress(c: Context, trust: TrustProxy): string | undefined {
  const hops = hopsOf(trust);
  if (hops <= 0) return socketAddress(c);
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? chain[0] ?? socketAddress(c);
}

/**
 * better-auth rate-limits by the first X-Forwarded-For entry, so before it runs the header
 * becomes exactly one address: the client's, as `clientAddress` finds it.
 */
export const clientIp = (trust: TrustProxy) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddress(c, trust);
    const headers = new Headers(c.req.raw.headers);
    if (address) headers.set("x-forwarded-for", address);
    else headers.delete("x-forwarded-for");
    // better-auth reads the raw request, body included (jsonGuard may have read it already).
    c.req.raw = await requestWithBody(c, headers);
    await next();
  });
