import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { isDatabaseUnreachable } from "@/server/db/database-errors";
import { rowsOf } from "@/server/db/sql-helpers";
import { call, signUp } from "../support/client";
import { startTestApp } from "../support/test-app";

/**
 * The API files' apps share a worker's databases, one after another (embedded ones,
 * tests/support/embedded-pool.ts; on PostgreSQL, tests/support/postgres-pool.ts): each must
 * find what a new copy of the migrated database holds, and an app once closed must not reach
 * the database its successor uses.
 */
const one = async <T>(db: Db, query: SQL) => (await rowsOf<T>(db, query))[0]!;
/** Which database this is: the embedded ones are all named postgres, each started apart. */
const identity = async (db: Db) =>
  (
    await one<{ id: string }>(
      db,
      sql`select current_database() || ' ' || pg_postmaster_start_time()::text as id`,
    )
  ).id;
const count = async (db: Db, table: string) =>
  (await one<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`))).n;

describe("a test app's database", () => {
  it("is handed on emptied: no row of the app before, its sequences from the start", async () => {
    const first = await startTestApp();
    await signUp(first);
    const db = first.database.db;
    expect(await count(db, `"user"`)).toBe(1);
    await db.execute(sql`select nextval('webhook_events_seq_seq')`);
    await db.execute(sql`set statement_timeout = 1234`);
    const instance = await identity(db);
    await first.close();

    const next = await startTestApp();
    try {
      // The same database, not a new copy: what this test is about.
      expect(await identity(next.database.db)).toBe(instance);
      for (const table of [`"user"`, "session", "workspaces", "tours", "venues", "rate_limit"]) {
        expect(await count(next.database.db, table), table).toBe(0);
      }
      const seq = await one<{ n: number }>(
        next.database.db,
        sql`select nextval('webhook_events_seq_seq')::int as n`,
      );
      expect(seq.n).toBe(1);
      const timeout = await one<{ t: string }>(
        next.database.db,
        sql`select current_setting('statement_timeout') as t`,
      );
      expect(timeout.t).toBe("0");
      // The migrations' own record stays: the app starts without migrating again.
      expect(await count(next.database.db, "drizzle.__drizzle_migrations")).toBeGreaterThan(0);
      const account = await signUp(next);
      expect((await call(next, "GET", "/api/overview", { cookie: account.cookie })).status).toBe(
        200,
      );
    } finally {
      await next.close();
    }
  });

  it("is out of reach of an app once closed, which answers as with its database gone", async () => {
    const first = await startTestApp();
    const account = await signUp(first);
    const db = first.database.db;
    await first.close();

    const next = await startTestApp();
    try {
      // A late write of the closed app fails instead of landing in the next app's database.
      const late = await db.execute(sql`select 1`).then(
        () => undefined,
        (err: Error) => err,
      );
      expect(late).toBeDefined();
      expect(isDatabaseUnreachable(late)).toBe(true);
      const res = await call(first, "GET", "/api/overview", { cookie: account.cookie });
      expect(res.status).toBe(503);
      expect(await count(next.database.db, `"user"`)).toBe(0);
    } finally {
      await next.close();
    }
  });

  it("is not handed on once a test changed its tables", async () => {
    const first = await startTestApp();
    await first.database.db.execute(sql`create table scratch (id int)`);
    const instance = await identity(first.database.db);
    await first.close();

    const next = await startTestApp();
    try {
      expect(await identity(next.database.db)).not.toBe(instance);
      const scratch = await one<{ t: string | null }>(
        next.database.db,
        sql`select to_regclass('public.scratch')::text as t`,
      );
      expect(scratch.t).toBeNull();
    } finally {
      await next.close();
    }
  });
});
