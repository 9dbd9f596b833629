// A test file that no runner picks up is worse than none: it reads as coverage and never runs.
// Every *.test.* / *.spec.* file in the repository must belong to exactly one vitest project,
// or be a Playwright spec under tests/e2e.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import playwrightConfig from "../playwright.config.ts";
import vitestConfig from "../vitest.config.ts";

/** The glob forms the configs use: "**\/", "*" and "{a,b}" (node's matchesGlob is experimental). */
function globToRegExp(glob) {
  let re = "";
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith("**/", i)) {
      re += "(?:.*/)?";
      i += 2;
    } else if (c === "*") re += "[^/]*";
    else if (c === "{") {
      braces += 1;
      re += "(?:";
    } else if (c === "}") {
      braces -= 1;
      re += ")";
    } else if (c === "," && braces > 0) re += "|";
    else re += c.replace(/[.+?^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

const SKIP = new Set(["node_modules", "dist", "coverage", "test-results", "playwright-report"]);

function testFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, found);
    else if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name))
      found.push(full.replaceAll("\\", "/"));
  }
  return found;
}

it("reads the configs' globs", () => {
  expect(globToRegExp("src/**/*.test.ts").test("src/a/b/c.test.ts")).toBe(true);
  expect(globToRegExp("src/**/*.test.ts").test("src/c.test.ts")).toBe(true);
  expect(globToRegExp("src/**/*.test.ts").test("src/c.test.tsx")).toBe(false);
  expect(globToRegExp("src/**/*.test.ts").test("tests/src/c.test.ts")).toBe(false);
  expect(globToRegExp("scripts/*.test.{ts,mjs}").test("scripts/x.test.mjs")).toBe(true);
});

it("every test file in the repository is run by a test runner", () => {
  const projects = vitestConfig.test.projects.map((p) => ({
    name: p.test.name,
    include: p.test.include,
  }));
  const e2eDir = `${playwrightConfig.testDir.replace(/^\.\//, "")}/`;
  const owners = (file) => {
    const names = projects
      .filter((p) => p.include.some((glob) => globToRegExp(glob).test(file)))
      .map((p) => p.name);
    if (file.startsWith(e2eDir) && file.endsWith(".spec.ts")) names.push("playwright");
    return names;
  };
  const files = testFiles(".").map((f) => f.replace(/^\.\//, ""));
  expect(files.length).toBeGreaterThan(30);
  const wrong = files
    .map((file) => ({ file, runners: owners(file) }))
    .filter((f) => f.runners.length !== 1);
  expect(wrong).toEqual([]);
});
