import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./context";

/** The built React app: hashed assets cached for a year, index.html never, SPA fallback. */
export function staticSite(clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexFile = path.join(clientDir, "index.html");
  let indexHtml: string | undefined;
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
    if (indexHtml === undefined) {
      if (!fs.existsSync(indexFile))
        return c.text("The client is not built. Run `npm run build`.", 503);
      indexHtml = fs.readFileSync(indexFile, "utf8");
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return site;
}
