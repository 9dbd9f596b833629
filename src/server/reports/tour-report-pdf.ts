import type { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import {
  type CurrencyCode,
  DEFAULT_HOME_CURRENCY,
  formatHomeWhole,
} from "@/domain/currencies/currency";
import type { ExportOptions } from "@/domain/exports";
import { leftOutWarning } from "@/domain/finances/ledger/convert";
import { noRateMessage } from "@/domain/finances/ledger/currency-notes";
import { type Money, sumMoney } from "@/domain/money";
import { formatCalendarDate, formatDateRange } from "@/domain/tour-timing";
import { formatShowMoney } from "@/domain/tours/show-money";
import { showTotals } from "@/domain/tours/shows";
import { type Tour, tourStatusLabel } from "@/domain/tours/tours";
import { venuePlace } from "@/domain/tours/venues";
import { FONT, FONT_BOLD, prepareReport } from "./pdf-fonts";

const MARGIN = 48;
type Doc = PDFKit.PDFDocument;

interface Column {
  label: string;
  width: number;
  align?: "left" | "right";
  cell: (v: Tour["venues"][number]) => string;
}

function showColumns(opts: ExportOptions, home: CurrencyCode): Column[] {
  const cols: Column[] = [
    { label: "#", width: 24, cell: (v) => String(v.orderInTour) },
    { label: "Date", width: 80, cell: (v) => formatCalendarDate(v.performanceDate) },
    { label: "Venue", width: opts.includeFinancial ? 124 : 230, cell: (v) => v.venueName },
    {
      label: "City",
      width: opts.includeFinancial ? 92 : 160,
      cell: (v) => venuePlace(v.city, v.state),
    },
  ];
  if (opts.includeFinancial) {
    cols.push(
      // The show's money as every page gives it: its deal's figure, else the fee on offer.
      {
        // Wide enough for a deal in another currency: "CHF 102,482".
        label: "Fee",
        width: 82,
        align: "right",
        cell: (v) =>
          v.showMoney ? formatShowMoney(v.showMoney, home) : formatHomeWhole(v.venueFee, home),
      },
      {
        label: "Travel",
        width: 58,
        align: "right",
        cell: (v) => formatHomeWhole(v.estimatedTravelCost, home),
      },
      {
        label: "Lodging",
        width: 58,
        align: "right",
        cell: (v) => formatHomeWhole(v.estimatedAccommodationCost, home),
      },
    );
  }
  return cols;
}

function row(doc: Doc, cols: Column[], cells: string[], bold = false) {
  if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? FONT_BOLD : FONT).fontSize(9);
  const gap = ROW_PITCH - doc.currentLineHeight(true);
  // A long cell (a venue's name) wraps inside its column, and the next row starts below the
  // tallest: pdfkit wraps any text given a width, so cut at one line it ran over the next row.
  let below = y;
  cols.forEach((col, i) => {
    doc.text(cells[i] ?? "", x, y, { width: col.width - 6, align: col.align ?? "left" });
    below = Math.max(below, doc.y);
    x += col.width;
  });
  doc.x = MARGIN;
  doc.y = Math.max(y + ROW_PITCH, below + gap);
}

const ROW_PITCH = 14;

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

/** Shows whose deal no rate converts: left out of the booked money, which says so (issue 41). */
const leftOutOf = (tour: Tour) => tour.venues.filter((v) => v.bookedUnconverted).length;

/**
 * A tour's lodging as every page counts it (issue 47): its shows' estimates and, with the road
 * in its budget, the road's hotel nights that no stay or show estimate covers. Each night once.
 */
const lodgingOf = (tour: Tour, road: Money | undefined) =>
  sumMoney([showTotals(tour.venues).accommodation, road ?? "0"]);

function writeTour(
  doc: Doc,
  tour: Tour,
  opts: ExportOptions,
  home: CurrencyCode,
  road: Money | undefined,
) {
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  doc.moveDown(0.8);
  doc.font(FONT_BOLD).fontSize(13).text(tour.title, MARGIN);
  const facts = [tourStatusLabel(tour.status), formatDateRange(tour.startDate, tour.endDate)];
  if (opts.includeVenues) facts.push(plural(tour.venues.length, "show"));
  if (opts.includeFinancial)
    facts.push(`Estimated gross ${formatHomeWhole(tour.totalEstimatedCost, home)}`);
  doc.font(FONT).fontSize(9).fillColor("#555555").text(facts.join("  ·  "));
  doc.fillColor("#000000").moveDown(0.4);
  if (!opts.includeVenues) return;
  if (tour.venues.length === 0) {
    doc.fontSize(9).text("No shows yet.");
    return;
  }
  const cols = showColumns(opts, home);
  row(
    doc,
    cols,
    cols.map((c) => c.label),
    true,
  );
  for (const v of tour.venues)
    row(
      doc,
      cols,
      cols.map((c) => c.cell(v)),
    );
  if (opts.includeFinancial) {
    const t = showTotals(tour.venues);
    row(
      doc,
      cols,
      // The fee column's total is the booked money (confirmed shows), named as such.
      [
        "",
        "",
        "Totals",
        "",
        `Booked ${formatHomeWhole(t.booked, home)}`,
        formatHomeWhole(t.travel, home),
        formatHomeWhole(lodgingOf(tour, road), home),
      ],
      true,
    );
    if (road !== undefined)
      doc
        .font(FONT)
        .fontSize(9)
        .text(
          `Lodging includes the road's hotel nights with no stay or show estimate: ${formatHomeWhole(road, home)}.`,
          MARGIN,
        );
    const leftOut = leftOutOf(tour);
    if (leftOut > 0) {
      const missing = tour.venues.flatMap((v) =>
        v.bookedUnconverted
          ? [noRateMessage(v.bookedUnconverted.currency, v.bookedUnconverted.date)]
          : [],
      );
      doc
        .font(FONT)
        .fontSize(9)
        .text(`${leftOutWarning(leftOut)} (${missing.join("; ")}).`, MARGIN);
    }
  }
}

