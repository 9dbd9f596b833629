import { inflateSync } from "node:zlib";

/**
 * The text of a PDF that PDFKit wrote, line by line (one entry per text-showing operator),
 * read back the way a viewer does: each font's ToUnicode map turns the glyph codes of the
 * page's content into characters. Enough for tests to see what a document prints without
 * an outside tool; it reads PDFKit's own output, not PDFs in general.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const objects = new Map<string, { dict: string; stream: string | null }>();
  // Each stream is read by its /Length, not up to the next "endobj": compressed bytes may
  // hold those letters by chance (a P&L PDF in some hundreds did, and inflate failed).
  const header = /(\d+) 0 obj/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endobj", start);
    const at = raw.indexOf("stream", start);
    if (end < 0) break;
    if (at < 0 || at > end) {
      objects.set(m[1]!, { dict: raw.slice(start, end), stream: null });
      header.lastIndex = end + 6;
      continue;
    }
    const dict = raw.slice(start, at);
    let from = at + 6;
    if (raw[from] === "\r") from++;
    if (raw[from] === "\n") from++;
    const length = Number(/\/Length (\d+)(?! 0 R)/.exec(dict)?.[1] ?? Number.NaN);
    const known = !Number.isNaN(length);
    const to = known ? from + length : raw.indexOf("endstream", from);
    const bytes = raw.slice(from, to);
    const data = Buffer.from(known ? bytes : bytes.replace(/\r?\n$/, ""), "latin1");
    const stream = (/\/FlateDecode/.test(dict) ? inflateSync(data) : data).toString("latin1");
    objects.set(m[1]!, { dict, stream });
    header.lastIndex = raw.indexOf("endobj", to) + 6;
  }
  // Font resource name (F1…) → glyph code → text, from each font's ToUnicode map.
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(ref!)?.dict ?? "";
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      const cmap = cmapRef ? objects.get(cmapRef)?.stream : null;
      if (cmap) maps.set(name!, readCmap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Type \/(XObject|FontFile|Metadata)|\/Length1|ToUnicode/.test(dict)) continue;
    if (stream.includes("begincmap")) continue;
    let font: Map<string, string> | undefined;
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (op[1]) font = maps.get(op[1]);
      else if (op[2] && font) {
        const codes = [...op[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]!).join("");
        let text = "";
        for (let i = 0; i < codes.length; i += 4) text += font.get(codes.slice(i, i + 4)) ?? "?";
        lines.push(text);
      }
    }
  }
  return lines;
}

function readCmap(cmap: string): Map<string, string> {
  const out = new Map<string, string>();
  const hex = (n: number) => n.toString(16).padStart(4, "0");
  for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((u, i) => {
      const units = u[1]!.split(" ").map((h) => Number.parseInt(h, 16));
      out.set(hex(Number.parseInt(start!, 16) + i), String.fromCharCode(...units));
    });
  }
  return out;
}
