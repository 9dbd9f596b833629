import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { DAY_MS } from "@/domain/durations";
import type { ListingShow, ShowListingFields } from "@/domain/listings/listing-answer";
import type { ShowListingInput } from "@/domain/listings/listing-input";
import { listingState, upcomingAt } from "@/domain/listings/visibility";
import { venueTimeZone } from "../../../places/time-zone";
import type { Db } from "../../client";
import { showListings, tours, tourVenues, venues } from "../../schema";
import { findOwnedShow, onShowVenue } from "../ownership";
import { listingColumns } from "./public-dates";

type ListingRow = Pick<typeof showListings.$inferSelect, keyof typeof listingColumns>;

function listingFieldsOf(row: ListingRow): ShowListingFields {
  return {
    ...row,
    announceAt: row.announceAt?.toISOString() ?? null,
    onSaleAt: row.onSaleAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    supportActs: [...row.supportActs],
  };
}

/**
 * How far back the page looks: shows already played stay in the list for this long when they
 * have a listing (what fans were shown of last month's dates), never older, so a band with
 * years of shows reads a bounded answer. Upcoming shows are all listed, up to MAX_SHOWS.
 */
const PAST_DAYS = 90;
/** A workspace with more dated shows ahead than this sees the soonest (the bench's 10,000). */
const MAX_SHOWS = 1000;

/**
 * The workspace's dated shows the owner decides about: every upcoming one, and those of the
 * last PAST_DAYS that have a listing; soonest first, with where each stands for fans now
 * (domain/listings/visibility.ts's rule, not restated here). One statement.
 */
export async function readListingShows(
  db: Db,
  workspaceId: string,
  now: Date,
): Promise<ListingShow[]> {
  // A day either side of UTC's today: a show's day ends at the venue (isUpcoming decides).
  const upcomingFrom = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const listedFrom = new Date(now.getTime() - PAST_DAYS * DAY_MS).toISOString().slice(0, 10);
  const rows = await db
    .select({
      showId: tourVenues.id,
      tourId: tourVenues.tourId,
      tourTitle: tours.title,
      tourStatus: tours.status,
      date: tourVenues.performanceDate,
      status: tourVenues.status,
      venueName: venues.name,
      city: venues.city,
      country: venues.country,
      latitude: venues.latitude,
      longitude: venues.longitude,
      // Null as a whole when the show has no listing (a left join's nested object).
      listing: listingColumns,
    })
    .from(tourVenues)
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
    .leftJoin(
      showListings,
      and(eq(showListings.showId, tourVenues.id), eq(showListings.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        isNotNull(tourVenues.performanceDate),
        or(
          gte(tourVenues.performanceDate, upcomingFrom),
          and(isNotNull(showListings.id), gte(tourVenues.performanceDate, listedFrom)),
        ),
      ),
    )
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.orderInTour), asc(tourVenues.id))
    .limit(MAX_SHOWS);
  const shows: ListingShow[] = [];
  const isUpcoming = upcomingAt(now);
  for (const row of rows) {
    const date = row.date!;
    const listing = row.listing && listingFieldsOf(row.listing);
    const zone = listing?.timeZone ?? venueTimeZone(row.latitude, row.longitude);
    if (!listing && !isUpcoming(date, zone)) continue;
    const facts = { status: row.status, tourStatus: row.tourStatus, date, listing: row.listing };
    const state = listingState(facts, now);
    shows.push({
      showId: row.showId,
      tourId: row.tourId,
      tourTitle: row.tourTitle,
      date,
      venueName: row.venueName,
      city: row.city,
      country: row.country ?? "US",
      status: row.status,
      listing,
      suggestedTimeZone: zone,
      state: state.kind === "scheduled" ? { kind: state.kind, at: state.at.toISOString() } : state,
    });
  }
  return shows;
}

