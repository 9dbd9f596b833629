// `npm test`: unit + component + API suites, then the browser suite. Each suite writes its
// counts to .test-results/, and the last line is the plain "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findChromium } from "./chromium.mjs";
import { printSummary } from "./summarize-tests.mjs";

fs.rmSync(".test-results", { recursive: true, force: true });
fs.mkdirSync(".test-results", { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

let failed = 0;
failed |= run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.test-results/vitest.json",
]);

const chromium = findChromium();
if (!chromium) {
  const message =
    "NO CHROMIUM FOUND: the end-to-end suite did not run. Install it with `apt-get install -y chromium`.";
  console.error(`\n${"!".repeat(message.length)}\n${message}\n${"!".repeat(message.length)}\n`);
  if (process.env.REQUIRE_E2E === "1") {
    console.error("REQUIRE_E2E=1: failing because the browser suite could not run.");
    failed = 1;
  }
} else {
  failed |= run("npm", ["run", "build", "--silent"]);
  failed |= run("npx", ["playwright", "test"], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: ".test-results/e2e.json",
  });
}

printSummary(".test-results");
process.exit(failed ? 1 : 0);
