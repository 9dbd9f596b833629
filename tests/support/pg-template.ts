import crypto from "node:crypto";
import pg from "pg";
import { openDatabase } from "@/server/db/client";

/**
 * The PostgreSQL pass's counterpart of the migrated embedded database (tests/global-setup.ts):
 * one database on DATABASE_URL's server with every migration applied, made once per run,
 * that each test worker's databases are created from (`create database … template …`,
 * tests/support/postgres-pool.ts) instead of being created empty and migrated anew. Migrating took 8–11 s of a loaded machine per file
 * against ~1 s for the copy (2026-12-03). openDatabase still checks the migrations on the copy.
 */
export const PG_TEMPLATE_ENV = "TRIBE_PG_TEMPLATE";

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Makes the migrated template on `url`'s server; the returned function drops it. */
export async function makePgTemplate(
  url: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `tribe_template_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  const drop = () => adminQuery(url, `drop database if exists ${name} with (force)`);
  try {
    const at = new URL(url);
    at.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: at.toString() });
    // No connection may stay open on a template: PostgreSQL refuses to copy one in use.
    await database.close();
  } catch (err) {
    await drop();
    throw err;
  }
  return { name, drop };
}
