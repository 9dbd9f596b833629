// The summary line is what people read of a run: these pin that it never reads better than
// the run was. The report shapes are what vitest 4 and Playwright write (checked by
// provoking each failure for real).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countResults, summaryLine, writeNotRun, writeStepFailure } from "./summarize-tests.mjs";

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-summary-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name, body) =>
  fs.writeFileSync(path.join(dir, name), typeof body === "string" ? body : JSON.stringify(body));
const line = () => summaryLine(countResults(dir));

const vitestFile = (name, status, tests, message = "") => ({
  name,
  status,
  message,
  assertionResults: tests.map((s) => ({ status: s })),
});

describe("the summary line", () => {
  it("adds up passing, failing and skipped tests of both runners", () => {
    write("vitest.json", {
      numTotalTests: 4,
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      numFailedTestSuites: 1,
      success: false,
      testResults: [
        vitestFile("/r/a.test.ts", "failed", ["passed", "failed"]),
        vitestFile("/r/b.test.ts", "passed", ["passed", "skipped"]),
      ],
    });
    write("e2e.json", { stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 2 }, errors: [] });
    expect(line()).toBe("7 passed, 2 failed, 3 skipped");
  });

  it("counts a file whose beforeAll failed as a failure, not as skipped tests", () => {
    write("vitest.json", {
      numTotalTests: 3,
      numPassedTests: 1,
      numFailedTests: 0,
      numPendingTests: 2,
      numFailedTestSuites: 1,
      success: false,
      testResults: [
        vitestFile("/r/tests/api/tours.test.ts", "failed", ["skipped", "skipped"], "db down\nat x"),
        vitestFile("/r/ok.test.ts", "passed", ["passed"]),
      ],
    });
    const total = countResults(dir);
    expect(summaryLine(total)).toBe("1 passed, 1 failed, 2 skipped");
    expect(total.problems).toEqual([
      "/r/tests/api/tours.test.ts: the file failed outside its tests (db down)",
    ]);
  });

  it("still counts a dead file when another file has a failing test", () => {
    write("vitest.json", {
      numPassedTests: 0,
      numFailedTests: 1,
      numPendingTests: 2,
      success: false,
      testResults: [
        vitestFile("/r/dead.test.ts", "failed", ["skipped", "skipped"], "boom"),
        vitestFile("/r/red.test.ts", "failed", ["failed"]),
      ],
    });
    expect(line()).toBe("0 passed, 2 failed, 2 skipped");
  });

  it("counts a run that failed outside any test", () => {
    write("vitest.json", { numPassedTests: 3, numFailedTests: 0, success: false, testResults: [] });
    expect(line()).toBe("3 passed, 1 failed");
  });

  it("reports a truncated or unreadable report as a failure with a message", () => {
    write("vitest.json", '{"numPassedTests": 12, "numFailedTests": 0, "testRes');
    write("e2e.json", "");
    write("odd.json", "[1, 2]");
    const total = countResults(dir);
    expect(summaryLine(total)).toBe("0 passed, 3 failed");
    expect(total.problems.map((p) => path.basename(p.split(":")[0]))).toEqual([
      "e2e.json",
      "odd.json",
      "vitest.json",
    ]);
    expect(total.problems[2]).toMatch(/unreadable report/);
  });

  it("counts Playwright's errors outside tests, such as a forbidden test.only", () => {
    write("e2e.json", {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: "Error: item focused with '.only' is not allowed\nmore" }],
    });
    const total = countResults(dir);
    expect(summaryLine(total)).toBe("0 passed, 1 failed");
    expect(total.problems[0]).toMatch(/'\.only' is not allowed$/);
  });

  it("counts a step that failed without a report and says which suite never ran", () => {
    writeStepFailure(dir, "vitest", "exited with status 1 without reporting a failed test");
    writeNotRun(dir, "e2e", "the end-to-end suite (no Chromium)");
    expect(line()).toBe("0 passed, 1 failed — NOT RUN: the end-to-end suite (no Chromium)");
  });

  it("reads several folders and ignores a missing one", () => {
    write("vitest.json", { numPassedTests: 2, numFailedTests: 0, success: true });
    const total = countResults(dir, path.join(dir, "missing"), dir);
    expect(summaryLine(total)).toBe("4 passed, 0 failed");
  });
});

