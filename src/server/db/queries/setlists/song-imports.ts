import { sql } from "drizzle-orm";
import {
  type CatalogueEntry,
  planSongImport,
  type SongImportPlan,
} from "@/domain/setlists/song-plan";
import type { MappedSong } from "@/domain/setlists/song-rows";
import { LimitReached } from "@/domain/workspace-limits";
import type { Db } from "../../client";
import { songs } from "../../schema";
import { jsonValue } from "../../sql-helpers";
import { jsonTuples } from "../json-rows";
import { songFields } from "./songs";

/**
 * The catalogue's import (issue 50 item 1, ADR 0016's shape): the preview plans against the
 * catalogue as it is; the import plans again inside its transaction, under a lock per
 * workspace (two imports queue, so the same sheet twice adds its songs once), then writes
 * every new song in one statement and every update in one more, or nothing.
 */

const entryTuples = jsonTuples<CatalogueEntry>(songFields);

/** The catalogue an import is matched against, oldest first (the first of two twins wins). */
async function loadCatalogue(db: Db, workspaceId: string): Promise<CatalogueEntry[]> {
  const tuples = await jsonValue<unknown[][]>(
    db,
    sql`select ${entryTuples.all(sql`${songs.createdAt}, ${songs.id}`)} as rows
      from ${songs} where ${songs.workspaceId} = ${workspaceId}`,
  );
  return entryTuples.read(tuples);
}

/** The preview: nothing is written. */
export async function previewSongImport(
  db: Db,
  workspaceId: string,
  mapped: readonly MappedSong[],
): Promise<SongImportPlan> {
  return planSongImport(mapped, await loadCatalogue(db, workspaceId));
}

/** The columns of a song row as json_to_recordset reads them. */
const RECORD = sql.raw(`x(id uuid, title text, duration_seconds int, musical_key text, tempo int,
  notes text, iswc text, isrc text, writers jsonb, publishers jsonb)`);

const asRecord = (s: Omit<CatalogueEntry, "id"> & { id?: string }) => ({
  id: s.id ?? null,
  title: s.title,
  duration_seconds: s.durationSeconds,
  musical_key: s.musicalKey,
  tempo: s.tempo,
  notes: s.notes,
  iswc: s.iswc,
  isrc: s.isrc,
  writers: s.writers,
  publishers: s.publishers,
});

export async function importSongs(
  db: Db,
  workspaceId: string,
  mapped: readonly MappedSong[],
): Promise<SongImportPlan> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`song-import:${workspaceId}`}, 0))`,
    );
    const plan = planSongImport(mapped, await loadCatalogue(tx, workspaceId));
    // The whole sheet or nothing: past the catalogue's limit no song is written.
    if (plan.summary.limitProblem) throw new LimitReached("songs", plan.summary.limitProblem);
    // Rows as one JSON parameter per statement: a bound parameter per value would be
    // 20,000 for 2,000 songs, and PGlite takes seconds over them (ADR 0016).
    if (plan.inserts.length > 0) {
      await tx.execute(sql`
        insert into ${songs} (workspace_id, title, duration_seconds, musical_key, tempo, notes,
          iswc, isrc, writers, publishers, created_at)
        select ${workspaceId}, x.title, x.duration_seconds, x.musical_key, x.tempo, x.notes,
          x.iswc, x.isrc, coalesce(x.writers, '[]'), coalesce(x.publishers, '[]'), clock_timestamp()
        from json_to_recordset(${JSON.stringify(plan.inserts.map(asRecord))}::json) as ${RECORD}`);
    }
    if (plan.updates.length > 0) {
      await tx.execute(sql`
        update ${songs} set title = x.title, duration_seconds = x.duration_seconds,
          musical_key = x.musical_key, tempo = x.tempo, notes = x.notes, iswc = x.iswc,
          isrc = x.isrc, writers = x.writers, publishers = x.publishers, updated_at = now()
        from json_to_recordset(${JSON.stringify(plan.updates.map(asRecord))}::json) as ${RECORD}
        where ${songs.id} = x.id and ${songs.workspaceId} = ${workspaceId}`);
    }
    return plan;
  });
}
