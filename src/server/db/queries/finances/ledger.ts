import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { DEFAULT_HOME_CURRENCY, twoDecimalsWhenExact } from "@/domain/currencies/currency";
import { RateBook } from "@/domain/currencies/exchange-rates";
import type { FinancialType } from "@/domain/finances/financials";
import { buildLedger, type LedgerSources } from "@/domain/finances/ledger/build";
import { currencyNotes } from "@/domain/finances/ledger/currency-notes";
import type { CampaignStatus } from "@/domain/marketing/campaigns";
import type { PaymentKind } from "@/domain/party/payments";
import type { DealCountTuple } from "@/domain/tickets/deal-count";
import { type RoadSettings, roadSettingsOf } from "@/domain/tours/routing/road-costs";
import { estimatedNights, planRoad } from "@/domain/tours/routing/road-lines";
import { type RouteShow, tourRoute } from "@/domain/tours/routing/route";
import { utcToZoned } from "@/domain/zoned-time";
import type { Db } from "../../client";
import {
  floatEntries,
  lodgings,
  marketingCampaigns,
  merchProducts,
  merchShowCounts,
  merchVariants,
  partyPayments,
  riderProvisions,
  tourFinancials,
  tourParty,
  tours,
  tourVenues,
  travelLegs,
  venueRevenueDeals,
  venues,
  workspaceMembers,
  workspaces,
} from "../../schema";
import { UNKNOWN_VENUE_SQL } from "../../sql-helpers";
import { ratesFor, trimRate } from "../currencies/exchange-rates";
import { jsonTuples } from "../json-rows";
import { onShowVenue } from "../ownership";
import { tourCountsByShow } from "../tickets/deal-count";
import { type DealRow, dealReadColumns, toDeal } from "./deals";
import { type ProvisionRow, riderProvisionColumns, toProvision } from "./rider-provisions";

type Money = string;
/** Filled from the row's show in JavaScript, not sent by the database once per row. */
const FROM_SHOW = sql`null`;
const byShow = sql`${tourVenues.orderInTour}, ${tourVenues.id}`;

/** A show of the tour: for the ledger, and for the forms (a deal starts from its fee). */
interface ShowRow {
  id: string;
  date: string | null;
  venueName: string;
  estimatedTravelCost: Money | null;
  estimatedAccommodationCost: Money | null;
  venueFee: Money | null;
  capacity: number | null;
  state: string | null;
  /** The negotiation's status: only a confirmed show carries money (domain showCarriesMoney). */
  status: string;
  /** Where it is, for the route's road lines (issue 40). */
  holdRank: number | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}
const SHOW = jsonTuples<ShowRow>({
  id: tourVenues.id,
  date: tourVenues.performanceDate,
  status: tourVenues.status,
  venueName: sql`coalesce(${venues.name}, ${UNKNOWN_VENUE_SQL})`,
  estimatedTravelCost: tourVenues.estimatedTravelCost,
  estimatedAccommodationCost: tourVenues.estimatedAccommodationCost,
  venueFee: tourVenues.venueFee,
  capacity: venues.capacity,
  state: venues.state,
  holdRank: tourVenues.holdRank,
  city: venues.city,
  country: venues.country,
  lat: venues.latitude,
  lng: venues.longitude,
});
const ROW = jsonTuples<{
  /** Null for a sum of rows (`summedRows`). */
  id: string | null;
  type: string;
  category: string;
  amountAnticipated: Money;
  amountActual: Money | null;
  isFinalized: boolean;
  date: string | null;
  description: string | null;
  currency: string;
  rate: string | null;
  rateTo: string | null;
}>({
  id: tourFinancials.id,
  type: tourFinancials.type,
  category: tourFinancials.category,
  amountAnticipated: tourFinancials.amountAnticipated,
  amountActual: tourFinancials.amountActual,
  isFinalized: tourFinancials.isFinalized,
  date: tourFinancials.date,
  description: tourFinancials.description,
  currency: tourFinancials.currency,
  rate: tourFinancials.rate,
  rateTo: tourFinancials.rateTo,
});
const DEAL = jsonTuples<DealRow>({
  ...dealReadColumns,
  // Every show's counts are read once for the tour (`tourCountsByShow`), not once per deal.
  ticketCounts: FROM_SHOW,
  performanceDate: FROM_SHOW,
  venueName: FROM_SHOW,
  showTravelEstimate: FROM_SHOW,
  showLodgingEstimate: FROM_SHOW,
});
const MERCH = jsonTuples<{ showId: string; gross: Money; currency: string }>({
  showId: sql`m.show_id`,
  gross: sql`m.gross`,
  currency: sql`m.currency`,
});
const LEG = jsonTuples<{
  id: string;
  fromPlace: string;
  toPlace: string;
  cost: Money;
  departureAt: string;
  departureTz: string;
  currency: string;
}>({
  id: travelLegs.id,
  fromPlace: travelLegs.fromPlace,
  toPlace: travelLegs.toPlace,
  cost: travelLegs.cost,
  departureAt: travelLegs.departureAt,
  departureTz: travelLegs.departureTz,
  currency: travelLegs.currency,
});
interface HotelRow {
  id: string;
  name: string;
  cost: Money;
  checkIn: string;
  checkOut: string;
  currency: string;
}
const HOTEL = jsonTuples<HotelRow>({
  id: lodgings.id,
  name: lodgings.name,
  cost: lodgings.cost,
  checkIn: lodgings.checkIn,
  checkOut: lodgings.checkOut,
  currency: lodgings.currency,
});
const CAMPAIGN = jsonTuples<{
  id: string;
  title: string;
  budget: Money;
  status: string;
  startDate: string;
  currency: string;
}>({
  id: marketingCampaigns.id,
  title: marketingCampaigns.title,
  budget: marketingCampaigns.budget,
  currency: marketingCampaigns.currency,
  status: marketingCampaigns.status,
  startDate: marketingCampaigns.startDate,
});
const PROVISION = jsonTuples<ProvisionRow>({
  ...riderProvisionColumns,
  performanceDate: FROM_SHOW,
  venueName: FROM_SHOW,
});

