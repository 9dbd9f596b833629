import { createMiddleware } from "hono/factory";
import { slugProblem } from "@/domain/listings/slug";
import type { AppEnv, TrustProxy } from "../../context";
import { clientAddress } from "../../middleware/client-ip";
import { rateLimit } from "../../middleware/rate-limit";

/**
 * What runs in front of everything under /dates (issue 52): the response headers and the
 * rate limit. Mounted by app.ts, the headers before the app's general security headers so
 * that these win.
 */

/**
 * Nothing runs on a dates page (its JSON-LD blocks are data), and nobody frames it. With no
 * script, `connect-src 'self'` opens nothing; it lets a crawler's tool read /robots.txt from
 * the page (Lighthouse's SEO audit fails without it).
 */
const PAGE_CSP =
  "default-src 'none'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

type HeaderSet = Record<string, string | null>;

const CROSS_ORIGIN: HeaderSet = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
};

/**
 * Headers by the file the path ends in (`/dates/:slug/<file>`): the iframe may be framed by any
 * site; the widget's JSON and script are read from the band's own site. Null removes a header.
 * Any other path under /dates (the page, the feeds, a 404) has the page's.
 */
const HEADERS_BY_FILE: Record<string, HeaderSet> = {
  embed: {
    "content-security-policy": PAGE_CSP.replace("frame-ancestors 'none'", "frame-ancestors *"),
    "x-frame-options": null,
  },
  "shows.json": CROSS_ORIGIN,
  "widget.js": CROSS_ORIGIN,
};
const PAGE_HEADERS: HeaderSet = { "content-security-policy": PAGE_CSP };

export const publicDatesHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const file = c.req.path.slice(c.req.path.lastIndexOf("/") + 1);
  const set = { ...PAGE_HEADERS, ...HEADERS_BY_FILE[file] };
  for (const [name, value] of Object.entries(set)) {
    if (value === null) c.res.headers.delete(name);
    else c.res.headers.set(name, value);
  }
});

/** Requests a minute one address may make that need the database (see below). */
const DATES_READS_PER_MINUTE = 600;

/**
 * The limit protects the database, so it charges only a request that would read it: a slug
 * with no snapshot in memory and none being read. A page answered from memory costs no SQL
 * and is never refused, so a burst of 1,000 requests, or fans behind one address (a venue's
 * Wi-Fi), are all answered; an address trying slug after slug, each a read, is refused after
 * 600 a minute. A malformed slug is answered 404 without the database and not charged.
 * Mounted after the admission gate: requests queued behind a first read find it under way.
 */
export const publicDatesReadLimit = (trustProxy: TrustProxy) =>
  rateLimit({
    windowMs: 60_000,
    max: DATES_READS_PER_MINUTE,
    key: (c) => clientAddress(c, trustProxy) ?? "?",
    skip: (c) => {
      const slug = c.req.path.split("/")[2] ?? "";
      return slugProblem(slug) !== null || c.get("publicDates").answersFromMemory(slug);
    },
    message: "Too many requests for dates pages. Wait a minute, then try again.",
  });
