import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { messages as de } from "@/domain/i18n/catalogue-de";
import { messages as es } from "@/domain/i18n/catalogue-es";
import type { SessionUser } from "./auth";
import type { AppEnv } from "./context";
import { SessionCache } from "./session-cache";
import { pageFor, staticSite } from "./static-site";

function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-static-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<div id=root><h1>Landing</h1></div>");
  fs.writeFileSync(path.join(dir, "app.html"), "<div id=root></div>");
  fs.writeFileSync(path.join(dir, "auth.html"), "<div id=root><h1>Sign in</h1></div>");
  // The build's other languages (scripts/prerender.tsx), from their catalogues' words.
  for (const locale of ["es", "de"] as const) {
    const page = (words: string) =>
      `<html lang="${locale}"><div id=root><h1>${words}</h1></div></html>`;
    const messages = locale === "es" ? es : de;
    fs.writeFileSync(path.join(dir, `index.${locale}.html`), page(messages["landing.hero.title"]!));
    fs.writeFileSync(path.join(dir, `auth.${locale}.html`), page(messages["auth.page.welcome"]!));
  }
  fs.writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(dir, "manifest.webmanifest"), '{"name":"Tribe"}');
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app-123.js"), "export {}");
  return dir;
}

describe("static site", () => {
  const site = staticSite(builtClient());

  it("answers / with the pre-rendered landing page, never cached", async () => {
    const res = await site.request("/");
    expect(await res.text()).toContain("<h1>Landing</h1>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers /auth with its pre-rendered page", async () => {
    expect(await (await site.request("/auth")).text()).toContain("<h1>Sign in</h1>");
  });

  it("answers /auth with the shell when the request carries a session, so the app moves it on at once", async () => {
    // The pre-rendered forms start the app only when used; a signed-in visitor or a demo
    // guest is not asked to touch the page first.
    for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token"]) {
      const res = await site.request("/auth", {
        headers: { cookie: `tribe_locale=en; ${name}=abc.def` },
      });
      expect(await res.text()).toBe("<div id=root></div>");
      expect(res.headers.get("vary")).toContain("Cookie");
    }
    const other = await site.request("/auth", { headers: { cookie: "tribe_locale=en" } });
    expect(await other.text()).toContain("<h1>Sign in</h1>");
  });

  it("answers every other app route with the empty shell, so the landing never flashes there", async () => {
    // The dashboard's pages are missing from this build: the shell stands in for them.
    for (const route of ["/dashboard", "/auth?start=demo", "/dashboard/tours/1", "/no-such-page"]) {
      const res = await site.request(route);
      expect(await res.text()).toBe("<div id=root></div>");
    }
  });

  it("caches hashed assets for a year and 404s a missing file", async () => {
    const asset = await site.request("/assets/app-123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await site.request("/assets/missing.js")).status).toBe(404);
  });

  it("serves the service worker and the manifest as what they are, asked for again each time", async () => {
    const sw = await site.request("/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const manifest = await site.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    // The shell the worker precaches is the build's, not a copy a cache kept.
    expect((await site.request("/app.html")).headers.get("cache-control")).toBe("no-cache");
  });
});

describe("the landing page and /auth in the reader's language (issue 55)", () => {
  const dir = builtClient();
  const site = staticSite(dir);
  const get = (route: string, headers: Record<string, string> = {}) =>
    site.request(route, { headers });
  const german = { "accept-language": "de-DE,de;q=0.9,en;q=0.8" };

  it("sends the German pages to a browser that asks for German", async () => {
    const landing = await get("/", german);
    const html = await landing.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain("<h1>Professionelles Tourmanagement für unabhängige Künstler</h1>");
    const auth = await (await get("/auth", german)).text();
    expect(auth).toContain('lang="de"');
    expect(auth).toContain("<h1>Willkommen bei Tribe</h1>");
  });

  it("goes by the language remembered on the device before the browser's", async () => {
    const res = await get("/auth", { ...german, cookie: "theme=dark; tribe_locale=es" });
    expect(await res.text()).toContain("<h1>Te damos la bienvenida a Tribe</h1>");
  });

  it("goes by the signed-in person's choice when the server holds their session", async () => {
    const sessions = new SessionCache();
    const user = { id: "u1", locale: "es" } as unknown as SessionUser;
    sessions.set("signed.token", {
      user,
      sessionId: "s1",
      token: "t1",
      expiresAt: Date.now() + 60_000,
      userRow: "row-u1",
    });
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("sessions", sessions);
      await next();
    });
    app.route("/", staticSite(dir));
    const res = await app.request("/", {
      headers: { ...german, cookie: "better-auth.session_token=signed.token" },
    });
    expect(await res.text()).toContain('lang="es"');
  });

  it("keeps English for everyone else, exactly as before", async () => {
    for (const headers of [
      {},
      { "accept-language": "fr-FR,fr;q=0.9" },
      { cookie: "tribe_locale=fr" },
    ] as Record<string, string>[]) {
      expect(await (await get("/", headers)).text()).toBe("<div id=root><h1>Landing</h1></div>");
      expect(await (await get("/auth", headers)).text()).toBe(
        "<div id=root><h1>Sign in</h1></div>",
      );
    }
  });

  it("tells caches the page depends on the language headers, and is never kept", async () => {
    for (const route of ["/", "/auth", "/auth?mode=sign-up"]) {
      const res = await get(route, german);
      expect(res.headers.get("vary")).toBe("Accept-Language, Cookie");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    // The shell is the same in every language.
    expect((await get("/dashboard/tours", german)).headers.get("vary")).toBeNull();
    // Each language's file, asked for by name, is revalidated like the others.
    const file = await get("/index.de.html");
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("no-cache");
  });

  it("falls back to English when the build lacks the language's page", async () => {
    // No auth-sign-up.de.html (nor auth-sign-up.html) here: the shell, as for a missing page.
    expect(await (await get("/auth?mode=sign-up", german)).text()).toBe("<div id=root></div>");
  });
});

describe("the page a route gets", () => {
  it("is pre-rendered for / and for /auth on the tab its mode asks for", () => {
    expect(pageFor("/", "")).toBe("index.html");
    expect(pageFor("/auth", "")).toBe("auth.html");
    expect(pageFor("/auth/", "?mode=other")).toBe("auth.html");
    expect(pageFor("/auth", "?mode=sign-up")).toBe("auth-sign-up.html");
  });

  it("is the shell when /auth starts the demo by itself (a spinner, not the forms)", () => {
    expect(pageFor("/auth", "?start=demo")).toBe("app.html");
  });

  it("fetches the Overview's chunks and data on /dashboard, the shell's on its other pages", () => {
    expect(pageFor("/dashboard", "?start=sign-up")).toBe("overview.html");
    expect(pageFor("/dashboard/", "")).toBe("overview.html");
    expect(pageFor("/dashboard/tours/1", "")).toBe("dashboard.html");
    expect(pageFor("/dashboards", "")).toBe("app.html");
    expect(pageFor("/privacy", "")).toBe("app.html");
  });
});
