import { and, eq, sql } from "drizzle-orm";
import type { CampaignStatus } from "@/domain/campaigns";
import type { FinancialType } from "@/domain/financials";
import { buildLedger, type LedgerSources } from "@/domain/ledger/build";
import { utcToZoned } from "@/domain/zoned-time";
import type { Db } from "../client";
import {
  lodgings,
  marketingCampaigns,
  merchShowCounts,
  riderProvisions,
  tourFinancials,
  tourVenues,
  travelLegs,
  venueRevenueDeals,
  venues,
} from "../schema";
import { type DealRow, dealReadColumns, toDeal } from "./deals";
import { jsonRow, jsonRows } from "./json-rows";
import { type ProvisionRow, riderProvisionColumns, toProvision } from "./rider-provisions";

type Money = string;
/** What the one statement of `loadSources` answers: each source as a JSON array. */
interface SourceRows {
  shows: LedgerSources["shows"][number][];
  rows: {
    id: string | null;
    type: string;
    category: string;
    amountAnticipated: Money;
    amountActual: Money | null;
    isFinalized: boolean;
  }[];
  deals: DealRow[];
  merch: { showId: string; gross: Money }[];
  legs: {
    id: string;
    fromPlace: string;
    toPlace: string;
    cost: Money;
    departureAt: string;
    departureTz: string;
  }[];
  hotels: { id: string; name: string; cost: Money; checkIn: string }[];
  campaigns: { id: string; title: string; budget: Money; status: string; startDate: string }[];
  provisions: ProvisionRow[];
}

/**
 * Every source record of one tour's money in ONE statement whose answer is a single JSON
 * value, whatever the tour's size (ADR 0015): on PGlite, thousands of rows cost far more to
 * hand over than to find (decision 0005). Only loading happens here; src/domain/ledger holds
 * the rules.
 */
async function readSourceRows(
  db: Db,
  userId: string,
  tourId: string,
  sumRows: boolean,
): Promise<SourceRows> {
  const ownShow = and(eq(tourVenues.userId, userId), eq(tourVenues.tourId, tourId));
  const ownVenue = and(eq(venues.id, tourVenues.venueId), eq(venues.userId, userId));
  const ofTour = <T extends { userId: unknown; tourId: unknown }>(t: T) =>
    // biome-ignore lint/suspicious/noExplicitAny: every table here has both columns
    and(eq(t.userId as any, userId), eq(t.tourId as any, tourId));
  const c = merchShowCounts;
  const eachRow = sql`(select ${jsonRows(
    jsonRow({
      id: tourFinancials.id,
      type: tourFinancials.type,
      category: tourFinancials.category,
      amountAnticipated: tourFinancials.amountAnticipated,
      amountActual: tourFinancials.amountActual,
      isFinalized: tourFinancials.isFinalized,
    }),
    sql`${tourFinancials.createdAt}, ${tourFinancials.id}`,
  )} from ${tourFinancials} where ${ofTour(tourFinancials)})`;
  const result = (await db.execute(sql`
    select json_build_object(
      'shows', (select ${jsonRows(
        jsonRow({
          id: tourVenues.id,
          date: tourVenues.performanceDate,
          venueName: sql`coalesce(${venues.name}, 'Unknown Venue')`,
          estimatedTravelCost: tourVenues.estimatedTravelCost,
          estimatedAccommodationCost: tourVenues.estimatedAccommodationCost,
        }),
        sql`${tourVenues.orderInTour}, ${tourVenues.id}`,
      )} from ${tourVenues} left join ${venues} on ${ownVenue} where ${ownShow}),
      'rows', ${sumRows ? summedRows(userId, tourId) : eachRow},
      'deals', (select ${jsonRows(jsonRow(dealReadColumns), sql`${tourVenues.orderInTour}, ${tourVenues.id}`)}
        from ${venueRevenueDeals}
        join ${tourVenues} on ${tourVenues.id} = ${venueRevenueDeals.tourVenueId} and ${ownShow}
        left join ${venues} on ${ownVenue}
        where ${venueRevenueDeals.userId} = ${userId}),
      -- Σ (in − out − comps) × price per show of the tour, exact in numeric, sent as text.
      'merch', (select coalesce(json_agg(json_build_object('showId', m.show_id, 'gross', m.gross)),
          '[]'::json)
        from (select ${c.showId} as show_id,
            sum((${c.countIn} - ${c.countOut} - ${c.comps}) * ${c.price})::numeric(20,2)::text as gross
          from ${c} join ${tourVenues} on ${tourVenues.id} = ${c.showId} and ${tourVenues.tourId} = ${tourId}
          where ${c.userId} = ${userId}
          group by ${c.showId}) m),
      'legs', (select ${jsonRows(
        jsonRow({
          id: travelLegs.id,
          fromPlace: travelLegs.fromPlace,
          toPlace: travelLegs.toPlace,
          cost: travelLegs.cost,
          departureAt: travelLegs.departureAt,
          departureTz: travelLegs.departureTz,
        }),
        sql`${travelLegs.departureAt}, ${travelLegs.id}`,
      )} from ${travelLegs} where ${ofTour(travelLegs)}),
      'hotels', (select ${jsonRows(
        jsonRow({
          id: lodgings.id,
          name: lodgings.name,
          cost: lodgings.cost,
          checkIn: lodgings.checkIn,
        }),
        sql`${lodgings.checkIn}, ${lodgings.id}`,
      )} from ${lodgings} where ${ofTour(lodgings)}),
      'campaigns', (select ${jsonRows(
        jsonRow({
          id: marketingCampaigns.id,
          title: marketingCampaigns.title,
          budget: marketingCampaigns.budget,
          status: marketingCampaigns.status,
          startDate: marketingCampaigns.startDate,
        }),
        sql`${marketingCampaigns.createdAt}, ${marketingCampaigns.id}`,
      )} from ${marketingCampaigns} where ${ofTour(marketingCampaigns)}),
      'provisions', (select ${jsonRows(
        jsonRow(riderProvisionColumns),
        sql`${tourVenues.orderInTour}, ${riderProvisions.provisionType}, ${riderProvisions.id}`,
      )} from ${riderProvisions}
        join ${tourVenues} on ${tourVenues.id} = ${riderProvisions.tourVenueId} and ${ownShow}
        left join ${venues} on ${ownVenue}
        where ${riderProvisions.userId} = ${userId})
    ) as sources`)) as unknown as { rows: { sources: SourceRows }[] };
  return result.rows[0]!.sources;
}

