import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { getTableConfig } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_OPTIONS } from "@/server/db/client";
import { ownedTables } from "@/server/db/queries/account/accounts";
import { call } from "../support/client";
import {
  asWorkspaceRow,
  BEFORE_WORKSPACES,
  insertOldAccount,
  migrationsUpTo,
  type OldAccount,
  type Query,
  rowsOf,
  sortRows,
  tablesOwnedByUserId,
} from "../support/pre-workspace-fixture";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 24: migration 0007 makes every existing account, demo guests included, the owner of
 * one workspace holding all its rows. Proven on a database built as it was before (migrations
 * up to 0006, rows written in that schema's SQL), then opened by today's app, which applies
 * 0007 as any upgraded server would. PGlite by default, PostgreSQL with DATABASE_URL.
 */
interface OldDatabase {
  query: Query;
  /** Closes the old connection and starts today's app on the same database (it migrates). */
  upgrade(): Promise<TestApp>;
  remove(): Promise<void>;
}

async function oldPglite(migrationsFolder: string): Promise<OldDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-before-workspaces-"));
  const client = new PGlite(dir, PGLITE_OPTIONS);
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    query: (sql, params) => client.query(sql, params) as ReturnType<Query>,
    upgrade: async () => {
      await client.close();
      return startTestApp({ dataDir: dir });
    },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function oldPostgres(serverUrl: string, migrationsFolder: string): Promise<OldDatabase> {
  const name = `tribe_test_migration_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migratePg(drizzlePg(client), { migrationsFolder });
  return {
    query: (sql, params) => client.query(sql, params),
    upgrade: async () => {
      await client.end();
      return startTestApp({ databaseUrl: url.toString() });
    },
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const artist: OldAccount = {
  id: crypto.randomUUID(),
  email: `migrated-${crypto.randomUUID()}@example.com`,
  name: "Sam Rivera",
  artistName: "The Quiet Hours",
  anonymous: false,
  password: "correct-horse-battery",
  tourTitle: "Spring 2027",
};
// A demo guest whose act has no name: the workspace takes the person's name.
const guest: OldAccount = {
  id: crypto.randomUUID(),
  email: `temp-${crypto.randomUUID()}@example.com`,
  name: "Guest",
  artistName: "  ",
  anonymous: true,
  tourTitle: "The demo tour",
};

const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
let t: TestApp;
let old: OldDatabase;
let oldTables: string[];
const rowsBefore = new Map<string, Record<string, unknown>[]>();
let versionsBefore: Record<string, unknown>[];

/** Raw SQL on the upgraded database, through the driver under drizzle (either engine). */
const upgraded: Query = (sql, params) =>
  // biome-ignore lint/suspicious/noExplicitAny: the driver's own client, as drizzle exposes it
  (t.database.db as any).$client.query(sql, params);
const rows = async (sql: string, params: unknown[] = []) => (await upgraded(sql, params)).rows;

beforeAll(async () => {
  const migrations = migrationsUpTo(BEFORE_WORKSPACES);
  try {
    old = process.env.DATABASE_URL
      ? await oldPostgres(process.env.DATABASE_URL, migrations.folder)
      : await oldPglite(migrations.folder);
  } finally {
    migrations.remove();
  }
  await insertOldAccount(old.query, artist);
  await insertOldAccount(old.query, guest);
  // The data version of an account that has seen many writes carries over as it is.
  await old.query(`update account_versions set version = version + 40 where account_id = $1`, [
    artist.id,
  ]);
  oldTables = await tablesOwnedByUserId(old.query);
  for (const table of oldTables) rowsBefore.set(table, await rowsOf(old.query, table));
  versionsBefore = (
    await old.query(`select account_id, version::int as version from account_versions`)
  ).rows;
  t = await old.upgrade();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await old?.remove();
});

describe(`migration 0007 on ${engine}: accounts become workspaces`, () => {
  it("had a row of both accounts in every table an account owned", () => {
    const owned = ownedTables.map((table) => getTableConfig(table).name);
    expect(oldTables.length).toBeGreaterThan(20);
    // Every table that held an account's rows is a workspace's data now (export, deletion).
    for (const table of oldTables) expect(owned).toContain(table);
    for (const table of oldTables) {
      const ids = rowsBefore.get(table)!.map((r) => r.user_id);
      expect(ids, table).toContain(artist.id);
      expect(ids, table).toContain(guest.id);
    }
  });

  it("keeps every row, now under the workspace that took its account's id", async () => {
    for (const table of oldTables) {
      const expected = sortRows(rowsBefore.get(table)!.map(asWorkspaceRow));
      // Columns later migrations added (0010's on calendar_feeds) are checked on their own.
      const columns = Object.keys(expected[0] ?? {});
      const after = (await rowsOf(upgraded, table)).map((row) =>
        Object.fromEntries(columns.map((c) => [c, row[c]])),
      );
      expect(after, table).toEqual(expected);
    }
  });

  it("gives a calendar feed made before feeds were per person to its workspace's owner (0010)", async () => {
    const feeds = await rows(
      "select workspace_id, user_id, role, retired_at from calendar_feeds order by workspace_id",
    );
    expect(feeds).toHaveLength(2);
    for (const feed of feeds) {
      expect(feed).toEqual({
        workspace_id: feed.workspace_id,
        user_id: feed.workspace_id,
        role: "owner",
        retired_at: null,
      });
    }
  });

  it("makes each account the owner of exactly one workspace, named after the act", async () => {
    const members = await rows(
      `select m.user_id, m.role, w.id, w.name from workspace_members m
       join workspaces w on w.id = m.workspace_id where m.user_id in ($1, $2) order by w.name`,
      [artist.id, guest.id],
    );
    expect(members).toEqual([
      { user_id: guest.id, role: "owner", id: guest.id, name: "Guest" },
      { user_id: artist.id, role: "owner", id: artist.id, name: "The Quiet Hours" },
    ]);
  });

  it("keeps each account's data version as its workspace's", async () => {
    const after = await rows(
      `select workspace_id as account_id, version::int as version from workspace_versions`,
    );
    expect(sortRows(after)).toEqual(sortRows(versionsBefore));
    expect(versionsBefore.find((v) => v.account_id === artist.id)?.version).toBeGreaterThan(40);
  });

  it("still moves the data version on every write", async () => {
    const version = async () =>
      (
        await rows(`select version::int as v from workspace_versions where workspace_id = $1`, [
          artist.id,
        ])
      )[0]?.v as number;
    const before = await version();
    await rows(`update tours set title = 'Spring 2027 (rescheduled)' where workspace_id = $1`, [
      artist.id,
    ]);
    expect(await version()).toBe(before + 1);
    await rows(`update tours set title = $2 where workspace_id = $1`, [
      artist.id,
      artist.tourTitle,
    ]);
    expect(await version()).toBe(before + 2);
  });

  it("lets the account sign in and see its tour, and only its own", async () => {
    const signIn = await call(t, "POST", "/api/auth/sign-in/email", {
      json: { email: artist.email, password: artist.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const tours = await call(t, "GET", "/api/tours", { cookie });
    expect(tours.status).toBe(200);
    expect(tours.data.map((tour: { title: string }) => tour.title)).toEqual([artist.tourTitle]);
    const team = await call(t, "GET", "/api/team", { cookie });
    expect(team.data).toMatchObject({ id: artist.id, name: "The Quiet Hours", role: "owner" });
  });
});
