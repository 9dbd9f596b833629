import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The client decides on an error's code (domain/api-errors.ts, ADR 0006), never on its text:
// a message is for people and may be reworded, or say the same thing in other words on another
// route. A test rather than a lint rule, so new client code is covered with no configuration.
const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "src/client");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * An error's text compared, searched or matched: `err.message === "…"`, `"…" !== e.message`,
 * `message.startsWith(…)`, `.includes(…)`, `.match(…)`, `/…/.test(err.message)`, and the same
 * with `statusText`. Form errors (`errors.title?.message`) are only ever displayed.
 */
const TEXT_BRANCH = [
  /\b(message|statusText)\s*[!=]==?/,
  /[!=]==?\s*[\w$.?]*\b(message|statusText)\b(?!\s*[(:])/,
  /\b(message|statusText)\??\.(startsWith|endsWith|includes|match|matchAll|search|indexOf|localeCompare)\(/,
  /\.test\(\s*[\w$.?]*\b(message|statusText)\b/,
];

const comparesErrorText = (line: string) => TEXT_BRANCH.some((re) => re.test(line));

function textBranches(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(CLIENT)) {
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (comparesErrorText(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line}`);
      });
  }
  return found;
}

describe("the client decides on error codes", () => {
  it("no client code compares an error's message text", () => {
    expect(textBranches()).toEqual([]);
  });

  it("would notice one that did", () => {
    for (const line of [
      `e.message.startsWith("Another show is already confirmed")`,
      `if (err.message === "Tour not found") return;`,
      `"Tour not found" === error?.message`,
      `/confirmed/.test(err.message)`,
      `error.message?.includes("Too many")`,
      `res.statusText !== "Conflict"`,
    ]) {
      expect(comparesErrorText(line), line).toBe(true);
    }
    for (const line of [
      `e instanceof ApiRequestError && e.code === "date_conflict"`,
      `toast.error("Error", { description: err.message });`,
      `<FormField label="Title" error={errors.title?.message}>`,
      `setAsk({ kind: "conflict", message: e.message });`,
      `message={formatError(query.error.message || errorText)}`,
    ]) {
      expect(comparesErrorText(line), line).toBe(false);
    }
  });
});
