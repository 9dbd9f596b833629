import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Features never import each other: what two features share lives in src/client/components or
// src/client/lib, and src/client/app composes the features. A test rather than a lint rule,
// so a feature added tomorrow is covered without touching any configuration.
const ROOT = path.resolve(import.meta.dirname, "../..");
const FEATURES = path.join(ROOT, "src/client/features");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

/** The feature folder an import lands in, or undefined when it is outside every feature. */
function featureOf(fromFile: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("@/")) target = path.join(ROOT, "src", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const rel = path.relative(FEATURES, target);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0];
}

function crossFeatureImports(): string[] {
  const found: string[] = [];
  for (const feature of fs.readdirSync(FEATURES)) {
    for (const file of sourceFiles(path.join(FEATURES, feature))) {
      for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
        const other = featureOf(file, specifier!);
        if (other && other !== feature) {
          found.push(`${path.relative(ROOT, file)} imports ${specifier} (feature ${other})`);
        }
      }
    }
  }
  return found;
}

describe("feature boundaries", () => {
  it("no feature imports another feature", () => {
    expect(crossFeatureImports()).toEqual([]);
  });

  it("would notice one that did", () => {
    const file = path.join(FEATURES, "tours/components/tour-list.tsx");
    expect(featureOf(file, "@/client/features/marketing/api/campaigns")).toBe("marketing");
    expect(featureOf(file, "../../overview/components/stat-cards")).toBe("overview");
    expect(featureOf(file, "../api/tours")).toBe("tours");
    expect(featureOf(file, "@/client/components/form-dialog")).toBeUndefined();
  });
});
