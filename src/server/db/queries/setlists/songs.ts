import { and, asc, eq, ne, sql } from "drizzle-orm";
import { showFact } from "@/domain/notifications/notice-subjects";
import type { CatalogueSong, SongUse } from "@/domain/setlists/catalogue";
import type { Song, SongInput } from "@/domain/setlists/songs";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { setItems, setLists, songs, tourVenues, venues } from "../../schema";
import { jsonValue, qualified } from "../../sql-helpers";
import { jsonTuples } from "../json-rows";
import { onShowVenue } from "../ownership";
import { ensureRoomFor } from "../workspace-limits";

/**
 * The song catalogue (issue 50 item 1, docs/product.md §22.1): a workspace's songs, each
 * answered with how many sets use it. Every query is scoped by the workspace; a song of
 * another one is answered like a missing one.
 */

/** A song's own columns, as the catalogue and its import read them. */
export const songFields = {
  id: songs.id,
  title: songs.title,
  durationSeconds: songs.durationSeconds,
  musicalKey: songs.musicalKey,
  tempo: songs.tempo,
  notes: songs.notes,
  iswc: songs.iswc,
  isrc: songs.isrc,
  writers: songs.writers,
  publishers: songs.publishers,
};

const songColumns = {
  ...songFields,
  updatedAt: sql<string>`to_char(${songs.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  // Sets, not lines: a song planned and played at one show is in one set. On its index.
  setCount: sql<number>`(select count(distinct ${setItems.setListId}) from ${setItems}
    where ${setItems.songId} = ${qualified(songs.id)})::int`,
};

/** The songs as JSON tuples: one value for the whole catalogue (PGlite, ADR 0005). */
const songTuples = jsonTuples<CatalogueSong>(songColumns);

/** By title as people sort it (case aside), the id breaking ties so the order never changes. */
const byTitle = sql`lower(${songs.title}), ${songs.title}, ${songs.id}`;

async function selectSongs(db: Db, workspaceId: string, id?: string): Promise<CatalogueSong[]> {
  const tuples = await jsonValue<unknown[][]>(
    db,
    sql`select ${songTuples.all(byTitle)} as rows from ${songs}
      where ${songs.workspaceId} = ${workspaceId} ${id ? sql`and ${songs.id} = ${id}` : sql``}`,
  );
  return songTuples.read(tuples);
}

/** The workspace's catalogue, sorted by title. */
export const listSongs = (db: Db, workspaceId: string) => selectSongs(db, workspaceId);

/** One song of the workspace, or undefined (another workspace's too). */
export async function getSong(db: Db, workspaceId: string, id: string) {
  const [song] = await selectSongs(db, workspaceId, id);
  return song;
}

/** A write refused because another song of the catalogue has the ISWC: its title. */
export type SongWriteError = { duplicateIswcOf: string };

/** The title of another song of the workspace with this ISWC, if any. */
async function iswcTakenBy(tx: Db, workspaceId: string, iswc: string | null, except?: string) {
  if (!iswc) return undefined;
  const [row] = await tx
    .select({ title: songs.title })
    .from(songs)
    .where(
      and(
        eq(songs.workspaceId, workspaceId),
        eq(songs.iswc, iswc),
        except ? ne(songs.id, except) : undefined,
      ),
    );
  return row?.title;
}

/** Adds a song (within the catalogue's limit, ADR 0008), or names the song with its ISWC. */
export async function createSong(
  db: Db,
  workspaceId: string,
  input: SongInput,
): Promise<CatalogueSong | SongWriteError> {
  const id = await db.transaction(async (tx) => {
    await ensureRoomFor(tx, workspaceId, "songs");
    const taken = await iswcTakenBy(tx, workspaceId, input.iswc);
    if (taken !== undefined) return { duplicateIswcOf: taken };
    const [row] = await tx
      .insert(songs)
      .values({ ...input, workspaceId })
      .returning({ id: songs.id });
    return row!.id;
  });
  return typeof id === "string" ? (await getSong(db, workspaceId, id))! : id;
}

/** Replaces a song's details; undefined when it is not the workspace's (before any other answer). */
export async function updateSong(
  db: Db,
  workspaceId: string,
  id: string,
  input: SongInput,
): Promise<CatalogueSong | SongWriteError | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: songs.id })
      .from(songs)
      .where(and(eq(songs.workspaceId, workspaceId), eq(songs.id, id)))
      .for("update");
    if (!own) return undefined;
    const taken = await iswcTakenBy(tx, workspaceId, input.iswc, id);
    if (taken !== undefined) return { duplicateIswcOf: taken };
    await tx
      .update(songs)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(songs.workspaceId, workspaceId), eq(songs.id, id)));
    return "updated" as const;
  });
  return outcome === "updated" ? getSong(db, workspaceId, id) : outcome;
}

/** The sets a song is in (a show's, planned or played, and saved ones), by date then name. */
async function setsUsing(db: Db, workspaceId: string, songId: string): Promise<SongUse[]> {
  const rows = await db
    .select({
      name: setLists.name,
      showId: setLists.showId,
      venue: venues.name,
      date: tourVenues.performanceDate,
      playedOnly: sql<boolean>`bool_and(${setItems.played})`,
    })
    .from(setItems)
    .innerJoin(
      setLists,
      and(eq(setLists.id, setItems.setListId), eq(setLists.workspaceId, workspaceId)),
    )
    .leftJoin(
      tourVenues,
      and(eq(tourVenues.id, setLists.showId), eq(tourVenues.workspaceId, workspaceId)),
    )
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(and(eq(setItems.songId, songId), eq(setItems.workspaceId, workspaceId)))
    .groupBy(setLists.id, setLists.name, setLists.showId, venues.name, tourVenues.performanceDate)
    .orderBy(asc(tourVenues.performanceDate), asc(setLists.name), asc(setLists.id));
  return rows.map((r) =>
    r.showId
      ? {
          kind: "show",
          show: showFact(r.venue ?? UNKNOWN_VENUE, r.date),
          playedOnly: Boolean(r.playedOnly),
        }
      : { kind: "saved", name: r.name ?? "" },
  );
}

export type SongDeleteResult =
  | { deleted: true }
  | { missing: true }
  | { inUse: SongUse[]; title: string };

/**
 * Deletes a song that no set uses. One in a set (planned, played or saved) is kept, and the
 * answer names the sets: a set always names what it holds. A set that takes the song between
 * the check and the delete is refused by the database (set_items' foreign key), answered the
 * same way.
 */
export async function deleteSong(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<SongDeleteResult> {
  const [song] = await db
    .select({ title: songs.title })
    .from(songs)
    .where(and(eq(songs.workspaceId, workspaceId), eq(songs.id, id)));
  if (!song) return { missing: true };
  const uses = await setsUsing(db, workspaceId, id);
  if (uses.length > 0) return { inUse: uses, title: song.title };
  try {
    await db.delete(songs).where(and(eq(songs.workspaceId, workspaceId), eq(songs.id, id)));
  } catch (err) {
    const since = await setsUsing(db, workspaceId, id);
    if (since.length === 0) throw err;
    return { inUse: since, title: song.title };
  }
  return { deleted: true };
}

/** Every song for the catalogue's CSV, in the list's order. */
export async function listSongsForCsv(
  db: Db,
  workspaceId: string,
): Promise<Omit<Song, "id" | "updatedAt">[]> {
  return (await listSongs(db, workspaceId)).map(
    ({ id: _, updatedAt: __, setCount: ___, ...s }) => s,
  );
}
