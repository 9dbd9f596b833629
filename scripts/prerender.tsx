// After `vite build`, writes the HTML the server sends for each kind of route
// (src/server/static-site.ts picks one):
// - index.html: the landing page rendered in (the hero paints before any JavaScript runs);
// - auth.html, auth-sign-up.html: /auth with its Sign In or Sign Up tab rendered in; the app
//   hydrates them (src/client/app/app.tsx);
// - the same three in Spanish and German: index.es.html, auth.de.html… (server/page-locale.ts);
// - overview-rendered.html: the page the server renders the Overview into, per request;
// - overview.html, dashboard.html: the empty shell that also fetches the page's chunks
//   (modulepreload) and starts the session and Overview requests (lib/early-requests.ts)
//   at once, instead of one round trip after another;
// - app.html: the empty shell, for every other route.
// The pre-rendered pages carry the stylesheet inline, preload no script and load their entry
// last; the rendered Overview asks for its scripts once it has painted: nothing holds back
// their first paint.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { App, routerReady } from "@/client/app/app";
import { routes } from "@/client/app/router";
import { landingHead } from "@/client/features/landing/landing-head";
import { LandingPage } from "@/client/features/landing/landing-page";
import { switchMessages, t } from "@/client/i18n/t";
import { EARLY_REQUESTS_SCRIPT } from "@/client/lib/early-requests";
import { PREFETCH_LIST_ID } from "@/client/lib/start-on-intent";
import { messages as de } from "@/domain/i18n/catalogue-de";
import { messages as es } from "@/domain/i18n/catalogue-es";
import { LOCALES, type Locale } from "@/domain/i18n/locales";
import { everyLanguagesPages, pageIn } from "@/server/page-locale";
import { LOAD_AFTER_PAINT_SCRIPT, PAGE_SCRIPTS_ID } from "@/server/page-scripts";

const dir = path.resolve("dist/client");
const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const write = (file: string, html: string) => fs.writeFileSync(path.join(dir, file), html);

const shell = read("index.html");
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error(`prerender: ${root} not found in index.html`);

// Which files each lazily loaded module needs, from Vite's manifest (not served: removed).
type Chunk = { file: string; imports?: string[] };
const manifestDir = path.join(dir, ".vite");
const manifest = JSON.parse(read(".vite/manifest.json")) as Record<string, Chunk>;
fs.rmSync(manifestDir, { recursive: true, force: true });

/**
 * A module whose chunk also holds code other chunks import is listed as a shared chunk
 * ("_app-….js", named after it), not by its path: found by that name, when one chunk has it.
 */
function sharedChunkOf(source: string): Chunk | undefined {
  const name = path.basename(source).replace(/\.[jt]sx?$/, "");
  const named = Object.entries(manifest).filter(
    ([key, chunk]) => key.startsWith("_") && (chunk as { name?: string }).name === name,
  );
  return named.length === 1 ? named[0]![1] : undefined;
}

function chunkFiles(sources: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? sharedChunkOf(key);
    if (!chunk) throw new Error(`prerender: ${key} is not in Vite's manifest`);
    files.push(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const source of sources) visit(source);
  // The shell already loads the entry and its own imports.
  return files.filter((file) => !shell.includes(`/${file}"`));
}

const withModules = (html: string, sources: string[]) =>
  html.replace(
    "</head>",
    `${chunkFiles(sources)
      .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join("")}  </head>`,
  );

const cssLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const withInlineCss = (html: string) => {
  const match = html.match(cssLink);
  if (!match) throw new Error("prerender: the stylesheet link is not in index.html");
  // A function, so "$" in the CSS is not read as a replacement pattern. The link stays,
  // disabled (never fetched): Vite's loader for the app's chunks looks for it and would
  // otherwise download the same stylesheet again as the page hydrates.
  return html.replace(
    cssLink,
    () =>
      `<style>${read(match[1]!)}</style>\n    <link rel="stylesheet" href="/${match[1]}" disabled>`,
  );
};

const withContent = (html: string, content: string) =>
  html.replace(root, () => `<div id="root">${content}</div>`);

const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const withTitle = (html: string, title: string) =>
  html.replace(/<title>[^<]*<\/title>/, `<title>${title} · Tribe</title>`);
/** The page's `<meta name="description">` in its language (issue 55). */
const withDescription = (html: string, description: string) => {
  const meta = /<meta name="description" content="[^"]*" \/>/;
  if (!meta.test(html)) throw new Error("prerender: no <meta name=description> in index.html");
  return html.replace(
    meta,
    () => `<meta name="description" content="${attribute(description)}" />`,
  );
};

// The early-requests script as a hashed asset: cached for good, allowed by the CSP ('self').
const earlyHash = crypto.createHash("sha256").update(EARLY_REQUESTS_SCRIPT).digest("hex");
const earlyFile = `assets/early-requests-${earlyHash.slice(0, 8)}.js`;
write(earlyFile, EARLY_REQUESTS_SCRIPT);
const withEarlyRequests = (html: string) =>
  html.replace(
    '<script type="module"',
    `<script async src="/${earlyFile}"></script>\n    <script type="module"`,
  );

async function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  return renderToString(<App router={router} />);
}

