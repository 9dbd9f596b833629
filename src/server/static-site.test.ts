import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageFor, staticSite } from "./static-site";

function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-static-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<div id=root><h1>Landing</h1></div>");
  fs.writeFileSync(path.join(dir, "app.html"), "<div id=root></div>");
  fs.writeFileSync(path.join(dir, "auth.html"), "<div id=root><h1>Sign in</h1></div>");
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
