import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pino from "pino";
import { createApp } from "@/server/app";
import { createAuth } from "@/server/auth";
import { type Database, type Db, openDatabase } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";

const ORIGIN = "http://localhost:3000";

/** Counts every SQL statement drizzle sends, so a run can say how many a request needed. */
export class StatementCounter {
  count = 0;
  logQuery() {
    this.count++;
  }
}

/**
 * The real app on an in-memory PGlite, opened as the server opens it (db/client.ts), except
 * that the drizzle instance is ours so a logger can count statements.
 */
export async function startBenchApp() {
  const opened = await openDatabase({ dataDir: "memory://" });
  const counter = new StatementCounter();
  // biome-ignore lint/suspicious/noExplicitAny: the driver's own client, as drizzle exposes it
  const client = (opened.db as any).$client as PGlite;
  const db = drizzle(client, { schema, logger: counter }) as unknown as Db;
  const database: Database = { ...opened, db };
  const logger = pino({ level: "silent" });
  const auth = createAuth({
    db,
    secret: "bench-secret-that-is-long-enough-0123456789",
    baseURL: ORIGIN,
    production: false,
    onGuestCreated: (userId) => seedDemoAccount(db, userId),
    rateLimitMax: 1_000_000,
    guestsPerHour: 1_000_000,
  });
  const app = createApp({ database, auth, logger, trustProxy: true });
  return { app, db, auth, logger, counter, database };
}

export async function signUp(app: ReturnType<typeof createApp>, name: string) {
  const res = await app.request(`${ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", "x-forwarded-for": "10.0.0.1" },
    body: JSON.stringify({
      email: `${name}-${Date.now()}@example.com`,
      password: "bench-password-123",
      name,
      artistName: name,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId: body.user.id, workspaceId: body.user.id, cookie };
}

export const get = (
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  cookie: string,
) => app.request(`${ORIGIN}${path}`, { headers: { cookie, origin: ORIGIN } });

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

export const round = (n: number) => Math.round(n * 100) / 100;
