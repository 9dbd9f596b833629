import type { CurrencyCode } from "../../currencies/currency";
import type { Money } from "../../money";
import { marginPercent, percentagesOf } from "../finance-math";
import { LODGING_CATEGORY, TRAVEL_CATEGORY } from "../financials";
import { moneyOf, sumCents } from "./cents";
import type { UnconvertedShow } from "./convert";
import { countsIn, type LedgerFigures, type LedgerLine } from "./lines";

interface LedgerCategory {
  category: string;
  amount: Money;
  /** Whole percent of its side; the parts add to exactly 100. */
  percent: number;
  /**
   * Lines of it in another currency that no rate converts, left out of `amount` (issue 41);
   * only when there are some.
   */
  noRate?: number;
}

export interface LedgerTotals {
  revenue: Money;
  expenses: Money;
  profit: Money;
  /** profit / revenue in percent, one decimal; null with no revenue (shown as '—'). */
  marginPercent: number | null;
  revenueByCategory: LedgerCategory[];
  expensesByCategory: LedgerCategory[];
}

/**
 * Σ per category, largest first then by name, zero sums left out, except a category with a
 * line no rate converts (issue 47): ¥85,000 of Production is not nothing, so it keeps its row
 * and says how many of its lines are left out.
 */
function byCategory(lines: readonly LedgerLine[]): LedgerCategory[] {
  const sums = new Map<string, bigint>();
  const noRate = new Map<string, number>();
  for (const l of lines) {
    sums.set(l.category, (sums.get(l.category) ?? 0n) + l.cents);
    if (l.foreign && !l.foreign.rate) noRate.set(l.category, (noRate.get(l.category) ?? 0) + 1);
  }
  const entries = [...sums.entries()]
    .filter(([category, c]) => c !== 0n || noRate.has(category))
    .sort((a, b) => (a[1] === b[1] ? a[0].localeCompare(b[0]) : a[1] > b[1] ? -1 : 1));
  // Percent is a display figure: a double is exact enough; the amounts stay exact.
  const percents = percentagesOf(entries.map(([, c]) => Math.max(0, Number(c))));
  return entries.map(([category, c], i) => ({
    category,
    amount: moneyOf(c),
    percent: percents[i]!,
    ...(noRate.has(category) ? { noRate: noRate.get(category) } : {}),
  }));
}

/** docs/product.md §5.8 over the lines of one set of figures: revenue, expenses, profit and margin. */
export function ledgerTotals(lines: readonly LedgerLine[], figures: LedgerFigures): LedgerTotals {
  const shown = lines.filter((l) => countsIn(l, figures));
  const income = shown.filter((l) => l.direction === "income");
  const expense = shown.filter((l) => l.direction === "expense");
  const revenue = sumCents(income.map((l) => l.cents));
  const expenses = sumCents(expense.map((l) => l.cents));
  const profit = revenue - expenses;
  return {
    revenue: moneyOf(revenue),
    expenses: moneyOf(expenses),
    profit: moneyOf(profit),
    // Both fit a double for any real tour; the ratio is rounded to one decimal anyway.
    marginPercent: marginPercent(Number(profit), Number(revenue)),
    revenueByCategory: byCategory(income),
    expensesByCategory: byCategory(expense),
  };
}

/** docs/product.md §5.8: Σ payout of deals not settled (a pending deal's payout is its projection). */
export function ledgerPendingSettlements(lines: readonly LedgerLine[]): Money {
  const settled = new Set(lines.filter((l) => l.source === "settlement").map((l) => l.sourceId));
  return moneyOf(
    sumCents(
      lines.filter((l) => l.source === "deal" && !settled.has(l.sourceId)).map((l) => l.cents),
    ),
  );
}

/** docs/product.md §5.8: Σ estimated value of provisions provided by the venue and fulfilled. */
export const ledgerRiderSavings = (lines: readonly LedgerLine[]): Money =>
  moneyOf(
    sumCents(
      lines.filter((l) => l.direction === "saving" && l.state === "actual").map((l) => l.cents),
    ),
  );

