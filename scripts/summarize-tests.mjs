// Adds up the JSON reports of vitest and Playwright in a folder into "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

/** Counts of one vitest or Playwright JSON report; a missing file counts nothing. */
export function countReport(file) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (!fs.existsSync(file)) return counts;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    counts.passed = report.numPassedTests;
    // A run that broke before or outside any test (config error, crash) still counts as a failure.
    counts.failed = report.numFailedTests || (report.success === false ? 1 : 0);
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    counts.passed = report.stats.expected + (report.stats.flaky ?? 0);
    counts.failed = report.stats.unexpected;
    counts.skipped = report.stats.skipped;
  }
  return counts;
}

export function countResults(dir) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (!fs.existsSync(dir)) return total;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const c = countReport(path.join(dir, file));
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  return total;
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
