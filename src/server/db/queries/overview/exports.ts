import { sql } from "drizzle-orm";
import { DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import { RateBook } from "@/domain/currencies/exchange-rates";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import { type LedgerConversion, showCentsInHome } from "@/domain/finances/ledger/convert";
import { utcDateStamp } from "@/domain/tour-timing";
import { bookedMoney, type ShowDealTerms, showMoney } from "@/domain/tours/show-money";
import { buildTourList, type ShowRecord, type Tour, type TourRecord } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { tours, tourVenues, venueRevenueDeals, venues, workspaces } from "../../schema";
import { ratesFor } from "../currencies/exchange-rates";
import { type DealTermsTuple, dealTermsArray, dealTermsFromTuple } from "../tours/show-money";

/**
 * The home currency and the rates of every currency the workspace's deals are in, for a file
 * that adds up show money (issue 41): one statement, and one more only when a deal is in
 * another currency (only the pairs needed, as the ledger reads them).
 */
export async function showMoneyConversion(db: Db, workspaceId: string): Promise<LedgerConversion> {
  const result = (await db.execute(sql`
    select w.home_currency as home,
      (select coalesce(json_agg(distinct d.currency), '[]'::json) from ${venueRevenueDeals} d
        where d.workspace_id = ${workspaceId}) as currencies
    from ${workspaces} w where w.id = ${workspaceId}`)) as unknown as {
    rows: { home: string; currencies: string[] }[];
  };
  const home = result.rows[0]?.home ?? DEFAULT_HOME_CURRENCY;
  const currencies = result.rows[0]?.currencies ?? [];
  const rates = currencies.some((c) => c !== home)
    ? await ratesFor(db, workspaceId, currencies, home)
    : [];
  return { home, book: new RateBook(rates) };
}

/** Tours read, built and handed to the file writer at a time. */
const EXPORT_BATCH = 1000;

/** Where the previous page ended: created_at as PostgreSQL's own text (microseconds kept). */
interface Cursor {
  createdAt: string;
  id: string;
}

type TourTuple = [
  id: string,
  title: string,
  status: string,
  createdAt: string,
  createdAtText: string,
  startDate: string | null,
  endDate: string | null,
  totalEstimatedCost: string,
];
type ShowTuple = [
  id: string,
  tourId: string,
  orderInTour: number,
  performanceDate: string | null,
  status: string | null,
  venueFee: string | null,
  estimatedTravelCost: string | null,
  estimatedAccommodationCost: string | null,
  venueId: string | null,
];
type VenueTuple = [
  name: string,
  city: string | null,
  state: string | null,
  capacity: number | null,
];

/** The account's venue directory as id → fields: read once per export. */
async function readVenues(db: Db, workspaceId: string) {
  const result = (await db.execute(sql`
    select coalesce(json_object_agg(v.id, json_build_array(v.name, v.city, v.state, v.capacity)),
      '{}'::json) as venues
    from ${venues} v where v.workspace_id = ${workspaceId}`)) as unknown as {
    rows: { venues: Record<string, VenueTuple> }[];
  };
  return result.rows[0]!.venues;
}

/**
 * One page of tours, newest first, and their shows: one statement whose answer is a single
 * JSON value, because on PGlite each row crossing into JavaScript costs far more than the
 * database's own work (decision 0005). No join with venues: without table statistics PGlite
 * plans it as a nested loop over the whole directory for every show. Money and timestamps
 * travel as text so nothing is rounded.
 */
async function readPage(
  db: Db,
  workspaceId: string,
  after: Cursor | undefined,
  size: number,
  withDeals: boolean,
) {
  const cursor = after
    ? sql`and (t.created_at, t.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const result = (await db.execute(sql`
    with page as (
      select t.id, t.title, t.status, t.created_at, t.start_date, t.end_date,
        t.total_estimated_cost
      from ${tours} t
      where t.workspace_id = ${workspaceId} ${cursor}
      order by t.created_at desc, t.id desc
      limit ${size}
    )
    select json_build_object(
      'tours', (select coalesce(json_agg(json_build_array(p.id, p.title, p.status,
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          p.created_at::text, p.start_date, p.end_date, p.total_estimated_cost::text)
        order by p.created_at desc, p.id desc), '[]'::json) from page p),
      'shows', (select coalesce(json_agg(json_build_array(s.id, s.tour_id, s.order_in_tour,
          s.performance_date, s.status, s.venue_fee::text, s.estimated_travel_cost::text,
          s.estimated_accommodation_cost::text, s.venue_id)), '[]'::json)
        from ${tourVenues} s where s.tour_id in (select id from page)),
      'deals', ${
        withDeals
          ? sql`(select coalesce(json_object_agg(d.tour_venue_id, ${dealTermsArray}), '{}'::json)
        from ${venueRevenueDeals} d where d.workspace_id = ${workspaceId}
          and d.tour_venue_id in (select s.id from ${tourVenues} s
            where s.tour_id in (select id from page)))`
          : sql`'{}'::json`
      }
    ) as page`)) as unknown as {
    rows: {
      page: { tours: TourTuple[]; shows: ShowTuple[]; deals: Record<string, DealTermsTuple> };
    }[];
  };
  return result.rows[0]!.page;
}

const toTour = (t: TourTuple): TourRecord => ({
  id: t[0],
  title: t[1],
  status: t[2],
  createdAt: t[3],
  startDate: t[5],
  endDate: t[6],
  totalEstimatedCost: t[7],
});

/**
 * What a show adds to the booked money, in the home currency (issue 41): a deal in another
 * currency converted at the rate of the show's day as the ledger converts it; with no rate,
 * nothing, and the show says why.
 */
function bookedInHome(s: ShowTuple, deal: ShowDealTerms | null, conversion?: LedgerConversion) {
  const booked = bookedMoney(s[4], s[5], deal);
  const rates = deal ? (showMoney(s[5], deal).rates ?? []) : [];
  const cents = showCentsInHome(bigCents(booked), deal?.currency, s[3], conversion, ...rates);
  if (cents !== null) return { bookedMoney: moneyOf(cents) };
  const bookedUnconverted = { showId: s[0], currency: deal?.currency ?? "", date: s[3] };
  return { bookedMoney: "0.00", bookedUnconverted };
}

function toShow(
  s: ShowTuple,
  directory: Record<string, VenueTuple>,
  deals: Record<string, DealTermsTuple> | undefined,
  conversion?: LedgerConversion,
): ShowRecord {
  const venue = s[8] === null ? undefined : directory[s[8]];
  const tuple = deals?.[s[0]];
  const deal = tuple ? dealTermsFromTuple(tuple) : null;
  return {
    id: s[0],
    tourId: s[1],
    orderInTour: s[2],
    performanceDate: s[3],
    status: s[4],
    venueFee: s[5],
    estimatedTravelCost: s[6],
    estimatedAccommodationCost: s[7],
    venueName: venue?.[0] ?? null,
    city: venue?.[1] ?? null,
    state: venue?.[2] ?? null,
    capacity: venue?.[3] ?? null,
    ...(deals && { showMoney: showMoney(s[5], deal), ...bookedInHome(s, deal, conversion) }),
  };
}

/**
 * The account's tours with their shows, newest first, in batches for the file writer. Only
 * one batch is in memory at a time (a page of tours with their shows, one statement, and
 * the venue directory), and the next page is read only when the writer asks for it, i.e. as fast as the
 * client downloads. Pages follow (created_at, id), so a tour added while the file streams is
 * not repeated or shifted into a later page; one deleted meanwhile is simply left out.
 * `withShowMoney` reads each show's deal too, for a file that prints the show's money; its
 * booked money is converted to the home currency with `conversion` (showMoneyConversion).
 */
export async function* iterateTourList(
  db: Db,
  workspaceId: string,
  {
    batchSize = EXPORT_BATCH,
    withShowMoney = false,
    conversion,
  }: { batchSize?: number; withShowMoney?: boolean; conversion?: LedgerConversion } = {},
): AsyncGenerator<Tour[]> {
  const directory = await readVenues(db, workspaceId);
  let after: Cursor | undefined;
  for (;;) {
    const page = await readPage(db, workspaceId, after, batchSize, withShowMoney);
    if (page.tours.length === 0) return;
    const deals = withShowMoney ? page.deals : undefined;
    yield buildTourList(
      page.tours.map(toTour),
      page.shows.map((s) => toShow(s, directory, deals, conversion)),
      utcDateStamp(new Date()),
    );
    if (page.tours.length < batchSize) return;
    const last = page.tours[page.tours.length - 1]!;
    after = { createdAt: last[4], id: last[0] };
  }
}
