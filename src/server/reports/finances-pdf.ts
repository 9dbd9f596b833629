import {
  type CurrencyCode,
  currencyName,
  formatHomeAmount,
  formatStoredIn,
} from "@/domain/currencies/currency";
import { describeRate, type FoundRate } from "@/domain/currencies/exchange-rates";
import { DEAL_TYPE_LABELS } from "@/domain/finances/deal-math";
import type { Deal } from "@/domain/finances/deals";
import { categoryLabel } from "@/domain/finances/financials";
import { homeCents } from "@/domain/finances/ledger/build";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import { type CurrencyNotes, noRateMessage } from "@/domain/finances/ledger/currency-notes";
import { lineLabel } from "@/domain/finances/ledger/line-words";
import type { FinanceFigures } from "@/domain/finances/summary";
import type { Locale } from "@/domain/i18n/locales";
import { fromCents, toCents } from "@/domain/money";
import { formatCalendarDate, formatDateRange } from "@/domain/tour-timing";
import type { TourFinance } from "../db/queries/finances/summary";
import { type Translator, translatorFor } from "../i18n/translator";
import { FONT } from "./pdf-fonts";
import { type Doc, heading, line, render, section } from "./pdf-layout";

/** Exact amounts with cents: a settlement is signed on them. */
const usdCents = (m: string | null | undefined) => {
  const c = toCents(m);
  const abs = fromCents(Math.abs(c));
  const [whole = "0", frac] = abs.split(".");
  return `${c < 0 ? "-" : ""}$${Number(whole).toLocaleString("en-US")}.${frac}`;
};

function figures(
  doc: Doc,
  title: string,
  f: FinanceFigures,
  money: (m: string) => string,
  { t, within }: Translator,
) {
  section(doc, title);
  // Issue 47: a category whose lines no rate converts keeps its row, marked (see Currencies).
  const amount = (c: FinanceFigures["revenueByCategory"][number]) =>
    c.noRate
      ? t(
          { id: "pdf.pnl.noRate", defaultMessage: "{amount} · no rate" },
          { amount: money(c.amount) },
        )
      : money(c.amount);
  for (const c of f.revenueByCategory)
    line(
      doc,
      t(
        { id: "pdf.pnl.revenueOf", defaultMessage: "Revenue · {category}" },
        { category: within(() => categoryLabel(c.category)) },
      ),
      amount(c),
    );
  line(
    doc,
    t({ id: "pdf.pnl.totalRevenue", defaultMessage: "Total revenue" }),
    money(f.revenue),
    true,
  );
  for (const c of f.expensesByCategory)
    line(
      doc,
      t(
        { id: "pdf.pnl.expenseOf", defaultMessage: "Expense · {category}" },
        { category: within(() => categoryLabel(c.category)) },
      ),
      amount(c),
    );
  line(
    doc,
    t({ id: "pdf.pnl.totalExpenses", defaultMessage: "Total expenses" }),
    money(f.expenses),
    true,
  );
  line(doc, t({ id: "pdf.pnl.profit", defaultMessage: "Profit" }), money(f.profit), true);
  line(
    doc,
    t({ id: "pdf.pnl.margin", defaultMessage: "Margin" }),
    f.marginPercent === null ? "—" : `${f.marginPercent}%`,
  );
}

/**
 * Issue 41: the totals' currency, each rate a line was converted at (with its date), and the
 * lines in another currency that no rate converts: shown in their own currency, left out.
 */
function currencies(doc: Doc, notes: CurrencyNotes, { t }: Translator) {
  if (notes.rates.length === 0 && notes.unconverted.length === 0) return;
  section(
    doc,
    t(
      { id: "pdf.pnl.currencies", defaultMessage: "Currencies (totals in {home})" },
      { home: notes.home },
    ),
  );
  for (const r of notes.rates) doc.font(FONT).fontSize(9).text(r.text);
  if (notes.unconverted.length > 0) {
    doc
      .font(FONT)
      .fontSize(10)
      .text(
        t(
          {
            id: "pdf.pnl.leftOut",
            defaultMessage:
              "Left out of every total above ({count, plural, one {# line} other {# lines}} with no rate):",
          },
          { count: notes.unconverted.length },
        ),
      );
    for (const u of notes.unconverted)
      line(doc, `${lineLabel(u)} · ${u.message}`, formatStoredIn(u.amount, u.currency));
  }
}

