// Adds up the JSON reports of vitest and Playwright in a folder into "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

export function countResults(dir) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (!fs.existsSync(dir)) return { passed, failed, skipped };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    if ("numPassedTests" in report) {
      passed += report.numPassedTests;
      // A run that broke before or outside any test (config error, crash) still counts as a failure.
      failed += report.numFailedTests || (report.success === false ? 1 : 0);
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    }
  }
  return { passed, failed, skipped };
}

export function printSummary(...dirs) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const dir of dirs) {
    const c = countResults(dir);
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : "";
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) printSummary(...process.argv.slice(2));
