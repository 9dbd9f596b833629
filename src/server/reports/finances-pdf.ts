import {
  type CurrencyCode,
  currencyName,
  formatHomeAmount,
  formatStoredIn,
} from "@/domain/currencies/currency";
import { describeRate, type FoundRate } from "@/domain/currencies/exchange-rates";
import { DEAL_TYPE_LABELS } from "@/domain/finances/deal-math";
import type { Deal } from "@/domain/finances/deals";
import { homeCents } from "@/domain/finances/ledger/build";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import {
  type CurrencyNotes,
  noRateMessage,
  SHOW_LEAVES_OUT,
} from "@/domain/finances/ledger/currency-notes";
import { COMMISSION_BASIS_LABELS } from "@/domain/finances/settlement-terms";
import type { FinanceFigures } from "@/domain/finances/summary";
import { fromCents, toCents } from "@/domain/money";
import { formatCalendarDate, formatDateRange } from "@/domain/tour-timing";
import type { TourFinance } from "../db/queries/finances/summary";
import { FONT } from "./pdf-fonts";
import { type Doc, heading, line, render, section } from "./pdf-layout";

/** Exact amounts with cents: a settlement is signed on them. */
const usdCents = (m: string | null | undefined) => {
  const c = toCents(m);
  const abs = fromCents(Math.abs(c));
  const [whole = "0", frac] = abs.split(".");
  return `${c < 0 ? "-" : ""}$${Number(whole).toLocaleString("en-US")}.${frac}`;
};

function figures(doc: Doc, title: string, f: FinanceFigures, money: (m: string) => string) {
  section(doc, title);
  // Issue 47: a category whose lines no rate converts keeps its row, marked (see Currencies).
  const amount = (c: FinanceFigures["revenueByCategory"][number]) =>
    c.noRate ? `${money(c.amount)} · no rate` : money(c.amount);
  for (const c of f.revenueByCategory) line(doc, `Revenue · ${c.category}`, amount(c));
  line(doc, "Total revenue", money(f.revenue), true);
  for (const c of f.expensesByCategory) line(doc, `Expense · ${c.category}`, amount(c));
  line(doc, "Total expenses", money(f.expenses), true);
  line(doc, "Profit", money(f.profit), true);
  line(doc, "Margin", f.marginPercent === null ? "—" : `${f.marginPercent}%`);
}

/**
 * Issue 41: the totals' currency, each rate a line was converted at (with its date), and the
 * lines in another currency that no rate converts: shown in their own currency, left out.
 */
function currencies(doc: Doc, notes: CurrencyNotes) {
  if (notes.rates.length === 0 && notes.unconverted.length === 0) return;
  section(doc, `Currencies (totals in ${notes.home})`);
  for (const r of notes.rates) doc.font(FONT).fontSize(9).text(r.text);
  if (notes.unconverted.length > 0) {
    doc
      .font(FONT)
      .fontSize(10)
      .text(
        `Left out of every total above (${notes.unconverted.length} line${notes.unconverted.length === 1 ? "" : "s"} with no rate):`,
      );
    for (const u of notes.unconverted)
      line(doc, `${u.label} · ${u.message}`, formatStoredIn(u.amount, u.currency));
  }
}

/** The tour's profit and loss: anticipated and actual, by category, and every deal. */
export function tourPnlPdf(finance: TourFinance, generatedOn: string) {
  const home = finance.currency.home;
  const money = (m: string | null | undefined) => formatStoredIn(m, home);
  return render(`P&L ${finance.tour.title}`, (doc) => {
    heading(
      doc,
      `Profit & Loss — ${finance.tour.title}`,
      `${formatDateRange(finance.tour.startDate, finance.tour.endDate)} · ${finance.dataBadge} · generated ${formatCalendarDate(generatedOn)}`,
    );
    figures(doc, `Anticipated (${home})`, finance.anticipated, money);
    figures(
      doc,
      `Actual (finalized rows, settled deals, booked travel and hotels; ${home})`,
      finance.actual,
      money,
    );
    currencies(doc, finance.currency);
    // What each show leaves the artist: payout and merch less its own travel and lodging; the
    // venue's show expenses are inside the payout, never taken off twice (issue 22).
    section(doc, "Per show (net: what the artist keeps)");
    if (finance.showPnl.length === 0) doc.font(FONT).fontSize(10).text("No shows.");
    for (const s of finance.showPnl) {
      line(
        doc,
        `${formatCalendarDate(s.performanceDate)} ${s.venueName} · ${money(s.income)} in, ${money(s.expenses)} out${s.isSettled ? " · Settled" : ""}`,
        money(s.net),
      );
      // Under the show's line, not in it: the label would be cut off at the figure.
      if (s.leavesOut) doc.font(FONT).fontSize(9).text(SHOW_LEAVES_OUT);
    }
    section(doc, "Deals");
    if (finance.deals.length === 0) doc.font(FONT).fontSize(10).text("No deals.");
    for (const d of finance.deals) {
      // A deal's own figures are in its currency (issue 41); the totals above are converted.
      const inDeal = (m: string | null) => formatStoredIn(m, d.currency);
      line(
        doc,
        `${formatCalendarDate(d.performanceDate)} ${d.venueName} · ${DEAL_TYPE_LABELS[d.dealType]} · ${d.isSettled ? "Settled" : "Pending"}`,
        d.isSettled ? inDeal(d.finalPayout) : `${inDeal(d.projectedPayout)} projected`,
      );
    }
    line(doc, "Rider savings", money(finance.riderSavings), true);
    line(doc, "Pending settlements", money(finance.pendingSettlements), true);
  });
}

