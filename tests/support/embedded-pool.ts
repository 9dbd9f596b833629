import type { PGlite } from "@electric-sql/pglite";
import { newEmbeddedClient, PGLITE_OPTIONS } from "@/server/db/client";
import { ownTables, RESTART_SEQUENCES, type RunSql, shapeOf } from "./kept-database-shape";

/**
 * The embedded databases of one test worker, kept from one file's app to the next. Opening one
 * (unpacking the run's 45 MB migrated copy into PGlite's memory and starting PostgreSQL) cost
 * ~0.6 s of CPU, about a fifth of the API suite's; emptying one costs ~0.1 s: every table of
 * the app truncated and its sequences restarted, so the next file finds what a new copy holds
 * (the migrations' own record and nothing else).
 *
 * A file's app reaches its database through a lease: once the app is closed, the lease is
 * revoked and a late write of its (a timer, a delivery still running) fails as on a closed
 * database ("PGlite is closed", database-errors.ts) instead of landing in the next file's.
 * A database whose tables, columns, functions or triggers a test changed is not kept.
 */
export interface Lease {
  /** The database as the app sees it: every call fails once the lease is revoked. */
  client: PGlite;
  /** The app is done with it: calls fail from now on, as on a closed database. */
  revoke(): void;
  /** Revokes, then empties the database for the next file's app (or closes it). */
  release(): Promise<void>;
}

/** Two spares cover a file that runs an app beside its main one; more are closed. */
const MAX_SPARES = 2;
const spares: { client: PGlite; shape: string }[] = [];

const runOn =
  (client: PGlite): RunSql =>
  async <T>(text: string) =>
    (await client.query<T>(text)).rows;

async function empty(client: PGlite): Promise<void> {
  // Whatever a test left in the session: a transaction, settings, temporary tables, locks.
  await client.exec("rollback; reset all; discard temp; select pg_advisory_unlock_all()");
  const tables = await ownTables(runOn(client));
  await client.exec(
    [
      // On the embedded engine a truncated table is a new empty file: a deleted row would stay
      // in memory for good (PGlite has no autovacuum).
      `truncate ${tables.join(", ")} restart identity cascade`,
      RESTART_SEQUENCES,
      // The planner's and the analyser's counts start again too (analyze-tables.ts reads them).
      "select pg_stat_reset()",
      // Memory: the WAL segments the truncated rows filled are removed (wal_recycle=off).
      "checkpoint",
    ].join(";\n"),
  );
}

/** A database for one app: a spare emptied by the file before, or a new copy of `migrated`. */
export async function leaseEmbedded(migrated: () => Promise<Blob>): Promise<Lease> {
  let spare = spares.pop();
  if (!spare) {
    const client = newEmbeddedClient({ ...PGLITE_OPTIONS, loadDataDir: await migrated() });
    await client.waitReady;
    spare = { client, shape: await shapeOf(runOn(client)) };
  }
  const { client: raw, shape } = spare;
  let revoked = false;
  const closed = () => Promise.reject(new Error("PGlite is closed"));
  const client = new Proxy(raw, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      // PGlite keeps its state in private fields: its methods run on the database itself.
      return revoked ? closed : value.bind(target);
    },
  });
  const revoke = () => {
    revoked = true;
  };
  return {
    client,
    revoke,
    async release() {
      revoke();
      if (raw.closed) return;
      try {
        await empty(raw);
        if ((await shapeOf(runOn(raw))) === shape && spares.length < MAX_SPARES) {
          spares.push({ client: raw, shape });
          return;
        }
      } catch {
        // Left unusable by its test (closed underneath, a statement that cannot end): not kept.
      }
      await raw.close().catch(() => undefined);
    },
  };
}
