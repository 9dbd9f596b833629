import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Times and dates are written by one formatter, src/domain/date-time.ts (issue 47): the
// person's 12/24-hour clock and one date format, on screen, in PDFs, mail and notifications.
// A page that formats a date its own way (toLocaleDateString, an Intl.DateTimeFormat of its
// own) brings back "12/31/2026" beside "Dec 1, 2026", or "2:30 PM" under "Load-in 14:30".
const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");

/** The formatter, and the time-zone arithmetic it stands on (zoned-time.ts reads zones with Intl). */
const ALLOWED = new Set(["src/domain/date-time.ts", "src/domain/zoned-time.ts"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Ways of writing a date or a time outside the formatter. `toLocaleString` of a number
 * (thousands separators) is fine; with date options it is a date. Reading the device's zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`) formats nothing.
 */
const AD_HOC: readonly RegExp[] = [
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\btoLocaleString\([^)]*\b(dateStyle|timeStyle|month|hour|weekday)\b/,
  /new Intl\.DateTimeFormat\((?!\)\.resolvedOptions\(\)\.timeZone)/,
];

/** Each file outside the formatter that writes a date or time its own way, with the line. */
function adHocDateFormatting(files: readonly { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    ALLOWED.has(name)
      ? []
      : text
          .split("\n")
          .flatMap((line, i) =>
            AD_HOC.some((re) => re.test(line)) ? [`${name}:${i + 1}: ${line.trim()}`] : [],
          ),
  );
}

describe("dates and times go through the one formatter", () => {
  it("no source file outside src/domain/date-time.ts formats a date or a time itself", () => {
    const files = sourceFiles(SRC).map((file) => ({
      name: path.relative(ROOT, file).split(path.sep).join("/"),
      text: fs.readFileSync(file, "utf8"),
    }));
    expect(adHocDateFormatting(files)).toEqual([]);
  });

  it("would catch a new toLocaleTimeString or toLocaleDateString, and lets a count through", () => {
    const found = adHocDateFormatting([
      { name: "src/client/x.tsx", text: "const t = new Date(at).toLocaleTimeString();" },
      { name: "src/server/reports/y.ts", text: 'd.toLocaleDateString("en-GB")' },
      {
        name: "src/client/z.ts",
        text: 'new Date(at).toLocaleString(undefined, { dateStyle: "medium" })',
      },
      {
        name: "src/client/w.ts",
        text: 'const f = new Intl.DateTimeFormat("en-US", { month: "short" });',
      },
      { name: "src/client/n.ts", text: 'rows.toLocaleString("en-US")' },
      { name: "src/client/zone.ts", text: "Intl.DateTimeFormat().resolvedOptions().timeZone" },
      { name: "src/domain/date-time.ts", text: "new Intl.DateTimeFormat().toLocaleDateString()" },
    ]);
    expect(found.map((f) => f.split(":")[0])).toEqual([
      "src/client/x.tsx",
      "src/server/reports/y.ts",
      "src/client/z.ts",
      "src/client/w.ts",
    ]);
  });
});
