import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ShowSetSummary, ShowSetView } from "@/domain/setlists/reader-shape";
import {
  lengthOf,
  type PlayedSetInput,
  playedChanges,
  type SetLine,
  type ShowSetInput,
  setLineOf,
  storedSeconds,
} from "@/domain/setlists/set-lists";
import type { SetItemInput } from "@/domain/setlists/sets";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { setItems, setLists, songs, tours, tourVenues, venues } from "../../schema";
import { findOwnedShow, onShowVenue } from "../ownership";
import { showSetHead } from "./show-slot";

/**
 * A line's length: its song's from the catalogue (changed there, it changes in every set),
 * or a free line's own (set-lists.ts, storedSeconds, never stores one on a song's line).
 * The one place it is read, for a set's lines and for the lists' totals alike.
 */
const lineSeconds = sql<
  number | null
>`case when ${setItems.songId} is null then ${setItems.durationSeconds} else ${songs.durationSeconds} end`;

/** A set's size and length, over the lines joined in (a list's totals). */
export const setTotals = {
  count: sql<number>`count(${setItems.id})::int`,
  seconds: sql<number>`coalesce(sum(${lineSeconds}), 0)::int`,
  unknown: sql<number>`(count(${setItems.id}) filter (where ${lineSeconds} is null))::int`,
};

/** The song of a line, in the workspace only. */
export const onLineSong = (workspaceId: string) =>
  and(eq(songs.id, setItems.songId), eq(songs.workspaceId, workspaceId));

/** A set's planned and played lines, in order, with their songs: one statement. */
export async function linesOf(db: Db, workspaceId: string, setListId: string) {
  const rows = await db
    .select({
      played: setItems.played,
      position: setItems.position,
      songId: setItems.songId,
      label: setItems.label,
      encore: setItems.encore,
      segue: setItems.segue,
      note: setItems.note,
      seconds: lineSeconds,
      songTitle: songs.title,
      musicalKey: songs.musicalKey,
      tempo: songs.tempo,
    })
    .from(setItems)
    .leftJoin(songs, onLineSong(workspaceId))
    .where(and(eq(setItems.setListId, setListId), eq(setItems.workspaceId, workspaceId)))
    .orderBy(asc(setItems.played), asc(setItems.position));
  const planned: SetLine[] = [];
  const played: SetLine[] = [];
  for (const row of rows) {
    const into = row.played ? played : planned;
    into.push(setLineOf(row, into.length + 1));
  }
  return { planned, played };
}

/**
 * The index of the first line naming a song that is not the workspace's (another
 * workspace's, or none at all), or undefined when every song is.
 */
export async function foreignSongLine(
  db: Db,
  workspaceId: string,
  items: readonly SetItemInput[],
): Promise<number | undefined> {
  const ids = [...new Set(items.flatMap((i) => (i.songId ? [i.songId] : [])))];
  if (ids.length === 0) return undefined;
  const found = await db
    .select({ id: songs.id })
    .from(songs)
    .where(and(eq(songs.workspaceId, workspaceId), inArray(songs.id, ids)));
  const known = new Set(found.map((s) => s.id));
  const index = items.findIndex((i) => i.songId !== null && !known.has(i.songId));
  return index === -1 ? undefined : index;
}

/** Replaces a set's planned (or played) lines whole, numbered in the order given. */
export async function replaceLines(
  db: Db,
  workspaceId: string,
  setListId: string,
  played: boolean,
  items: readonly SetItemInput[],
) {
  await db
    .delete(setItems)
    .where(
      and(
        eq(setItems.setListId, setListId),
        eq(setItems.played, played),
        eq(setItems.workspaceId, workspaceId),
      ),
    );
  if (items.length === 0) return;
  await db.insert(setItems).values(
    items.map((item, i) => ({
      workspaceId,
      setListId,
      played,
      position: i + 1,
      songId: item.songId,
      label: item.songId ? null : item.label,
      encore: item.encore,
      segue: item.segue,
      note: item.note,
      durationSeconds: storedSeconds(item),
    })),
  );
}