/**
 * pdfkit pushes whatever is written into its readable buffer at once, whether anyone reads it
 * or not. This resolves when the buffer is below its high-water mark: at once, or when the
 * reader next asks for data (or goes away).
 */
function waitForReader(doc: Doc): () => Promise<void> {
  let wake: (() => void) | undefined;
  const readable = doc as unknown as Readable;
  const read = readable._read.bind(readable);
  readable._read = (size: number) => {
    read(size);
    wake?.();
    wake = undefined;
  };
  readable.once("close", () => wake?.());
  return () =>
    readable.readableLength < readable.readableHighWaterMark || readable.destroyed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          wake = resolve;
        });
}

/**
 * A readable tour report: each tour with its shows and totals, then the account's totals.
 * Pages are written as batches of tours arrive, so a large export streams.
 */
export function tourReportPdf(
  batches: AsyncIterable<Tour[]>,
  opts: ExportOptions,
  /**
   * home: the currency of the booked totals (the workspace's; USD when left out). roadHotels:
   * per tour whose road is in its budget, the road's hotel nights (roadHotelsOfTours).
   */
  meta: {
    artistName: string;
    generatedOn: string;
    home?: CurrencyCode;
    roadHotels?: ReadonlyMap<string, Money>;
  },
): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: "Tour Report" } });
  prepareReport(doc);
  const drained = waitForReader(doc);
  const home = meta.home ?? DEFAULT_HOME_CURRENCY;
  (async () => {
    doc.font(FONT_BOLD).fontSize(20).text("Tour Report");
    doc.font(FONT).fontSize(10).fillColor("#555555");
    doc.text(`${meta.artistName} · generated ${formatCalendarDate(meta.generatedOn)}`);
    doc.fillColor("#000000");
    let tourCount = 0;
    let showCount = 0;
    // Running totals, so a large export never keeps its shows in memory.
    let totals = showTotals([]);
    let estimated = "0";
    let leftOut = 0;
    for await (const batch of batches) {
      for (const tour of batch) {
        // A slow client: stop writing (and reading the database) until it has caught up.
        await drained();
        // And a turn for every other request between two tours (issue 49): the report is
        // streamed, one pdfkit document across the database's batches, so it cannot be one
        // task of the worker pool; it is laid out here a tour at a time instead.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (doc.destroyed) return;
        const road = meta.roadHotels?.get(tour.id);
        writeTour(doc, tour, opts, home, road);
        tourCount++;
        showCount += tour.venues.length;
        if (opts.includeFinancial) {
          const t = showTotals(tour.venues);
          totals = {
            booked: sumMoney([totals.booked, t.booked]),
            travel: sumMoney([totals.travel, t.travel]),
            accommodation: sumMoney([totals.accommodation, lodgingOf(tour, road)]),
            costs: sumMoney([totals.costs, t.costs]),
          };
          estimated = sumMoney([estimated, tour.totalEstimatedCost]);
          leftOut += leftOutOf(tour);
        }
      }
    }
    if (tourCount === 0) doc.moveDown().fontSize(11).text("No tours found.");
    doc.moveDown(1.2).font(FONT_BOLD).fontSize(13).text("All tours", MARGIN);
    const lines = [`${plural(tourCount, "tour")}, ${plural(showCount, "show")}`];
    if (opts.includeFinancial) {
      lines.push(
        // One figure a line: three on one line wrapped once the amounts grew, and a figure
        // read apart from its label.
        `Booked (confirmed shows: deals, else offers) ${formatHomeWhole(totals.booked, home)}`,
        `Estimated travel ${formatHomeWhole(totals.travel, home)}`,
        `Estimated accommodation ${formatHomeWhole(totals.accommodation, home)}`,
        `Total estimated gross (typed per tour) ${formatHomeWhole(estimated, home)}`,
      );
      if (leftOut > 0) lines.push(leftOutWarning(leftOut));
    }
    doc.font(FONT).fontSize(10);
    for (const line of lines) doc.text(line);
    doc.end();
  })().catch((err: Error) => doc.destroy(err));
  return toWebStream(doc);
}

/**
 * Like Readable.toWeb, which after a cancel still enqueues pdfkit's next chunk into the
 * closed stream (an uncaught "Controller is already closed"): stops at once when the reader
 * goes away, and pauses the document while the reader is behind.
 */
function toWebStream(doc: Doc): ReadableStream<Uint8Array> {
  const readable = doc as unknown as Readable;
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      readable.on("data", (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) readable.pause();
      });
      readable.on("end", () => {
        if (open) controller.close();
        open = false;
      });
      readable.on("error", (err) => {
        if (open) controller.error(err);
        open = false;
      });
      readable.pause();
    },
    pull() {
      readable.resume();
    },
    cancel() {
      open = false;
      readable.destroy();
    },
  });
}
