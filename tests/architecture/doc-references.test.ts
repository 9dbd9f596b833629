import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Comments, tests and docs cite the product's rules by section of docs/product.md and the
// reasons by ADR. A section renumbered or an ADR renamed would leave citations pointing at
// nothing, silently; this keeps every one of them pointing at something that exists.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "tests", "bench", "scripts", "docs", "README.md"];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sql|css|html)$/;
const SELF = path.relative(ROOT, import.meta.filename);

function files(rel: string): string[] {
  const full = path.join(ROOT, rel);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return TEXT_FILE.test(rel) ? [rel] : [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    return files(path.join(rel, entry.name));
  });
}

const scanned = SCANNED.flatMap(files).filter((f) => f !== SELF);
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), "utf8");

/** Every match of `re` in the scanned files, as "file:line: text". */
function findAll(re: RegExp, keep: (m: RegExpExecArray, file: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of scanned) {
    const text = read(file);
    for (const m of text.matchAll(re)) {
      if (keep(m as RegExpExecArray, file)) continue;
      const line = text.slice(0, m.index).split("\n").length;
      found.push(`${file}:${line}: ${m[0]}`);
    }
  }
  return found;
}

const PRODUCT = "docs/product.md";
/** "## 5. Finances" → "5", "### 5.8 Totals" → "5.8". */
const sections = new Set(
  [...read(PRODUCT).matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]),
);

const decisionFiles = fs.readdirSync(path.join(ROOT, "docs/decisions"));
const adrExists = (n: number) =>
  decisionFiles.some((f) => f.startsWith(`${String(n).padStart(4, "0")}-`));

describe("references in comments, tests and docs", () => {
  it("finds docs/product.md's numbered sections", () => {
    expect(sections.size).toBeGreaterThan(50);
  });

  it("cite sections of docs/product.md that exist", () => {
    const cites = /docs\/product\.md §(\d+(?:\.\d+)*)/g;
    expect(findAll(cites, (m) => sections.has(m[1]!))).toEqual([]);
  });

  it("inside docs/product.md, point at its own sections", () => {
    const found: string[] = [];
    for (const m of read(PRODUCT).matchAll(/§(\d+(?:\.\d+)*)/g)) {
      if (!sections.has(m[1]!)) found.push(m[0]);
    }
    expect(found).toEqual([]);
  });

  it("never cite the spec by its numbers, nor PRODUCT.md (neither is in the repository)", () => {
    const specCite = new RegExp(["spec", "(?:'s)?", " §"].join(""), "gi");
    expect(findAll(specCite, () => false)).toEqual([]);
    const outsideNotes = new RegExp(["PRODUCT", "\\.md"].join(""), "g");
    expect(findAll(outsideNotes, () => false)).toEqual([]);
  });

  it("name ADR files that exist", () => {
    const paths = /docs\/decisions\/(\d{4})([\w.-]*)/g;
    expect(
      findAll(paths, (m) => {
        const name = `${m[1]}${m[2]}`.replace(/\.$/, "");
        return decisionFiles.some(
          (f) => f === name || (!name.endsWith(".md") && f.startsWith(name)),
        );
      }),
    ).toEqual([]);
  });

  it("number ADRs that exist ('ADR 15', 'decision 0011')", () => {
    const numbers = /\b(?:ADR|[Dd]ecision)s? 0*(\d{1,4})\b/g;
    expect(findAll(numbers, (m) => adrExists(Number(m[1])))).toEqual([]);
  });
});
