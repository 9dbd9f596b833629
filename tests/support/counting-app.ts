import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pino from "pino";
import { createApp } from "@/server/app";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import type { TestApp } from "./test-app";

/**
 * The test app once more over the same database, through a drizzle instance that counts
 * every statement it sends (as bench/setup.ts counts them), on either engine. Sessions are
 * checked once and kept, as in production: what is counted is a request's own statements.
 */
export function countingApp(t: TestApp) {
  const counter = { count: 0, logQuery: () => counter.count++ };
  // biome-ignore lint/suspicious/noExplicitAny: the driver's own client, as drizzle exposes it
  const client = (t.database.db as any).$client;
  const db = (t.database.engine === "postgres"
    ? drizzlePg(client, { schema, logger: counter })
    : drizzlePglite(client, { schema, logger: counter })) as unknown as Db;
  const app = createApp({
    database: { ...t.database, db },
    auth: t.auth,
    logger: pino({ level: "silent" }),
    trustProxy: true,
    sessionCacheTtlMs: 60_000,
  });
  return { t: { ...t, app }, counter };
}