describe("the failed tests, named above the line", () => {
  // The shapes vitest 4.1 and Playwright 1.5x wrote for a test failing on purpose.
  it("names each failed test of both runners with its file and first error line", () => {
    write("vitest.json", {
      numPassedTests: 1,
      numFailedTests: 1,
      success: false,
      testResults: [
        {
          name: path.join(process.cwd(), "tests/api/deals.test.ts"),
          status: "failed",
          assertionResults: [
            { fullName: "deals settles", title: "settles", status: "passed" },
            {
              fullName: "deals refuses a rate of 0",
              title: "refuses a rate of 0",
              status: "failed",
              failureMessages: ["AssertionError: expected 200 to be 400\n    at deals.test.ts:9"],
            },
          ],
        },
      ],
    });
    write("e2e.json", {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: "team.spec.ts",
          file: "team.spec.ts",
          specs: [],
          suites: [
            {
              title: "invitations",
              file: "team.spec.ts",
              specs: [
                {
                  title: "a member joins",
                  tests: [
                    {
                      projectName: "desktop",
                      status: "unexpected",
                      results: [
                        {
                          status: "failed",
                          error: {
                            message:
                              'Error: \u001b[2mexpect(\u001b[22mlocator).toHaveText(expected) failed\n\nLocator: getByTestId(\'stat\')\nExpected: "3"\nReceived: "0"\nTimeout: 15000ms\n\nCall log:',
                            location: { file: "/w/tests/e2e/team.spec.ts", line: 42, column: 3 },
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const total = countResults(dir);
    expect(summaryLine(total)).toBe("1 passed, 2 failed");
    expect(total.failedTests.sort()).toEqual([
      'team.spec.ts › invitations a member joins [desktop] (line 42): Error: expect(locator).toHaveText(expected) failed — Locator: getByTestId(\'stat\'); Expected: "3"; Received: "0"',
      "tests/api/deals.test.ts › deals refuses a rate of 0: AssertionError: expected 200 to be 400",
    ]);
  });

  // Playwright reports a test's timeout first, with no place; the action it stopped comes after.
  it("names the line and the wait a test that ran out of time stopped at", () => {
    const timeout = "\u001b[31mTest timeout of 90000ms exceeded.\u001b[39m";
    write("e2e.json", {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: "show.spec.ts",
          file: "show.spec.ts",
          specs: [
            {
              title: "a show is added",
              tests: [
                {
                  projectName: "desktop",
                  status: "unexpected",
                  results: [
                    {
                      status: "timedOut",
                      error: { message: timeout },
                      errors: [
                        { message: timeout },
                        {
                          message:
                            "Error: locator.click: Test timeout of 90000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('option', { name: 'Hold', exact: true })\u001b[22m\n\n  27 | async function choose(",
                          location: { file: "/w/tests/e2e/show.spec.ts", line: 27, column: 5 },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(countResults(dir).failedTests).toEqual([
      "show.spec.ts › a show is added [desktop]: Test timeout of 90000ms exceeded. — stopped at line 27: Error: locator.click: Test timeout of 90000ms exceeded. (waiting for getByRole('option', { name: 'Hold', exact: true }))",
    ]);
  });
});

describe("npm test's last line", () => {
  // Every tool it starts crashes at once, before writing any report.
  it("says failed when the suites crash before writing a report", () => {
    const bin = path.join(dir, "bin");
    fs.mkdirSync(bin);
    for (const tool of ["npx", "npm"]) {
      fs.writeFileSync(path.join(bin, tool), "#!/bin/sh\necho crashed >&2\nexit 3\n", {
        mode: 0o755,
      });
    }
    const results = path.join(dir, "results");
    const run = spawnSync(process.execPath, ["scripts/test.mjs"], {
      encoding: "utf8",
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
        TEST_RESULTS_DIR: results,
        CHROMIUM_PATH: process.execPath, // any existing file: the suite is "found", then crashes
      },
    });
    const lastLine = run.stdout.trim().split("\n").at(-1);
    expect(run.status).toBe(1);
    expect(lastLine).toBe("0 passed, 2 failed — NOT RUN: the end-to-end suite (the build failed)");
  });
});
