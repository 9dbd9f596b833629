import fs from "node:fs";
import pino, { type Logger } from "pino";
import type { InvitationLimitNumbers } from "@/domain/team/invitation-limits";
import { createApp } from "@/server/app";
import { type Auth, createAuth } from "@/server/auth";
import { type Database, openDatabase } from "@/server/db/client";
import { seedDemoAccount } from "@/server/db/seed/demo";
import type { HeavySlots } from "@/server/heavy/slots";
import type { Mailer } from "@/server/mail/mailer";
import type { Notifier } from "@/server/notifications/notifier";
import type { RenderPage } from "@/server/overview-page";
import type { PasswordHashing } from "@/server/password-hashing";
import type { PublicDatesCache } from "@/server/public-dates-cache";
import { leaseEmbedded } from "./embedded-pool";
import { leasePostgres } from "./postgres-pool";

export const TEST_SECRET = "test-secret-that-is-long-enough-0123456789";
/**
 * The in-process apps hash passwords at a test's cost (src/server/password-hashing.ts): a
 * server's own cost is checked in tests/api/password-hashing.test.ts and by every server a
 * test starts as a process.
 */
export const TEST_PASSWORD_HASHING = "light-for-tests" as const;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  auth: Auth;
  close(): Promise<void>;
}

/**
 * A real app on a real database for one test file: in-memory PGlite by default, or a database
 * on the PostgreSQL server named by DATABASE_URL. Either is a worker's, emptied for the next
 * file's app once this one is closed (tests/support/embedded-pool.ts, postgres-pool.ts).
 */
export interface TestAppOptions {
  rateLimitMax?: number;
  guestsPerHour?: number;
  maxLiveGuests?: number;
  /** BETTER_AUTH_URL of the app (default http://localhost:3000). */
  baseURL?: string;
  /** Default true: each test client brings its own X-Forwarded-For (see client.ts). */
  trustProxy?: boolean | number;
  logger?: Logger;
  /** A built client's folder and the page renderer: the app also serves its pages. */
  clientDir?: string;
  renderPage?: RenderPage;
  /** An embedded database in this folder instead of memory (ignored with DATABASE_URL). */
  dataDir?: string;
  /** Outgoing mail (createMailer with a capture's URL, tests/support/smtp-capture.ts). */
  mailer?: Mailer;
  /** A PostgreSQL database the test made itself (and drops): used as it is, not dropped here. */
  databaseUrl?: string;
  /**
   * Invitations per workspace and sender. Raised by default, like the sign-in limit, since one
   * test file's owner invites many; tests/api/invitation-limits.test.ts uses the real ones.
   */
  invitationLimits?: InvitationLimitNumbers;
  /** Heavy jobs at once (heavy/slots.ts): a test holds slots of its own instance. */
  heavySlots?: HeavySlots;
  /** The public dates pages' cache, made on the test's database's change notices. */
  publicDates?: (notices: Database["changeNotices"]) => PublicDatesCache;
  /** The job writes nudge (the server passes its notifier). */
  notifier?: Notifier;
}

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  if (opts.databaseUrl) {
    database = await openDatabase({ databaseUrl: opts.databaseUrl });
  } else if (url) {
    // A database emptied by the file before, or a new copy (tests/support/postgres-pool.ts).
    const lease = await leasePostgres(url);
    database = await openDatabase({ databaseUrl: lease.url }).catch(async (err) => {
      await lease.release();
      throw err;
    });
    dropDatabase = () => lease.release();
  } else if (opts.dataDir) {
    database = await openDatabase({ dataDir: opts.dataDir });
  } else {
    // A database emptied by the file before, or a new copy (tests/support/embedded-pool.ts).
    const lease = await leaseEmbedded(migratedCopy);
    const opened = await openDatabase({ pglite: lease.client }).catch(async (err) => {
      await lease.release();
      throw err;
    });
    // Closed by a test, the database is gone for its app, as a closed one would be.
    database = {
      ...opened,
      close: async () => {
        await opened.close().catch(() => undefined);
        lease.revoke();
      },
    };
    dropDatabase = () => lease.release();
  }
  const auth = createAuth({
    db: database.db,
    secret: TEST_SECRET,
    baseURL: "baseURL" in opts ? opts.baseURL : "http://localhost:3000",
    production: false,
    onGuestCreated: (userId) => seedDemoAccount(database.db, userId),
    onAccountsDeleted: () => database.reclaimDeletedSpace(),
    rateLimitMax: opts.rateLimitMax ?? 1000,
    guestsPerHour: opts.guestsPerHour ?? 1000,
    maxLiveGuests: opts.maxLiveGuests,
    logger: opts.logger,
    mailer: opts.mailer,
    passwordHashing: TEST_PASSWORD_HASHING,
  });
  const app = createApp({
    database,
    auth,
    logger: opts.logger ?? pino({ level: "silent" }),
    trustProxy: opts.trustProxy ?? true,
    publicUrl: "baseURL" in opts ? opts.baseURL : "http://localhost:3000",
    clientDir: opts.clientDir,
    renderPage: opts.renderPage,
    mailer: opts.mailer,
    invitationLimits: opts.invitationLimits ?? { workspacePerHour: 1000, senderPerDay: 1000 },
    heavySlots: opts.heavySlots,
    publicDates: opts.publicDates?.(database.changeNotices),
    notifier: opts.notifier,
  });
  return {
    app,
    database,
    auth,
    close: async () => {
      // The database is dropped even when closing fails (a test may have closed it already).
      try {
        await database.close();
      } finally {
        await dropDatabase();
      }
    },
  };
}

/**
 * A second app process on the same database: its own auth instance, nothing shared in memory.
 * `passwordHashing: "server"` builds it as src/server/index.ts builds its own.
 */
export function anotherAppOn(
  t: TestApp,
  passwordHashing: PasswordHashing = TEST_PASSWORD_HASHING,
): TestApp {
  const auth = createAuth({
    db: t.database.db,
    secret: TEST_SECRET,
    baseURL: "http://localhost:3000",
    production: false,
    rateLimitMax: 1000,
    passwordHashing,
  });
  const app = createApp({
    database: t.database,
    auth,
    logger: pino({ level: "silent" }),
    trustProxy: true,
  });
  return { ...t, app, auth };
}

let migrated: Promise<Blob> | undefined;

/**
 * An empty embedded database with every migration applied: the run's copy (tests/global-setup.ts)
 * or, without it, one made once per test worker. A worker's new databases start as a copy of it
 * (half a second) rather than being created and migrated anew (three), and are then handed on
 * emptied from file to file (embedded-pool.ts). openDatabase still checks the migrations.
 */
function migratedCopy(): Promise<Blob> {
  migrated ??= (async () => {
    const template = process.env.TRIBE_CLUSTER_TEMPLATE;
    if (template) return new Blob([await fs.promises.readFile(template)]);
    const empty = await openDatabase({ dataDir: "memory://" });
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the driver's own client, as drizzle exposes it
      return await (empty.db as any).$client.dumpDataDir("none");
    } finally {
      await empty.close();
    }
  })();
  return migrated;
}