const percent = (p: string) => `${Number(p)}%`;
/**
 * The show's costs as typed (home currency) and, for a deal in another currency, in the deal's
 * at the rate of the show's day (issue 41): "$1,200.00 = £947.87", or that no rate converts them.
 */
function netOfText(d: Deal, cents: (m: string | null) => string, inHome: (m: string) => string) {
  const typed = inHome(d.showTravelAndLodging);
  const inDeal = d.netOf === null ? noRateMessage(d.currency, d.performanceDate) : cents(d.netOf);
  return typed === inDeal ? typed : `${typed} = ${inDeal}`;
}

/** `inHome`: the show's travel and lodging estimates are in the home currency. */
function dealTerms(d: Deal, cents: (m: string | null) => string, inHome: (m: string) => string) {
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
    ["Show's travel & lodging (what net is net of)", netOfText(d, cents, inHome)],
    ["Venue merch split", percent(d.merchSplitPercent)],
  );
  return out;
}

/** The home currency of a sheet in another currency, and the rate of the show's day if any. */
export interface SettlementHome {
  home: CurrencyCode;
  rate: FoundRate | null;
}

/**
 * Issue 41: a deal in another currency than the home one prints, after its own figures, the
 * payout and balance in the home currency with the rate used, as the ledger converts them
 * (each amount once, half up), or says there is no rate.
 */
function homeEquivalent(doc: Doc, d: Deal, { home, rate }: SettlementHome) {
  section(doc, `In ${home} (the home currency)`);
  if (!rate) {
    line(doc, "Rate", noRateMessage(d.currency, d.performanceDate));
    return;
  }
  const inHome = (m: string | null) =>
    formatStoredIn(moneyOf(homeCents(bigCents(m), home, rate.fraction)), home);
  line(doc, "Rate", describeRate(rate.used));
  if (d.isSettled) line(doc, "Final payout", inHome(d.finalPayout), true);
  else line(doc, "Projected payout", inHome(d.projectedPayout));
  line(doc, "Balance due", inHome(d.balanceDue), true);
}

/**
 * The settlement sheet of one show: terms, what the night did, the payout by the formula,
 * what comes off it, and what the venue still owes, in the deal's currency (issue 41); with
 * `home` when that is another currency.
 */
export function settlementPdf(tourTitle: string, d: Deal, home?: SettlementHome) {
  // Exact amounts in the deal's own currency and minor unit: "$5,000.00", "£5,000.00", "¥100,005".
  const cents = (m: string | null | undefined) =>
    d.currency === "USD" ? usdCents(m) : formatStoredIn(m ?? "0.00", d.currency);
  const less = (m: string) => (toCents(m) === 0 ? cents(m) : `-${cents(m)}`);
  return render(`Settlement ${d.venueName}`, (doc) => {
    heading(
      doc,
      `Settlement — ${d.venueName}`,
      `${tourTitle} · ${formatCalendarDate(d.performanceDate)}`,
    );
    section(doc, "Terms");
    line(doc, "Currency", `${d.currency} · ${currencyName(d.currency)}`);
    const inHome = (m: string) =>
      home && home.home !== d.currency ? formatHomeAmount(m, home.home) : cents(m);
    for (const [k, v] of dealTerms(d, cents, inHome)) line(doc, k, v);
    section(doc, "The night");
    line(doc, "Tickets sold", d.ticketsSold === null ? "—" : d.ticketsSold.toLocaleString("en-US"));
    line(doc, "Gross receipts", cents(d.grossReceipts));
    line(doc, "Show expenses", cents(d.showExpenses));
    section(doc, "Payout");
    line(doc, "Projected payout", cents(d.projectedPayout));
    line(doc, "Final payout", d.isSettled ? cents(d.finalPayout) : "Not settled", true);
    if (d.variance !== null) line(doc, "Against projection", cents(d.variance));
    // Issue 41: a commission of net with no rate for the show's costs cannot be worked out.
    const unworked = noRateMessage(d.currency, d.performanceDate);
    const commission = (m: string | null) => (m === null ? unworked : less(m));
    line(doc, "Agent commission", commission(d.agentCommission));
    line(doc, "Manager commission", commission(d.managerCommission));
    line(doc, "Withholding tax", less(d.withholding));
    line(
      doc,
      "After commissions and tax",
      d.afterDeductions === null ? unworked : cents(d.afterDeductions),
      true,
    );
    section(doc, "Payment");
    line(doc, "Deposit received", cents(d.depositReceived));
    // The venue pays the payout less the tax it withholds and the deposit it already paid.
    line(doc, "Balance due (payout − withholding − deposit)", cents(d.balanceDue), true);
    line(doc, "Status", d.isPaid ? `Paid on ${formatCalendarDate(d.paidOn)}` : "Unpaid", true);
    if (home && home.home !== d.currency) homeEquivalent(doc, d, home);
    doc.moveDown(3).font(FONT).fontSize(10);
    doc.text("Artist / tour manager: ______________________      Venue: ______________________");
  });
}