// The party's lines and the float's counts (issue 54, ADR 0032), each in its own currency.
const PARTY_LINE = jsonTuples<{
  id: string;
  name: string;
  kind: string;
  amount: Money;
  currency: string;
  day: string | null;
  paid: boolean;
}>({
  id: partyPayments.id,
  name: tourParty.name,
  kind: partyPayments.kind,
  amount: partyPayments.amount,
  currency: partyPayments.currency,
  day: partyPayments.day,
  paid: sql`${partyPayments.paidAt} is not null`,
});
const FLOAT_COUNT = jsonTuples<{ id: string; difference: Money; currency: string; date: string }>({
  id: floatEntries.id,
  difference: sql`(${floatEntries.amount} - coalesce(${floatEntries.expected}, 0))::numeric(15,3)::text`,
  currency: floatEntries.currency,
  // The day it was counted, as the ledger dates its lines (UTC).
  date: sql`to_char(${floatEntries.at} at time zone 'UTC', 'YYYY-MM-DD')`,
});

type Tuples = readonly (readonly unknown[])[];
/** What the one statement of `readSources` answers: each source as a JSON array of tuples. */
type SourceTuples = Record<
  | "shows"
  | "rows"
  | "foreignRows"
  | "deals"
  | "merch"
  | "legs"
  | "hotels"
  | "campaigns"
  | "provisions"
  | "party"
  | "floatCounts",
  Tuples
> & {
  also: Record<string, unknown>;
  road: RoadFacts;
  home: string | null;
  ticketCounts: Record<string, DealCountTuple[]>;
};

/**
 * Every source record of one tour's money in ONE statement whose answer is a single JSON
 * value, whatever the tour's size (ADR 0015): on PGlite, thousands of rows cost far more to
 * hand over than to find (decision 0005). `also`: more of the tour a caller needs, in the same
 * statement. Only loading happens here; src/domain/ledger holds the rules.
 */
