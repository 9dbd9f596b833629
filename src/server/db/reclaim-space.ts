import type { PGlite } from "@electric-sql/pglite";

/**
 * What a deletion leaves on disk in the embedded database, and how it goes away.
 *
 * PostgreSQL deletes by marking rows dead: their bytes (an artwork file, a venue's name) stay
 * in the table's files, its indexes and the write-ahead log until something overwrites them,
 * and PGlite has no autovacuum to even mark the space reusable. A plain VACUUM frees the
 * space but leaves old bytes where nothing was written since. So after a deletion this runs,
 * table by table: VACUUM FULL of every table that saw deletions (it writes the live rows to a
 * new file and truncates the old one at commit; indexes are rebuilt), then a switch to a new
 * WAL segment and a CHECKPOINT, which removes the segments that held the deleted rows
 * (PGLITE_CONF turns off wal_recycle: a recycled segment is only renamed, bytes and all).
 *
 * It waits `delayMs` after the first deletion (further deletions in that time ride along), so
 * no request pays for it; a table being rewritten holds the one connection for as long as
 * that takes (a 40 MB table: well under a second). Shutting down runs a pending one first.
 * docs/decisions/0008-threat-model.md says what remains and for how long.
 */
export interface SpaceReclaimer {
  /** A deletion happened: reclaim its space within `delayMs`. */
  soon(): void;
  /** Runs a pending reclaim now (shutdown); resolves when no reclaim is running. */
  flush(): Promise<void>;
}

const RECLAIM_DELAY_MS = 60_000;

export function spaceReclaimer(
  client: PGlite,
  opts: { delayMs?: number; onError?: (err: unknown) => void } = {},
): SpaceReclaimer {
  const delayMs = opts.delayMs ?? RECLAIM_DELAY_MS;
  // Deletions per table (cumulative statistics) as of this process's last reclaim.
  const reclaimedAt = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const reclaim = async () => {
    // Statistics reach the views when the backend goes idle; this makes the next one count.
    await client.exec("select pg_stat_force_next_flush()");
    const { rows } = await client.query<{ name: string; deleted: number }>(
      `select relname as name, n_tup_del::float8 as deleted
         from pg_stat_user_tables where schemaname = 'public'`,
    );
    let touched = rows.filter((r) => r.deleted > (reclaimedAt.get(r.name) ?? 0));
    // We were told of a deletion: if the statistics missed it, every table, to be sure.
    if (touched.length === 0) touched = rows;
    for (const table of touched) {
      await client.exec(`vacuum full public."${table.name.replaceAll('"', '""')}"`);
      reclaimedAt.set(table.name, table.deleted);
    }
    await client.exec("select pg_switch_wal()");
    await client.exec("checkpoint");
  };

  const run = () => {
    timer = undefined;
    running = running.then(reclaim).catch((err) => opts.onError?.(err));
    return running;
  };

  return {
    soon() {
      if (timer) return;
      timer = setTimeout(run, delayMs);
      timer.unref();
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        await run();
      }
      await running;
    },
  };
}
