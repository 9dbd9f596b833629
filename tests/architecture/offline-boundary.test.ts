import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Everything the app keeps on the device for use without a connection lives in one folder,
// src/client/offline (ADR 0018): the service worker and its registration, the saved answers,
// the outbox in IndexedDB, the offline state and what it shows. Only that folder touches the
// browser's storage for it, so forgetting an account's data on sign-out or a workspace switch
// has one place to look, and a page cannot keep data the sign-out would not find.
const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "src/client");
const OFFLINE = path.join(CLIENT, "offline");
const WORKER = path.join(OFFLINE, "sw");
const FEATURES = path.join(CLIENT, "features");
const SLICE = path.join(CLIENT, "negotiation");
const DOMAIN = path.join(ROOT, "src/domain");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const inside = (dir: string, target: string) => {
  const rel = path.relative(dir, target);
  return !rel.startsWith("..") && !path.isAbsolute(rel);
};

/** The browser's offline storage and the service worker, as code reaches them. */
const DEVICE_STORAGE = /\bindexedDB\b|\bcaches\s*\.|\bserviceWorker\b/;

/** Files outside src/client/offline that reach for it (tests may set it up for what they test). */
function deviceStorageOutsideOffline(files: string[]): string[] {
  return files
    .filter((file) => !inside(OFFLINE, file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => DEVICE_STORAGE.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(ROOT, file));
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

/** Where an import lands inside the repository, or undefined for a package. */
function targetOf(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith("@/")) return path.join(ROOT, "src", specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return undefined;
}

const importsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => ({ file, specifier: m[1]! }));

const shown = ({ file, specifier }: { file: string; specifier: string }) =>
  `${path.relative(ROOT, file)} imports ${specifier}`;

describe("the offline boundary", () => {
  it("only src/client/offline touches IndexedDB, the Cache Storage and the service worker", () => {
    expect(deviceStorageOutsideOffline(sourceFiles(CLIENT))).toEqual([]);
  });

  it("the offline folder imports no feature and not the negotiation slice", () => {
    const up = sourceFiles(OFFLINE)
      .flatMap(importsOf)
      .filter(({ file, specifier }) => {
        const target = targetOf(file, specifier);
        return target !== undefined && (inside(FEATURES, target) || inside(SLICE, target));
      });
    expect(up.map(shown)).toEqual([]);
  });

  // The worker is its own bundle, run outside any page: the app's code (React, the API
  // client) would only grow it, and cannot run there.
  it("the service worker imports only its own folder, the domain and Workbox", () => {
    const stray = sourceFiles(WORKER)
      .flatMap(importsOf)
      .filter(({ file, specifier }) => {
        const target = targetOf(file, specifier);
        if (target === undefined) return !specifier.startsWith("workbox-");
        return !inside(WORKER, target) && !inside(DOMAIN, target);
      });
    expect(stray.map(shown)).toEqual([]);
  });

  it("would notice a page that did", () => {
    const page = path.join(FEATURES, "tours/tours-page.tsx");
    const cases = ["caches.open('x')", "indexedDB.open('x')", "navigator.serviceWorker.ready"];
    for (const code of cases) expect(DEVICE_STORAGE.test(code)).toBe(true);
    expect(DEVICE_STORAGE.test("const cachesOpen = 1; // service worker")).toBe(false);
    // The folder itself does: the pattern finds what it is looking for.
    const users = sourceFiles(OFFLINE).filter((f) =>
      DEVICE_STORAGE.test(fs.readFileSync(f, "utf8")),
    );
    expect(users.length).toBeGreaterThanOrEqual(4);
    expect(inside(OFFLINE, page)).toBe(false);
    expect(inside(OFFLINE, path.join(OFFLINE, "sw/sw.ts"))).toBe(true);
    expect(inside(WORKER, targetOf(path.join(WORKER, "sw.ts"), "../../../domain/x")!)).toBe(false);
  });
});
