import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A write's cache updates live in the api/ folder of its area (ADR 0007): one place per area
// to read what a write refreshes, and components that only call hooks. An invalidation typed
// in a component is how writes came to leave other pages stale. This finds every call that
// changes the query cache outside an api/ folder, except the few named below with their
// reason (ADR 0007, "Cache updates").
const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "src/client");

/** Where cache updates belong: each feature's api/ folder and the two slices' (ADR 0007). */
const API_FOLDER = /^src\/client\/(?:features\/[^/]+|negotiation|contract)\/api\//;

/** Calls that change what the query cache holds (reads such as getQueryData are free). */
const CACHE_UPDATE =
  /\.\s*(invalidateQueries|setQueryData|setQueriesData|resetQueries|removeQueries|refetchQueries)\s*\(/g;

/**
 * The exceptions: none of them is a write refreshing what it changed. A path ending in "/"
 * names a folder.
 */
const EXCEPTIONS: { paths: string[]; why: string }[] = [
  {
    // Helper C's move puts the outbox in src/client/offline/; either home is this exception.
    paths: ["src/client/offline/"],
    why: "writes queued offline replay together: any area may be stale, so every query is",
  },
  {
    paths: ["src/client/lib/workspace.ts"],
    why: "switching workspace forgets every area's answers (all but the person's session)",
  },
  {
    paths: ["src/client/app/layouts/use-view-as.ts"],
    why: "View as crew reads every page again as the other role",
  },
  {
    paths: ["src/client/app/page-data.ts"],
    why: "seeds the cache with the data the server rendered the page with: a read, not a write",
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests seed the cache to arrange a screen: they are not the app's writes.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const matches = (file: string, p: string) => (p.endsWith("/") ? file.startsWith(p) : file === p);
const excepted = (file: string) => EXCEPTIONS.some((e) => e.paths.some((p) => matches(file, p)));

/** Every cache update in `files`, as "file:line: call". */
function cacheUpdates(files: string[]): string[] {
  return files.flatMap((full) => {
    const text = fs.readFileSync(full, "utf8");
    return [...text.matchAll(CACHE_UPDATE)].map((m) => {
      const line = text.slice(0, m.index).split("\n").length;
      return `${rel(full)}:${line}: ${m[1]}`;
    });
  });
}

describe("cache updates", () => {
  const found = cacheUpdates(sourceFiles(CLIENT));
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(":"));

  it("finds the areas' updates in their api/ folders", () => {
    expect(found.filter((hit) => API_FOLDER.test(fileOf(hit))).length).toBeGreaterThan(20);
  });

  it("live in an area's api/ folder, or in a named exception", () => {
    const outside = found.filter((hit) => !API_FOLDER.test(fileOf(hit)) && !excepted(fileOf(hit)));
    expect(outside).toEqual([]);
  });

  it("name exceptions that still make such a call", () => {
    const stale = EXCEPTIONS.filter(
      (e) => !found.some((hit) => e.paths.some((p) => matches(fileOf(hit), p))),
    ).map((e) => e.paths.join(" or "));
    expect(stale).toEqual([]);
  });

  it("would notice one in a component", () => {
    const sample = "const after = () => queryClient.invalidateQueries({ queryKey: keys.x });";
    expect([...sample.matchAll(CACHE_UPDATE)].map((m) => m[1])).toEqual(["invalidateQueries"]);
    expect(API_FOLDER.test("src/client/features/tours/components/tour-list.tsx")).toBe(false);
    expect(API_FOLDER.test("src/client/features/tours/api/use-show-mutations.ts")).toBe(true);
    expect(API_FOLDER.test("src/client/negotiation/api/negotiation-moves.ts")).toBe(true);
    expect(excepted("src/client/features/settings/settings-page.tsx")).toBe(false);
    expect(excepted("src/client/offline/outbox-sync.ts")).toBe(true);
  });
});
