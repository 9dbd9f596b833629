import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { fromCents, toCents } from "@/domain/money";
import { fieldsAfterTransition, negotiationStatusLabel } from "@/domain/negotiations/negotiations";
import { mergeByDate } from "@/domain/tours/imports/merge-by-date";
import {
  type ExistingBookings,
  type ImportPlan,
  planShowImport,
} from "@/domain/tours/imports/show-plan";
import type { MappedRow } from "@/domain/tours/imports/show-rows";
import type { ShowCsvRow } from "@/domain/tours/imports/shows-csv";
import type { Db } from "../../client";
import { negotiationEvents, tours, tourVenues, venues } from "../../schema";
import type { Actor } from "../negotiations/move-steps";
import { settleNegotiations } from "../negotiations/upkeep";
import { onShowVenue } from "../ownership";
import { syncPartyLines } from "../party/generation";
import { ensureRoomFor } from "../workspace-limits";

/** Rows per renumbering UPDATE: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * What an import is matched against, all of one account: its tours and venues (oldest first,
 * so the first of two same-named rows wins, every time), the shows of those tours, and the
 * shows on the sheet's dates that hold a rank or are confirmed.
 */
async function loadExistingBookings(
  db: Db,
  workspaceId: string,
  mapped: readonly MappedRow[],
): Promise<ExistingBookings> {
  const dates = mapped.flatMap((m) => (m.ok ? [m.show.date] : [])).sort();
  const ownTours = await db
    .select({ id: tours.id, title: tours.title })
    .from(tours)
    .where(eq(tours.workspaceId, workspaceId))
    .orderBy(asc(tours.createdAt), asc(tours.id));
  const ownVenues = await db
    .select({ id: venues.id, name: venues.name, city: venues.city })
    .from(venues)
    .where(eq(venues.workspaceId, workspaceId))
    .orderBy(asc(venues.createdAt), asc(venues.id));
  if (dates.length === 0) return { tours: ownTours, venues: ownVenues, shows: [], dated: [] };
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  const shows = await db
    .select({
      tourId: tourVenues.tourId,
      venueId: tourVenues.venueId,
      date: tourVenues.performanceDate,
    })
    .from(tourVenues)
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        gte(tourVenues.performanceDate, first),
        lte(tourVenues.performanceDate, last),
      ),
    );
  const dated = await db
    .select({
      date: tourVenues.performanceDate,
      status: tourVenues.status,
      holdRank: tourVenues.holdRank,
      venueName: venues.name,
    })
    .from(tourVenues)
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        gte(tourVenues.performanceDate, first),
        lte(tourVenues.performanceDate, last),
        inArray(tourVenues.status, ["hold", "challenge", "confirmed"]),
      ),
    );
  return {
    tours: ownTours,
    venues: ownVenues,
    shows,
    dated: dated.map((d) => ({ ...d, date: d.date! })),
  };
}

/** The preview: nothing is written (lapsed holds are settled first, as every read does). */
export async function previewShowImport(db: Db, workspaceId: string, mapped: readonly MappedRow[]) {
  await settleNegotiations(db, workspaceId);
  return planShowImport(mapped, await loadExistingBookings(db, workspaceId, mapped));
}

const IMPORT_NOTE = "Imported from a spreadsheet";

/**
 * The import, in one transaction: every new row of the plan or none. The plan is made again
 * inside it, on data read under the locks, so what is written is what these rows mean now:
 * two imports of one account queue up (the same sheet twice creates its shows once), and
 * the dates of held and confirmed rows are locked as a negotiation move locks them, so a
 * confirmation elsewhere cannot slip in between the check and the write.
 */
