import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT } from "./pdf-fonts";
import { heading, line, MARGIN, render, section } from "./pdf-layout";

/**
 * Issue 55: a PDF prints every script a tour meets, and pdftotext (poppler) reads each name
 * back. pdftotext marks a right-to-left line with direction controls; they are dropped here.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-scripts-"));
let n = 0;

function pdftotext(pdf: Buffer, ...args: string[]): string {
  const file = path.join(dir, `doc-${n++}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" });
}

const readBack = (pdf: Buffer) => pdftotext(pdf).replace(/[\u202A-\u202E\u200E\u200F]/g, "");

/** One name per script: a venue, a promoter, a hotel, as people type them. */
const NAMES: [script: string, name: string][] = [
  ["Latin", "Salle Pleyel — Zürich"],
  ["Cyrillic", "Иван Петров"],
  ["Greek", "Θέατρο Παλλάς"],
  ["Japanese", "東京ドーム"],
  ["Chinese", "北京工人体育场"],
  ["Korean", "서울 올림픽 체조경기장"],
  ["Arabic", "محمد العلي"],
  ["Hebrew", "דוד כהן"],
  // Without a reph or a pre-base vowel sign: pdftotext reads those in the order they are
  // drawn (र्मा as मार्), not typed; the glyphs themselves are right (rendered and looked at).
  ["Devanagari", "मुंबई"],
  ["Thai", "สมชาย ใจดี"],
  ["Emoji", "🎸🥁🎤"],
];

