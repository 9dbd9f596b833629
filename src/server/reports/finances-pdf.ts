import PDFDocument from "pdfkit";
import { DEAL_TYPE_LABELS } from "@/domain/finances/deal-math";
import type { Deal } from "@/domain/finances/deals";
import { COMMISSION_BASIS_LABELS } from "@/domain/finances/settlement-terms";
import type { FinanceFigures } from "@/domain/finances/summary";
import { formatUsd } from "@/domain/format";
import { scheduleOf } from "@/domain/logistics/day-sheets";
import { TRAVEL_MODE_LABELS } from "@/domain/logistics/itinerary";
import { fromCents, toCents } from "@/domain/money";
import { formatCalendarDate, formatDateRange } from "@/domain/tour-timing";
import { SHOW_MONEY_LABELS } from "@/domain/tours/show-money";
import { utcToZoned } from "@/domain/zoned-time";
import type { TourFinance } from "../db/queries/finances/summary";
import type { DaySheetView } from "../db/queries/logistics/day-sheets";
import { applyReportFonts, FONT, FONT_BOLD } from "./pdf-fonts";

export const MARGIN = 48;
export type Doc = PDFKit.PDFDocument;

/** Small one-off documents: rendered whole, then sent. */
export function render(title: string, write: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: title } });
  applyReportFonts(doc);
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

/** Exact amounts with cents: a settlement is signed on them. */
const cents = (m: string | null | undefined) => {
  const c = toCents(m);
  const abs = fromCents(Math.abs(c));
  const [whole = "0", frac] = abs.split(".");
  return `${c < 0 ? "-" : ""}$${Number(whole).toLocaleString("en-US")}.${frac}`;
};

export function heading(doc: Doc, text: string, sub?: string) {
  doc.font(FONT_BOLD).fontSize(18).fillColor("#000000").text(text, MARGIN);
  if (sub) doc.font(FONT).fontSize(10).fillColor("#555555").text(sub).fillColor("#000000");
  doc.moveDown(0.8);
}

export function section(doc: Doc, text: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.5).font(FONT_BOLD).fontSize(12).text(text, MARGIN).moveDown(0.2);
}

/** A label on the left, a figure on the right. */
export function line(doc: Doc, label: string, value: string, bold = false) {
  if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
  const y = doc.y;
  const width = doc.page.width - MARGIN * 2;
  doc.font(bold ? FONT_BOLD : FONT).fontSize(10);
  doc.text(label, MARGIN, y, { width: width - 140, lineBreak: false, ellipsis: true });
  doc.text(value, MARGIN + width - 140, y, { width: 140, align: "right", lineBreak: false });
  doc.x = MARGIN;
  doc.y = y + 15;
}

function figures(doc: Doc, title: string, f: FinanceFigures) {
  section(doc, title);
  for (const c of f.revenueByCategory) line(doc, `Revenue · ${c.category}`, cents(c.amount));
  line(doc, "Total revenue", cents(f.revenue), true);
  for (const c of f.expensesByCategory) line(doc, `Expense · ${c.category}`, cents(c.amount));
  line(doc, "Total expenses", cents(f.expenses), true);
  line(doc, "Profit", cents(f.profit), true);
  line(doc, "Margin", f.marginPercent === null ? "—" : `${f.marginPercent}%`);
}

