// `.ci/run`'s last line in the failure modes that once let it read "N passed, 0 failed" while
// the run failed. The script runs for real, in a copy of the repository's scripts, with the
// heavy tools (npm, PostgreSQL's client, Chromium) replaced by stubs that pass, fail or crash.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-ci-"));
  fs.mkdirSync(path.join(root, ".ci"));
  fs.mkdirSync(path.join(root, "scripts"));
  fs.mkdirSync(path.join(root, "bin"));
  fs.copyFileSync(".ci/run", path.join(root, ".ci/run"));
  fs.copyFileSync("scripts/summarize-tests.mjs", path.join(root, "scripts/summarize-tests.mjs"));
  stub("psql", "exit 0");
  stub("pg_isready", "exit 0");
  stub("chromium", "echo Chromium 1.0");
  nativeCheck("process.exit(0)");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function stub(name, body) {
  fs.writeFileSync(path.join(root, "bin", name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
}

/** scripts/check-native.mjs's stand-in: the real one loads packages this copy does not have. */
function nativeCheck(body) {
  fs.writeFileSync(
    path.join(root, "scripts/check-native.mjs"),
    `import fs from "node:fs";\n${body}\n`,
  );
}

const passingReport = (dir, passed) =>
  `mkdir -p ${dir} && echo '{"numPassedTests":${passed},"numFailedTests":0,"success":true}' > ${dir}/r.json`;

/** npm's stub: each step of .ci/run does what the scenario says. */
function npm({ ci = "exit 0", check = "exit 0", test, pg, node24 = "exit 0" }) {
  stub(
    "npm",
    `case "$1 $2" in
  "ci "*) ${ci} ;;
  "run check") ${check} ;;
  "test "|"test") ${test} ;;
  "run test:api:pg") ${pg} ;;
  "run test:node24") ${node24} ;;
  *) echo "unexpected npm $*" >&2; exit 9 ;;
esac`,
  );
}

function ciRun() {
  const run = spawnSync("bash", [path.join(root, ".ci/run")], {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: `${path.join(root, "bin")}${path.delimiter}${process.env.PATH}`,
      CHROMIUM_PATH: path.join(root, "bin", "chromium"),
    },
  });
  return { status: run.status, lastLine: run.stdout.trim().split("\n").at(-1) };
}

it("counts npm test crashing before it wrote any report", () => {
  npm({ test: "echo crashed >&2; exit 1", pg: passingReport(".test-results-pg", 120) });
  expect(ciRun()).toEqual({ status: 1, lastLine: "120 passed, 1 failed" });
});

it("counts nothing of an earlier run", () => {
  fs.mkdirSync(path.join(root, ".test-results"));
  fs.writeFileSync(
    path.join(root, ".test-results/vitest.json"),
    '{"numPassedTests":500,"numFailedTests":0,"success":true}',
  );
  npm({ test: "exit 1", pg: passingReport(".test-results-pg", 3) });
  expect(ciRun()).toEqual({ status: 1, lastLine: "3 passed, 1 failed" });
});

it("counts a failed check and a PostgreSQL suite that crashed", () => {
  npm({ check: "exit 1", test: passingReport(".test-results", 10), pg: "exit 1" });
  expect(ciRun()).toEqual({ status: 1, lastLine: "10 passed, 2 failed" });
});

it("counts a failure npm test recorded once, not twice", () => {
  npm({
    test: `mkdir -p .test-results && echo '{"numPassedTests":4,"numFailedTests":2,"success":false}' > .test-results/v.json; exit 1`,
    pg: passingReport(".test-results-pg", 5),
  });
  expect(ciRun()).toEqual({ status: 1, lastLine: "9 passed, 2 failed" });
});

it("ends with a failing line when a step it needs fails", () => {
  npm({ ci: "exit 1", test: "exit 0", pg: "exit 0" });
  expect(ciRun()).toEqual({ status: 1, lastLine: "0 passed, 1 failed" });
});

it("passes a clean run", () => {
  npm({ test: passingReport(".test-results", 10), pg: passingReport(".test-results-pg", 5) });
  expect(ciRun()).toEqual({ status: 0, lastLine: "15 passed, 0 failed" });
});

it("installs once more when a native package did not arrive, then goes on", () => {
  // Missing after the first install, there after the second.
  nativeCheck(`process.exit(fs.existsSync("installed-twice") ? 0 : 1)`);
  npm({
    ci: `[ -e installed-once ] && touch installed-twice; touch installed-once`,
    test: passingReport(".test-results", 10),
    pg: passingReport(".test-results-pg", 5),
  });
  expect(ciRun()).toEqual({ status: 0, lastLine: "15 passed, 0 failed" });
});

it("stops with a failing line when a native package is still missing", () => {
  nativeCheck("process.exit(1)");
  npm({ test: passingReport(".test-results", 10), pg: passingReport(".test-results-pg", 5) });
  expect(ciRun()).toEqual({ status: 1, lastLine: "0 passed, 1 failed" });
});