async function readSourceTuples(
  db: Db,
  workspaceId: string,
  tourId: string,
  sumRows: boolean,
  also: Record<string, SQL>,
): Promise<SourceTuples> {
  const ownShow = and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.tourId, tourId));
  const ownVenue = onShowVenue(workspaceId);
  const ofTour = <T extends { workspaceId: unknown; tourId: unknown }>(t: T) =>
    // biome-ignore lint/suspicious/noExplicitAny: every table here has both columns
    and(eq(t.workspaceId as any, workspaceId), eq(t.tourId as any, tourId));
  const c = merchShowCounts;
  const eachRow = sql`(select ${ROW.all(sql`${tourFinancials.createdAt}, ${tourFinancials.id}`)}
    from ${tourFinancials} where ${ofTour(tourFinancials)})`;
  // Issue 41: rows in another currency are converted one by one (each has its date and
  // rate), so a read of figures sums only the home currency's rows in the database.
  const home = sql`(select ${workspaces.homeCurrency} from ${workspaces} where ${workspaces.id} = ${workspaceId})`;
  const foreignRows = sql`(select ${ROW.all(sql`${tourFinancials.createdAt}, ${tourFinancials.id}`)}
    from ${tourFinancials} where ${ofTour(tourFinancials)} and ${tourFinancials.currency} <> ${home})`;
  // Keys are our own names, never input: safe as literals.
  const extra = Object.entries(also).map(([key, part]) => sql`${sql.raw(`'${key}'`)}, ${part}`);
  const result = (await db.execute(sql`
    select json_build_object(
      'shows', (select ${SHOW.all(byShow)}
        from ${tourVenues} left join ${venues} on ${ownVenue} where ${ownShow}),
      'home', ${home},
      'rows', ${sumRows ? summedRows(workspaceId, tourId, home) : eachRow},
      'foreignRows', ${sumRows ? foreignRows : sql`'[]'::json`},
      'deals', (select ${DEAL.all(byShow)} from ${venueRevenueDeals}
        join ${tourVenues} on ${tourVenues.id} = ${venueRevenueDeals.tourVenueId} and ${ownShow}
        where ${venueRevenueDeals.workspaceId} = ${workspaceId}),
      'ticketCounts', ${tourCountsByShow(workspaceId, tourId)},
      -- Σ (in − out − comps) × price per show of the tour and per products' currency (each
      -- count's price is in its product's), exact in numeric, sent as text.
      'merch', (select coalesce(json_agg(${MERCH.one}), '[]'::json)
        from (select ${c.showId} as show_id, ${merchProducts.currency} as currency,
            sum((${c.countIn} - ${c.countOut} - ${c.comps}) * ${c.price})::numeric(20,2)::text as gross
          from ${c} join ${tourVenues} on ${tourVenues.id} = ${c.showId} and ${tourVenues.tourId} = ${tourId}
          join ${merchVariants} on ${merchVariants.id} = ${c.variantId}
          join ${merchProducts} on ${merchProducts.id} = ${merchVariants.productId}
          where ${c.workspaceId} = ${workspaceId}
          group by ${c.showId}, ${merchProducts.currency}
          order by ${c.showId}, ${merchProducts.currency}) m),
      'legs', (select ${LEG.all(sql`${travelLegs.departureAt}, ${travelLegs.id}`)}
        from ${travelLegs} where ${ofTour(travelLegs)}),
      'hotels', (select ${HOTEL.all(sql`${lodgings.checkIn}, ${lodgings.id}`)}
        from ${lodgings} where ${ofTour(lodgings)}),
      'campaigns', (select ${CAMPAIGN.all(sql`${marketingCampaigns.createdAt}, ${marketingCampaigns.id}`)}
        from ${marketingCampaigns} where ${ofTour(marketingCampaigns)}),
      'provisions', (select ${PROVISION.all(sql`${tourVenues.orderInTour}, ${riderProvisions.provisionType}, ${riderProvisions.id}`)}
        from ${riderProvisions}
        join ${tourVenues} on ${tourVenues.id} = ${riderProvisions.tourVenueId} and ${ownShow}
        where ${riderProvisions.workspaceId} = ${workspaceId}),
      'party', (select ${PARTY_LINE.all(sql`${partyPayments.day} nulls last, ${partyPayments.id}`)}
        from ${partyPayments} join ${tourParty} on ${tourParty.id} = ${partyPayments.personId}
        where ${ofTour(partyPayments)}),
      'floatCounts', (select ${FLOAT_COUNT.all(sql`${floatEntries.at}, ${floatEntries.id}`)}
        from ${floatEntries} where ${ofTour(floatEntries)} and ${floatEntries.kind} = 'count'
          and ${floatEntries.amount} <> coalesce(${floatEntries.expected}, 0)),
      'road', ${roadFacts(workspaceId, tourId)},
      'also', json_build_object(${sql.join(extra, sql`, `)})
    ) as sources`)) as unknown as { rows: { sources: SourceTuples }[] };
  return result.rows[0]!.sources;
}

/** What the road lines need beyond the shows and stays (issue 40, road-lines.ts). */
interface RoadFacts {
  settings: Partial<RoadSettings> | null;
  unit: string | null;
  team: number;
  taken: string[] | null;
}
function roadFacts(workspaceId: string, tourId: string) {
  const f = tourFinancials;
  return sql`json_build_object(
    'settings', (select ${tours.roadSettings} from ${tours}
      where ${and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId))}),
    'unit', (select ${workspaces.distanceUnit} from ${workspaces} where ${workspaces.id} = ${workspaceId}),
    'team', (select count(*) from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaceId}),
    'taken', (select json_agg(distinct ${f.roadKey}) from ${f}
      where ${and(eq(f.workspaceId, workspaceId), eq(f.tourId, tourId), isNotNull(f.roadKey))}))`;
}