/** The tour's profit and loss: anticipated and actual, by category, and every deal. */
export function tourPnlPdf(finance: TourFinance, generatedOn: string) {
  return render(`P&L ${finance.tour.title}`, (doc) => {
    heading(
      doc,
      `Profit & Loss — ${finance.tour.title}`,
      `${formatDateRange(finance.tour.startDate, finance.tour.endDate)} · ${finance.dataBadge} · generated ${formatCalendarDate(generatedOn)}`,
    );
    figures(doc, "Anticipated", finance.anticipated);
    figures(
      doc,
      "Actual (finalized rows, settled deals, booked travel and hotels)",
      finance.actual,
    );
    // What each show leaves the artist: payout and merch less its own travel and lodging; the
    // venue's show expenses are inside the payout, never taken off twice (issue 22).
    section(doc, "Per show (net: what the artist keeps)");
    if (finance.showPnl.length === 0) doc.font(FONT).fontSize(10).text("No shows.");
    for (const s of finance.showPnl) {
      line(
        doc,
        `${formatCalendarDate(s.performanceDate)} ${s.venueName} · ${cents(s.income)} in, ${cents(s.expenses)} out${s.isSettled ? " · Settled" : ""}`,
        cents(s.net),
      );
    }
    section(doc, "Deals");
    if (finance.deals.length === 0) doc.font(FONT).fontSize(10).text("No deals.");
    for (const d of finance.deals) {
      line(
        doc,
        `${formatCalendarDate(d.performanceDate)} ${d.venueName} · ${DEAL_TYPE_LABELS[d.dealType]} · ${d.isSettled ? "Settled" : "Pending"}`,
        d.isSettled ? cents(d.finalPayout) : `${cents(d.projectedPayout)} projected`,
      );
    }
    line(doc, "Rider savings", cents(finance.riderSavings), true);
    line(doc, "Pending settlements", cents(finance.pendingSettlements), true);
  });
}

const percent = (p: string) => `${Number(p)}%`;
/** An amount taken off the payout: "-$1,000.00", or "$0.00" when nothing is. */
const less = (m: string) => (toCents(m) === 0 ? cents(m) : `-${cents(m)}`);

function dealTerms(d: Deal) {
  const out: [string, string][] = [["Deal", DEAL_TYPE_LABELS[d.dealType]]];
  if (d.guaranteeAmount !== null) out.push(["Guarantee", cents(d.guaranteeAmount)]);
  if (d.artistSharePercent !== null) out.push(["Artist share", `${d.artistSharePercent}%`]);
  if (d.ticketPrice !== null) out.push(["Ticket price", cents(d.ticketPrice)]);
  if (d.capacity !== null) out.push(["Capacity", d.capacity.toLocaleString("en-US")]);
  out.push(
    [
      "Agent commission",
      `${percent(d.agentCommissionPercent)} of ${COMMISSION_BASIS_LABELS[d.agentCommissionBasis].toLowerCase()}`,
    ],
    [
      "Manager commission",
      `${percent(d.managerCommissionPercent)} of ${COMMISSION_BASIS_LABELS[d.managerCommissionBasis].toLowerCase()}`,
    ],
    ["Withholding tax", `${percent(d.withholdingPercent)} of the payout`],
    ["Show's travel & lodging (what net is net of)", cents(d.showTravelAndLodging)],
    ["Venue merch split", percent(d.merchSplitPercent)],
  );
  return out;
}

/**
 * The settlement sheet of one show: terms, what the night did, the payout by the formula,
 * what comes off it, and what the venue still owes.
 */
export function settlementPdf(tourTitle: string, d: Deal) {
  return render(`Settlement ${d.venueName}`, (doc) => {
    heading(
      doc,
      `Settlement — ${d.venueName}`,
      `${tourTitle} · ${formatCalendarDate(d.performanceDate)}`,
    );
    section(doc, "Terms");
    for (const [k, v] of dealTerms(d)) line(doc, k, v);
    section(doc, "The night");
    line(doc, "Tickets sold", d.ticketsSold === null ? "—" : d.ticketsSold.toLocaleString("en-US"));
    line(doc, "Gross receipts", cents(d.grossReceipts));
    line(doc, "Show expenses", cents(d.showExpenses));
    section(doc, "Payout");
    line(doc, "Projected payout", cents(d.projectedPayout));
    line(doc, "Final payout", d.isSettled ? cents(d.finalPayout) : "Not settled", true);
    if (d.variance !== null) line(doc, "Against projection", cents(d.variance));
    line(doc, "Agent commission", less(d.agentCommission));
    line(doc, "Manager commission", less(d.managerCommission));
    line(doc, "Withholding tax", less(d.withholding));
    line(doc, "After commissions and tax", cents(d.afterDeductions), true);
    section(doc, "Payment");
    line(doc, "Deposit received", cents(d.depositReceived));
    // The venue pays the payout less the tax it withholds and the deposit it already paid.
    line(doc, "Balance due (payout − withholding − deposit)", cents(d.balanceDue), true);
    line(doc, "Status", d.isPaid ? `Paid on ${formatCalendarDate(d.paidOn)}` : "Unpaid", true);
    doc.moveDown(3).font(FONT).fontSize(10);
    doc.text("Artist / tour manager: ______________________      Venue: ______________________");
  });
}

