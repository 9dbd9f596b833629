import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { isPagePath } from "@/domain/page-paths";
import type { AppEnv } from "./context";
import { pageIn, pageLocale, speaksEveryLanguage } from "./page-locale";
import { sessionToken } from "./session-cache";

/**
 * Which of the pages scripts/prerender.tsx writes a route gets: "/" and /auth (on the tab its
 * `mode` asks for) are pre-rendered; the dashboard's shells fetch their chunks and first data
 * at once; everything else gets the app shell and the router. /auth?start=demo shows a
 * spinner, not the forms, so it gets the shell; so does /auth for a request that carries a
 * session: the app moves a signed-in visitor on, and shows a demo guest the page that keeps
 * their tours, at once, where the pre-rendered forms start the app only when used.
 */
export function pageFor(pathname: string, search: string, withSession = false): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return "index.html";
  if (path === "/auth") {
    // The query the client reads in src/client/lib/start-intent.ts and features/auth.
    const params = new URLSearchParams(search);
    if (params.get("start") === "demo" || withSession) return "app.html";
    return params.get("mode") === "sign-up" ? "auth-sign-up.html" : "auth.html";
  }
  if (path === "/dashboard") return "overview.html";
  if (path.startsWith("/dashboard/")) return "dashboard.html";
  return "app.html";
}

/**
 * Renders the Overview for the request from the page the build wrote for it
 * (overview-rendered.html); undefined sends the shell (overview-page.ts).
 */
export type OverviewRenderer = (
  c: Context<AppEnv>,
  template: string,
) => Promise<Response | undefined>;

/** The Overview's page with room for its content, for overview-page.ts (scripts/prerender.tsx). */
const RENDERED_OVERVIEW = "overview-rendered.html";

/** Files of the build whose names carry no hash (ADR 0018), besides its pages (*.html). */
const ALWAYS_REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

/** The built React app: hashed assets cached for a year, HTML never. */
export function staticSite(clientDir: string, renderOverview?: OverviewRenderer) {
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
  // The service worker and the manifest keep their names from build to build: the browser
  // asks again each time (a cached sw.js would hide a new version), and the worker's
  // precache of the shell must get the build on disk.
  site.use("/*", async (c, next) => {
    await next();
    const path = c.req.path;
    if (c.res.status === 200 && (ALWAYS_REVALIDATED.has(path) || path.endsWith(".html"))) {
      c.header("Cache-Control", "no-cache");
    }
  });
  // Only real files (a name with an extension) go to the file server; every route is the SPA.
  site.use("/*", async (c, next) => {
    if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic({ root })(c, next);
  });
  site.get("*", async (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
    const url = new URL(c.req.url);
    // Not a page of the app, in this case: 404, with the shell so the client says "not found"
    // (issue 35 §3: /JOIN/<token> served the join page; the router matched case-insensitively).
    // The decoded path, as the client's router reads it (/jo%69n/… is /join/…).
    if (!isPagePath(c.req.path)) {
      const shell = readPage("app.html");
      if (shell === undefined) return c.text("Not found", 404);
      c.header("Cache-Control", "no-cache");
      return c.html(shell, 404);
    }
    const page = pageFor(url.pathname, url.search, !!sessionToken(c.req.header("cookie")));
    const template = page === "overview.html" && renderOverview && readPage(RENDERED_OVERVIEW);
    if (template) {
      const rendered = await renderOverview(c, template);
      if (rendered) return rendered;
    }
    // The landing page and /auth in the reader's language (page-locale.ts): the answer
    // depends on these two headers, for any cache on the way.
    const localized = speaksEveryLanguage(page);
    // /auth is the shell for a request with a session (pageFor): it depends on the cookie too.
    if (localized || (page === "app.html" && url.pathname.startsWith("/auth"))) {
      c.header("Vary", "Accept-Language, Cookie");
    }
    // English, or app.html, should a build predate the page this route gets.
    const html =
      (localized ? readPage(pageIn(page, pageLocale(c))) : undefined) ??
      readPage(page) ??
      readPage("app.html");
    if (html === undefined) return c.text("The client is not built. Run `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  });
  return site;
}
