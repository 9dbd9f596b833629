import { csrf } from "hono/csrf";
import { createMiddleware } from "hono/factory";
import { trustedOriginsFor } from "../auth";
import type { AppEnv } from "../context";
import { hasBearer } from "./api-token";
import { ApiError } from "./errors";

const CSRF_MESSAGE = "Cross-site request refused";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A second layer beside SameSite=Lax cookies, on every state-changing /api request (auth
 * included):
 * - a request a page of another site could send without a CORS preflight (a form post:
 *   urlencoded, multipart, text/plain or no content type) must show our origin, by its Origin
 *   or Sec-Fetch-Site header (hono's csrf middleware);
 * - any request that names an Origin must name ours. Without BETTER_AUTH_URL that is the
 *   request's own origin on a loopback host only; better-auth alone would also trust an
 *   origin built from whatever Host header the client sent.
 * A request with a Bearer token and no cookie is a program's, not a browser's ambient
 * credential (a page of another site cannot add an Authorization header without a CORS
 * preflight, which this app never grants): it is not checked. With a cookie it still is.
 */
export const csrfGuard = (publicUrl: string | undefined) => {
  const trusted = (origin: string, url: string) =>
    trustedOriginsFor(publicUrl, url).includes(origin);
  const formCheck = csrf({
    origin: (origin, c) => trusted(origin, c.req.url),
    secFetchSite: "same-origin",
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (hasBearer(c) && !c.req.header("cookie")) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined && !trusted(origin, c.req.url))
      throw new ApiError("forbidden", CSRF_MESSAGE);
    try {
      await formCheck(c, async () => {});
    } catch {
      throw new ApiError("forbidden", CSRF_MESSAGE);
    }
    await next();
  });
};
