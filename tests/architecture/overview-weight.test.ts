import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The Overview is the first screen after sign-in and has a JavaScript budget (issue 12,
// `npm run bench`). Form libraries are its heaviest avoidable weight: zod alone is 24 KB gz.
// They may load lazily (the export dialog), never through the Overview's static imports.
// The ISO 4217 list (6.6 KB gz) neither: the Overview's totals need no minor unit (home-money.ts).
const ROOT = path.resolve(import.meta.dirname, "../..");
const ENTRY = path.join(ROOT, "src/client/features/overview/overview-page.tsx");
const FORBIDDEN = ["zod", "react-hook-form", "@hookform/resolvers/zod", "currency-codes"];

// Static value imports and re-exports; `import type` and dynamic `import()` load nothing.
const STATIC_IMPORT =
  /^\s*(?:import(?!\s+type\b)[^;]*?from|import|export[^;]*?from)\s+["']([^"']+)["']/gm;

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, "src", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** Every package the entry reaches through static imports, with one path that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...trail, path.relative(ROOT, file)];
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(file, specifier!);
      if (local) walk(local, here);
      else if (!reached.has(specifier!)) reached.set(specifier!, here);
    }
  };
  walk(entry, []);
  return reached;
}

describe("the Overview's static imports", () => {
  it("reach no form library, nor the currency list", () => {
    const reached = packagesReached(ENTRY);
    const offending = FORBIDDEN.filter((p) => reached.has(p)).map(
      (p) => `${p} via ${reached.get(p)!.join(" → ")}`,
    );
    expect(offending).toEqual([]);
  });

  it("would notice one that did", () => {
    const reached = packagesReached(path.join(ROOT, "src/domain/tours/tours.ts"));
    expect(reached.has("zod")).toBe(true);
  });
});

// /auth (issue 49): its forms fetch their validation on first use (lib/lazy-resolver.ts), so
// nothing its page imports statically may bring zod or the currency list; the second sign-in
// step's code schemas load when that step shows.
describe("the auth page's static imports", () => {
  it("reach no schema library, nor the currency list", () => {
    const reached = packagesReached(path.join(ROOT, "src/client/features/auth/auth-page.tsx"));
    const offending = ["zod", "@hookform/resolvers/zod", "currency-codes"]
      .filter((p) => reached.has(p))
      .map((p) => `${p} via ${reached.get(p)!.join(" → ")}`);
    expect(offending).toEqual([]);
  });
});
