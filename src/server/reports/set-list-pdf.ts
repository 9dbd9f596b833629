import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import type { SetShow } from "@/domain/setlists/reader-shape";
import type { SetLine, StageOptions } from "@/domain/setlists/set-lists";
import { formatCalendarDate } from "@/domain/tour-timing";
import { type Translator, translatorFor } from "../i18n/translator";
import { FONT, FONT_BOLD } from "./pdf-fonts";
import { type Doc, MARGIN, render } from "./pdf-layout";

/**
 * The stage copy (issue 50 item 3, docs/product.md §22.3): the set taped to the stage floor,
 * read at two metres. One page whatever the set's length: titles start at 40 pt and shrink
 * until every line fits, in two columns when that prints them larger. Numbered
 * lines, the encore set apart, a segue shown by →, keys and notes only if the band chose
 * them, the show's date and venue small at the top. Plain data in, bytes out: it runs in a
 * worker thread (heavy/tasks.ts), off the event loop.
 */
export interface StageCopy {
  show: Pick<SetShow, "performanceDate" | "venueName" | "city" | "tourTitle">;
  lines: readonly Pick<SetLine, "songId" | "title" | "musicalKey" | "encore" | "segue" | "note">[];
  stage: StageOptions;
}

const HEADER_SIZE = 11;
const HEADER_HEIGHT = 28;
const GAP = 24;
const GREY = "#666666";

/**
 * Every layout tried, the largest print first (one column before two at the same size): a
 * long set reads bigger in two columns than squeezed into one.
 */
const LAYOUTS: readonly { columns: number; size: number }[] = [
  ...range(40, 6).map((size) => ({ columns: 1, size })),
  ...range(26, 6).map((size) => ({ columns: 2, size })),
].sort((a, b) => b.size - a.size || a.columns - b.columns);

function range(from: number, to: number) {
  return Array.from({ length: from - to + 1 }, (_, i) => from - i);
}

/** A printed row: a numbered line, or the encore's heading. */
type Row = { kind: "encore" } | { kind: "line"; n: number; line: StageCopy["lines"][number] };

function rowsOf(lines: StageCopy["lines"]): Row[] {
  const rows: Row[] = [];
  lines.forEach((line, i) => {
    if (line.encore && (i === 0 || !lines[i - 1]!.encore)) rows.push({ kind: "encore" });
    rows.push({ kind: "line", n: i + 1, line });
  });
  return rows;
}

const noteSize = (size: number) => Math.max(7, Math.round(size * 0.45));
const keySize = (size: number) => Math.max(7, Math.round(size * 0.6));
const titleOf = (line: StageCopy["lines"][number]) => `${line.title}${line.segue ? "  →" : ""}`;

function rowHeight(row: Row, size: number, stage: StageOptions) {
  if (row.kind === "encore") return size * 1.25;
  const note = stage.notes && row.line.note ? noteSize(size) * 1.2 : 0;
  return size * 1.2 + note;
}

interface Geometry {
  columns: number;
  size: number;
  columnWidth: number;
  numberWidth: number;
  keyWidth: number;
  /** The widest title at 1 pt (a text's width grows with its size). */
  widest: number;
}

interface Placed {
  row: Row;
  column: number;
  y: number;
}

/**
 * Where each row goes (its column and top), and whether they all fit the page; rows past the
 * page are left off (only ever at the smallest size, which 80 lines with notes fit).
 */
function place(
  doc: Doc,
  rows: readonly Row[],
  stage: StageOptions,
  g: Geometry,
): { placed: Placed[]; fits: boolean } {
  const top = MARGIN + HEADER_HEIGHT;
  const bottom = doc.page.height - MARGIN;
  const titleWidth = g.columnWidth - g.numberWidth - g.keyWidth;
  // Too wide a title is cut short (…) only once the size is small enough to be hard to shrink.
  const wideEnough = g.widest * g.size <= titleWidth || g.size <= 20;
  const placed: Placed[] = [];
  let column = 0;
  let y = top;
  for (const row of rows) {
    const h = rowHeight(row, g.size, stage);
    if (y + h > bottom) {
      column++;
      y = top;
      if (column >= g.columns) return { placed, fits: false };
    }
    placed.push({ row, column, y });
    y += h;
  }
  return { placed, fits: wideEnough };
}

function geometry(
  doc: Doc,
  lines: StageCopy["lines"],
  stage: StageOptions,
  layout: { columns: number; size: number },
  widest: number,
): Geometry {
  const width = doc.page.width - MARGIN * 2;
  const columnWidth = (width - GAP * (layout.columns - 1)) / layout.columns;
  doc.font(FONT).fontSize(layout.size);
  const numberWidth = doc.widthOfString(`${lines.length}.`) + layout.size * 0.4;
  doc.fontSize(keySize(layout.size));
  const keys = stage.keys ? lines.map((l) => l.musicalKey ?? "").filter(Boolean) : [];
  const keyWidth =
    keys.length === 0 ? 0 : Math.max(...keys.map((k) => doc.widthOfString(k))) + layout.size * 0.5;
  return { ...layout, columnWidth, numberWidth, keyWidth, widest };
}