/** A show's set: undefined when the show is not the workspace's on that tour. */
export async function getShowSet(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
): Promise<ShowSetView | undefined> {
  const head = await showSetHead(db, workspaceId, tourId, showId);
  if (!head) return undefined;
  const { set } = head;
  const lines = set ? await linesOf(db, workspaceId, set.id) : { planned: [], played: [] };
  const confirmed = set?.playedConfirmedAt ?? null;
  return {
    show: head.show,
    slot: head.slot,
    planned: lines.planned,
    played: confirmed ? lines.played : null,
    playedConfirmedAt: confirmed?.toISOString() ?? null,
    playedConfirmedBy: confirmed ? (set?.playedConfirmedBy ?? null) : null,
    length: lengthOf(lines.planned, head.slot.seconds),
    changes: confirmed ? playedChanges(lines.planned, lines.played) : null,
    stage: { keys: set?.stageKeys ?? true, notes: set?.stageNotes ?? true },
    updatedAt: set?.updatedAt.toISOString() ?? null,
  };
}

/** Why a set's write was refused: the show (404) or the line naming a foreign song (400). */
export type SetWriteRefusal = "show" | { songLine: number };

/**
 * Writes a show's set in one transaction: the show is locked (two phones saving at once
 * queue up), every song checked as the workspace's, the set's row made or updated, its lines
 * replaced whole.
 */
async function writeShowSet(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  items: readonly SetItemInput[],
  row: Partial<typeof setLists.$inferInsert>,
  played: boolean,
): Promise<SetWriteRefusal | undefined> {
  return db.transaction(async (tx) => {
    const show = await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true });
    if (!show) return "show";
    const foreign = await foreignSongLine(tx, workspaceId, items);
    if (foreign !== undefined) return { songLine: foreign };
    const changes = { ...row, updatedAt: new Date() };
    const [set] = await tx
      .insert(setLists)
      .values({ workspaceId, showId, ...changes })
      .onConflictDoUpdate({
        target: setLists.showId,
        targetWhere: sql`${setLists.showId} is not null`,
        set: changes,
      })
      .returning({ id: setLists.id });
    await replaceLines(tx, workspaceId, set!.id, played, items);
    return undefined;
  });
}

/** PUT a show's planned set and its stage options; the set as it now is. */
export async function saveShowSet(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: ShowSetInput,
): Promise<SetWriteRefusal | ShowSetView> {
  const stage = { stageKeys: input.stage.keys, stageNotes: input.stage.notes };
  const refused = await writeShowSet(db, workspaceId, tourId, showId, input.items, stage, false);
  return refused ?? (await getShowSet(db, workspaceId, tourId, showId))!;
}

/** PUT what was played, confirmed by `userId` now; the set with its changes against the plan. */
export async function confirmPlayed(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: PlayedSetInput,
  userId: string,
): Promise<SetWriteRefusal | ShowSetView> {
  const confirmed = { playedConfirmedAt: new Date(), playedConfirmedBy: userId };
  const refused = await writeShowSet(db, workspaceId, tourId, showId, input.items, confirmed, true);
  return refused ?? (await getShowSet(db, workspaceId, tourId, showId))!;
}

/** How many shows GET /api/set-lists lists: the latest, to start another show's set from. */
const SHOW_SETS_LISTED = 200;

/** The workspace's shows that have a planned set, latest first, with each set's size. */
export async function listShowSets(db: Db, workspaceId: string): Promise<ShowSetSummary[]> {
  const rows = await db
    .select({
      tourId: tours.id,
      tourTitle: tours.title,
      showId: tourVenues.id,
      performanceDate: tourVenues.performanceDate,
      venueName: venues.name,
      city: venues.city,
      ...setTotals,
    })
    .from(setLists)
    .innerJoin(
      tourVenues,
      and(eq(tourVenues.id, setLists.showId), eq(tourVenues.workspaceId, workspaceId)),
    )
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
    .innerJoin(
      setItems,
      and(
        eq(setItems.setListId, setLists.id),
        eq(setItems.played, false),
        eq(setItems.workspaceId, workspaceId),
      ),
    )
    .leftJoin(songs, onLineSong(workspaceId))
    .where(eq(setLists.workspaceId, workspaceId))
    .groupBy(tours.id, tourVenues.id, venues.id)
    .orderBy(sql`${tourVenues.performanceDate} desc nulls last`, desc(tourVenues.id))
    .limit(SHOW_SETS_LISTED);
  return rows.map((r) => ({ ...r, venueName: r.venueName ?? UNKNOWN_VENUE, city: r.city ?? "" }));
}
