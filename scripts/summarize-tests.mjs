// Adds up the JSON reports in one or more folders into the last line of a test run:
// "N passed, N failed, N skipped". Three kinds of report are read:
// - vitest's JSON reporter (numPassedTests …, testResults per file),
// - Playwright's JSON reporter (stats, plus top-level errors),
// - a step report written by our own scripts: { "step": "…", "failed": 1, "message": "…" }
//   for a step that failed outside any test report, or { "step": "…", "notRun": "…" } for a
//   suite that did not run at all.
// Anything the line hides (a file that died in beforeAll, an unreadable report, a suite that
// never ran) is printed above it and counted, so the line never reads better than the run was;
// so is the name of each failed test, so that a log's last lines say what failed.
import fs from "node:fs";
import path from "node:path";

/**
 * Counts of one report file. Never throws: a report that cannot be read is itself a failure.
 * @returns {{ passed: number, failed: number, skipped: number, problems: string[], notRun: string[], failedTests: string[] }}
 */
export function countReport(file) {
  const counts = { passed: 0, failed: 0, skipped: 0, problems: [], notRun: [], failedTests: [] };
  if (!fs.existsSync(file)) return counts;
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    counts.failed = 1;
    counts.problems.push(`${file}: unreadable report (${err.message}); counted as 1 failure`);
    return counts;
  }
  if (report === null || typeof report !== "object") {
    counts.failed = 1;
    counts.problems.push(`${file}: not a test report; counted as 1 failure`);
  } else if ("step" in report) {
    countStep(report, counts);
  } else if ("numTotalTests" in report || "numPassedTests" in report) {
    countVitest(report, file, counts);
  } else if ("stats" in report) {
    countPlaywright(report, file, counts);
  } else {
    counts.failed = 1;
    counts.problems.push(`${file}: not a test report; counted as 1 failure`);
  }
  return counts;
}

function countStep(report, counts) {
  if (report.notRun) counts.notRun.push(report.notRun);
  if (report.failed) {
    counts.failed = report.failed;
    counts.problems.push(`${report.step}: ${report.message ?? "failed"}`);
  }
}

/** A message's lines, trimmed, without colour codes. */
const plainLines = (text) =>
  String(text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim());
/** One line of a failure: no colour codes, the message's first line, at most 240 characters. */
const firstLine = (text) => (plainLines(text).find((line) => line !== "") ?? "").slice(0, 240);
/**
 * What a failed expectation saw, after its first line: Playwright's "Locator:", "Expected:"
 * and "Received:" lines, so that a log's last lines say which check failed and how.
 */
const saw = (text) =>
  plainLines(text)
    .filter((line) => /^(Locator|Expected|Received)( string| pattern| value)?:/.test(line))
    .map((line) => line.slice(0, 160))
    .join("; ");
/**
 * Where a test that ran out of time was waiting: Playwright reports the timeout first, without
 * a place, and the action it stopped (its line and first "waiting for") as a further error.
 */
const stoppedAt = (errors) => {
  const located = (errors ?? []).find((error) => error?.location);
  if (!located) return "";
  const waiting = plainLines(located.message).find((line) => line.startsWith("- waiting for"));
  return ` — stopped at line ${located.location.line}: ${firstLine(located.message)}${waiting ? ` (${waiting.slice(2, 162)})` : ""}`;
};
const relative = (file) => (file ? path.relative(process.cwd(), file) || file : "?");

function countVitest(report, file, counts) {
  for (const result of report.testResults ?? [])
    for (const t of result.assertionResults ?? [])
      if (t.status === "failed")
        counts.failedTests.push(
          `${relative(result.name)} › ${t.fullName ?? t.title ?? "?"}: ${firstLine(t.failureMessages?.[0])}`,
        );
  counts.passed = report.numPassedTests ?? 0;
  counts.failed = report.numFailedTests ?? 0;
  counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that failed without a failed test (beforeAll threw, import error): vitest marks
  // its tests skipped. Each such file is a failure of its own.
  let deadFiles = 0;
  for (const result of report.testResults ?? []) {
    if (result.status !== "failed") continue;
    const tests = result.assertionResults ?? [];
    if (tests.some((t) => t.status === "failed")) continue;
    deadFiles += 1;
    const why = String(result.message ?? "").split("\n")[0] || "no message";
    counts.problems.push(`${result.name}: the file failed outside its tests (${why})`);
  }
  // Older or partial reports carry only the number of failed files.
  const failedFiles = report.numFailedTestSuites ?? 0;
  if (!report.testResults && failedFiles > 0 && counts.failed === 0) deadFiles = failedFiles;
  counts.failed += deadFiles;
  if (counts.failed === 0 && report.success === false) {
    counts.failed = 1;
    counts.problems.push(`${file}: the run failed outside any test; counted as 1 failure`);
  }
}

