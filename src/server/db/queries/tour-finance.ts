import { and, asc, eq } from "drizzle-orm";
import { budgetLines } from "@/domain/budgets";
import {
  ledgerPendingSettlements,
  ledgerRiderSavings,
  ledgerTotals,
  showMoney,
} from "@/domain/ledger/totals";
import { DATA_BADGES, figuresFor } from "@/domain/tour-finance";
import { tourTiming } from "@/domain/tour-timing";
import type { Db } from "../client";
import { tours, tourVenues, venues } from "../schema";
import { listBudgets } from "./budgets";
import { readTourMoney } from "./ledger";

export async function listTourShows(db: Db, userId: string, tourId: string) {
  const rows = await db
    .select({
      id: tourVenues.id,
      performanceDate: tourVenues.performanceDate,
      venueName: venues.name,
      status: tourVenues.status,
      holdRank: tourVenues.holdRank,
    })
    .from(tourVenues)
    .leftJoin(venues, and(eq(venues.id, tourVenues.venueId), eq(venues.userId, userId)))
    .where(and(eq(tourVenues.userId, userId), eq(tourVenues.tourId, tourId)))
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
  return rows.map((r) => ({ ...r, venueName: r.venueName ?? "Unknown Venue" }));
}

/**
 * The tour's shows as the forms offer them: with the fee and capacity a deal starts from, and
 * the venue's state a travel leg's time zone starts from.
 */
async function listFormShows(db: Db, userId: string, tourId: string) {
  const rows = await db
    .select({
      id: tourVenues.id,
      performanceDate: tourVenues.performanceDate,
      venueName: venues.name,
      venueFee: tourVenues.venueFee,
      capacity: venues.capacity,
      state: venues.state,
    })
    .from(tourVenues)
    .leftJoin(venues, and(eq(venues.id, tourVenues.venueId), eq(venues.userId, userId)))
    .where(and(eq(tourVenues.userId, userId), eq(tourVenues.tourId, tourId)))
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
  return rows.map((r) => ({ ...r, venueName: r.venueName ?? "Unknown Venue" }));
}

/**
 * Everything the Logistics & Finances screen shows for one tour, in one request and a fixed
 * number of statements whatever the size of the tour. Undefined when the tour is not the
 * account's.
 */
export async function getTourFinance(db: Db, userId: string, tourId: string, now = new Date()) {
  const [tour] = await db
    .select({
      id: tours.id,
      title: tours.title,
      startDate: tours.startDate,
      endDate: tours.endDate,
    })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.userId, userId)));
  if (!tour) return undefined;
  const { lines, deals, provisions } = await readTourMoney(db, userId, tourId, {
    // Every figure here is a sum per category: the rows' sums give them to the cent.
    sumRows: true,
  });
  const budgets = await listBudgets(db, userId, tourId);
  const shows = await listFormShows(db, userId, tourId);
  const timing = tourTiming(tour.startDate, tour.endDate, now);
  // Every figure is a sum of the tour's ledger lines (ADR 0015), as on every other page.
  const anticipated = ledgerTotals(lines, "anticipated");
  const actual = ledgerTotals(lines, "actual");
  const perShow = showMoney(lines);
  return {
    tour: { ...tour, timing },
    dataBadge: DATA_BADGES[timing],
    shown: figuresFor(timing),
    anticipated,
    actual,
    riderSavings: ledgerRiderSavings(lines),
    pendingSettlements: ledgerPendingSettlements(lines),
    deals,
    provisions,
    budgets: budgetLines(budgets, anticipated.expensesByCategory, actual.expensesByCategory),
    shows,
    // Reports' P&L per show: what the artist keeps, from the same lines as the figures above.
    showPnl: shows.map((show) => {
      const money = perShow.get(show.id);
      return {
        ...show,
        income: money?.income ?? "0.00",
        expenses: money?.expenses ?? "0.00",
        net: money?.net ?? "0.00",
        isSettled: money?.isSettled ?? false,
      };
    }),
  };
}
export type TourFinance = NonNullable<Awaited<ReturnType<typeof getTourFinance>>>;
