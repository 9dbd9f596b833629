import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Two modules that import each other load in an order that depends on who was imported first:
// one of them sees the other's exports as undefined while it initialises, which works until a
// new import changes the order. The code was untangled once (tours ↔ negotiations); this walks
// the whole import graph of src/ (relative and `@/` imports, `import type` and dynamic imports
// included) so a new cycle is named on the day it appears.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The source file an import names, or undefined for a package or a non-source asset. */
function resolve(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((c) => SOURCE.test(c) && fs.existsSync(c) && fs.statSync(c).isFile());
}

type Graph = Map<string, string[]>;

function importGraph(files: string[]): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolve(file, m[1]!))
      .filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one module (or a module importing itself). */
function cyclicComponents(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;

  // Iterative Tarjan: the graph has hundreds of modules and a recursive walk could run deep.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) found.push(component);
    }
  }
  return found;
}

/** One concrete loop through a component, as "a → b → a", to name in the failure. */
function describeCycle(graph: Graph, component: string[]): string {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  // Breadth-first from start back to start, staying inside the component: the shortest loop.
  const previous = new Map<string, string>();
  const queue = [start];
  let closing: string | undefined;
  while (queue.length > 0 && closing === undefined) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        closing = node;
        break;
      }
      if (previous.has(to)) continue;
      previous.set(to, node);
      queue.push(to);
    }
  }
  const loop = [start];
  for (let node = closing; node !== undefined && node !== start; node = previous.get(node)) {
    loop.splice(1, 0, node);
  }
  loop.push(start);
  const names = loop.map((f) => path.relative(ROOT, f));
  const more = component.length > loop.length - 1 ? ` (${component.length} modules in all)` : "";
  return names.join(" → ") + more;
}

describe("import cycles", () => {
  const graph = importGraph(sourceFiles(SRC));

  it("reads the whole of src/", () => {
    expect(graph.size).toBeGreaterThan(300);
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
  });

  it("no module of src/ imports itself back through others", () => {
    expect(cyclicComponents(graph).map((c) => describeCycle(graph, c))).toEqual([]);
  });

  it("would name one that did", () => {
    const a = path.join(SRC, "domain/a.ts");
    const b = path.join(SRC, "domain/b.ts");
    const c = path.join(SRC, "domain/c.ts");
    const sample: Graph = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    const cycles = cyclicComponents(sample);
    expect(cycles).toHaveLength(1);
    expect(describeCycle(sample, cycles[0]!)).toBe(
      "src/domain/a.ts → src/domain/b.ts → src/domain/c.ts → src/domain/a.ts",
    );
    expect(
      cyclicComponents(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
    expect(resolve(path.join(SRC, "domain/tours/tours.ts"), "../money")).toBe(
      path.join(SRC, "domain/money.ts"),
    );
    expect(resolve(path.join(SRC, "client/main.tsx"), "@/domain/money")).toBe(
      path.join(SRC, "domain/money.ts"),
    );
  });
});
