// `npm test`: unit + component + API suites, then the browser suite. Each suite writes its
// report to .test-results/, and the last line is "N passed, N failed" (see
// summarize-tests.mjs): a suite that crashed, never ran or left a `.only` behind shows there.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findChromium } from "./chromium.mjs";
import { countReport, printSummary, writeNotRun, writeStepFailure } from "./summarize-tests.mjs";

const RESULTS = process.env.TEST_RESULTS_DIR ?? ".test-results";

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

/** A suite that failed without its report showing a failure still counts as one. */
function recordCrash(step, status, report) {
  if (status === 0 || countReport(report).failed > 0) return;
  const message = `exited with status ${status} without reporting a failed test; counted as 1 failure`;
  writeStepFailure(RESULTS, step, message);
  console.error(`\n${step}: ${message}.`);
}

function main() {
  let failed = false;
  const vitestReport = `${RESULTS}/vitest.json`;
  const vitestStatus = run("npx", [
    "vitest",
    "run",
    // A stray `.only` would quietly shrink the run: refuse it.
    "--allowOnly=false",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  recordCrash("vitest", vitestStatus, vitestReport);
  failed ||= vitestStatus !== 0;

  const chromium = findChromium();
  if (!chromium) {
    const message =
      "NO CHROMIUM FOUND: the end-to-end suite did not run. Install it with `apt-get install -y chromium-headless-shell`.";
    console.error(`\n${"!".repeat(message.length)}\n${message}\n${"!".repeat(message.length)}\n`);
    writeNotRun(RESULTS, "e2e", "the end-to-end suite (no Chromium)");
    if (process.env.REQUIRE_E2E === "1") {
      console.error("REQUIRE_E2E=1: failing because the browser suite could not run.");
      writeStepFailure(RESULTS, "e2e-required", "REQUIRE_E2E=1 but Chromium was not found");
      failed = true;
    }
    return failed;
  }
  const e2eReport = `${RESULTS}/e2e.json`;
  const buildStatus = run("npm", ["run", "build", "--silent"]);
  if (buildStatus !== 0) {
    writeStepFailure(RESULTS, "build", `npm run build exited with status ${buildStatus}`);
    writeNotRun(RESULTS, "e2e", "the end-to-end suite (the build failed)");
    return true;
  }
  const e2eStatus = run("npx", ["playwright", "test"], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    FORBID_ONLY: "1",
  });
  recordCrash("e2e", e2eStatus, e2eReport);
  return failed || e2eStatus !== 0;
}

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
let failed = true;
try {
  failed = main();
} catch (err) {
  writeStepFailure(RESULTS, "npm-test", `scripts/test.mjs crashed: ${err.message}`);
  console.error(err);
}
const total = printSummary(RESULTS);
process.exit(failed || total.failed > 0 ? 1 : 0);
