/**
 * What the pools of test databases (embedded-pool.ts, postgres-pool.ts) read off a database
 * they keep from one file's app to the next, on either engine.
 */

/** Runs one statement without parameters and answers its rows. */
export type RunSql = <T>(text: string) => Promise<T[]>;

/** The app's own schemas: the migrations' record (drizzle) stays, as a new copy has it. */
const OWN = "schemaname not in ('pg_catalog', 'information_schema', 'drizzle')";

/**
 * What the app's schema looks like: a database whose shape a test changed (a table, a column,
 * a function, a trigger added or dropped) is not handed on.
 */
export async function shapeOf(run: RunSql): Promise<string> {
  const [row] = await run<{ shape: string }>(`select concat_ws('/',
    (select count(*) from pg_class where relpersistence <> 't'),
    (select count(*) from pg_attribute where attnum > 0 and not attisdropped),
    (select count(*) from pg_proc), (select count(*) from pg_trigger),
    (select count(*) from pg_constraint), (select count(*) from pg_namespace)) as shape`);
  return row!.shape;
}

/** Every table of the app, quoted for a statement. */
export async function ownTables(run: RunSql): Promise<string[]> {
  const rows = await run<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where ${OWN}`,
  );
  return rows.map((r) => r.name);
}

/** Puts every sequence of the app back to its start, as in a new copy. */
export const RESTART_SEQUENCES = `select setval(format('%I.%I', schemaname, sequencename)::regclass,
  start_value, false) from pg_sequences where ${OWN}`;
