import type { Publisher, Writer } from "@/domain/setlists/songs";
import { daySheets } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

/**
 * Songs and the sets shows played, for the filing's tests (issue 50 item 4), made through the
 * same routes a person uses: POST /api/songs, PUT …/set-lists/:showId and …/played.
 */

/** A writer as a song answers it: the share in hundredths of a percent. */
export const writer = (name: string, share: number, over: Partial<Writer> = {}): Writer => ({
  name,
  role: null,
  society: null,
  ipi: null,
  share,
  ...over,
});

async function ok(t: TestApp, owner: Account, method: string, path: string, json: unknown) {
  const res = await call(t, method, path, { cookie: owner.cookie, json });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.data;
}

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
  const made = await ok(t, owner, "POST", "/api/songs", {
    ...song,
    writers: (song.writers ?? []).map((w) => ({ ...w, share: (w.share / 100).toFixed(2) })),
  });
  return made.id as string;
}

/**
 * A show's set: its planned lines, and when `played` is given, the lines confirmed as played
 * after the show. "line:Drum solo" is a free line, never filed; anything else a song's id.
 */
export async function setShowSet(
  t: TestApp,
  owner: Account,
  show: { tourId: string; showId: string },
  planned: readonly string[],
  played?: readonly string[],
) {
  const base = `/api/tours/${show.tourId}/set-lists/${show.showId}`;
  const items = (lines: readonly string[]) =>
    lines.map((line) => (line.startsWith("line:") ? { label: line.slice(5) } : { songId: line }));
  await ok(t, owner, "PUT", base, { items: items(planned) });
  if (played) await ok(t, owner, "PUT", `${base}/played`, { items: items(played) });
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
