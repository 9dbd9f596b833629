import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./context";

/** The built React app: hashed assets cached for a year, index.html never, SPA fallback. */
export function staticSite(clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexFile = path.join(clientDir, "index.html");
  const site = new Hono<AppEnv>();

  site.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  site.use("/*", serveStatic({ root, index: "" }));
  site.get("*", (c) => {
    if (!fs.existsSync(indexFile))
      return c.text("The client is not built. Run `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(fs.readFileSync(indexFile, "utf8"));
  });
  return site;
}
