import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticSite } from "./static-site";

function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-static-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<div id=root><h1>Landing</h1></div>");
  fs.writeFileSync(path.join(dir, "app.html"), "<div id=root></div>");
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

  it("answers every app route with the empty shell, so the landing never flashes there", async () => {
    for (const route of ["/dashboard", "/auth", "/dashboard/tours/1", "/no-such-page"]) {
      const res = await site.request(route);
      expect(await res.text()).toBe("<div id=root></div>");
    }
  });

  it("caches hashed assets for a year and 404s a missing file", async () => {
    const asset = await site.request("/assets/app-123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await site.request("/assets/missing.js")).status).toBe(404);
  });
});