/** The printable day sheet of one show. */
/** `withMoney`: false for crew and artists, whose copy has no "Show money" (ADR 0019). */
export function daySheetPdf(data: DaySheetView, { withMoney }: { withMoney: boolean }) {
  const { show, sheet } = data;
  return render(`Day sheet ${show.venueName}`, (doc) => {
    heading(
      doc,
      `${formatCalendarDate(show.performanceDate)} — ${show.venueName}`,
      `${show.tourTitle} · ${sheet.venueAddress ?? [show.city, show.state].filter(Boolean).join(", ")}`,
    );
    section(doc, "Schedule");
    const schedule = scheduleOf(sheet);
    if (schedule.length === 0) doc.font(FONT).fontSize(10).text("No times set yet.");
    for (const s of schedule)
      line(doc, s.label, `${s.time}${s.afterMidnight ? " (after midnight)" : ""}`);
    // What the show pays, as the web day sheet, Tours and HCC say it (show-money.ts).
    if (withMoney) {
      section(doc, "Show money");
      line(doc, SHOW_MONEY_LABELS[show.showMoney.basis], formatUsd(show.showMoney.amount));
    }
    section(doc, "Contacts");
    // As the web day sheet says it: a bare heading read like a page that failed to print.
    if (data.contacts.length === 0) doc.font(FONT).fontSize(10).text("No contacts on file.");
    for (const c of data.contacts) {
      doc.font(FONT).fontSize(10).text([c.name, c.phone, c.email].filter(Boolean).join(" · "));
    }
    section(doc, "Travel");
    if (data.legs.length === 0) doc.font(FONT).fontSize(10).text("No travel this day.");
    for (const l of data.legs) {
      const dep = utcToZoned(l.departureAt, l.departureTz);
      const arr = utcToZoned(l.arrivalAt, l.arrivalTz);
      doc
        .font(FONT)
        .fontSize(10)
        .text(
          `${TRAVEL_MODE_LABELS[l.mode]} ${l.fromPlace} → ${l.toPlace}: ${dep.time} (${l.departureTz}) – ${arr.time} (${l.arrivalTz})${l.confirmationCode ? ` · Confirmation ${l.confirmationCode}` : ""}`,
        );
    }
    section(doc, "Hotel");
    if (data.lodgings.length === 0)
      doc.font(FONT).fontSize(10).text("No hotel booked for tonight.");
    for (const h of data.lodgings) {
      doc
        .font(FONT)
        .fontSize(10)
        .text(
          `${h.name}${h.address ? `, ${h.address}` : ""}${h.confirmationCode ? ` · Confirmation ${h.confirmationCode}` : ""}`,
        );
    }
    section(doc, "Guest list");
    const g = data.guestList;
    line(doc, "Checked in", `${g.checkedIn} of ${g.approved} approved tickets`);
    if (g.requested > 0) line(doc, "Waiting for approval", `${g.requested} tickets`);
    if (sheet.notes) {
      section(doc, "Notes");
      doc.font(FONT).fontSize(10).text(sheet.notes);
    }
  });
}