/** Each test Playwright counts unexpected, with its file, project and first error line. */
function failedPlaywrightTests(suites, counts, file, describes = []) {
  for (const suite of suites ?? []) {
    const where = suite.file ?? file;
    // A file's own suite is titled by its file name; a describe's by its title.
    const titles = suite.title && suite.title !== where ? [...describes, suite.title] : describes;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === "unexpected") {
          const last = (t.results ?? []).at(-1);
          const error = last?.error ?? last?.errors?.[0];
          const name = [...titles, spec.title].join(" ");
          const at = error?.location ? ` (line ${error.location.line})` : "";
          const detail = saw(error?.message);
          const stopped = error?.location ? "" : stoppedAt(last?.errors);
          counts.failedTests.push(
            `${where} › ${name} [${t.projectName ?? "?"}]${at}: ${firstLine(error?.message)}${detail ? ` — ${detail}` : ""}${stopped}`,
          );
        }
    failedPlaywrightTests(suite.suites, counts, where, titles);
  }
}

function countPlaywright(report, file, counts) {
  failedPlaywrightTests(report.suites, counts, undefined);
  const stats = report.stats ?? {};
  counts.passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed = stats.unexpected ?? 0;
  counts.skipped = stats.skipped ?? 0;
  // Errors outside any test: a config error, `test.only` under --forbid-only, a crashed
  // web server. Playwright counts no test for them.
  for (const error of report.errors ?? []) {
    counts.failed += 1;
    const message = String(error.message ?? error.value ?? "error").split("\n")[0];
    counts.problems.push(`${file}: ${message}`);
  }
}

/** Adds up every *.json report in the folders (a missing folder adds nothing). */
export function countResults(...dirs) {
  const total = { passed: 0, failed: 0, skipped: 0, problems: [], notRun: [], failedTests: [] };
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      if (!name.endsWith(".json")) continue;
      const c = countReport(path.join(dir, name));
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
      total.problems.push(...c.problems);
      total.notRun.push(...c.notRun);
      total.failedTests.push(...c.failedTests);
    }
  }
  return total;
}

/** The last line of a run: "N passed, N failed[, N skipped][, NOT RUN: …]". */
export function summaryLine(total) {
  let line = `${total.passed} passed, ${total.failed} failed`;
  if (total.skipped) line += `, ${total.skipped} skipped`;
  if (total.notRun.length) line += ` — NOT RUN: ${total.notRun.join("; ")}`;
  return line;
}

/** At most this many failed tests are named: a broken build fails hundreds alike. */
const NAMED_FAILURES = 30;

/** Prints the failed tests and what the counts hide, then the summary line, last. */
export function printSummary(...dirs) {
  const total = countResults(...dirs);
  for (const name of total.failedTests.slice(0, NAMED_FAILURES)) console.log(`failed: ${name}`);
  if (total.failedTests.length > NAMED_FAILURES)
    console.log(`failed: … and ${total.failedTests.length - NAMED_FAILURES} more`);
  for (const problem of total.problems) console.log(`counted: ${problem}`);
  console.log(summaryLine(total));
  return total;
}

/** Records a step that failed without a failing test in any report (a crash, a refusal). */
export function writeStepFailure(dir, step, message) {
  fs.mkdirSync(dir, { recursive: true });
  const body = { step, failed: 1, message };
  fs.writeFileSync(path.join(dir, `step-${step}.json`), JSON.stringify(body));
}

/** Records a suite that did not run at all, so the summary line says so. */
export function writeNotRun(dir, step, notRun) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `step-${step}.json`), JSON.stringify({ step, notRun }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === "--has-failure") {
    // For scripts: exit 0 when the reports already record a failure, 1 when they do not.
    process.exit(countResults(...args.slice(1)).failed > 0 ? 0 : 1);
  }
  printSummary(...args);
}
