import crypto from "node:crypto";
import pg from "pg";
import { ownTables, RESTART_SEQUENCES, type RunSql, shapeOf } from "./kept-database-shape";
import { adminQuery, PG_TEMPLATE_ENV } from "./pg-template";

/**
 * The PostgreSQL pass's databases, kept by a test worker from one file's app to the next, as
 * embedded-pool.ts keeps the embedded ones. Copying the run's migrated template took ~0.5 s
 * per file (`create database … template …`, 12 MB through the WAL); emptying a
 * database whose tables hold a file's few rows takes milliseconds: every table that has a row
 * is deleted from, children before the tables they refer to, and the sequences restarted.
 *
 * Each app has its own connection pool, ended when the app is closed: a late query of a closed
 * app fails there, and any other connection to the database is ended before it is emptied.
 * The databases are named after the run (`PG_RUN_ENV`, set by tests/global-setup.ts), which
 * drops what the workers kept once they are done.
 */
export const PG_RUN_ENV = "TRIBE_PG_RUN";
export const runDatabasePrefix = (run: string) => `tribe_test_${run}_`;

export interface PostgresLease {
  /** The database's URL, for the app's own pool. */
  url: string;
  /** The app's pool is ended: the database is emptied for the next file's app (or dropped). */
  release(): Promise<void>;
}

interface Kept {
  name: string;
  shape: string;
  /** The app's tables, each before the tables it refers to (deleted from in this order). */
  order: string[];
}

/** Two spares cover a file that runs an app beside its main one; more are dropped. */
const MAX_SPARES = 2;
const spares: Kept[] = [];

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function on<T>(url: string, work: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async <R>(text: string) => (await client.query(text)).rows as R[]);
  } finally {
    await client.end();
  }
}

/** The tables in an order to delete from: a table comes after every table referring to it. */
async function deleteOrder(run: RunSql): Promise<string[]> {
  const tables = await ownTables(run);
  const refs = await run<{ child: string; parent: string }>(
    `select format('%I.%I', cn.nspname, c.relname) as child,
            format('%I.%I', pn.nspname, p.relname) as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const referrers = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of refs) referrers.get(parent)?.add(child);
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const next = [...left].filter((t) => [...referrers.get(t)!].every((r) => !left.has(r)));
    // A cycle of references: its tables last, in any order (a failed delete drops the database).
    for (const t of next.length > 0 ? next : [...left]) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

async function empty(url: string, order: string[]): Promise<void> {
  await on(url, async (run) => {
    await run(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const filled = new Set(
      (
        await run<{ name: string }>(
          order
            .map((t) => `select '${t.replace(/'/g, "''")}' as name where exists (select from ${t})`)
            .join(" union all "),
        )
      ).map((r) => r.name),
    );
    const deletes = order.filter((t) => filled.has(t)).map((t) => `delete from ${t}`);
    await run([...deletes, RESTART_SEQUENCES].join(";\n"));
  });
}

/** A database for one app: a spare emptied by the file before, or a new copy of the template. */
export async function leasePostgres(serverUrl: string): Promise<PostgresLease> {
  const run = process.env[PG_RUN_ENV];
  let spare = spares.pop();
  if (!spare) {
    const name = `${runDatabasePrefix(run ?? "unkept")}${crypto.randomBytes(6).toString("hex")}`;
    // A copy of the run's migrated database when there is one (tests/support/pg-template.ts).
    const template = process.env[PG_TEMPLATE_ENV];
    await adminQuery(
      serverUrl,
      `create database ${name}${template ? ` template ${template}` : ""}`,
    );
    // A commit answers before its WAL reaches the disk: what a request sees is the same, and
    // the suite waited on the disk's flushes (eight of the largest files: 61.8 · 63.2 →
    // 59.5 · 58.5 s). Only a crash of PostgreSQL itself could lose such a commit, and no test
    // crashes this server (a restart is postgres-processes.test.ts's, on a server of its own).
    await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
    const kept = await on(urlOf(serverUrl, name), async (sql) => ({
      shape: await shapeOf(sql),
      order: await deleteOrder(sql),
    }));
    spare = { name, ...kept };
  }
  const kept = spare;
  const url = urlOf(serverUrl, kept.name);
  const drop = () => adminQuery(serverUrl, `drop database if exists ${kept.name} with (force)`);
  return {
    url,
    async release() {
      // Without the run's name, nothing would drop a kept database at the end.
      if (run === undefined || spares.length >= MAX_SPARES) return drop();
      try {
        await empty(url, kept.order);
        if ((await on(url, shapeOf)) === kept.shape) {
          spares.push(kept);
          return;
        }
      } catch {
        // Left in a state it cannot be emptied from: dropped, not kept.
      }
      await drop();
    },
  };
}

/** Drops the databases a run's workers kept (tests/support/postgres-pool.ts). */
export async function dropRunDatabases(url: string, run: string) {
  await on(url, async (sql) => {
    const rows = await sql<{ name: string }>(
      `select datname as name from pg_database where starts_with(datname, '${runDatabasePrefix(run)}')`,
    );
    for (const { name } of rows) await sql(`drop database if exists ${name} with (force)`);
  });
}
