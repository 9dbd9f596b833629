import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { ACTIVITY_AREAS } from "@/domain/team/activity-areas";

// ADR 0007's tables are the map a newcomer reads first: every area with its name at every
// layer. A folder renamed, an area added without its row or a row naming a file that moved
// would leave the map wrong, silently; this reads the tables and checks them against the tree.
const ROOT = path.resolve(import.meta.dirname, "../..");
const ADR = "docs/decisions/0007-adding-a-feature-area.md";
const PRODUCT = "docs/product.md";
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), "utf8");

interface Table {
  header: string[];
  rows: string[][];
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Every markdown table of the text: consecutive lines starting with "|". */
function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  let lines: string[] = [];
  for (const line of [...markdown.split("\n"), ""]) {
    if (line.trimStart().startsWith("|")) {
      lines.push(line);
      continue;
    }
    if (lines.length > 2) {
      tables.push({ header: cellsOf(lines[0]!), rows: lines.slice(2).map(cellsOf) });
    }
    lines = [];
  }
  return tables;
}

/** The folder a column names in its header (`src/domain/`), when it names one. */
const baseOf = (header: string) => ticked(header).find((t) => /^[\w.-]+(\/[\w.-]+)*\/$/.test(t));

/** Every token of every column whose header is `title` (or names that folder). */
function column(tables: Table[], title: string): string[] {
  return tables.flatMap((t) => {
    const i = t.header.findIndex((h) => h === title || baseOf(h) === title);
    return i < 0 ? [] : t.rows.flatMap((r) => ticked(r[i] ?? ""));
  });
}

/** A path of the table exists: a file, a folder, or (with `*`) at least one file matching. */
function exists(rel: string): boolean {
  if (!rel.includes("*")) return fs.existsSync(path.join(ROOT, rel));
  const dir = path.join(ROOT, path.dirname(rel));
  const pattern = new RegExp(`^${path.basename(rel).replace(/[.]/g, "\\.").replace("*", ".*")}$`);
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => pattern.test(f));
}

