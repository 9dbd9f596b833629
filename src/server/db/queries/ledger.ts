import { and, asc, eq, sql } from "drizzle-orm";
import type { CampaignStatus } from "@/domain/campaigns";
import type { FinancialType } from "@/domain/financials";
import { buildLedger, type LedgerSources } from "@/domain/ledger/build";
import { utcToZoned } from "@/domain/zoned-time";
import type { Db } from "../client";
import {
  lodgings,
  marketingCampaigns,
  merchShowCounts,
  tourFinancials,
  tourVenues,
  travelLegs,
  venues,
} from "../schema";
import { listDeals } from "./deals";
import { listRiderProvisions } from "./rider-provisions";

/** The tour's shows with their own travel and accommodation estimates, in tour order. */
function ledgerShows(db: Db, userId: string, tourId: string) {
  return db
    .select({
      id: tourVenues.id,
      date: tourVenues.performanceDate,
      venueName: sql<string>`coalesce(${venues.name}, 'Unknown Venue')`,
      estimatedTravelCost: tourVenues.estimatedTravelCost,
      estimatedAccommodationCost: tourVenues.estimatedAccommodationCost,
    })
    .from(tourVenues)
    .leftJoin(venues, and(eq(venues.id, tourVenues.venueId), eq(venues.userId, userId)))
    .where(and(eq(tourVenues.userId, userId), eq(tourVenues.tourId, tourId)))
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
}

/** Σ (in − out − comps) × price per show of the tour, exact in numeric, sent as text. */
function merchGross(db: Db, userId: string, tourId: string) {
  const c = merchShowCounts;
  return db
    .select({
      showId: c.showId,
      gross: sql<string>`sum((${c.countIn} - ${c.countOut} - ${c.comps}) * ${c.price})::numeric(20,2)::text`,
    })
    .from(c)
    .innerJoin(tourVenues, and(eq(tourVenues.id, c.showId), eq(tourVenues.tourId, tourId)))
    .where(eq(c.userId, userId))
    .groupBy(c.showId);
}

/**
 * Every source record of one tour's money, read in a fixed number of statements whatever
 * the tour's size (ADR 0015), and the ledger built from them.
 */
async function loadSources(db: Db, userId: string, tourId: string) {
  const shows = await ledgerShows(db, userId, tourId);
  const rows = await db
    .select({
      id: tourFinancials.id,
      type: tourFinancials.type,
      category: tourFinancials.category,
      amountAnticipated: tourFinancials.amountAnticipated,
      amountActual: tourFinancials.amountActual,
      isFinalized: tourFinancials.isFinalized,
    })
    .from(tourFinancials)
    .where(and(eq(tourFinancials.userId, userId), eq(tourFinancials.tourId, tourId)))
    .orderBy(asc(tourFinancials.createdAt), asc(tourFinancials.id));
  const deals = await listDeals(db, userId, tourId);
  const merch = await merchGross(db, userId, tourId);
  const legs = await db
    .select()
    .from(travelLegs)
    .where(and(eq(travelLegs.userId, userId), eq(travelLegs.tourId, tourId)))
    .orderBy(asc(travelLegs.departureAt), asc(travelLegs.id));
  const hotels = await db
    .select()
    .from(lodgings)
    .where(and(eq(lodgings.userId, userId), eq(lodgings.tourId, tourId)))
    .orderBy(asc(lodgings.checkIn), asc(lodgings.id));
  const campaigns = await db
    .select()
    .from(marketingCampaigns)
    .where(and(eq(marketingCampaigns.userId, userId), eq(marketingCampaigns.tourId, tourId)))
    .orderBy(asc(marketingCampaigns.createdAt), asc(marketingCampaigns.id));
  const provisions = await listRiderProvisions(db, userId, tourId);
  const merchSplits = new Map(deals.map((d) => [d.showId, d.merchSplitPercent]));
  const sources: LedgerSources = {
    tourId,
    shows,
    rows: rows.map((r) => ({ ...r, type: r.type as FinancialType })),
    deals: deals.map((d) => ({ ...d, settledOn: null })),
    // The venue's merch split is a settlement term of the show's deal (0 without a deal).
    merch: merch.map((m) => ({ ...m, venueSplitPercent: merchSplits.get(m.showId) ?? null })),
    travelLegs: legs.map((l) => ({
      id: l.id,
      label: `${l.fromPlace} → ${l.toPlace}`,
      cost: l.cost,
      date: utcToZoned(l.departureAt, l.departureTz).date,
    })),
    lodgings: hotels.map((h) => ({ id: h.id, label: h.name, cost: h.cost, date: h.checkIn })),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      title: c.title,
      budget: c.budget,
      status: c.status as CampaignStatus,
      date: c.startDate,
    })),
    provisions,
  };
  return { sources, deals, provisions };
}

/**
 * A tour's ledger and the deals and provisions it was built from (the finance screen lists
 * them too). Undefined tours give an empty ledger: every statement is the account's.
 */
export async function readTourMoney(db: Db, userId: string, tourId: string) {
  const { sources, deals, provisions } = await loadSources(db, userId, tourId);
  return { lines: buildLedger(sources), deals, provisions, shows: sources.shows };
}