const APP = ["src/client/app/app.tsx", "src/client/app/layouts/app-layout.tsx"];
const DASHBOARD = [...APP, "src/client/app/layouts/dashboard-layout.tsx"];
const OVERVIEW = [...DASHBOARD, "src/client/features/overview/overview-page.tsx"];

write("app.html", shell);
write("dashboard.html", withEarlyRequests(withModules(shell, DASHBOARD)));
write("overview.html", withEarlyRequests(withModules(shell, OVERVIEW)));

// A pre-rendered page is whole without its scripts, so it preloads none of them: fetched with
// the page, they hold back its first paint (Lighthouse mobile: /auth's FCP 2.9 s with the
// app's chunks preloaded, 0.7 s without; the landing's 1.7-1.9 s with its four, 0.8 s
// without). The entry script still loads them; hydration comes a round trip later.
const withoutPreloads = (html: string) => html.replace(/ *<link rel="modulepreload"[^>]*>\n/g, "");
// Likewise the entry: at the end of the body and async, it no longer counts as render-blocking
// (Lighthouse mobile, `/`: LCP 0.9-1.1 s instead of 1.5-1.9 s on this busy machine).
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const withEntryLast = (html: string) => {
  const match = html.match(entryTag);
  if (!match) throw new Error("prerender: the entry script is not in index.html");
  return html
    .replace(entryTag, "")
    .replace(
      "</body>",
      `  <script type="module" async crossorigin src="${match[1]}"></script>\n  </body>`,
    );
};
// The Overview as the server renders it for a signed-in artist (src/server/overview-page.ts
// fills the root and adds the answers it rendered from): whole without scripts, so the
// stylesheet is inline, and its scripts are asked for once it has painted
// (src/server/page-scripts.ts).
const withScriptsAfterPaint = (html: string, sources: string[]) => {
  const entry = html.match(entryTag)?.[1];
  if (!entry) throw new Error("prerender: the entry script is not in index.html");
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const chunks = [...preloaded.map((m) => m[1]!), ...chunkFiles(sources).map((f) => `/${f}`)];
  const list = JSON.stringify({ entry, chunks });
  return withoutPreloads(html)
    .replace(entryTag, "")
    .replace(
      "</body>",
      () =>
        `  <script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>\n` +
        `  <script>${LOAD_AFTER_PAINT_SCRIPT}</script>\n  </body>`,
    );
};
write("overview-rendered.html", withInlineCss(withScriptsAfterPaint(shell, OVERVIEW)));

const prerendered = (content: string) =>
  withInlineCss(withEntryLast(withoutPreloads(withContent(shell, content))));

// /auth starts its app when the reader reaches for the form (src/client/main.tsx); the app's
// scripts for it, its language's words included, are listed for the page to fetch once it
// has loaded, and kept until then (lib/start-on-intent.ts).
const AUTH = [...APP, "src/client/features/auth/auth-page.tsx"];
const CATALOGUE_OF: Record<Locale, string[]> = {
  en: [],
  es: ["src/domain/i18n/catalogue-es-browser.ts"],
  de: ["src/domain/i18n/catalogue-de-browser.ts"],
};
const withPrefetchList = (html: string, locale: Locale) => {
  const list = JSON.stringify(chunkFiles([...AUTH, ...CATALOGUE_OF[locale]]).map((f) => `/${f}`));
  return html.replace(
    "</body>",
    () => `  <script type="application/json" id="${PREFETCH_LIST_ID}">${list}</script>\n  </body>`,
  );
};
const withLang = (html: string, locale: Locale) => {
  if (!html.includes('<html lang="en">'))
    throw new Error("prerender: no <html lang> in index.html");
  return html.replace('<html lang="en">', `<html lang="${locale}">`);
};

// The landing page and /auth once per language (issue 55), each with its words, its formats
// and its <html lang>: the server sends the reader's (src/server/page-locale.ts). English
// first, from the code's own words, exactly as before; the client's t() reads the catalogue
// switchMessages sets, as it does in the browser.
const CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, es, de };
for (const locale of LOCALES) {
  switchMessages(locale, CATALOGUES[locale]);
  const head = landingHead();
  const page = (html: string, title: string) =>
    withLang(withDescription(withTitle(html, title), head.description), locale);
  const authTitle = t({ id: "auth.page.title", defaultMessage: "Sign in" });
  const authPage = async (url: string) =>
    page(withPrefetchList(prerendered(await renderApp(url)), locale), authTitle);
  write(pageIn("auth.html", locale), await authPage("/auth"));
  write(pageIn("auth-sign-up.html", locale), await authPage("/auth?mode=sign-up"));
  const landing = renderToString(<LandingPage />);
  write(pageIn("index.html", locale), page(prerendered(landing), head.title));
  console.log(
    `prerendered the landing page (${(landing.length / 1024).toFixed(1)} KB) and /auth in ${locale}`,
  );
}
switchMessages("en", {});

// Every page the server looks for is there, in its language: a missing one would quietly
// send English (static-site.ts falls back to it).
for (const file of everyLanguagesPages()) {
  const locale = file.match(/\.(\w\w)\.html$/)?.[1] ?? "en";
  if (!read(file).includes(`<html lang="${locale}">`)) {
    throw new Error(`prerender: ${file} is not the page in ${locale}`);
  }
}
