import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./context";

/**
 * The built React app: hashed assets cached for a year, HTML never. "/" is the pre-rendered
 * landing page (index.html); every other route gets the app shell (app.html) and the router.
 */
export function staticSite(clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const pages = new Map<string, string>();
  const readPage = (file: string) => {
    let html = pages.get(file);
    if (html === undefined) {
      const full = path.join(clientDir, file);
      if (!fs.existsSync(full)) return undefined;
      html = fs.readFileSync(full, "utf8");
      pages.set(file, html);
    }
    return html;
  };
  const site = new Hono<AppEnv>();

  site.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // Only real files (a name with an extension) go to the file server; every route is the SPA.
  site.use("/*", async (c, next) => {
    if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic({ root })(c, next);
  });
  site.get("*", (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
    const html = c.req.path === "/" ? readPage("index.html") : readPage("app.html");
    if (html === undefined) return c.text("The client is not built. Run `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  });
  return site;
}