export async function importShows(
  db: Db,
  actor: Actor,
  mapped: readonly MappedRow[],
  now = new Date(),
): Promise<ImportPlan> {
  const workspaceId = actor.workspaceId;
  await settleNegotiations(db, workspaceId);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`import:${workspaceId}`}, 0))`,
    );
    const lockDates = [
      ...new Set(mapped.flatMap((m) => (m.ok && m.show.status !== "pending" ? [m.show.date] : []))),
    ].sort();
    if (lockDates.length > 0) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${workspaceId} || ':' || d, 0))
        from unnest(${`{${lockDates.join(",")}}`}::text[]) as d order by d`);
    }
    const plan = planShowImport(mapped, await loadExistingBookings(tx, workspaceId, mapped));
    if (plan.shows.length === 0) return plan;
    // The whole sheet or nothing: a sheet that would pass a limit writes no row.
    await ensureRoomFor(tx, workspaceId, "tours", plan.newTours.size);
    await ensureRoomFor(tx, workspaceId, "venues", plan.newVenues.size);
    await ensureRoomFor(tx, workspaceId, "shows", plan.shows.length);

    const tourIds = new Map<string, string>();
    const newTours = [...plan.newTours.entries()].map(([key, title]) => {
      const its = plan.shows.filter((s) => "create" in s.tour && s.tour.create === key);
      const dates = its.map((s) => s.show.date).sort();
      // The tour's estimated gross (ADR 0015's Revenue Projection): the offers it was
      // imported with, so a new tour does not read $0 (issue 36).
      const estimate = fromCents(its.reduce((sum, s) => sum + toCents(s.show.fee), 0));
      return { key, id: crypto.randomUUID(), title, start: dates[0], end: dates.at(-1), estimate };
    });
    for (const t of newTours) tourIds.set(t.key, t.id);
    if (newTours.length > 0) {
      await tx.execute(sql`
        insert into ${tours} (id, workspace_id, title, status, start_date, end_date,
          total_estimated_cost)
        select x.id, ${workspaceId}, x.title, 'planning', x.start, x.end, x.estimate
        from json_to_recordset(${JSON.stringify(newTours.map(({ key: _, ...t }) => t))}::json)
          as x(id uuid, title text, start date, "end" date, estimate numeric)`);
    }
    const venueIds = new Map<string, string>();
    const newVenues = [...plan.newVenues.entries()].map(([key, v]) => ({
      key,
      id: crypto.randomUUID(),
      ...v,
    }));
    for (const v of newVenues) venueIds.set(v.key, v.id);
    if (newVenues.length > 0) {
      await tx.execute(sql`
        insert into ${venues} (id, workspace_id, name, city, state, capacity)
        select x.id, ${workspaceId}, x.name, x.city, x.state, x.capacity
        from json_to_recordset(${JSON.stringify(newVenues.map(({ key: _, ...v }) => v))}::json)
          as x(id uuid, name text, city text, state text, capacity int)`);
    }

    const planned = plan.shows.map((s) => ({
      ...s,
      id: crypto.randomUUID(),
      tourId: "id" in s.tour ? s.tour.id : tourIds.get(s.tour.create)!,
      venueId: "id" in s.venue ? s.venue.id : venueIds.get(s.venue.create)!,
    }));
    const order = await placeInTours(tx, workspaceId, planned);
    // One statement with the rows as one JSON parameter: 10,000 shows as drizzle's bound
    // parameters (17 each) took seconds on PGlite; this takes a fraction of one.
    const rows = planned.map((s) => {
      // A hold's rank and expiry, a challenge's rank, deadline and side: as a move in HCC
      // Manager would set them (a challenge from a sheet: another act challenged us).
      const held = s.holdRank !== null;
      const fields = held
        ? fieldsAfterTransition({ holdRank: s.holdRank, holdExpiry: null }, s.show.status, {
            now,
            nextFreeRank: s.holdRank!,
          })
        : null;
      return {
        id: s.id,
        tour_id: s.tourId,
        venue_id: s.venueId,
        date: s.show.date,
        fee: s.show.fee,
        ord: order.get(s.id)!,
        status: s.show.status,
        rank: fields?.holdRank ?? null,
        expiry: fields?.holdExpiry?.toISOString() ?? null,
        deadline: fields?.challengeDeadline?.toISOString() ?? null,
        side: fields?.challengedBy ?? null,
        contact_name: s.show.contactName,
        contact_phone: s.show.contactPhone,
        contact_email: s.show.contactEmail,
        notes: s.show.notes,
      };
    });
    await tx.execute(sql`
      insert into ${tourVenues} (id, workspace_id, tour_id, venue_id, performance_date, venue_fee,
        estimated_travel_cost, estimated_accommodation_cost, order_in_tour, status, hold_rank,
        hold_expiry, challenge_deadline, challenged_by, contact_name, contact_phone, contact_email,
        notes, last_contact)
      select x.id, ${workspaceId}, x.tour_id, x.venue_id, x.date, x.fee, 0, 0, x.ord, x.status, x.rank,
        x.expiry, x.deadline, x.side, x.contact_name, x.contact_phone, x.contact_email, x.notes,
        ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(id uuid, tour_id uuid,
        venue_id uuid, date date, fee numeric, ord int, status text, rank int, expiry timestamptz,
        deadline timestamptz, side text, contact_name text, contact_phone text,
        contact_email text, notes text)`);
    // The timeline of each show starts as Add Show's does: created (pending), then its move.
    const moves = planned.map((s, i) => ({
      id: s.id,
      i,
      status: s.show.status,
      note: `${IMPORT_NOTE} as ${negotiationStatusLabel(s.show.status)}`,
    }));
    await tx.execute(sql`
      insert into ${negotiationEvents} (workspace_id, show_id, action, from_status, to_status, note, actor, created_at)
      select ${workspaceId}, x.id, e.action, e.from_status, e.to_status, e.note, ${actor.name}, clock_timestamp()
      from json_to_recordset(${JSON.stringify(moves)}::json) as x(id uuid, i int, status text, note text)
      cross join lateral (values
        (0, 'created', null, 'pending', ${IMPORT_NOTE}),
        (1, 'transition', 'pending', x.status, x.note)) as e(k, action, from_status, to_status, note)
      where e.k = 0 or x.status <> 'pending'
      order by x.i, e.k`);
    for (const id of new Set(planned.map((s) => s.tourId)))
      await syncPartyLines(tx, workspaceId, id);
    return plan;
  });
}

