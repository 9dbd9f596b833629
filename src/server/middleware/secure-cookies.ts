import type { Context } from "hono";
import type { TrustProxy } from "../context";

/** True when the client reached us over HTTPS: directly, or by a trusted proxy's word. */
export function arrivedOverHttps(c: Context, trust: TrustProxy): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (trust === false || trust === 0) return false;
  const proto = c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
  return proto === "https";
}

/**
 * Every cookie of a response over HTTPS gets `Secure`, whatever NODE_ENV says: a session
 * cookie must never travel back over plain HTTP once the site is served securely.
 */
export function markCookiesSecure(res: Response): Response {
  const cookies = res.headers.getSetCookie();
  if (cookies.length === 0) return res;
  const headers = new Headers(res.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) {
    headers.append("set-cookie", /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
