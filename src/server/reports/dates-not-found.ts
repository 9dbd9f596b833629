import type { Context } from "hono";

/**
 * The one answer for a dates address with no page behind it: unknown, turned off or malformed
 * alike, and the same for the page and every feed, so nothing tells whether an act was ever
 * there. Not cached: a page turned on a moment later must show at once.
 */
const NOT_FOUND_HTML = [
  "<!doctype html>",
  '<html lang="en">',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex">',
  "<title>No dates here</title>",
  "<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem}</style>",
  "<h1>No dates here</h1>",
  "<p>There is no tour dates page at this address.</p>",
  "",
].join("\n");

export function notFoundPage(c: Context): Response {
  return c.body(NOT_FOUND_HTML, 404, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
}
