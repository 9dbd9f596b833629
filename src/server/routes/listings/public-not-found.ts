import type { Context } from "hono";
import type { AppEnv } from "../../context";

const NOT_FOUND_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Not found</title>` +
  `<link rel="icon" href="data:,"></head><body><h1>Not found</h1>` +
  `<p>There is no dates page at this address.</p></body></html>`;

/**
 * The one answer for a dates page that is not there (issue 52): an unknown slug, a page turned
 * off, a malformed slug or page number all read the same, body and headers, so the answer
 * never tells whether an act has a page. Not cached: a page turned on shows at once.
 */
export const datesNotFound = (c: Context<AppEnv>) =>
  c.body(NOT_FOUND_PAGE, 404, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