export interface ShowMoney {
  showId: string;
  income: Money;
  expenses: Money;
  /** What the artist keeps: payout + merch share − the show's own travel and lodging. */
  net: Money;
  /** The show's deal is settled: income carries the final payout, not the projection. */
  isSettled: boolean;
  /** A line of the show has no rate (issue 41): its figures leave that line out. */
  leavesOut: boolean;
}

/**
 * Each show's money as it stands: a settled line replaces the plan of its own source record,
 * so a show carries its projection until it settles and its final payout after. The venue's
 * show expenses are inside the payout, never a line, so they are never taken off twice.
 */
export function showMoney(lines: readonly LedgerLine[]): Map<string, ShowMoney> {
  const closed = new Set(lines.filter((l) => l.state === "settled").map((l) => `${l.sourceId}`));
  const acc = new Map<
    string,
    { income: bigint; expenses: bigint; isSettled: boolean; leavesOut: boolean }
  >();
  for (const l of lines) {
    if (!l.showId || l.direction === "saving") continue;
    if (l.state === "anticipated" && closed.has(`${l.sourceId}`)) continue;
    const a = acc.get(l.showId) ?? {
      income: 0n,
      expenses: 0n,
      isSettled: false,
      leavesOut: false,
    };
    if (l.direction === "income") a.income += l.cents;
    else a.expenses += l.cents;
    if (l.source === "settlement") a.isSettled = true;
    if (l.foreign && !l.foreign.rate) a.leavesOut = true;
    acc.set(l.showId, a);
  }
  return new Map(
    [...acc].map(([showId, a]) => [
      showId,
      {
        showId,
        income: moneyOf(a.income),
        expenses: moneyOf(a.expenses),
        net: moneyOf(a.income - a.expenses),
        isSettled: a.isSettled,
        leavesOut: a.leavesOut,
      },
    ]),
  );
}

/**
 * A tour's money by meaning (issue 36), each a sum of its ledger's lines, so the tour page,
 * Finances and the reports give one number per meaning:
 * - booked: confirmed shows' deals (guarantee or projection), else their offers — the
 *   anticipated 'Show deals' figure;
 * - settled: final payouts of settled deals — the actual 'Show deals' figure;
 * - travel and lodging: planned (the anticipated figure: estimates, or bookings where they
 *   pass them) and booked (tickets and rooms paid: the actual figure).
 * Issue 41: all in `home`; a line no rate converts is left out of its figure and listed.
 */
export function tourMoneyFigures(lines: readonly LedgerLine[], home: CurrencyCode) {
  const unconverted = new Map<string, UnconvertedShow>();
  const sum = (pick: (l: LedgerLine) => boolean) => {
    let total = 0n;
    for (const l of lines) {
      if (!pick(l)) continue;
      total += l.cents;
      if (l.foreign && !l.foreign.rate) {
        const u = { showId: l.showId, currency: l.foreign.currency, date: l.date };
        unconverted.set(`${u.showId}|${u.currency}|${u.date}`, u);
      }
    }
    return moneyOf(total);
  };
  const planned = (category: string) =>
    sum((l) => l.category === category && l.direction === "expense" && l.state === "anticipated");
  const spent = (category: string) =>
    sum((l) => l.category === category && l.direction === "expense" && l.state !== "anticipated");
  return {
    booked: sum((l) => (l.source === "deal" || l.source === "offer") && l.state === "anticipated"),
    settled: sum((l) => l.source === "settlement"),
    travelPlanned: planned(TRAVEL_CATEGORY),
    travelBooked: spent(TRAVEL_CATEGORY),
    lodgingPlanned: planned(LODGING_CATEGORY),
    lodgingBooked: spent(LODGING_CATEGORY),
    homeCurrency: home,
    /** The shows (null: a row of the tour) whose money no rate converts, left out above. */
    unconverted: [...unconverted.values()],
  };
}
export type TourMoneyFigures = ReturnType<typeof tourMoneyFigures>;
