import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { SavedSetSummary, SavedSetView } from "@/domain/setlists/reader-shape";
import { lengthOf, type SavedSetInput } from "@/domain/setlists/set-lists";
import { MAX_SAVED_SETS } from "@/domain/setlists/sets";
import type { Db } from "../../client";
import { setItems, setLists, songs } from "../../schema";
import { foreignSongLine, linesOf, onLineSong, replaceLines, setTotals } from "./sets";

/** A saved set of the workspace (a set with a name and no show). */
const savedOf = (workspaceId: string, setId?: string) =>
  and(
    eq(setLists.workspaceId, workspaceId),
    isNull(setLists.showId),
    setId === undefined ? undefined : eq(setLists.id, setId),
  );

/** The workspace's saved sets by name, with their size and length: one statement. */
export async function listSavedSets(db: Db, workspaceId: string): Promise<SavedSetSummary[]> {
  const rows = await db
    .select({
      id: setLists.id,
      name: sql<string>`${setLists.name}`,
      updatedAt: setLists.updatedAt,
      ...setTotals,
    })
    .from(setLists)
    .leftJoin(
      setItems,
      and(
        eq(setItems.setListId, setLists.id),
        eq(setItems.played, false),
        eq(setItems.workspaceId, workspaceId),
      ),
    )
    .leftJoin(songs, onLineSong(workspaceId))
    .where(savedOf(workspaceId))
    .groupBy(setLists.id)
    .orderBy(sql`lower(${setLists.name})`, asc(setLists.id));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function getSavedSet(
  db: Db,
  workspaceId: string,
  setId: string,
): Promise<SavedSetView | undefined> {
  const [row] = await db
    .select({ id: setLists.id, name: setLists.name, updatedAt: setLists.updatedAt })
    .from(setLists)
    .where(savedOf(workspaceId, setId));
  if (!row) return undefined;
  const { planned } = await linesOf(db, workspaceId, row.id);
  return {
    id: row.id,
    name: row.name ?? "",
    lines: planned,
    length: lengthOf(planned, null),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Why a saved set's write was refused: its name is another saved set's (409), the workspace
 * has MAX_SAVED_SETS already (409), a line names a song not the workspace's (400), or the
 * set is not the workspace's (404).
 */
export type SavedSetRefusal = "name" | "limit" | "missing" | { songLine: number };

const nameTaken = async (db: Db, workspaceId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: setLists.id })
    .from(setLists)
    .where(
      and(
        savedOf(workspaceId),
        sql`lower(${setLists.name}) = lower(${name})`,
        exceptId ? ne(setLists.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Creates a saved set; its id, or why not. */
export async function createSavedSet(
  db: Db,
  workspaceId: string,
  input: SavedSetInput,
): Promise<SavedSetRefusal | { id: string }> {
  return db.transaction(async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(setLists)
      .where(savedOf(workspaceId));
    if ((count?.n ?? 0) >= MAX_SAVED_SETS) return "limit";
    if (await nameTaken(tx, workspaceId, input.name)) return "name";
    const foreign = await foreignSongLine(tx, workspaceId, input.items);
    if (foreign !== undefined) return { songLine: foreign };
    const [set] = await tx
      .insert(setLists)
      .values({ workspaceId, name: input.name })
      .returning({ id: setLists.id });
    await replaceLines(tx, workspaceId, set!.id, false, input.items);
    return { id: set!.id };
  });
}

/** Renames a saved set and replaces its lines whole. */
export async function updateSavedSet(
  db: Db,
  workspaceId: string,
  setId: string,
  input: SavedSetInput,
): Promise<SavedSetRefusal | undefined> {
  return db.transaction(async (tx) => {
    const [set] = await tx
      .select({ id: setLists.id })
      .from(setLists)
      .where(savedOf(workspaceId, setId))
      .for("update");
    if (!set) return "missing";
    if (await nameTaken(tx, workspaceId, input.name, setId)) return "name";
    const foreign = await foreignSongLine(tx, workspaceId, input.items);
    if (foreign !== undefined) return { songLine: foreign };
    await tx
      .update(setLists)
      .set({ name: input.name, updatedAt: new Date() })
      .where(savedOf(workspaceId, setId));
    await replaceLines(tx, workspaceId, setId, false, input.items);
    return undefined;
  });
}

/** Deletes a saved set (its lines go with it); false when it is not the workspace's. */
export async function deleteSavedSet(db: Db, workspaceId: string, setId: string) {
  const gone = await db
    .delete(setLists)
    .where(savedOf(workspaceId, setId))
    .returning({ id: setLists.id });
  return gone.length > 0;
}