describe("every script prints and reads back (issue 55)", () => {
  for (const [script, name] of NAMES) {
    it(`${script}: as a heading, a labelled line and running text`, async () => {
      const pdf = await render("Scripts", (doc) => {
        heading(doc, name, `Promoter: ${name}`);
        section(doc, "Contacts");
        line(doc, name, "+1 555 0100");
        doc.font(FONT).fontSize(10).text(`Hotel ${name}, room 12`);
      });
      const text = readBack(pdf);
      expect(text.split(name).length - 1, text).toBe(4);
      // pdftotext puts a line with more right-to-left letters than left-to-right ones in
      // right-to-left order ("محمد العلي Promoter:"): the words, not the line, are compared.
      expect(text).toContain("Promoter:");
      expect(text).toContain("room 12");
    });
  }

  it("a right-to-left phrase stands right to left inside a Latin line", async () => {
    const pdf = await render("Mixed", (doc) => {
      doc.font(FONT).fontSize(10).text("Venue: مسرح القاهرة and Tel Aviv: היכל מנורה, 2027");
    });
    // Words as drawn, left to right: pdftotext -bbox gives each with its glyphs in drawing
    // order (a Hebrew word's letters reversed).
    const words = [...pdftotext(pdf, "-bbox").matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)</g)];
    const x = (drawn: string) => {
      const word = words.find((w) => w[2]!.includes(drawn));
      expect(word, `${drawn} in ${words.map((w) => w[2]).join(" ")}`).toBeDefined();
      return Number(word![1]);
    };
    const drawnAs = (word: string) => Array.from(word).reverse().join("");
    // As a browser shows it (Unicode's bidirectional algorithm): the Arabic between "Venue:"
    // and "and", the year before the Hebrew it follows, and היכל to the right of מנורה.
    expect(x("Venue:")).toBeLessThan(x(drawnAs("مسرح")));
    expect(x(drawnAs("مسرح"))).toBeLessThan(x("and"));
    expect(x("Aviv:")).toBeLessThan(x("2027"));
    expect(x("2027")).toBeLessThan(x(drawnAs("מנורה")));
    expect(x(drawnAs("מנורה"))).toBeLessThan(x(drawnAs("היכל")));
  });

  it("keeps a text's lines", async () => {
    const pdf = await render("Lines", (doc) => {
      doc.font(FONT).fontSize(10).text("Notes:\n東京ドーム\n\nדוד כהן\nend");
    });
    const lines = readBack(pdf).split("\n").filter(Boolean);
    expect(lines.slice(0, 4)).toEqual(["Notes:", "東京ドーム", "דוד כהן", "end"]);
  });

  it("a long name wraps inside the margins", async () => {
    const long = `${"東京ドーム シティホール ".repeat(12)}Иван Петров ${"مسرح القاهرة ".repeat(8)}end`;
    const pdf = await render("Long", (doc) => {
      doc.font(FONT).fontSize(10).text(long);
    });
    const html = pdftotext(pdf, "-bbox");
    const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"/g)];
    expect(words.length).toBeGreaterThan(20);
    const right = Math.max(...words.map((w) => Number(w[3])));
    const left = Math.min(...words.map((w) => Number(w[1])));
    expect(right).toBeLessThanOrEqual(612 - MARGIN + 1);
    expect(left).toBeGreaterThanOrEqual(MARGIN - 1);
    // On more than one line.
    expect(new Set(words.map((w) => Math.round(Number(w[2])))).size).toBeGreaterThan(2);
  });

  it("a line in another script is as tall as a Latin one, blank lines kept", async () => {
    const heights: Record<string, number> = {};
    await render("Heights", (doc) => {
      doc.font(FONT).fontSize(10);
      for (const text of [
        "Ivan Petrov",
        "محمد العلي",
        "東京ドーム",
        "דוד כהן 🎸",
        "a\n\nb",
        "東京\n\nb",
      ]) {
        const y = doc.y;
        doc.text(text);
        heights[text] = doc.y - y;
      }
    });
    const one = heights["Ivan Petrov"]!;
    expect(heights).toEqual({
      "Ivan Petrov": one,
      "محمد العلي": one,
      東京ドーム: one,
      "דוד כהן 🎸": one,
      "a\n\nb": 3 * one,
      "東京\n\nb": 3 * one,
    });
  });

  it("a long label wraps inside its column, and the next line starts below it", async () => {
    const label = `Guest ${"東京ドーム シティホール ".repeat(6)}Иван Петров`;
    const pdf = await render("Label", (doc) => {
      line(doc, label, "$1,000");
      line(doc, "Next", "$2,000");
    });
    const words = [
      ...pdftotext(pdf, "-bbox").matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
      ),
    ];
    const labelWords = words.filter((w) => !["$1,000", "Next", "$2,000"].includes(w[5]!));
    // The label's column ends 140 points before the right margin, where the figure is.
    expect(Math.max(...labelWords.map((w) => Number(w[3])))).toBeLessThanOrEqual(
      612 - MARGIN - 140 + 1,
    );
    const next = words.find((w) => w[5] === "Next")!;
    expect(Number(next[2])).toBeGreaterThanOrEqual(
      Math.max(...labelWords.map((w) => Number(w[4]))),
    );
  });

  it("measures a text as printed, each run in its font (the stage copy sizes titles so)", async () => {
    const widths: number[] = [];
    await render("Widths", (doc) => {
      doc.font(FONT).fontSize(10);
      // Five full-width characters: about five ems (Liberation's missing-glyph box is narrower).
      widths.push(doc.widthOfString("東京ドーム"), doc.widthOfString("Salle"));
    });
    expect(widths[0]).toBeGreaterThan(45);
    expect(widths[0]).toBeLessThan(55);
    expect(widths[1]).toBeLessThan(30);
  });

  it("embeds only the glyphs it prints: a Japanese page stays small", async () => {
    const pdf = await render("Japanese", (doc) => {
      heading(doc, "東京ドーム");
      doc.font(FONT).fontSize(10).text("東京都文京区後楽1-3-61");
    });
    // The font file is 5.5 MB; its subset here is a few KB.
    expect(pdf.length).toBeLessThan(100 * 1024);
  });
});

describe("a document without another script reads no other font", () => {
  it("a Latin document's process reads Liberation Sans only", () => {
    // A fresh process (the fonts a test process has read are every test's), which notes
    // every font file it reads.
    const script = `
      import fs from "node:fs";
      const read = [];
      const readFileSync = fs.readFileSync;
      fs.readFileSync = (file, ...rest) => {
        if (/\\.ttf$/.test(String(file))) read.push(String(file).split("/").pop());
        return readFileSync(file, ...rest);
      };
      const { render, heading } = await import("./src/server/reports/pdf-layout.ts");
      await render("Latin", (doc) => { heading(doc, "Salle Pleyel", "Иван · Θέατρο"); doc.text("Zürich → Paris"); });
      console.log(JSON.stringify(read));`;
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    );
    expect(JSON.parse(out)).toEqual(["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"]);
    // A process of its own starts slowly on a busy machine.
  }, 60_000);
});