const folders = (rel: string) =>
  fs
    .readdirSync(path.join(ROOT, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const sourceFilesIn = (rel: string) =>
  fs.readdirSync(path.join(ROOT, rel)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
/** What sits at the top level of a folder: its folders (with "/") and its files, tests aside. */
const topLevelOf = (rel: string) =>
  fs
    .readdirSync(path.join(ROOT, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory() || !/\.test\.tsx?$/.test(e.name))
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));

/** The layers whose every top-level folder and file the map places. */
const PLACED = [
  "src/domain/",
  "src/server/",
  "src/server/db/queries/",
  "src/server/routes/",
  "src/client/",
];

/** The areas app.ts mounts (`.route("/", toursArea)`), as their folder names (`tours`). */
const mountedAreas = () =>
  [...read("src/server/app.ts").matchAll(/\.route\("\/", (\w+)Area\)/g)].map((m) =>
    m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  );

const sections = new Set(
  [...read(PRODUCT).matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]),
);

/** What is wrong with the tables of `markdown`, one line each. */
function problems(markdown: string): string[] {
  const tables = tablesOf(markdown);
  const found: string[] = [];

  // Every path named under a folder column exists.
  for (const t of tables) {
    t.header.forEach((h, i) => {
      const base = baseOf(h);
      if (!base) return;
      for (const row of t.rows) {
        for (const token of ticked(row[i] ?? "")) {
          if (!exists(base + token)) found.push(`${row[0]}: ${base}${token} does not exist`);
        }
      }
    });
  }

  // Every area folder of the four layers, every schema file and top-level route file appears.
  const named = (base: string) => column(tables, base);
  const covers = (base: string, entry: string) =>
    named(base).some((t) => t === entry || t.startsWith(entry.endsWith("/") ? entry : `${entry}/`));
  for (const base of PLACED) {
    for (const entry of topLevelOf(base)) {
      if (!covers(base, entry)) found.push(`${base}${entry} is in no row`);
    }
  }
  for (const folder of folders("src/client/features")) {
    if (!covers("src/client/", `features/${folder}/`)) {
      found.push(`src/client/features/${folder}/ is in no row`);
    }
  }
  for (const file of sourceFilesIn("src/server/db/schema/")) {
    if (!named("src/server/db/schema/").includes(file)) {
      found.push(`src/server/db/schema/${file} is in no row`);
    }
  }

  // Cache keys: each named root exists, and every root has its area.
  const roots = Object.keys(queryKeys);
  const keyRoots = column(tables, "`queryKeys.`").map((k) => k.split(".")[0]!);
  for (const key of keyRoots) {
    if (!roots.includes(key)) found.push(`queryKeys.${key} does not exist`);
  }
  for (const root of roots) {
    if (!keyRoots.includes(root)) found.push(`queryKeys.${root} is in no row`);
  }

  // Activity areas: each named one exists, and every one has its row.
  const areas = column(tables, "Activity area");
  for (const area of areas) {
    if (!(ACTIVITY_AREAS as readonly string[]).includes(area)) {
      found.push(`activity area ${area} does not exist`);
    }
  }
  for (const area of ACTIVITY_AREAS) {
    if (!areas.includes(area)) found.push(`activity area ${area} is in no row`);
  }

  // The product's sections cited exist.
  for (const t of tables) {
    const i = t.header.indexOf("`docs/product.md`");
    if (i < 0) continue;
    for (const row of t.rows) {
      for (const m of (row[i] ?? "").matchAll(/§(\d+(?:\.\d+)*)/g)) {
        if (!sections.has(m[1]!)) found.push(`${row[0]}: docs/product.md §${m[1]} does not exist`);
      }
    }
  }
  return found;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"]
  .concat(["nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"])
  .concat(["seventeen", "eighteen", "nineteen", "twenty"]);

describe("ADR 0007's table of areas", () => {
  const adr = read(ADR);

  it("is found, with a row per area and its names at every layer", () => {
    const [names] = tablesOf(adr);
    expect(names?.header).toContain("`src/domain/`");
    expect(names?.header).toContain("`src/client/`");
    const areas = names!.rows.map((r) => ticked(r[0]!)[0]);
    for (const area of ACTIVITY_AREAS) expect(areas).toContain(area);
  });

  it("names only what exists, and every area folder, schema file and cache key", () => {
    expect(problems(adr)).toEqual([]);
  });

  it("names the areas app.ts mounts: one per folder of src/server/routes, as many as it says", () => {
    const routeFolders = folders("src/server/routes").sort();
    expect(mountedAreas().sort()).toEqual(routeFolders);
    const said = adr.match(/`app\.ts` mounts every area\s+\((\w+):/)?.[1];
    expect(said && NUMBER_WORDS.indexOf(said)).toBe(routeFolders.length);
  });

  it("would notice a file or folder of a top level that the map does not place", () => {
    const renamed = problems(adr.replace("`versioned-json.ts`", "`versioned.ts`"));
    expect(renamed).toContain("src/server/versioned-json.ts is in no row");
    expect(renamed.some((p) => p.endsWith("src/server/versioned.ts does not exist"))).toBe(true);
    expect(problems(adr.replace("`main.tsx`, `styles.css`", "`main.tsx`"))).toContain(
      "src/client/styles.css is in no row",
    );
    expect(
      problems(adr.replace("| `page-data.ts`, `page-paths.ts` |", "| `page-data.ts` |")),
    ).toContain("src/domain/page-paths.ts is in no row");
  });

  it("would notice a folder renamed, a row missing or a key unknown", () => {
    const renamed = adr.replace("| `merch/` | `merch.ts` |", "| `merchandise/` | `merch.ts` |");
    expect(problems(renamed)).toEqual(
      expect.arrayContaining([
        "`merch`: src/domain/merchandise/ does not exist",
        "src/domain/merch/ is in no row",
      ]),
    );
    const noMarketing = adr
      .split("\n")
      .filter((line) => !line.startsWith("| `marketing` | Marketing"))
      .join("\n");
    expect(problems(noMarketing)).toEqual(
      expect.arrayContaining([
        "src/server/routes/marketing/ is in no row",
        "src/client/features/marketing/ is in no row",
        "queryKeys.campaigns is in no row",
        "activity area marketing is in no row",
      ]),
    );
    const unknownKey = adr.replace("| `campaigns` | `marketing` |", "| `adverts` | `marketing` |");
    expect(problems(unknownKey)).toContain("queryKeys.adverts does not exist");
  });
});
