import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { xlsxOf } from "../../../tests/support/xlsx";
import { isZip, readXlsx, xlsxUnreadable } from "./xlsx";

describe("an .xlsx read as a sheet", () => {
  it("reads the header, shared strings and numbers, skipping blank rows but counting them", () => {
    const book = xlsxOf([
      ["Title", "Tempo", "Notes"],
      ["Ghosts", 120, "Capo 2 & <soft>"],
      [null, null, null],
      ["Bright Lights", 0.1 + 0.2, null],
    ]);
    expect(isZip(book)).toBe(true);
    expect(readXlsx(book)).toEqual({
      ok: true,
      sheet: {
        header: ["Title", "Tempo", "Notes"],
        rows: [
          { row: 2, cells: ["Ghosts", "120", "Capo 2 & <soft>"] },
          // Row 3 is blank: skipped, and row 4 is still row 4.
          { row: 4, cells: ["Bright Lights", "0.3"] },
        ],
      },
    });
  });

  it("shows a length as its format shows it: Excel reads a typed 3:45 as h:mm", () => {
    const read = readXlsx(
      xlsxOf([
        ["Title", "Length"],
        ["Typed 3:45", { value: 0.15625, format: "h:mm" }],
        ["Formatted mm:ss", { value: 225 / 86_400, format: "mm:ss" }],
        ["Elapsed", { value: 225 / 86_400, format: "[h]:mm:ss" }],
        ["A date", { value: 46_460, format: "yyyy-mm-dd" }],
      ]),
    );
    expect(read.ok && read.sheet.rows.map((r) => r.cells[1])).toEqual([
      "3:45",
      "03:45",
      "0:03:45",
      "2027-03-14",
    ]);
  });

  it("takes direction-changing and control characters out, as the CSV reader does", () => {
    const read = readXlsx(xlsxOf([["Title"], ["Gh\u202Eosts\u0007"]]));
    expect(read.ok && read.sheet.rows[0]!.cells).toEqual(["Ghosts"]);
  });

  it("refuses a damaged zip, a zip that is no workbook, and a header without rows", () => {
    expect(readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).toEqual({
      ok: false,
      message: xlsxUnreadable(),
    });
    expect(readXlsx(zipSync({ "a.txt": strToU8("hello") }))).toEqual({
      ok: false,
      message: xlsxUnreadable(),
    });
    expect(readXlsx(xlsxOf([["Title"]]))).toMatchObject({ ok: false, message: /no rows/ });
  });
});