/** The tour's profit and loss: anticipated and actual, by category, and every deal. */
export function tourPnlPdf(finance: TourFinance, generatedOn: string, locale: Locale = "en") {
  const tr = translatorFor(locale);
  const { t } = tr;
  const home = finance.currency.home;
  const money = (m: string | null | undefined) => formatStoredIn(m, home);
  const text = (doc: Doc, words: string) => doc.font(FONT).fontSize(10).text(words);
  const title = t(
    { id: "pdf.pnl.documentTitle", defaultMessage: "P&L {tour}" },
    { tour: finance.tour.title },
  );
  // In the reader's words and formats, the domain's own too (a rate's line, "no rate").
  return tr.within(() =>
    render(title, (doc) => {
      heading(
        doc,
        t(
          { id: "pdf.pnl.heading", defaultMessage: "Profit & Loss — {tour}" },
          { tour: finance.tour.title },
        ),
        t(
          { id: "pdf.pnl.sub", defaultMessage: "{dates} · {badge} · generated {date}" },
          {
            dates: formatDateRange(finance.tour.startDate, finance.tour.endDate),
            badge: finance.dataBadge,
            date: formatCalendarDate(generatedOn),
          },
        ),
      );
      figures(
        doc,
        t({ id: "pdf.pnl.anticipated", defaultMessage: "Anticipated ({home})" }, { home }),
        finance.anticipated,
        money,
        tr,
      );
      figures(
        doc,
        t(
          {
            id: "pdf.pnl.actual",
            defaultMessage:
              "Actual (finalized rows, settled deals, booked travel and hotels; {home})",
          },
          { home },
        ),
        finance.actual,
        money,
        tr,
      );
      currencies(doc, finance.currency, tr);
      // What each show leaves the artist: payout and merch less its own travel and lodging; the
      // venue's show expenses are inside the payout, never taken off twice (issue 22).
      section(
        doc,
        t({ id: "pdf.pnl.perShow", defaultMessage: "Per show (net: what the artist keeps)" }),
      );
      if (finance.showPnl.length === 0)
        text(doc, t({ id: "pdf.pnl.noShows", defaultMessage: "No shows." }));
      for (const s of finance.showPnl) {
        const show = {
          date: formatCalendarDate(s.performanceDate),
          venue: s.venueName,
          income: money(s.income),
          expenses: money(s.expenses),
        };
        line(
          doc,
          s.isSettled
            ? t(
                {
                  id: "pdf.pnl.showSettled",
                  defaultMessage: "{date} {venue} · {income} in, {expenses} out · Settled",
                },
                show,
              )
            : t(
                {
                  id: "pdf.pnl.show",
                  defaultMessage: "{date} {venue} · {income} in, {expenses} out",
                },
                show,
              ),
          money(s.net),
        );
        // Under the show's line, not in it: the label would be cut off at the figure.
        if (s.leavesOut)
          doc
            .font(FONT)
            .fontSize(9)
            .text(
              t({ id: "pdf.pnl.leavesOut", defaultMessage: "not complete: a line has no rate" }),
            );
      }
      section(doc, t({ id: "pdf.pnl.deals", defaultMessage: "Deals" }));
      if (finance.deals.length === 0)
        text(doc, t({ id: "pdf.pnl.noDeals", defaultMessage: "No deals." }));
      for (const d of finance.deals) {
        // A deal's own figures are in its currency (issue 41); the totals above are converted.
        const inDeal = (m: string | null) => formatStoredIn(m, d.currency);
        const deal = {
          date: formatCalendarDate(d.performanceDate),
          venue: d.venueName,
          type: t(DEAL_TYPE_LABELS[d.dealType]),
        };
        line(
          doc,
          d.isSettled
            ? t(
                { id: "pdf.pnl.dealSettled", defaultMessage: "{date} {venue} · {type} · Settled" },
                deal,
              )
            : t(
                { id: "pdf.pnl.dealPending", defaultMessage: "{date} {venue} · {type} · Pending" },
                deal,
              ),
          d.isSettled
            ? inDeal(d.finalPayout)
            : t(
                { id: "pdf.pnl.projected", defaultMessage: "{amount} projected" },
                { amount: inDeal(d.projectedPayout) },
              ),
        );
      }
      line(
        doc,
        t({ id: "pdf.pnl.riderSavings", defaultMessage: "Rider savings" }),
        money(finance.riderSavings),
        true,
      );
      line(
        doc,
        t({ id: "pdf.pnl.pendingSettlements", defaultMessage: "Pending settlements" }),
        money(finance.pendingSettlements),
        true,
      );
    }),
  );
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

const COMMISSION_OF = {
  gross: { id: "pdf.settlement.ofGross", defaultMessage: "{percent} of gross payout" },
  net: { id: "pdf.settlement.ofNet", defaultMessage: "{percent} of net payout" },
} as const;

/** `inHome`: the show's travel and lodging estimates are in the home currency. */
function dealTerms(
  d: Deal,
  cents: (m: string | null) => string,
  inHome: (m: string) => string,
  { t }: Translator,
) {
  const out: [string, string][] = [
    [t({ id: "pdf.settlement.deal", defaultMessage: "Deal" }), t(DEAL_TYPE_LABELS[d.dealType])],
  ];
  if (d.guaranteeAmount !== null)
    out.push([
      t({ id: "pdf.settlement.guarantee", defaultMessage: "Guarantee" }),
      cents(d.guaranteeAmount),
    ]);
  if (d.artistSharePercent !== null)
    out.push([
      t({ id: "pdf.settlement.artistShare", defaultMessage: "Artist share" }),
      `${d.artistSharePercent}%`,
    ]);
  if (d.ticketPrice !== null)
    out.push([
      t({ id: "pdf.settlement.ticketPrice", defaultMessage: "Ticket price" }),
      cents(d.ticketPrice),
    ]);
  if (d.capacity !== null)
    out.push([
      t({ id: "pdf.settlement.capacity", defaultMessage: "Capacity" }),
      d.capacity.toLocaleString("en-US"),
    ]);
  out.push(
    [
      t({ id: "pdf.settlement.agentCommission", defaultMessage: "Agent commission" }),
      t(COMMISSION_OF[d.agentCommissionBasis], { percent: percent(d.agentCommissionPercent) }),
    ],
    [
      t({ id: "pdf.settlement.managerCommission", defaultMessage: "Manager commission" }),
      t(COMMISSION_OF[d.managerCommissionBasis], { percent: percent(d.managerCommissionPercent) }),
    ],
    [
      t({ id: "pdf.settlement.withholdingTax", defaultMessage: "Withholding tax" }),
      t(
        { id: "pdf.settlement.ofThePayout", defaultMessage: "{percent} of the payout" },
        { percent: percent(d.withholdingPercent) },
      ),
    ],
    [
      t({
        id: "pdf.settlement.netOf",
        defaultMessage: "Show's travel & lodging (what net is net of)",
      }),
      netOfText(d, cents, inHome),
    ],
    [
      t({ id: "pdf.settlement.merchSplit", defaultMessage: "Venue merch split" }),
      percent(d.merchSplitPercent),
    ],
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
function homeEquivalent(doc: Doc, d: Deal, { home, rate }: SettlementHome, { t }: Translator) {
  section(
    doc,
    t({ id: "pdf.settlement.inHome", defaultMessage: "In {home} (the home currency)" }, { home }),
  );
  const rateLabel = t({ id: "pdf.settlement.rate", defaultMessage: "Rate" });
  if (!rate) {
    line(doc, rateLabel, noRateMessage(d.currency, d.performanceDate));
    return;
  }
  const inHome = (m: string | null) =>
    formatStoredIn(moneyOf(homeCents(bigCents(m), home, rate.fraction)), home);
  line(doc, rateLabel, describeRate(rate.used));
  if (d.isSettled) line(doc, t(FINAL_PAYOUT), inHome(d.finalPayout), true);
  else line(doc, t(PROJECTED_PAYOUT), inHome(d.projectedPayout));
  line(
    doc,
    t({ id: "pdf.settlement.balanceDue", defaultMessage: "Balance due" }),
    inHome(d.balanceDue),
    true,
  );
}

const FINAL_PAYOUT = { id: "pdf.settlement.finalPayout", defaultMessage: "Final payout" };
const PROJECTED_PAYOUT = {
  id: "pdf.settlement.projectedPayout",
  defaultMessage: "Projected payout",
};
const AGENT_COMMISSION = {
  id: "pdf.settlement.agentCommission",
  defaultMessage: "Agent commission",
};
const MANAGER_COMMISSION = {
  id: "pdf.settlement.managerCommission",
  defaultMessage: "Manager commission",
};
const WITHHOLDING_TAX = { id: "pdf.settlement.withholdingTax", defaultMessage: "Withholding tax" };

/**
 * The settlement sheet of one show: terms, what the night did, the payout by the formula,
 * what comes off it, and what the venue still owes, in the deal's currency (issue 41); with
 * `home` when that is another currency. In `locale`'s words and formats (issue 55).
 */
export function settlementPdf(
  tourTitle: string,
  d: Deal,
  home?: SettlementHome,
  locale: Locale = "en",
) {
  const tr = translatorFor(locale);
  const { t } = tr;
  // Exact amounts in the deal's own currency and minor unit: "$5,000.00", "£5,000.00", "¥100,005".
  const cents = (m: string | null | undefined) =>
    d.currency === "USD" ? usdCents(m) : formatStoredIn(m ?? "0.00", d.currency);
  const less = (m: string) => (toCents(m) === 0 ? cents(m) : `-${cents(m)}`);
  const title = t(
    { id: "pdf.settlement.documentTitle", defaultMessage: "Settlement {venue}" },
    { venue: d.venueName },
  );
  // In the reader's words and formats, the domain's own too (a rate's line, "no rate").
  return tr.within(() =>
    render(title, (doc) => {
      heading(
        doc,
        t(
          { id: "pdf.settlement.heading", defaultMessage: "Settlement — {venue}" },
          { venue: d.venueName },
        ),
        `${tourTitle} · ${formatCalendarDate(d.performanceDate)}`,
      );
      section(doc, t({ id: "pdf.settlement.terms", defaultMessage: "Terms" }));
      line(
        doc,
        t({ id: "pdf.settlement.currency", defaultMessage: "Currency" }),
        `${d.currency} · ${currencyName(d.currency)}`,
      );
      const inHome = (m: string) =>
        home && home.home !== d.currency ? formatHomeAmount(m, home.home) : cents(m);
      for (const [k, v] of dealTerms(d, cents, inHome, tr)) line(doc, k, v);
      section(doc, t({ id: "pdf.settlement.theNight", defaultMessage: "The night" }));
      line(
        doc,
        t({ id: "pdf.settlement.ticketsSold", defaultMessage: "Tickets sold" }),
        d.ticketsSold === null ? "—" : d.ticketsSold.toLocaleString("en-US"),
      );
      line(
        doc,
        t({ id: "pdf.settlement.grossReceipts", defaultMessage: "Gross receipts" }),
        cents(d.grossReceipts),
      );
      line(
        doc,
        t({ id: "pdf.settlement.showExpenses", defaultMessage: "Show expenses" }),
        cents(d.showExpenses),
      );
      section(doc, t({ id: "pdf.settlement.payout", defaultMessage: "Payout" }));
      line(doc, t(PROJECTED_PAYOUT), cents(d.projectedPayout));
      line(
        doc,
        t(FINAL_PAYOUT),
        d.isSettled
          ? cents(d.finalPayout)
          : t({ id: "pdf.settlement.notSettled", defaultMessage: "Not settled" }),
        true,
      );
      if (d.variance !== null)
        line(
          doc,
          t({ id: "pdf.settlement.againstProjection", defaultMessage: "Against projection" }),
          cents(d.variance),
        );
      // Issue 41: a commission of net with no rate for the show's costs cannot be worked out.
      const unworked = noRateMessage(d.currency, d.performanceDate);
      const commission = (m: string | null) => (m === null ? unworked : less(m));
      line(doc, t(AGENT_COMMISSION), commission(d.agentCommission));
      line(doc, t(MANAGER_COMMISSION), commission(d.managerCommission));
      line(doc, t(WITHHOLDING_TAX), less(d.withholding));
      line(
        doc,
        t({ id: "pdf.settlement.afterDeductions", defaultMessage: "After commissions and tax" }),
        d.afterDeductions === null ? unworked : cents(d.afterDeductions),
        true,
      );
      section(doc, t({ id: "pdf.settlement.payment", defaultMessage: "Payment" }));
      line(
        doc,
        t({ id: "pdf.settlement.depositReceived", defaultMessage: "Deposit received" }),
        cents(d.depositReceived),
      );
      // The venue pays the payout less the tax it withholds and the deposit it already paid.
      line(
        doc,
        t({
          id: "pdf.settlement.balanceDueFormula",
          defaultMessage: "Balance due (payout − withholding − deposit)",
        }),
        cents(d.balanceDue),
        true,
      );
      line(
        doc,
        t({ id: "pdf.settlement.status", defaultMessage: "Status" }),
        d.isPaid
          ? t(
              { id: "pdf.settlement.paidOn", defaultMessage: "Paid on {date}" },
              { date: formatCalendarDate(d.paidOn) },
            )
          : t({ id: "pdf.settlement.unpaid", defaultMessage: "Unpaid" }),
        true,
      );
      if (home && home.home !== d.currency) homeEquivalent(doc, d, home, tr);
      doc.moveDown(3).font(FONT).fontSize(10);
      doc.text(
        t({
          id: "pdf.settlement.signatures",
          defaultMessage:
            "Artist / tour manager: ______________________      Venue: ______________________",
        }),
      );
    }),
  );
}
