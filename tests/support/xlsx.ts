import { strToU8, zipSync } from "fflate";

/**
 * A real .xlsx as a spreadsheet saves one (the parts ECMA-376 requires, shared strings and
 * number formats), built from rows of cells: a string is a shared string, a number a number
 * cell, `{ value, format }` a number shown through a format code ("h:mm", "mm:ss"…).
 */
export type XlsxCell = string | number | { value: number; format: string } | null;

const xmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const columnName = (index: number) => {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

export function xlsxOf(rows: readonly (readonly XlsxCell[])[]): Uint8Array {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const formats: string[] = [];
  const styleOf = (format: string) => {
    let i = formats.indexOf(format);
    if (i < 0) i = formats.push(format) - 1;
    return i + 1; // style 0 is General
  };
  const sheetRows = rows
    .map((cells, r) => {
      const xml = cells
        .map((cell, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (cell === null) return "";
          if (typeof cell === "string") {
            if (!stringIndex.has(cell)) stringIndex.set(cell, strings.push(cell) - 1);
            return `<c r="${ref}" t="s"><v>${stringIndex.get(cell)}</v></c>`;
          }
          if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
          return `<c r="${ref}" s="${styleOf(cell.format)}"><v>${cell.value}</v></c>`;
        })
        .join("");
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join("");
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const numFmts = formats
    .map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(code)}"/>`)
    .join("");
  const xfs = ['<xf numFmtId="0"/>', ...formats.map((_, i) => `<xf numFmtId="${164 + i}"/>`)];
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Songs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    "xl/sharedStrings.xml": strToU8(
      `<?xml version="1.0"?><sst ${ns} count="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${xmlText(s)}</t></si>`).join("")}</sst>`,
    ),
    "xl/styles.xml": strToU8(
      `<?xml version="1.0"?><styleSheet ${ns}><numFmts count="${formats.length}">${numFmts}</numFmts><cellXfs count="${xfs.length}">${xfs.join("")}</cellXfs></styleSheet>`,
    ),
    "xl/worksheets/sheet1.xml": strToU8(
      `<?xml version="1.0"?><worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}
