import { withoutBidiControls } from "@/domain/storable-text";
import { baseFont, type Fallback, fallbackFont, type Weight } from "./pdf-font-chain";
import { type TextRun, textRuns } from "./pdf-text-runs";

/**
 * The fonts every PDF of ours prints with. PDFKit's built-in fonts (Helvetica…) only know
 * WinAnsi: an arrow, a Polish or Czech letter, a curly quote outside that set came out as
 * "!’" or nothing. Liberation Sans (metric-compatible with Arial, GPL with the font
 * exception, see fonts/LICENSE) covers Latin, Greek, Cyrillic and the usual symbols; every
 * other script falls back on a Noto font (pdf-font-chain.ts, issue 55). PDFKit embeds only
 * the glyphs a document uses, so a day sheet stays a few tens of KB.
 */
export const FONT = "Body";
export const FONT_BOLD = "Body-Bold";

const fallbackName = (font: Fallback, weight: Weight) =>
  `Noto-${font}${weight === "bold" ? "-Bold" : ""}`;

/** Which characters a font has, asked of the face in the weight being printed (one file read). */
const coversIn =
  (weight: Weight) =>
  (font: "base" | Fallback, codePoint: number): boolean =>
    (font === "base" ? baseFont(weight) : fallbackFont(font, weight)).face.hasGlyphForCodePoint(
      codePoint,
    );

/** A blank line of a text: a space, since pdfkit prints no line (and moves down none) for "". */
const EMPTY_LINE: TextRun = { text: " ", font: "base", rtl: false };

type TextArgs = [x?: number, y?: number, options?: PDFKit.Mixins.TextOptions];

/** pdfkit's text(str, options) and text(str, x, y, options) as one shape. */
function positional(rest: unknown[]): TextArgs {
  if (typeof rest[0] === "object" && rest[0] !== null)
    return [undefined, undefined, rest[0] as PDFKit.Mixins.TextOptions];
  return rest as TextArgs;
}

let begun = 0;

/**
 * How many documents this thread has begun: a test counts them to see that a route's PDF
 * was laid out in the worker pool, not on the server's thread.
 */
export const documentsBegun = () => begun;

/**
 * Every PDF of ours starts here: registers the fonts and makes the regular one current, and
 * keeps direction-changing characters out of everything the document prints (a name stored
 * before the rule of storable-text.ts would otherwise still read backwards on paper). Text
 * in another script prints in runs (pdf-text-runs.ts), each in its font, continued on one
 * line so that wrapping, widths and alignment stay pdfkit's.
 */
export function prepareReport(doc: PDFKit.PDFDocument): void {
  begun++;
  doc.registerFont(FONT, baseFont("regular").data);
  doc.registerFont(FONT_BOLD, baseFont("bold").data);
  const registered = new Set<string>();
  const setFont = doc.font.bind(doc) as (name: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  let current = FONT;
  doc.font = ((name: unknown, ...rest: unknown[]) => {
    if (typeof name === "string") current = name;
    return setFont(name as string, ...rest);
  }) as typeof doc.font;
  doc.font(FONT);
  const info = doc.info as { Title?: string };
  if (typeof info.Title === "string") info.Title = withoutBidiControls(info.Title);

  const useRunFont = (run: TextRun, base: string, weight: Weight) => {
    if (run.font === "base") return setFont(base);
    const name = fallbackName(run.font, weight);
    // Registered when first printed: a document without the script never reads its font.
    if (!registered.has(name)) doc.registerFont(name, fallbackFont(run.font, weight).data);
    registered.add(name);
    return setFont(name);
  };

  // While pdfkit lays out a text it measures its words itself, each in the font current.
  let inText = false;
  const pdfkitText = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const text = (...args: unknown[]) => {
    inText = true;
    try {
      return pdfkitText(...args);
    } finally {
      inText = false;
    }
  };

  /** A text's width as printed: each run in its font (the stage copy sizes its titles so). */
  const widthOf = doc.widthOfString.bind(doc);
  doc.widthOfString = ((value: string, options?: PDFKit.Mixins.TextOptions) => {
    if (inText || typeof value !== "string") return widthOf(value, options);
    const base = current;
    const weight: Weight = base === FONT_BOLD ? "bold" : "regular";
    const lines = textRuns(withoutBidiControls(value), coversIn(weight));
    const widths = lines.map((runs) =>
      runs.reduce((sum, run) => {
        useRunFont(run, base, weight);
        return sum + widthOf(run.text, { ...options, ...(run.rtl ? { features: [] } : {}) });
      }, 0),
    );
    setFont(base);
    return Math.max(0, ...widths);
  }) as typeof doc.widthOfString;

  doc.text = ((value: unknown, ...rest: unknown[]) => {
    if (typeof value !== "string") return text(value, ...rest);
    const clean = withoutBidiControls(value);
    const base = current;
    const weight: Weight = base === FONT_BOLD ? "bold" : "regular";
    const lines = textRuns(clean, coversIn(weight));
    const plain = lines.length === 1 && lines[0]!.length === 1;
    if (plain && lines[0]![0]!.font === "base" && !lines[0]![0]!.rtl) return text(clean, ...rest);
    const [x, y, options = {}] = positional(rest);
    // Every run on the base font's baseline: pdfkit puts a line's top at the font's own
    // ascender, and a Noto font's is taller, which dropped its run below the line.
    const size = (doc as unknown as { _fontSize: number })._fontSize;
    const face = baseFont("regular").face;
    const baseline = -(face.ascent / face.unitsPerEm) * size;
    const baseLineHeight = doc.currentLineHeight(true);
    let first = true;
    lines.forEach((runs, l) => {
      // A line of the text ends its runs (pdfkit does not break a continued text at "\n").
      const lastLine = l === lines.length - 1;
      const pieces = runs.length > 0 ? runs : [EMPTY_LINE];
      pieces.forEach((run, i) => {
        useRunFont(run, base, weight);
        // Lines as far apart as the base font's: pdfkit moves down by the height of the font
        // current where a line ends, and Noto Arabic's is nearly twice Liberation's.
        const lineGap = (options.lineGap ?? 0) + baseLineHeight - doc.currentLineHeight(true);
        const last = i === pieces.length - 1;
        const opts: PDFKit.Mixins.TextOptions = {
          ...options,
          continued: !last || (lastLine ? (options.continued ?? false) : false),
          baseline,
          lineGap,
          // Laid out whole (not word by word, pdfkit's default), so fontkit reverses the run.
          ...(run.rtl ? { features: [] } : {}),
        };
        if (first && x !== undefined) text(run.text, x, y, opts);
        else text(run.text, opts);
        first = false;
      });
    });
    setFont(base);
    return doc;
  }) as typeof doc.text;
}
