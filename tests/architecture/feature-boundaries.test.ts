import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Imports go one way: features → the slices → components / lib → domain. Features never
// import each other (src/client/app composes them); what two features share lives in a slice
// (src/client/negotiation: what Tours and the HCC Manager both show of a negotiation;
// src/client/contract: the contract panel Tours, the HCC Manager, Settings and the promoter's
// page share) or in src/client/components and src/client/lib. A slice sits outside
// src/client/features because inside one feature's folder the others could not import it.
// A test rather than a lint rule, so a feature added tomorrow is covered without touching
// any configuration.
const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "src/client");
const FEATURES = path.join(CLIENT, "features");
const SLICE = path.join(CLIENT, "negotiation");
const SLICES = [SLICE, path.join(CLIENT, "contract")];
const SHARED = [path.join(CLIENT, "components"), path.join(CLIENT, "lib")];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

/** Where an import lands inside the repository, or undefined for a package. */
function targetOf(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith("@/")) return path.join(ROOT, "src", specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return undefined;
}

const inside = (dir: string, target: string) => {
  const rel = path.relative(dir, target);
  return !rel.startsWith("..") && !path.isAbsolute(rel);
};

/** The feature folder an import lands in, or undefined when it is outside every feature. */
function featureOf(fromFile: string, specifier: string): string | undefined {
  const target = targetOf(fromFile, specifier);
  if (!target || !inside(FEATURES, target)) return undefined;
  return path.relative(FEATURES, target).split(path.sep)[0];
}

const importsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => m[1]!);

function crossFeatureImports(): string[] {
  const found: string[] = [];
  for (const feature of fs.readdirSync(FEATURES)) {
    for (const file of sourceFiles(path.join(FEATURES, feature))) {
      for (const specifier of importsOf(file)) {
        const other = featureOf(file, specifier);
        if (other && other !== feature) {
          found.push(`${path.relative(ROOT, file)} imports ${specifier} (feature ${other})`);
        }
      }
    }
  }
  return found;
}

/** Imports from `dirs` that land in any of `forbidden` (the direction runs the other way). */
function upwardImports(dirs: string[], forbidden: string[]): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = targetOf(file, specifier);
          return target !== undefined && forbidden.some((f) => inside(f, target));
        })
        .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
    ),
  );
}

describe("feature boundaries", () => {
  it("no feature imports another feature", () => {
    expect(crossFeatureImports()).toEqual([]);
  });

  it("the slices import no feature", () => {
    expect(upwardImports(SLICES, [FEATURES])).toEqual([]);
  });

  it("components and lib import neither a feature nor a slice", () => {
    expect(upwardImports(SHARED, [FEATURES, ...SLICES])).toEqual([]);
  });

  it("would notice one that did", () => {
    const file = path.join(FEATURES, "tours/components/tour-list.tsx");
    expect(featureOf(file, "@/client/features/marketing/api/campaigns")).toBe("marketing");
    expect(featureOf(file, "../../overview/components/stat-cards")).toBe("overview");
    expect(featureOf(file, "../api/tours")).toBe("tours");
    expect(featureOf(file, "@/client/components/form-dialog")).toBeUndefined();
    const sliceFile = path.join(SLICE, "venue-picker.tsx");
    const up = (specifier: string, forbidden: string) =>
      inside(forbidden, targetOf(sliceFile, specifier)!);
    expect(up("../features/tours/api/tours", FEATURES)).toBe(true);
    expect(up("@/client/features/negotiations/api/negotiations", FEATURES)).toBe(true);
    expect(up("./venue-fields", SLICE)).toBe(true);
    expect(up("@/client/components/form-select", FEATURES)).toBe(false);
  });
});
