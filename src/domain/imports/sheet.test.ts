import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvLine } from "../exports";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { guessShowColumns } from "./columns";
import { decodeSheet, MAX_IMPORT_ROWS, readSheet, readSheetBytes } from "./sheet";

const enc = new TextEncoder();
const sheetOf = (text: string) => {
  const r = readSheet(text);
  if (!r.ok) throw new Error(r.message);
  return r.sheet;
};

describe("readSheet", () => {
  it("reads a BOM, CRLF, quoted commas and quotes, and a line break inside a cell", () => {
    const s = sheetOf(
      '\uFEFFDate,Venue,Notes\r\n2027-01-02,"Cat\'s Cradle, Back Room","say ""hi""\r\nat the door"\r\n',
    );
    expect(s.header).toEqual(["Date", "Venue", "Notes"]);
    expect(s.rows).toEqual([
      { row: 2, cells: ["2027-01-02", "Cat's Cradle, Back Room", 'say "hi"\r\nat the door'] },
    ]);
  });

  it("sniffs the delimiter among comma, semicolon and tab", () => {
    expect(sheetOf("Date;Venue;Fee\n01.02.2027;Lido;1.200,00\n").delimiter).toBe(";");
    expect(sheetOf("Date\tVenue\tFee\n2027-02-01\tLido, Berlin\t1,200\n").delimiter).toBe("\t");
    expect(sheetOf('Date,Venue,Fee\n2027-02-01,"Lido; Berlin","1.200,00"\n').delimiter).toBe(",");
  });

  it("skips blank rows but numbers rows as the spreadsheet does", () => {
    const s = sheetOf("\n\nDate,Venue\n\n2027-01-01,A\n , \n2027-01-02,B\n");
    expect(s.header).toEqual(["Date", "Venue"]);
    expect(s.rows.map((r) => r.row)).toEqual([5, 7]);
  });

  it("says what is wrong with an empty sheet, a header alone, or too many rows", () => {
    expect(readSheet("")).toEqual({ ok: false, message: expect.stringMatching(/empty/) });
    expect(readSheet("\r\n ; \r\n")).toEqual({
      ok: false,
      message: expect.stringMatching(/empty/),
    });
    expect(readSheet("Date,Venue\n")).toEqual({
      ok: false,
      message: expect.stringMatching(/no rows/),
    });
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => "2027-01-01,A").join("\n");
    expect(readSheet(`Date,Venue\n${rows}`)).toEqual({
      ok: false,
      message: expect.stringMatching(/10,001 rows; an import takes at most 10,000/),
    });
    expect(readSheet(`Date,Venue\n${rows.slice(0, -13)}`).ok).toBe(true);
  });
});

describe("decodeSheet", () => {
  it("reads UTF-8 with a BOM, UTF-16 (Excel's Unicode text) and Windows-1252", () => {
    expect(decodeSheet(enc.encode("\uFEFFCafé"))).toEqual({ ok: true, text: "Café" });
    const utf16 = new Uint8Array([0xff, 0xfe, ...[..."Día"].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeSheet(utf16)).toEqual({ ok: true, text: "Día" });
    expect(decodeSheet(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toEqual({
      ok: true,
      text: "Café",
    });
  });

  it("refuses binary files", () => {
    expect(readSheetBytes(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])).ok).toBe(false);
    const noisy = new Uint8Array(Array.from({ length: 200 }, (_, i) => (i % 7 === 0 ? 1 : 65)));
    expect(decodeSheet(noisy)).toEqual({
      ok: false,
      message: expect.stringMatching(/not a spreadsheet's text/),
    });
  });
});

describe("guessShowColumns", () => {
  it("knows the header names booking sheets use", () => {
    const header = [
      "Show Date",
      "Venue",
      "City",
      "State/ST",
      "Cap.",
      "Fee/Guarantee",
      "Status",
      "Tour",
      "Contact/Promoter",
      "Phone",
      "E-mail",
      "Notes",
    ];
    expect(guessShowColumns(header)).toEqual({
      date: 0,
      venue: 1,
      city: 2,
      state: 3,
      capacity: 4,
      fee: 5,
      status: 6,
      tour: 7,
      contact: 8,
      phone: 9,
      email: 10,
      notes: 11,
    });
    expect(guessShowColumns(["date", "GUARANTEE", "Promoter", "ST", "Capacity"])).toMatchObject({
      date: 0,
      fee: 1,
      contact: 2,
      state: 3,
      capacity: 4,
      venue: null,
    });
  });
});

/**
 * Text a cell may hold: the characters a CSV must quote, formula starts, accents. Not a text
 * that itself starts with ' and a formula character: the export writes it unchanged, and the
 * import takes that quote for the export's own (ADR 0016 accepts this one loss).
 */
const cellText = fc
  .string({
    unit: fc.constantFrom(
      "a",
      "Z",
      " ",
      ",",
      ";",
      '"',
      "'",
      "\n",
      "\r\n",
      "=",
      "+",
      "-",
      "@",
      "é",
      "😀",
      "\t",
      "1",
    ),
    maxLength: 12,
  })
  .map((s) => s.trim())
  .filter((s) => !/^'[=+\-@\t\r]/.test(s));

describe("our own CSV reads back cell for cell", () => {
  it("for any text in any cell (neutralising quote aside)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (rows) => {
          // A row of nothing but spaces and stray delimiters is a blank row, skipped.
          const kept = rows.filter((r) => r.some((c) => !/^[\s,;]*$/.test(c)));
          fc.pre(kept.length > 0);
          const text = [csvLine(["A", "B", "C"]), ...kept.map(csvLine)].join("\n");
          const s = sheetOf(text);
          const unquote = (c: string) => c.replace(/^'(?=[=+\-@\t\r])/, "");
          expect(s.rows.map((r) => r.cells.map(unquote))).toEqual(kept);
        },
      ),
    );
  });
});

describe("a sheet refused whole", () => {
  it("is refused in the reader's language, its figures grouped their way", () => {
    const german = messageFormatter("de", catalogueDe);
    expect(withWords(german, () => readSheet("   "))).toEqual({
      ok: false,
      message: "Diese Datei ist leer: Sie hat weder eine Kopfzeile noch Daten zum Importieren.",
    });
    const rows = ["a,b", ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => "1,2")].join("\n");
    const refused = withWords(german, () => readSheet(rows));
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.message).toBe(
      "Diese Tabelle hat 10.001 Zeilen; ein Import nimmt höchstens 10.000. Teile sie in kleinere Tabellen auf.",
    );
    expect(readSheet("   ")).toMatchObject({
      message: "This file is empty: there is no header row and no data to import.",
    });
  });
});
