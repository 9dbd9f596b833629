import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { analyzeChangedTables } from "./analyze-tables";
import { CHANGE_CHANNEL, CHANGE_NOTICES_SETTING, ChangeNotices } from "./change-notices";
import { acquireDataDirLock } from "./data-dir-lock";
import { unpackEmptyCluster } from "./empty-cluster";
import { letTheLoopTurn } from "./loop-turns";
import { SizeKeepingNodeFS } from "./pglite-file-sizes";
import { keepStatementPlans } from "./pglite-kept-statements";
import { PreparingClient } from "./prepared-statements";
import { spaceReclaimer } from "./reclaim-space";
import * as schema from "./schema";

type Schema = typeof schema;
/** One type for both engines: query code never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  ping(): Promise<void>;
  /**
   * Accounts were deleted: make their bytes unreadable on disk soon (embedded database,
   * reclaim-space.ts). PostgreSQL's own autovacuum handles its server (decision 8).
   */
  reclaimDeletedSpace(): void;
  /**
   * The embedded database only: what its writes changed, told before each write's caller goes
   * on (change-notices.ts). PostgreSQL has none: other processes write there too.
   */
  changeNotices?: ChangeNotices;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToDir("./migrations");
const ANALYZE_DELAY_MS = 5_000;
/**
 * PGlite reserves 160 MB of shared buffers by default, most of an idle server's memory. Its
 * data files sit in the operating system's page cache anyway, so 32 MB keeps reads fast at
 * half the resident memory (docs/decisions/0010-speed.md).
 */
const PGLITE_CONF = [
  "shared_buffers=32MB",
  // A recycled WAL segment is renamed, old bytes and all: deleted data must leave with it.
  "wal_recycle=off",
  // This one process is every writer: its triggers say what changed (migration 0009).
  CHANGE_NOTICES_SETTING,
];

const BYTEA = 17;
/**
 * How bytea (artwork files) crosses into and out of PGlite. Its own conversion goes byte by
 * byte through JavaScript arrays: a 10 MB file took 15 s in and 5 s out. A byte array given
 * back unchanged is sent as a binary parameter (PGlite's bind writes any ArrayBuffer view
 * that way): no text at all. Results arrive as hex text, which Node decodes natively.
 */
const byteaSerializer = ((bytes: Uint8Array) => bytes) as unknown as (x: unknown) => string;
const byteaParser = (hex: string) => Buffer.from(hex.slice(2), "hex");

/** The options every embedded database of the app is opened with (server, tests, bench). */
export const PGLITE_OPTIONS = {
  postgresqlconf: PGLITE_CONF,
  serializers: { [BYTEA]: byteaSerializer },
  parsers: { [BYTEA]: byteaParser },
};
const ANALYZE_EVERY_MS = 10 * 60 * 1000;

function fileURLToDir(rel: string): string {
  // Bundled server lives in dist/server; migrations are copied next to it.
  const here = path.dirname(new URL(import.meta.url).pathname);
  const candidates = [path.join(here, rel), path.join(here, "migrations")];
  return candidates.find((p) => fs.existsSync(path.join(p, "meta"))) ?? candidates[0]!;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Told about a pooled PostgreSQL connection that broke while idle (server restart, failover). */
  onConnectionError?: (err: Error) => void;
  /**
   * PostgreSQL keeps the plans of the app's statements per connection (prepared-statements.ts);
   * off for a pooler that cannot hold them (PgBouncer before 1.21 in transaction mode).
   */
  preparedStatements?: boolean;
  /** Folder for the embedded database; ignored with databaseUrl. `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * A copy of an embedded database (PGlite's dumpDataDir) to start from instead of an empty
   * one: the API tests start each file's database from one already migrated.
   */
  loadDataDir?: Blob;
  /**
   * An embedded database already open (made by `newEmbeddedClient`), used instead of opening
   * one and left open on close, for whoever opened it: the API tests hand each file's app one
   * emptied after the file before (tests/support/embedded-pool.ts).
   */
  pglite?: PGlite;
  /** How long after a deletion the embedded database reclaims its space (reclaim-space.ts). */
  reclaimDelayMs?: number;
  onReclaimError?: (err: unknown) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, opts.onConnectionError, opts.preparedStatements ?? true);
  }
  return openPglite(opts.dataDir ?? "./data", opts);
}

async function openPostgres(
  url: string,
  onConnectionError: (err: Error) => void = () => {},
  preparedStatements = true,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(preparedStatements ? { Client: PreparingClient } : {}),
  });
  // Without a listener, an idle connection that the server drops would crash the process;
  // the pool replaces it on the next query instead.
  pool.on("error", onConnectionError);
  // The same for a connection checked out when the server goes (inside a transaction, between
  // two of its statements): its query fails and the request answers 503, the process lives on.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several app processes may start together: one migrates, the others wait.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(727274)").catch(() => {});
    client.release();
  }
  return {
    db,
    engine: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    reclaimDeletedSpace: () => {},
    close: () => pool.end(),
  };
}

/** An embedded database with what the app adds to each (not yet ready: await `waitReady`). */
export function newEmbeddedClient(options: PGliteOptions): PGlite {
  const client = new PGlite(options);
  letTheLoopTurn(client);
  keepStatementPlans(client);
  return client;
}

async function openPglite(dataDir: string, opts: OpenOptions): Promise<Database> {
  // A database given open is its opener's: no folder of its own to lock, fill or reclaim.
  const inFolder = !opts.pglite && !dataDir.startsWith("memory://");
  const release = inFolder ? acquireDataDirLock(dataDir) : () => {};
  try {
    const { loadDataDir } = opts;
    // A new folder gets the empty cluster unpacked into it (empty-cluster.ts).
    if (inFolder && !loadDataDir) await unpackEmptyCluster(path.resolve(dataDir));
    const options = loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS;
    const client =
      opts.pglite ??
      newEmbeddedClient(
        inFolder ? { ...options, fs: new SizeKeepingNodeFS(path.resolve(dataDir)) } : options,
      );
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const changeNotices = new ChangeNotices();
    const unlisten = await client.listen(CHANGE_CHANNEL, (payload) =>
      changeNotices.publish(payload),
    );
    // PGlite has no autovacuum, so the planner never learns table sizes and picks slow joins
    // on large accounts. Refresh the statistics of the tables that changed, soon after
    // start-up, not during it, and every so often after that (analyze-tables.ts).
    const analyze = () => analyzeChangedTables(client).catch(() => {});
    const firstAnalyze = setTimeout(analyze, ANALYZE_DELAY_MS);
    const analyzeTimer = setInterval(analyze, ANALYZE_EVERY_MS);
    firstAnalyze.unref();
    analyzeTimer.unref();
    // In memory there is no disk for deleted bytes to stay on.
    const reclaimer = inFolder
      ? spaceReclaimer(client, { delayMs: opts.reclaimDelayMs, onError: opts.onReclaimError })
      : undefined;
    return {
      db,
      engine: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      reclaimDeletedSpace: () => reclaimer?.soon(),
      changeNotices,
      close: async () => {
        clearTimeout(firstAnalyze);
        clearInterval(analyzeTimer);
        await reclaimer?.flush();
        if (opts.pglite) await unlisten();
        else await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