function printHeader(doc: Doc, show: StageCopy["show"]) {
  const where = [show.venueName, show.city].filter(Boolean).join(", ");
  const text = [formatCalendarDate(show.performanceDate), where, show.tourTitle]
    .filter(Boolean)
    .join(" · ");
  const width = doc.page.width - MARGIN * 2;
  doc.font(FONT).fontSize(HEADER_SIZE).fillColor(GREY);
  doc.text(text, MARGIN, MARGIN, { width, lineBreak: false, ellipsis: true });
  doc
    .moveTo(MARGIN, MARGIN + HEADER_SIZE + 8)
    .lineTo(MARGIN + width, MARGIN + HEADER_SIZE + 8)
    .lineWidth(0.5)
    .strokeColor("#999999")
    .stroke();
  doc.fillColor("#000000");
}

function printRow(
  doc: Doc,
  row: Row,
  at: { x: number; y: number },
  g: Geometry,
  stage: StageOptions,
  { t }: Translator,
) {
  const { x, y } = at;
  const one = { lineBreak: false, ellipsis: true } as const;
  if (row.kind === "encore") {
    doc
      .font(FONT_BOLD)
      .fontSize(Math.max(8, g.size * 0.6))
      .fillColor(GREY);
    doc.text(t({ id: "pdf.setList.encore", defaultMessage: "ENCORE" }), x, y + g.size * 0.35, {
      ...one,
      width: g.columnWidth,
      characterSpacing: 2,
    });
    doc.fillColor("#000000");
    return;
  }
  const { line, n } = row;
  doc.font(FONT).fontSize(g.size).fillColor(GREY);
  doc.text(`${n}.`, x, y, { ...one, width: g.numberWidth - g.size * 0.3, align: "right" });
  // A free line ("Drum solo") is not a song: regular weight, grey.
  doc
    .font(line.songId ? FONT_BOLD : FONT)
    .fillColor(line.songId ? "#000000" : GREY)
    .text(titleOf(line), x + g.numberWidth, y, {
      ...one,
      width: g.columnWidth - g.numberWidth - g.keyWidth,
    });
  if (stage.keys && line.musicalKey) {
    const size = keySize(g.size);
    doc.font(FONT).fontSize(size).fillColor(GREY);
    doc.text(line.musicalKey, x + g.columnWidth - g.keyWidth, y + (g.size - size) * 0.8, {
      ...one,
      width: g.keyWidth,
      align: "right",
    });
  }
  if (stage.notes && line.note) {
    doc.font(FONT).fontSize(noteSize(g.size)).fillColor(GREY);
    doc.text(line.note, x + g.numberWidth, y + g.size * 1.15, {
      ...one,
      width: g.columnWidth - g.numberWidth,
    });
  }
  doc.fillColor("#000000");
}

/** `locale`: the language and formats of the person who asked for it (issue 55). */
export function setListPdf(copy: StageCopy, locale: Locale = "en"): Promise<Buffer> {
  const tr = translatorFor(locale);
  const title = tr.t(
    { id: "pdf.setList.documentTitle", defaultMessage: "Set list {venue}" },
    { venue: copy.show.venueName },
  );
  return withFormatLocale(locale, () => stagePage(copy, title, tr));
}

function stagePage(copy: StageCopy, title: string, tr: Translator) {
  return render(title, (doc) => {
    printHeader(doc, copy.show);
    const rows = rowsOf(copy.lines);
    if (rows.length === 0) {
      doc
        .font(FONT)
        .fontSize(24)
        .text(
          tr.t({ id: "pdf.setList.noSongs", defaultMessage: "No songs in this set yet." }),
          MARGIN,
          MARGIN + HEADER_HEIGHT,
        );
      return;
    }
    doc.font(FONT_BOLD).fontSize(1);
    const widest = Math.max(...copy.lines.map((l) => doc.widthOfString(titleOf(l))));
    let g = geometry(doc, copy.lines, copy.stage, LAYOUTS[0]!, widest);
    let { placed, fits } = place(doc, rows, copy.stage, g);
    for (const layout of LAYOUTS.slice(1)) {
      if (fits) break;
      g = geometry(doc, copy.lines, copy.stage, layout, widest);
      ({ placed, fits } = place(doc, rows, copy.stage, g));
    }
    for (const { row, column, y } of placed) {
      printRow(doc, row, { x: MARGIN + column * (g.columnWidth + GAP), y }, g, copy.stage, tr);
    }
    doc.x = MARGIN;
  });
}
