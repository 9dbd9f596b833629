import { type AnyColumn, and, asc, eq, sql } from "drizzle-orm";
import { budgetLines } from "@/domain/budgets";
import type { FinancialType } from "@/domain/financials";
import { fromCents, toCents } from "@/domain/money";
import {
  DATA_BADGES,
  figuresFor,
  pendingSettlements,
  riderSavings,
  tourFinanceFigures,
} from "@/domain/tour-finance";
import { tourTiming } from "@/domain/tour-timing";
import type { Db } from "../client";
import { lodgings, tourFinancials, tours, tourVenues, travelLegs, venues } from "../schema";
import { listBudgets } from "./budgets";
import { listDeals } from "./deals";
import { listRiderProvisions } from "./rider-provisions";

/** Σ per type and category, in SQL: numeric sums are exact, sent back as text. */
async function categorySums(db: Db, userId: string, tourId: string) {
  const rows = await db
    .select({
      type: tourFinancials.type,
      category: tourFinancials.category,
      anticipated: sql<string>`coalesce(sum(${tourFinancials.amountAnticipated}), 0)::text`,
      actual: sql<string>`coalesce(sum(${tourFinancials.amountActual}) filter (where ${tourFinancials.isFinalized}), 0)::text`,
    })
    .from(tourFinancials)
    .where(and(eq(tourFinancials.userId, userId), eq(tourFinancials.tourId, tourId)))
    .groupBy(tourFinancials.type, tourFinancials.category);
  return rows.map((r) => ({ ...r, type: r.type as FinancialType }));
}

async function itineraryCosts(db: Db, userId: string, tourId: string) {
  const total = (cost: AnyColumn) => sql<string>`coalesce(sum(${cost}), 0)::text`;
  const [travel] = await db
    .select({ sum: total(travelLegs.cost) })
    .from(travelLegs)
    .where(and(eq(travelLegs.userId, userId), eq(travelLegs.tourId, tourId)));
  const [lodging] = await db
    .select({ sum: total(lodgings.cost) })
    .from(lodgings)
    .where(and(eq(lodgings.userId, userId), eq(lodgings.tourId, tourId)));
  // "0" or "1234.50": normalised to two decimals through cents, never a float.
  return {
    travelCost: fromCents(toCents(travel?.sum)),
    lodgingCost: fromCents(toCents(lodging?.sum)),
  };
}

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
  const rows = await categorySums(db, userId, tourId);
  const deals = await listDeals(db, userId, tourId);
  const provisions = await listRiderProvisions(db, userId, tourId);
  const itinerary = await itineraryCosts(db, userId, tourId);
  const budgets = await listBudgets(db, userId, tourId);
  const shows = await listFormShows(db, userId, tourId);
  const timing = tourTiming(tour.startDate, tour.endDate, now);
  const figures = tourFinanceFigures({ rows, deals, ...itinerary });
  return {
    tour: { ...tour, timing },
    dataBadge: DATA_BADGES[timing],
    shown: figuresFor(timing),
    ...figures,
    riderSavings: riderSavings(provisions),
    pendingSettlements: pendingSettlements(deals),
    ...itinerary,
    deals,
    provisions,
    budgets: budgetLines(
      budgets,
      figures.anticipated.expensesByCategory,
      figures.actual.expensesByCategory,
    ),
    shows,
  };
}
export type TourFinance = NonNullable<Awaited<ReturnType<typeof getTourFinance>>>;
