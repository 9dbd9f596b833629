// `npm test`: unit + component + API suites, then the browser suite. Each suite writes its
// counts to .test-results/, and the last line is the plain "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findChromium } from "./chromium.mjs";
import { countReport, printSummary } from "./summarize-tests.mjs";

const RESULTS = ".test-results";
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

/** A suite that failed without reporting a failed test (crash, server never started) still counts. */
function recordCrash(suite, status) {
  if (status === 0) return;
  if (countReport(`${RESULTS}/${suite}.json`).failed === 0) {
    fs.writeFileSync(
      `${RESULTS}/${suite}-crash.json`,
      JSON.stringify({ numPassedTests: 0, numFailedTests: 1 }),
    );
    console.error(
      `\n${suite}: exited with status ${status} without reporting a failed test; counted as 1 failure.`,
    );
  }
}

let failed = false;
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${RESULTS}/vitest.json`,
]);
recordCrash("vitest", vitestStatus);
failed ||= vitestStatus !== 0;

const chromium = findChromium();
if (!chromium) {
  const message =
    "NO CHROMIUM FOUND: the end-to-end suite did not run. Install it with `apt-get install -y chromium`.";
  console.error(`\n${"!".repeat(message.length)}\n${message}\n${"!".repeat(message.length)}\n`);
  if (process.env.REQUIRE_E2E === "1") {
    console.error("REQUIRE_E2E=1: failing because the browser suite could not run.");
    recordCrash("e2e", 1);
    failed = true;
  }
} else {
  let e2eStatus = run("npm", ["run", "build", "--silent"]);
  if (e2eStatus === 0) {
    e2eStatus = run("npx", ["playwright", "test"], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json`,
    });
  }
  recordCrash("e2e", e2eStatus);
  failed ||= e2eStatus !== 0;
}

printSummary(RESULTS);
process.exit(failed ? 1 : 0);
