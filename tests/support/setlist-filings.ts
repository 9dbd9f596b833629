import type { Publisher, Writer } from "@/domain/setlists/songs";
import { daySheets, setItems, setLists, songs } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import type { Account } from "./client";
import type { TestApp } from "./test-app";

/**
 * Songs and the sets shows played, for the filing's tests (issue 50 item 4). Written through
 * the database while the catalogue's and the sets' routes are on their way to main: when they
 * land, `addSong` and `setShowSet` become calls to POST /api/songs and PUT …/set-lists/:showId
 * (and …/played), and nothing else in the tests changes.
 */

export const writer = (name: string, share: number, over: Partial<Writer> = {}): Writer => ({
  name,
  role: null,
  society: null,
  ipi: null,
  share,
  ...over,
});

export async function addSong(
  t: TestApp,
  owner: Account,
  song: {
    title: string;
    writers?: Writer[];
    publishers?: Publisher[];
    iswc?: string | null;
    durationSeconds?: number | null;
  },
) {
  const [row] = await t.database.db
    .insert(songs)
    .values({
      workspaceId: owner.workspaceId,
      title: song.title,
      writers: song.writers ?? [],
      publishers: song.publishers ?? [],
      iswc: song.iswc ?? null,
      durationSeconds: song.durationSeconds ?? null,
    })
    .returning({ id: songs.id });
  return row!.id;
}

/**
 * A show's set: its planned lines, and when `played` is given, the lines confirmed as played
 * after the show. A string is a free line ("Drum solo"), never filed.
 */
export async function setShowSet(
  t: TestApp,
  owner: Account,
  showId: string,
  planned: readonly string[],
  played?: readonly string[],
) {
  const db = t.database.db;
  const [set] = await db
    .insert(setLists)
    .values({
      workspaceId: owner.workspaceId,
      showId,
      playedConfirmedAt: played ? new Date() : null,
      playedConfirmedBy: played ? owner.userId : null,
    })
    .returning({ id: setLists.id });
  const lines = (items: readonly string[], isPlayed: boolean) =>
    items.map((item, position) => ({
      workspaceId: owner.workspaceId,
      setListId: set!.id,
      played: isPlayed,
      position,
      ...(item.startsWith("line:") ? { label: item.slice(5) } : { songId: item }),
    }));
  const all = [...lines(planned, false), ...lines(played ?? [], true)];
  if (all.length) await db.insert(setItems).values(all);
  return set!.id;
}

/**
 * A show of `owner`'s workspace: confirmed unless told, in a venue of the given country and
 * capacity, with the day sheet's address and running order when given.
 */
export async function filingShow(
  t: TestApp,
  owner: Account,
  opts: {
    date: string;
    venue?: string;
    city?: string;
    country?: string;
    capacity?: number | null;
    status?: string;
    address?: string;
    runningOrder?: string[];
  },
) {
  const db = t.database.db;
  const tour = await insertTour(db, owner.workspaceId, {
    startDate: opts.date,
    endDate: opts.date,
  });
  const venue = await insertVenue(db, owner.workspaceId, {
    name: opts.venue ?? "The Garage",
    city: opts.city ?? "London",
    state: null,
    country: opts.country ?? "GB",
    capacity: opts.capacity === undefined ? 600 : opts.capacity,
  });
  const show = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    performanceDate: opts.date,
    status: opts.status ?? "confirmed",
  });
  if (opts.address || opts.runningOrder) {
    await db.insert(daySheets).values({
      workspaceId: owner.workspaceId,
      tourVenueId: show.id,
      venueAddress: opts.address ?? null,
      sets: (opts.runningOrder ?? []).map((performer) => ({
        performer,
        start: "20:00",
        end: null,
      })),
    });
  }
  return { tourId: tour.id, showId: show.id };
}
