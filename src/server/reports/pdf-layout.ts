import PDFDocument from "pdfkit";
import { FONT, FONT_BOLD, prepareReport } from "./pdf-fonts";

/** The layout the one-page reports share: a heading, sections, label-and-figure lines. */
export const MARGIN = 48;
export type Doc = PDFKit.PDFDocument;

/** Small one-off documents: rendered whole, then sent. */
export function render(title: string, write: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: title } });
  prepareReport(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  write(doc);
  doc.end();
  return done;
}

export function heading(doc: Doc, text: string, sub?: string) {
  doc.font(FONT_BOLD).fontSize(18).fillColor("#000000").text(text, MARGIN);
  if (sub) doc.font(FONT).fontSize(10).fillColor("#555555").text(sub).fillColor("#000000");
  doc.moveDown(0.8);
}

export function section(doc: Doc, text: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.5).font(FONT_BOLD).fontSize(12).text(text, MARGIN).moveDown(0.2);
}

const LINE_PITCH = 15;

/**
 * A label on the left, a figure on the right. A long label (a venue's or a guest's name)
 * wraps inside its column and the next line starts below it: pdfkit wraps any text given a
 * width, so the label cut at one line ("lineBreak: false") went on over the next line.
 */
export function line(doc: Doc, label: string, value: string, bold = false) {
  if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
  const y = doc.y;
  const width = doc.page.width - MARGIN * 2;
  doc.font(bold ? FONT_BOLD : FONT).fontSize(10);
  const gap = LINE_PITCH - doc.currentLineHeight(true);
  doc.text(label, MARGIN, y, { width: width - 140 });
  const below = doc.y;
  doc.text(value, MARGIN + width - 140, y, { width: 140, align: "right", lineBreak: false });
  doc.x = MARGIN;
  doc.y = Math.max(y + LINE_PITCH, below + gap);
}
