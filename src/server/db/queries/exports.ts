import { sql } from "drizzle-orm";
import { buildTourList, type ShowRecord, type Tour, type TourRecord } from "@/domain/tours";
import type { Db } from "../client";
import { tours, tourVenues, venues } from "../schema";

/** Tours read, built and handed to the file writer at a time. */
export const EXPORT_BATCH = 1000;

/** Where the previous page ended: created_at as PostgreSQL's own text (microseconds kept). */
interface Cursor {
  createdAt: string;
  id: string;
}

type PageTour = TourRecord & { createdAtText: string; shows: ShowRecord[] };

/**
 * One page of tours, newest first, with their shows and each show's venue fields: one
 * statement whose answer is a single JSON value, because on PGlite each row crossing into
 * JavaScript costs far more than the database's own work (decision 0005). Money and
 * timestamps travel as text so nothing is rounded.
 */
async function readPage(
  db: Db,
  userId: string,
  after: Cursor | undefined,
  size: number,
): Promise<PageTour[]> {
  const cursor = after
    ? sql`and (t.created_at, t.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
        'id', p.id, 'title', p.title, 'status', p.status,
        'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'createdAtText', p.created_at::text,
        'startDate', p.start_date, 'endDate', p.end_date,
        'totalEstimatedCost', p.total_estimated_cost::text,
        -- Per tour through its index: PGlite has no statistics to plan a join of pages with.
        'shows', coalesce((select json_agg(json_build_object(
            'id', s.id, 'tourId', s.tour_id, 'orderInTour', s.order_in_tour,
            'performanceDate', s.performance_date, 'status', s.status,
            'venueFee', s.venue_fee::text,
            'estimatedTravelCost', s.estimated_travel_cost::text,
            'estimatedAccommodationCost', s.estimated_accommodation_cost::text,
            'venueName', v.name, 'city', v.city, 'state', v.state, 'capacity', v.capacity
          ))
          from ${tourVenues} s
          left join ${venues} v on v.id = s.venue_id and v.user_id = ${userId}
          where s.tour_id = p.id), '[]'::json)
      ) order by p.created_at desc, p.id desc), '[]'::json) as page
    from (
      select t.id, t.title, t.status, t.created_at, t.start_date, t.end_date,
        t.total_estimated_cost
      from ${tours} t
      where t.user_id = ${userId} ${cursor}
      order by t.created_at desc, t.id desc
      limit ${size}
    ) p`)) as unknown as { rows: { page: PageTour[] }[] };
  return result.rows[0]!.page;
}

/**
 * The account's tours with their shows, newest first, in batches for the file writer. Only
 * one batch is in memory at a time (a page of tours with their shows and venues, one
 * statement), and the next page is read only when the writer asks for it, i.e. as fast as the
 * client downloads. Pages follow (created_at, id), so a tour added while the file streams is
 * not repeated or shifted into a later page; one deleted meanwhile is simply left out.
 */
export async function* iterateTourList(
  db: Db,
  userId: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Tour[]> {
  let after: Cursor | undefined;
  for (;;) {
    const page = await readPage(db, userId, after, batchSize);
    if (page.length === 0) return;
    yield buildTourList(
      page,
      page.flatMap((t) => t.shows),
    );
    if (page.length < batchSize) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAtText, id: last.id };
  }
}
