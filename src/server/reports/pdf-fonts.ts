import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withoutBidiControls } from "@/domain/storable-text";

/**
 * The fonts every PDF of ours prints with. PDFKit's built-in fonts (Helvetica…) only know
 * WinAnsi: an arrow, a Polish or Czech letter, a curly quote outside that set came out as
 * "!’" or nothing. Liberation Sans (metric-compatible with Arial, GPL with the font
 * exception, see fonts/LICENSE) covers Latin, Greek, Cyrillic and the usual symbols; PDFKit
 * embeds only the glyphs a document uses, so a day sheet stays a few tens of KB.
 */
export const FONT = "Body";
export const FONT_BOLD = "Body-Bold";

const FILES = { [FONT]: "LiberationSans-Regular.ttf", [FONT_BOLD]: "LiberationSans-Bold.ttf" };

/** Beside this file in the source tree; in dist/server/fonts once built (build-server.mjs). */
function fontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "fonts"), path.join(here, "reports", "fonts")];
  return candidates.find((p) => fs.existsSync(path.join(p, FILES[FONT]))) ?? candidates[0]!;
}

let loaded: Record<string, Buffer> | undefined;

/** Read once per process: every document after the first embeds from memory. */
function fontData(): Record<string, Buffer> {
  if (!loaded) {
    const dir = fontsDir();
    loaded = Object.fromEntries(
      Object.entries(FILES).map(([name, file]) => [name, fs.readFileSync(path.join(dir, file))]),
    );
  }
  return loaded;
}

/**
 * Every PDF of ours starts here: registers the fonts and makes the regular one current, and
 * keeps direction-changing characters out of everything the document prints (a name stored
 * before the rule of storable-text.ts would otherwise still read backwards on paper).
 */
export function prepareReport(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of Object.entries(fontData())) doc.registerFont(name, data);
  doc.font(FONT);
  const info = doc.info as { Title?: string };
  if (typeof info.Title === "string") info.Title = withoutBidiControls(info.Title);
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    text(
      typeof value === "string" ? withoutBidiControls(value) : value,
      ...rest,
    )) as typeof doc.text;
}
