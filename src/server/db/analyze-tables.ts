import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The planner's statistics on the embedded database, refreshed the way autovacuum would
 * (PGlite runs no autovacuum: without statistics the planner believes every table holds a
 * handful of rows and picks slow joins, ADR 0005).
 *
 * One `analyze` of the whole database held the one thread for 305 ms on a server with a few
 * demo accounts (issue 49's stall bench, 2026-12-04), every request waiting behind it, and
 * longer the larger the data. So: only the tables that changed enough since their last
 * analysis (autovacuum's default threshold: 50 rows plus a tenth of the table) or were never
 * analysed, one statement each, with the event loop let through between two tables.
 * Returns the tables analysed.
 */
export async function analyzeChangedTables(client: PGlite): Promise<string[]> {
  // Statistics reach the views when the backend goes idle; this makes the next one count.
  await client.exec("select pg_stat_force_next_flush()");
  const { rows } = await client.query<{ name: string }>(
    `select s.relname as name
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
        and (coalesce(s.last_analyze, s.last_autoanalyze) is null
          or s.n_mod_since_analyze > ${ANALYZE_BASE_ROWS} + ${ANALYZE_SHARE} * greatest(c.reltuples, 0))
      order by s.relname`,
  );
  for (const { name } of rows) {
    await client.exec(`analyze public."${name.replaceAll('"', '""')}"`);
    // Requests that arrived meanwhile run before the next table.
    await nextTurn();
  }
  return rows.map((r) => r.name);
}

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SHARE = 0.1;