/**
 * The hand-entered rows summed per type and category, for a read that shows only figures (the
 * finance screen, the P&L PDF): every figure sums lines per category, so one line carrying the
 * sum of a category's rows gives it to the cent, and a tour's thousands of rows no longer cross
 * into JavaScript one by one. The sums are exact in numeric; the actual is of finalized rows.
 */
function summedRows(userId: string, tourId: string) {
  const f = tourFinancials;
  return sql`(select coalesce(json_agg(json_build_object('id', null, 'type', r.type,
      'category', r.category, 'amountAnticipated', r.plan, 'amountActual', r.actual,
      'isFinalized', r.finalized)), '[]'::json)
    from (select ${f.type} as type, ${f.category} as category,
        sum(${f.amountAnticipated})::numeric(30,2)::text as plan,
        (sum(${f.amountActual}) filter (where ${f.isFinalized}))::numeric(30,2)::text as actual,
        bool_or(${f.isFinalized}) as finalized
      from ${f} where ${and(eq(f.userId, userId), eq(f.tourId, tourId))}
      group by ${f.type}, ${f.category}) r)`;
}

/**
 * Every source record of one tour's money, read in a fixed number of statements whatever
 * the tour's size (ADR 0015), and the ledger built from them.
 */
async function loadSources(db: Db, userId: string, tourId: string, sumRows: boolean) {
  const read = await readSourceRows(db, userId, tourId, sumRows);
  const deals = read.deals.map(toDeal);
  const provisions = read.provisions.map(toProvision);
  const merchSplits = new Map(deals.map((d) => [d.showId, d.merchSplitPercent]));
  const sources: LedgerSources = {
    tourId,
    shows: read.shows,
    rows: read.rows.map((r) => ({ ...r, type: r.type as FinancialType })),
    deals: deals.map((d) => ({ ...d, settledOn: null })),
    // The venue's merch split is a settlement term of the show's deal (0 without a deal).
    merch: read.merch.map((m) => ({
      ...m,
      venueSplitPercent: merchSplits.get(m.showId) ?? null,
    })),
    travelLegs: read.legs.map((l) => ({
      id: l.id,
      label: `${l.fromPlace} → ${l.toPlace}`,
      cost: l.cost,
      date: utcToZoned(l.departureAt, l.departureTz).date,
    })),
    lodgings: read.hotels.map((h) => ({ id: h.id, label: h.name, cost: h.cost, date: h.checkIn })),
    campaigns: read.campaigns.map((c) => ({
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
 * `sumRows`: the hand-entered rows come as one line per type, category and state carrying
 * their sum (see `summedRows`) — for figures only, never for a list of the lines (the CSV).
 */
export async function readTourMoney(
  db: Db,
  userId: string,
  tourId: string,
  { sumRows = false }: { sumRows?: boolean } = {},
) {
  const { sources, deals, provisions } = await loadSources(db, userId, tourId, sumRows);
  return { lines: buildLedger(sources), deals, provisions, shows: sources.shows };
}