/**
 * The order_in_tour of every new show, each placed by its date among its tour's shows
 * (mergeByDate); the tour's existing shows whose place moved are renumbered in one statement.
 */
async function placeInTours(
  tx: Db,
  workspaceId: string,
  planned: readonly { id: string; tourId: string; show: { date: string } }[],
): Promise<Map<string, number>> {
  const byTour = new Map<string, { id: string; date: string }[]>();
  for (const s of planned) {
    const list = byTour.get(s.tourId) ?? [];
    list.push({ id: s.id, date: s.show.date });
    byTour.set(s.tourId, list);
  }
  const current = await tx
    .select({
      id: tourVenues.id,
      tourId: tourVenues.tourId,
      date: tourVenues.performanceDate,
      orderInTour: tourVenues.orderInTour,
    })
    .from(tourVenues)
    .where(
      and(eq(tourVenues.workspaceId, workspaceId), inArray(tourVenues.tourId, [...byTour.keys()])),
    )
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
  const order = new Map<string, number>();
  const moved: { id: string; ord: number }[] = [];
  for (const [tourId, added] of byTour) {
    const existing = current.filter((s) => s.tourId === tourId);
    const stored = new Map(existing.map((s) => [s.id, s.orderInTour]));
    mergeByDate(existing, added).forEach((id, i) => {
      order.set(id, i + 1);
      const was = stored.get(id);
      if (was !== undefined && was !== i + 1) moved.push({ id, ord: i + 1 });
    });
  }
  for (const part of chunks(moved)) {
    const values = sql.join(
      part.map((m) => sql`(${m.id}::uuid, ${m.ord}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${tourVenues} set order_in_tour = v.ord
      from (values ${values}) as v(id, ord)
      where ${tourVenues.id} = v.id and ${tourVenues.workspaceId} = ${workspaceId}`);
  }
  return order;
}

/** Every show of the account for the shows CSV: tour by tour (oldest first), in tour order. */
export async function listShowsForCsv(db: Db, workspaceId: string): Promise<ShowCsvRow[]> {
  return db
    .select({
      tourTitle: tours.title,
      date: tourVenues.performanceDate,
      venueName: venues.name,
      city: venues.city,
      state: venues.state,
      capacity: venues.capacity,
      fee: tourVenues.venueFee,
      status: tourVenues.status,
      contactName: tourVenues.contactName,
      contactPhone: tourVenues.contactPhone,
      contactEmail: tourVenues.contactEmail,
      notes: tourVenues.notes,
    })
    .from(tourVenues)
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(eq(tourVenues.workspaceId, workspaceId))
    .orderBy(asc(tours.createdAt), asc(tours.id), asc(tourVenues.orderInTour), asc(tourVenues.id));
}