/**
 * Saves what fans may know of one of the workspace's shows (undefined: not its show). The
 * trigger's `previousDate` and `cancelledAt` are never written here: they say what fans were
 * told (it moved, it is off), which stays true whatever the owner does next. Hiding a show
 * or taking its announce time back (none, or later) takes it off the outputs by the rule
 * (visibility.ts: hidden wins; a cancelled one stays marked cancelled until hidden), and if it
 * is shown again fans still read that it moved or is off.
 */
export async function saveShowListing(
  db: Db,
  workspaceId: string,
  showId: string,
  input: ShowListingInput,
): Promise<ShowListingFields | undefined> {
  if (!(await findOwnedShow(db, workspaceId, showId))) return undefined;
  const fields = {
    timeZone: input.timeZone,
    announceAt: input.announceAt,
    startTime: input.startTime,
    onSaleAt: input.onSaleAt,
    ticketUrl: input.ticketUrl,
    soldOut: input.soldOut,
    eventName: input.eventName,
    supportActs: input.supportActs,
    hidden: input.hidden,
  };
  const [saved] = await db
    .insert(showListings)
    .values({ workspaceId, showId, ...fields })
    .onConflictDoUpdate({
      target: showListings.showId,
      set: { ...fields, updatedAt: sql`now()` },
      setWhere: eq(showListings.workspaceId, workspaceId),
    })
    .returning(listingColumns);
  return saved && listingFieldsOf(saved);
}

/** Announced, or the first id that is not one of the workspace's shows (nothing written). */
export type AnnounceResult = { announced: number } | { unknownAt: number };

/**
 * "Announce now" for many shows, in one transaction. An id that is not one of the
 * workspace's shows refuses the whole request (a stale page, another workspace's id: the
 * owner should reload, not guess what was done). Of the workspace's shows, each that is
 * confirmed, has a date, is not hidden and is not in a cancelled tour is announced now unless
 * it already is (a time passed stays: fans were told then; a later one is brought forward).
 * A show with no listing gets one in its venue's zone. The rest (holds, hidden shows) are
 * left as they are and not counted: "Announce" never publishes a hold.
 */
export async function announceShows(
  db: Db,
  workspaceId: string,
  showIds: readonly string[],
  now: Date,
): Promise<AnnounceResult> {
  return db.transaction(async (tx) => {
    const shows = await tx
      .select({
        showId: tourVenues.id,
        status: tourVenues.status,
        date: tourVenues.performanceDate,
        tourStatus: tours.status,
        latitude: venues.latitude,
        longitude: venues.longitude,
        hidden: showListings.hidden,
        announceAt: showListings.announceAt,
      })
      .from(tourVenues)
      .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
      .leftJoin(venues, onShowVenue(workspaceId))
      .leftJoin(
        showListings,
        and(eq(showListings.showId, tourVenues.id), eq(showListings.workspaceId, workspaceId)),
      )
      .where(and(eq(tourVenues.workspaceId, workspaceId), inArray(tourVenues.id, [...showIds])));
    const known = new Set(shows.map((s) => s.showId));
    const unknownAt = showIds.findIndex((id) => !known.has(id));
    if (unknownAt !== -1) return { unknownAt };
    const due = shows.filter(
      (s) =>
        s.status === "confirmed" &&
        s.date !== null &&
        s.tourStatus !== "cancelled" &&
        !s.hidden &&
        (s.announceAt === null || s.announceAt > now),
    );
    if (due.length === 0) return { announced: 0 };
    const announced = await tx
      .insert(showListings)
      .values(
        due.map((show) => ({
          workspaceId,
          showId: show.showId,
          announceAt: now,
          timeZone: venueTimeZone(show.latitude, show.longitude),
        })),
      )
      .onConflictDoUpdate({
        target: showListings.showId,
        set: { announceAt: now, updatedAt: sql`now()` },
        // Asked again at the write: another request may have announced or hidden it meanwhile.
        setWhere: and(
          eq(showListings.workspaceId, workspaceId),
          eq(showListings.hidden, false),
          or(isNull(showListings.announceAt), gt(showListings.announceAt, now)),
        ),
      })
      .returning({ id: showListings.id });
    return { announced: announced.length };
  });
}
