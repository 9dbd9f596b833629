import crypto from "node:crypto";
import pg from "pg";

/**
 * Runs `measure` against a fresh database on the PostgreSQL server of BENCH_DATABASE_URL
 * (default: the local one CI uses), dropped afterwards. Undefined when no server answers.
 */
export async function withBenchPostgres<T>(
  measure: (databaseUrl: string) => Promise<T>,
): Promise<T | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `tribe_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