/**
 * What the road lines read beyond the workspace's versioned data (schema/workspace-versions.ts),
 * when the tour's road is in its budget: the distance unit names each fuel line, and the
 * team's size is the party when the settings give none. Null when there are no road lines, so
 * nothing but the versioned data shaped the ledger (routes/finances/summary.ts keeps it so).
 */
export interface RoadInputs {
  unit: "km" | "mi";
  team: number;
}
const roadInputsOf = (unit: string | null, team: unknown): RoadInputs => ({
  unit: unit === "km" ? "km" : "mi",
  team: Number(team),
});

/** The road's inputs as they are now, read apart (one small statement). */
export async function roadInputsNow(db: Db, workspaceId: string): Promise<RoadInputs> {
  const result = (await db.execute(sql`select ${workspaces.distanceUnit} as unit,
      (select count(*)::int from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaceId}) as team
    from ${workspaces} where ${workspaces.id} = ${workspaceId}`)) as unknown as {
    rows: { unit: string | null; team: number }[];
  };
  const row = result.rows[0];
  return roadInputsOf(row?.unit ?? null, row?.team ?? 0);
}

/**
 * The route's road lines, when the tour's manager put the road in its budget: planned from the
 * shows and stays this same statement read, so they are never stale (docs/product.md §18.4).
 */
function roadLines(facts: RoadFacts, shows: readonly ShowRow[], stays: readonly HotelRow[]) {
  const settings = roadSettingsOf(facts.settings);
  if (!settings.inBudget) return [];
  const routeShows: RouteShow[] = [];
  for (const s of shows)
    if (s.date)
      routeShows.push({
        id: s.id,
        date: s.date,
        status: s.status,
        holdRank: s.holdRank,
        venueName: s.venueName,
        city: s.city ?? "",
        state: s.state ?? "",
        country: s.country ?? "US",
        point: s.lat !== null && s.lng !== null ? { lat: s.lat, lng: s.lng } : null,
        loadIn: null,
        loadOut: null,
      });
  return planRoad({
    route: tourRoute(routeShows, settings.averageMph),
    settings,
    stays,
    estimated: estimatedNights(shows),
    teamSize: Number(facts.team),
    taken: new Set(facts.taken ?? []),
    unit: roadInputsOf(facts.unit, facts.team).unit,
  }).lines;
}

/**
 * The hand-entered rows summed per type and category, for a read that shows only figures (the
 * finance screen, the P&L PDF): every figure sums lines per category, so one line carrying the
 * sum of a category's rows gives it to the cent, and a tour's thousands of rows no longer cross
 * into JavaScript one by one. The sums are exact in numeric; the actual is of finalized rows.
 */
function summedRows(workspaceId: string, tourId: string, home: SQL) {
  const f = tourFinancials;
  return sql`(select coalesce(json_agg(json_build_array(null, r.type, r.category, r.plan, r.actual,
      r.finalized, null, null, ${home}, null, null)), '[]'::json)
    from (select ${f.type} as type, ${f.category} as category,
        sum(${f.amountAnticipated})::numeric(30,2)::text as plan,
        (sum(${f.amountActual}) filter (where ${f.isFinalized}))::numeric(30,2)::text as actual,
        bool_or(${f.isFinalized}) as finalized
      from ${f} where ${and(eq(f.workspaceId, workspaceId), eq(f.tourId, tourId))}
        and ${f.currency} = ${home}
      group by ${f.type}, ${f.category}) r)`;
}

/**
 * Every source record of one tour's money, read in a fixed number of statements whatever
 * the tour's size (ADR 0015), and the ledger built from them.
 */
