import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../../context";

interface Served {
  body: string;
  etag: string;
}

/**
 * GET /api/openapi.json: the public API's description, generated from the routes' schemas.
 * Built once, on the first request (most processes never serve it), then the same bytes and
 * ETag until the process restarts: the routes cannot change while it runs.
 */
export function openApiRoutes(build: () => object) {
  let served: Served | undefined;
  const document = (): Served => {
    if (!served) {
      const body = JSON.stringify(build());
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      served = { body, etag };
    }
    return served;
  };
  return new Hono<AppEnv>().get("/", (c) => {
    const { body, etag } = document();
    c.header("ETag", etag);
    // Public and the same for everyone; revalidated so a deploy's new routes show at once.
    c.header("Cache-Control", "public, max-age=0, must-revalidate");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
  });
}
