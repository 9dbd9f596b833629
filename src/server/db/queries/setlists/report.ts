import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import {
  billingOf,
  type ReportShow,
  type ReportSong,
  type SetSource,
} from "@/domain/setlists/performance-report";
import { covers, dueDate, SOCIETIES, type SocietyCode } from "@/domain/setlists/societies";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import {
  daySheets,
  setItems,
  setLists,
  setlistFilings,
  songs,
  tours,
  tourVenues,
  venues,
} from "../../schema";
import { onShowVenue } from "../ownership";

/** A show of the report with its deadline and its filing mark with the society. */
export interface ReportEntry {
  show: ReportShow;
  dueOn: string;
  dueRule: string;
  filing: { filedOn: string; reference: string | null } | null;
}

export interface ReportPeriod {
  society: SocietyCode;
  from: string;
  to: string;
}

/** Whose report: the workspace, and the act it names (its name) as the performer. */
export interface ReportOf {
  workspaceId: string;
  performer: string;
}

/**
 * The performance report of a period for one society (issue 50 item 4): the workspace's
 * confirmed shows (a hold, even one released, was never a performance) from `from` to `to`,
 * up to `today` (a show not yet played has nothing to file), in the society's territory,
 * each with the set it reads — what was played once confirmed, else the planned set — its
 * songs, its deadline and its filing mark.
 */
export async function readReport(
  db: Db,
  { workspaceId, performer }: ReportOf,
  period: ReportPeriod,
  today: string,
): Promise<ReportEntry[]> {
  const society = SOCIETIES[period.society];
  const last = period.to < today ? period.to : today;
  if (last < period.from) return [];
  const shows = await db
    .select({
      showId: tourVenues.id,
      tourId: tourVenues.tourId,
      tourTitle: tours.title,
      date: tourVenues.performanceDate,
      venue: venues.name,
      city: venues.city,
      region: venues.state,
      country: venues.country,
      capacity: venues.capacity,
      address: daySheets.venueAddress,
      runningOrder: daySheets.sets,
      setListId: setLists.id,
      playedConfirmedAt: setLists.playedConfirmedAt,
    })
    .from(tourVenues)
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
    .leftJoin(
      daySheets,
      and(eq(daySheets.tourVenueId, tourVenues.id), eq(daySheets.workspaceId, workspaceId)),
    )
    .leftJoin(
      setLists,
      and(eq(setLists.showId, tourVenues.id), eq(setLists.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.status, CONFIRMED_SHOW_STATUS),
        gte(tourVenues.performanceDate, period.from),
        lte(tourVenues.performanceDate, last),
      ),
    )
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.orderInTour), asc(tourVenues.id));
  // A venue deleted since is in no country: the schema's own default, the US, stands for it.
  const inTerritory = shows.filter((s) => covers(society, s.country ?? "US"));
  if (inTerritory.length === 0) return [];

  const songsBySet = await readSongs(
    db,
    workspaceId,
    inTerritory.flatMap((s) => (s.setListId ? [s.setListId] : [])),
  );
  const filings = await db
    .select({
      showId: setlistFilings.showId,
      filedOn: setlistFilings.filedOn,
      reference: setlistFilings.reference,
    })
    .from(setlistFilings)
    .where(
      and(
        eq(setlistFilings.workspaceId, workspaceId),
        eq(setlistFilings.society, period.society),
        inArray(
          setlistFilings.showId,
          inTerritory.map((s) => s.showId),
        ),
      ),
    );
  const filingOf = new Map(filings.map((f) => [f.showId, f]));

  return inTerritory.map((s) => {
    const date = s.date ?? today;
    const setSongs = (s.setListId && songsBySet.get(s.setListId)) || [];
    const source: SetSource = !s.setListId
      ? "none"
      : s.playedConfirmedAt
        ? "played"
        : setSongs.length
          ? "planned"
          : "none";
    const place = { country: s.country ?? "US", capacity: s.capacity };
    const { dueOn, rule } = dueDate(society, date, place);
    const filed = filingOf.get(s.showId);
    return {
      show: {
        showId: s.showId,
        tourId: s.tourId,
        tourTitle: s.tourTitle,
        date,
        venue: s.venue ?? UNKNOWN_VENUE,
        address: s.address,
        city: s.city,
        region: s.region,
        country: place.country,
        capacity: s.capacity,
        billing: billingOf(s.runningOrder ?? [], performer),
        performer,
        setSource: source,
        songs: setSongs,
      },
      dueOn,
      dueRule: rule,
      filing: filed ? { filedOn: filed.filedOn, reference: filed.reference } : null,
    };
  });
}

/**
 * The song lines of each set, in order: the played lines of a set confirmed after the show,
 * else its planned lines. Free lines ("Drum solo") are not songs and are never filed.
 */
async function readSongs(db: Db, workspaceId: string, setListIds: string[]) {
  const bySet = new Map<string, ReportSong[]>();
  if (setListIds.length === 0) return bySet;
  const rows = await db
    .select({
      setListId: setItems.setListId,
      title: songs.title,
      durationSeconds: songs.durationSeconds,
      iswc: songs.iswc,
      isrc: songs.isrc,
      writers: songs.writers,
      publishers: songs.publishers,
    })
    .from(setItems)
    .innerJoin(setLists, eq(setLists.id, setItems.setListId))
    .innerJoin(songs, and(eq(songs.id, setItems.songId), eq(songs.workspaceId, workspaceId)))
    .where(
      and(
        eq(setItems.workspaceId, workspaceId),
        inArray(setItems.setListId, setListIds),
        eq(setItems.played, sql`(${setLists.playedConfirmedAt} is not null)`),
      ),
    )
    .orderBy(asc(setItems.setListId), asc(setItems.position));
  for (const { setListId, ...song } of rows) {
    const list = bySet.get(setListId) ?? [];
    list.push(song);
    bySet.set(setListId, list);
  }
  return bySet;
}
