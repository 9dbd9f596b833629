import { and, asc, eq, sql } from "drizzle-orm";
import { type Budget, budgetLines } from "@/domain/finances/budgets";
import { moneyOf } from "@/domain/finances/ledger/cents";
import type { LedgerLine } from "@/domain/finances/ledger/lines";
import {
  ledgerPendingSettlements,
  ledgerRiderSavings,
  ledgerTotals,
  showMoney,
} from "@/domain/finances/ledger/totals";
import { DATA_BADGES, figuresFor, timingOf } from "@/domain/finances/summary";
import { say } from "@/domain/i18n/words";
import { utcDateStamp } from "@/domain/tour-timing";
import { showSpan, tourStatus, UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { tourBudgets, tours, tourVenues, venues } from "../../schema";
import { jsonTuples } from "../json-rows";
import { onShowVenue } from "../ownership";
import { readTourMoney } from "./ledger";

export async function listTourShows(db: Db, workspaceId: string, tourId: string) {
  const rows = await db
    .select({
      id: tourVenues.id,
      performanceDate: tourVenues.performanceDate,
      venueName: venues.name,
      status: tourVenues.status,
      holdRank: tourVenues.holdRank,
    })
    .from(tourVenues)
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.tourId, tourId)))
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
  return rows.map((r) => ({ ...r, venueName: r.venueName ?? UNKNOWN_VENUE }));
}

const TOUR = jsonTuples<{
  id: string;
  title: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
}>({
  id: tours.id,
  title: tours.title,
  status: tours.status,
  startDate: tours.startDate,
  endDate: tours.endDate,
});
const BUDGET = jsonTuples<Budget>({
  id: tourBudgets.id,
  category: tourBudgets.category,
  amount: tourBudgets.amount,
});
type Tuple = readonly unknown[];

/**
 * Everything the Logistics & Finances screen shows for one tour, in one request and one
 * statement whatever the size of the tour: the tour and its budgets come with its ledger's
 * sources. Undefined when the tour is not the account's.
 */
export async function getTourFinance(
  db: Db,
  workspaceId: string,
  tourId: string,
  now = new Date(),
) {
  return (await readTourFinance(db, workspaceId, tourId, now))?.finance;
}

/**
 * `getTourFinance`, with what it read beyond the workspace's versioned data (`roadInputs`,
 * null when nothing): the finance route keeps the answer while both hold.
 */
export async function readTourFinance(db: Db, workspaceId: string, tourId: string, now: Date) {
  const { lines, deals, provisions, shows, also, currency, roadInputs } = await readTourMoney(
    db,
    workspaceId,
    tourId,
    {
      // Every figure here is a sum per category: the rows' sums give them to the cent.
      sumRows: true,
      also: {
        tour: sql`(select ${TOUR.one} from ${tours}
        where ${and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId))})`,
        budgets: sql`(select ${BUDGET.all(sql`${tourBudgets.category}`)} from ${tourBudgets}
        where ${and(eq(tourBudgets.workspaceId, workspaceId), eq(tourBudgets.tourId, tourId))})`,
      },
    },
  );
  if (!also.tour) return undefined;
  const tour = TOUR.read([also.tour as Tuple])[0]!;
  const budgets = BUDGET.read(also.budgets as Tuple[]);
  // The tour's shows as the forms offer them: with the fee and capacity a deal starts from,
  // and the venue's state a travel leg's time zone starts from.
  const formShows = shows.map((s) => ({
    id: s.id,
    performanceDate: s.date,
    venueName: s.venueName,
    venueFee: s.venueFee,
    capacity: s.capacity,
    state: s.state,
  }));
  // The status every page shows (tourStatus), from the shows just read; the figures follow it.
  const status = tourStatus(
    { ...tour, ...showSpan(shows.map((s) => ({ performanceDate: s.date, status: s.status }))) },
    utcDateStamp(now),
  );
  const timing = timingOf(status);
  // Every figure is a sum of the tour's ledger lines (ADR 0015), as on every other page.
  const anticipated = ledgerTotals(lines, "anticipated");
  const actual = ledgerTotals(lines, "actual");
  const perShow = showMoney(lines);
  const finance = {
    tour: { ...tour, status, timing },
    // In the request's language (the answer is kept per language); the P&L PDF prints it.
    dataBadge: say(DATA_BADGES[timing]),
    shown: figuresFor(timing),
    anticipated,
    actual,
    riderSavings: ledgerRiderSavings(lines),
    pendingSettlements: ledgerPendingSettlements(lines),
    // Issue 41: the totals' currency, the rates lines were converted at, the lines left out.
    currency,
    deals,
    provisions,
    budgets: budgetLines(budgets, anticipated.expensesByCategory, actual.expensesByCategory),
    // The route's anticipated road rows (issue 40), as the ledger counted them: the screen
    // lists them apart so the person sees they are estimates, and which leg or day.
    road: roadRows(lines),
    shows: formShows,
    // Reports' P&L per show: what the artist keeps, from the same lines as the figures above.
    showPnl: formShows.map((show) => {
      const money = perShow.get(show.id);
      return {
        ...show,
        income: money?.income ?? "0.00",
        expenses: money?.expenses ?? "0.00",
        net: money?.net ?? "0.00",
        isSettled: money?.isSettled ?? false,
        leavesOut: money?.leavesOut ?? false,
      };
    }),
  };
  return { finance, roadInputs };
}
/** The ledger's road lines for the screen: key (leg or day), category, label, date, amount. */
function roadRows(lines: readonly LedgerLine[]) {
  const rows = [];
  let total = 0n;
  for (const l of lines)
    if (l.source === "road") {
      total += l.cents;
      rows.push({
        key: l.sourceId ?? "",
        category: l.category,
        label: l.label,
        date: l.date,
        amount: moneyOf(l.cents),
      });
    }
  return { rows, total: moneyOf(total) };
}

export type TourFinance = NonNullable<Awaited<ReturnType<typeof getTourFinance>>>;
