import path from "node:path";
import { describe, expect, it } from "vitest";
import { messages as de } from "@/domain/i18n/catalogue-de";
import { messages as deBrowser } from "@/domain/i18n/catalogue-de-browser";
import { messages as es } from "@/domain/i18n/catalogue-es";
import { messages as esBrowser } from "@/domain/i18n/catalogue-es-browser";
import { type FoundMessage, isSource, partsOf, ROOT, readFile, sourceFiles } from "./i18n-messages";

/**
 * Tribe in English, Spanish and German (issue 55). Every message the code writes is in each
 * catalogue with the same placeholders, no catalogue keeps a message the code no longer
 * writes, and no component writes words outside a message (JSX text, a visible attribute, a
 * toast's text).
 */
const files = [
  ...sourceFiles("src/client", isSource),
  ...sourceFiles("src/server", isSource),
  ...sourceFiles("src/domain", isSource),
];
const readings = new Map(files.map((f) => [path.relative(ROOT, f), readFile(f)]));
const found: FoundMessage[] = [...readings.values()].flatMap((r) => r.messages);
const english = new Map<string, FoundMessage>();
for (const m of found) if (!english.has(m.id)) english.set(m.id, m);

describe("the messages", () => {
  it("are found in the code", () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it("each id means one English message", () => {
    const clashes = found
      .filter((m) => english.get(m.id)!.defaultMessage !== m.defaultMessage)
      .map((m) => `${m.id} in ${m.file} and ${english.get(m.id)!.file}`);
    expect(clashes).toEqual([]);
  });

  it("each English message is valid ICU", () => {
    const broken = [...english.values()].filter((m) => {
      try {
        partsOf(m.defaultMessage);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map((m) => `${m.id} (${m.file})`)).toEqual([]);
  });

  for (const [language, catalogue] of [
    ["Spanish", es],
    ["German", de],
  ] as const) {
    describe(`in ${language}`, () => {
      it("every message is translated", () => {
        const missing = [...english.keys()].filter((id) => !(id in catalogue));
        expect(missing).toEqual([]);
      });

      it("no message is kept that the code no longer writes", () => {
        expect(Object.keys(catalogue).filter((id) => !english.has(id))).toEqual([]);
      });

      it("each translation fills in the same names and keeps the same tags", () => {
        const differ = [...english.values()]
          .filter((m) => m.id in catalogue)
          .filter((m) => {
            try {
              return partsOf(catalogue[m.id]!).join() !== partsOf(m.defaultMessage).join();
            } catch {
              return true;
            }
          })
          .map((m) => m.id);
        expect(differ).toEqual([]);
      });
    });
  }
});

describe("the browser's catalogues", () => {
  // They leave out the server's own areas (mail, PDFs) to weigh less: a message a client file
  // writes must still be in them, or a Spanish or German reader would read it in English.
  it("hold every message a client file writes", () => {
    const missing = found
      .filter((m) => m.file.startsWith("src/client/"))
      .filter((m) => !(m.id in esBrowser) || !(m.id in deBrowser))
      .map((m) => `${m.id} (${m.file})`);
    expect(missing).toEqual([]);
  });
});

describe("the components", () => {
  it("write words only through messages", () => {
    const own = [...readings.entries()].flatMap(([file, r]) =>
      r.literals.map((l) => `${file}:${l.line} ${l.text}`),
    );
    expect(own).toEqual([]);
  });
});