async function loadSources(
  db: Db,
  workspaceId: string,
  tourId: string,
  sumRows: boolean,
  also: Record<string, SQL>,
) {
  const read = await readSourceTuples(db, workspaceId, tourId, sumRows, also);
  const shows = SHOW.read(read.shows);
  const hotels = HOTEL.read(read.hotels);
  const showsById = new Map(shows.map((s) => [s.id, s]));
  const dealRows = DEAL.read(read.deals).map((d) => {
    const show = showsById.get(d.showId);
    d.performanceDate = show?.date ?? null;
    d.venueName = show?.venueName ?? null;
    d.showTravelEstimate = show?.estimatedTravelCost ?? null;
    d.showLodgingEstimate = show?.estimatedAccommodationCost ?? null;
    d.ticketCounts = read.ticketCounts[d.showId] ?? [];
    return d;
  });
  const provisions = PROVISION.read(read.provisions).map((p) => {
    const show = showsById.get(p.showId);
    p.performanceDate = show?.date ?? null;
    p.venueName = show?.venueName ?? null;
    return toProvision(p);
  });
  const merchSplits = new Map(dealRows.map((d) => [d.showId, d.merchSplitPercent]));
  const sources: Omit<LedgerSources, "deals"> = {
    tourId,
    shows,
    rows: [...ROW.read(read.rows), ...ROW.read(read.foreignRows)].map((r) => ({
      ...r,
      type: r.type as FinancialType,
      rate: r.rate === null ? null : trimRate(r.rate),
    })),
    // The venue's merch split is a settlement term of the show's deal (0 without a deal).
    merch: MERCH.read(read.merch).map((m) => ({
      ...m,
      venueSplitPercent: merchSplits.get(m.showId) ?? null,
    })),
    travelLegs: LEG.read(read.legs).map((l) => ({
      id: l.id,
      label: `${l.fromPlace} → ${l.toPlace}`,
      cost: l.cost,
      date: utcToZoned(l.departureAt, l.departureTz).date,
      currency: l.currency,
    })),
    lodgings: hotels.map((h) => ({
      id: h.id,
      label: h.name,
      cost: h.cost,
      date: h.checkIn,
      currency: h.currency,
    })),
    campaigns: CAMPAIGN.read(read.campaigns).map((c) => ({
      id: c.id,
      title: c.title,
      budget: c.budget,
      status: c.status as CampaignStatus,
      date: c.startDate,
      currency: c.currency,
    })),
    provisions,
    road: roadLines(read.road, shows, hotels),
    party: PARTY_LINE.read(read.party).map((p) => ({
      id: p.id,
      person: p.name,
      kind: p.kind as PaymentKind,
      amount: p.amount,
      currency: p.currency,
      day: p.day,
      paid: p.paid,
    })),
    floatCounts: FLOAT_COUNT.read(read.floatCounts).map((c) => ({
      ...c,
      difference: twoDecimalsWhenExact(c.difference),
    })),
  };
  const home = read.home ?? DEFAULT_HOME_CURRENCY;
  const roadInputs = roadSettingsOf(read.road.settings).inBudget
    ? roadInputsOf(read.road.unit, read.road.team)
    : null;
  return { sources, dealRows, provisions, shows, also: read.also, home, roadInputs };
}

/**
 * A tour's ledger and the deals and provisions it was built from (the finance screen lists
 * them too). Undefined tours give an empty ledger: every statement is the account's.
 * `sumRows`: the hand-entered rows come as one line per type, category and state carrying
 * their sum (see `summedRows`) — for figures only, never for a list of the lines (the CSV).
 * `also`: more JSON of the tour in the same statement (e.g. the tour itself), answered as is.
 */
export async function readTourMoney(
  db: Db,
  workspaceId: string,
  tourId: string,
  { sumRows = false, also = {} }: { sumRows?: boolean; also?: Record<string, SQL> } = {},
) {
  const { sources, dealRows, ...read } = await loadSources(db, workspaceId, tourId, sumRows, also);
  // The rates only when a record is in another currency: one more statement, for those tours.
  const currencies = [
    ...new Set([
      ...sources.rows.map((r) => r.currency ?? read.home),
      ...dealRows.map((d) => d.currency ?? read.home),
      ...sources.travelLegs.map((l) => l.currency ?? read.home),
      ...sources.lodgings.map((h) => h.currency ?? read.home),
      ...sources.provisions.map((p) => p.currency ?? read.home),
      ...sources.merch.map((m) => m.currency ?? read.home),
      ...sources.campaigns.map((c) => c.currency ?? read.home),
      ...(sources.party ?? []).map((p) => p.currency),
      ...(sources.floatCounts ?? []).map((c) => c.currency),
    ]),
  ];
  const foreign = currencies.some((c) => c !== read.home);
  const rates = foreign ? await ratesFor(db, workspaceId, currencies, read.home) : [];
  const conversion = { home: read.home, book: new RateBook(rates) };
  // Each deal made once, after the rates: one in another currency has its commissions of net
  // of its show's costs converted (a second pass over 200 deals was a quarter of what a
  // three-currency read added to a home-currency one).
  const deals = dealRows.map((d) => toDeal(d, foreign ? conversion : undefined));
  const lines = buildLedger({ ...sources, deals }, conversion);
  return { lines, ...read, deals, currency: currencyNotes(lines, read.home) };
}
