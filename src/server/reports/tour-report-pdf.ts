import type { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import PDFDocument from "pdfkit";
import {
  type CurrencyCode,
  DEFAULT_HOME_CURRENCY,
  formatHomeWhole,
} from "@/domain/currencies/currency";
import type { ExportOptions } from "@/domain/exports";
import { leftOutWarning } from "@/domain/finances/ledger/convert";
import { noRateMessage } from "@/domain/finances/ledger/currency-notes";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { type Money, sumMoney } from "@/domain/money";
import { formatCalendarDate, formatDateRange } from "@/domain/tour-timing";
import { formatShowMoney } from "@/domain/tours/show-money";
import { showTotals } from "@/domain/tours/shows";
import { tourStatusLabel } from "@/domain/tours/tour-status";
import type { Tour } from "@/domain/tours/tours";
import { venuePlace } from "@/domain/tours/venues";
import { type Translator, translatorFor } from "../i18n/translator";
import { FONT, FONT_BOLD, prepareReport } from "./pdf-fonts";

const MARGIN = 48;
type Doc = PDFKit.PDFDocument;

interface Column {
  label: string;
  width: number;
  align?: "left" | "right";
  cell: (v: Tour["venues"][number]) => string;
}

function showColumns(opts: ExportOptions, home: CurrencyCode, { t }: Translator): Column[] {
  const cols: Column[] = [
    { label: "#", width: 24, cell: (v) => String(v.orderInTour) },
    {
      label: t({ id: "pdf.tourReport.date", defaultMessage: "Date" }),
      width: 80,
      cell: (v) => formatCalendarDate(v.performanceDate),
    },
    {
      label: t({ id: "pdf.tourReport.venue", defaultMessage: "Venue" }),
      width: opts.includeFinancial ? 124 : 230,
      cell: (v) => v.venueName,
    },
    {
      label: t({ id: "pdf.tourReport.city", defaultMessage: "City" }),
      width: opts.includeFinancial ? 92 : 160,
      cell: (v) => venuePlace(v.city, v.state),
    },
  ];
  if (opts.includeFinancial) {
    cols.push(
      // The show's money as every page gives it: its deal's figure, else the fee on offer.
      {
        // Wide enough for a deal in another currency: "CHF 102,482".
        label: t({ id: "pdf.tourReport.fee", defaultMessage: "Fee" }),
        width: 82,
        align: "right",
        cell: (v) =>
          v.showMoney ? formatShowMoney(v.showMoney, home) : formatHomeWhole(v.venueFee, home),
      },
      {
        label: t({ id: "pdf.tourReport.travel", defaultMessage: "Travel" }),
        width: 58,
        align: "right",
        cell: (v) => formatHomeWhole(v.estimatedTravelCost, home),
      },
      {
        label: t({ id: "pdf.tourReport.lodging", defaultMessage: "Lodging" }),
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

/**
 * Counts as the English always wrote them, digits without grouping ("1200 shows"): `n` is
 * the count as text, so a plural's `#` (which groups) is not used.
 */
const showsText = ({ t }: Translator, count: number) =>
  t(
    {
      id: "pdf.tourReport.shows",
      defaultMessage: "{count, plural, one {{n} show} other {{n} shows}}",
    },
    { count, n: String(count) },
  );

/** The shows no rate converts and a show's missing rate: the domain's words, the reader's. */
const leftOutText = ({ within }: Translator, count: number) => within(() => leftOutWarning(count));
const noRateText = ({ within }: Translator, currency: string, date: string | null) =>
  within(() => noRateMessage(currency, date));

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
  tr: Translator,
) {
  const { t } = tr;
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  doc.moveDown(0.8);
  doc.font(FONT_BOLD).fontSize(13).text(tour.title, MARGIN);
  const facts = [
    tr.within(() => tourStatusLabel(tour.status)),
    formatDateRange(tour.startDate, tour.endDate),
  ];
  if (opts.includeVenues) facts.push(showsText(tr, tour.venues.length));
  if (opts.includeFinancial)
    facts.push(
      t(
        { id: "pdf.tourReport.estimatedGross", defaultMessage: "Estimated gross {amount}" },
        { amount: formatHomeWhole(tour.totalEstimatedCost, home) },
      ),
    );
  doc.font(FONT).fontSize(9).fillColor("#555555").text(facts.join("  ·  "));
  doc.fillColor("#000000").moveDown(0.4);
  if (!opts.includeVenues) return;
  if (tour.venues.length === 0) {
    doc.fontSize(9).text(t({ id: "pdf.tourReport.noShows", defaultMessage: "No shows yet." }));
    return;
  }
  const cols = showColumns(opts, home, tr);
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
    const sums = showTotals(tour.venues);
    row(
      doc,
      cols,
      // The fee column's total is the booked money (confirmed shows), named as such.
      [
        "",
        "",
        t({ id: "pdf.tourReport.totals", defaultMessage: "Totals" }),
        "",
        t(
          { id: "pdf.tourReport.booked", defaultMessage: "Booked {amount}" },
          { amount: formatHomeWhole(sums.booked, home) },
        ),
        formatHomeWhole(sums.travel, home),
        formatHomeWhole(lodgingOf(tour, road), home),
      ],
      true,
    );
    if (road !== undefined)
      doc
        .font(FONT)
        .fontSize(9)
        .text(
          t(
            {
              id: "pdf.tourReport.roadHotels",
              defaultMessage:
                "Lodging includes the road's hotel nights with no stay or show estimate: {amount}.",
            },
            { amount: formatHomeWhole(road, home) },
          ),
          MARGIN,
        );
    const leftOut = leftOutOf(tour);
    if (leftOut > 0) {
      const missing = tour.venues.flatMap((v) =>
        v.bookedUnconverted
          ? [noRateText(tr, v.bookedUnconverted.currency, v.bookedUnconverted.date)]
          : [],
      );
      doc
        .font(FONT)
        .fontSize(9)
        .text(`${leftOutText(tr, leftOut)} (${missing.join("; ")}).`, MARGIN);
    }
  }
}

/** The account's totals after every tour. */
function writeAllTours(
  doc: Doc,
  tr: Translator,
  all: {
    tourCount: number;
    showCount: number;
    totals: ReturnType<typeof showTotals>;
    estimated: Money;
    leftOut: number;
  },
  opts: ExportOptions,
  home: CurrencyCode,
) {
  const { t } = tr;
  const money = (amount: Money) => ({ amount: formatHomeWhole(amount, home) });
  if (all.tourCount === 0)
    doc
      .moveDown()
      .fontSize(11)
      .text(t({ id: "pdf.tourReport.noTours", defaultMessage: "No tours found." }));
  doc
    .moveDown(1.2)
    .font(FONT_BOLD)
    .fontSize(13)
    .text(t({ id: "pdf.tourReport.allTours", defaultMessage: "All tours" }), MARGIN);
  const tours = t(
    {
      id: "pdf.tourReport.tours",
      defaultMessage: "{count, plural, one {{n} tour} other {{n} tours}}",
    },
    { count: all.tourCount, n: String(all.tourCount) },
  );
  const lines = [`${tours}, ${showsText(tr, all.showCount)}`];
  if (opts.includeFinancial) {
    lines.push(
      // One figure a line: three on one line wrapped once the amounts grew, and a figure
      // read apart from its label.
      t(
        {
          id: "pdf.tourReport.bookedAll",
          defaultMessage: "Booked (confirmed shows: deals, else offers) {amount}",
        },
        money(all.totals.booked),
      ),
      t(
        { id: "pdf.tourReport.estimatedTravel", defaultMessage: "Estimated travel {amount}" },
        money(all.totals.travel),
      ),
      t(
        {
          id: "pdf.tourReport.estimatedAccommodation",
          defaultMessage: "Estimated accommodation {amount}",
        },
        money(all.totals.accommodation),
      ),
      t(
        {
          id: "pdf.tourReport.estimatedGrossAll",
          defaultMessage: "Total estimated gross (typed per tour) {amount}",
        },
        money(all.estimated),
      ),
    );
    if (all.leftOut > 0) lines.push(leftOutText(tr, all.leftOut));
  }
  doc.font(FONT).fontSize(10);
  for (const line of lines) doc.text(line);
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
 * home: the currency of the booked totals (the workspace's; USD when left out). roadHotels:
 * per tour whose road is in its budget, the road's hotel nights (roadHotelsOfTours). locale:
 * the language and formats of the person who asked for it (issue 55); English unset.
 */
export interface TourReportMeta {
  artistName: string;
  generatedOn: string;
  home?: CurrencyCode;
  roadHotels?: ReadonlyMap<string, Money>;
  locale?: Locale;
}

/**
 * A readable tour report: each tour with its shows and totals, then the account's totals.
 * Pages are written as batches of tours arrive, so a large export streams.
 */
export function tourReportPdf(
  batches: AsyncIterable<Tour[]>,
  opts: ExportOptions,
  meta: TourReportMeta,
): ReadableStream<Uint8Array> {
  const locale = meta.locale ?? "en";
  const tr = translatorFor(locale);
  const { t } = tr;
  const title = t({ id: "pdf.tourReport.title", defaultMessage: "Tour Report" });
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: title } });
  prepareReport(doc);
  const drained = waitForReader(doc);
  const home = meta.home ?? DEFAULT_HOME_CURRENCY;
  // withFormatLocale holds for synchronous work only: each piece written between two awaits
  // is wrapped on its own, so another request's document never reads this one's formats.
  const inLocale = (write: () => void) => withFormatLocale(locale, write);
  (async () => {
    inLocale(() => {
      doc.font(FONT_BOLD).fontSize(20).text(title);
      doc.font(FONT).fontSize(10).fillColor("#555555");
      doc.text(
        t(
          { id: "pdf.tourReport.generated", defaultMessage: "{artist} · generated {date}" },
          { artist: meta.artistName, date: formatCalendarDate(meta.generatedOn) },
        ),
      );
      doc.fillColor("#000000");
    });
    let tourCount = 0;
    let showCount = 0;
    // Running totals, so a large export never keeps its shows in memory.
    let totals = showTotals([]);
    let estimated = "0";
    let leftOut = 0;
    for await (const batch of batches) {
      for (const tour of batch) {
        // A slow reader: stop writing (and asking for tours) until it has caught up.
        await drained();
        // And a turn between two tours, where a reader that went away is heard: the server
        // runs this in a worker thread (heavy/tasks.ts, tourReport), tests on their own.
        await nextTurn();
        if (doc.destroyed) return;
        const road = meta.roadHotels?.get(tour.id);
        inLocale(() => writeTour(doc, tour, opts, home, road, tr));
        tourCount++;
        showCount += tour.venues.length;
        if (opts.includeFinancial) {
          const sums = showTotals(tour.venues);
          totals = {
            booked: sumMoney([totals.booked, sums.booked]),
            travel: sumMoney([totals.travel, sums.travel]),
            accommodation: sumMoney([totals.accommodation, lodgingOf(tour, road)]),
            costs: sumMoney([totals.costs, sums.costs]),
          };
          estimated = sumMoney([estimated, tour.totalEstimatedCost]);
          leftOut += leftOutOf(tour);
        }
      }
    }
    inLocale(() => {
      writeAllTours(doc, tr, { tourCount, showCount, totals, estimated, leftOut }, opts, home);
      doc.end();
    });
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
