import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { openDatabase } from "./db/client";
import { seedDemoAccount } from "./db/seed/demo";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { startMaintenance } from "./maintenance";
import { createNotifier } from "./notifications/notifier";
import type { RenderPage } from "./overview-page";
import { resolveAuthSecret } from "./secret";
import { StallWatch } from "./stall-watch";
import { createWebhookDispatcher } from "./webhooks/dispatcher";
import { allowLoopbackWebhooks } from "./webhooks/policy";

const startedAt = performance.now();
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

async function main() {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    dataDir: env.DATA_DIR,
    onConnectionError: (err) =>
      logger.warn({ err }, "database connection lost; the pool will reconnect"),
    onReclaimError: (err) =>
      logger.warn({ err }, "reclaiming deleted accounts' space failed; the next deletion retries"),
  });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const secret = resolveAuthSecret(env, logger);
  const notifier = createNotifier({
    db: database.db,
    mailer,
    logger,
    baseUrl: env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`,
    secret,
    pollMs: env.NOTIFY_POLL_MS,
  });
  const webhooks = createWebhookDispatcher({
    db: database.db,
    logger,
    allowLoopback: allowLoopbackWebhooks(env.NODE_ENV, env.BETTER_AUTH_URL),
    pollMs: env.WEBHOOK_POLL_MS,
    leaseMs: env.WEBHOOK_LEASE_MS,
  });
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL: env.BETTER_AUTH_URL,
    production: env.NODE_ENV === "production",
    // The demo's reminders are stored at once: its workspace is the guest's own (its id).
    onGuestCreated: async (userId) => {
      await seedDemoAccount(database.db, userId);
      notifier.nudge(userId);
    },
    onAccountsDeleted: () => database.reclaimDeletedSpace(),
    rateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    guestsPerHour: env.DEMO_RATE_LIMIT_MAX,
    logger,
    mailer,
  });
  // Anything that holds the thread a quarter of a second is logged with what was under way.
  const stallWatch = new StallWatch((stall) => logger.warn(stall, "event loop blocked"));
  const serverDir = path.dirname(new URL(import.meta.url).pathname);
  const clientDir = path.resolve(serverDir, "../client");
  const app = createApp({
    database,
    auth,
    logger,
    clientDir,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.BETTER_AUTH_URL,
    renderPage: builtRenderer(path.join(serverDir, "render-page.js")),
    mailer,
    notifier,
    webhooks,
    stallWatch,
  });

  // The API's description is written from every public route's schemas (a quarter of a
  // second of work on one thread): before the server listens, so no request waits behind it.
  const described = Date.now();
  await app.request("http://localhost/api/openapi.json");
  logger.debug({ ms: Date.now() - described }, "API description built");

  const stopMaintenance = startMaintenance(database, logger);
  // Reminders that fell due while the server was down go out now, once (ADR 0024).
  notifier.start();
  // Deliveries that fell due (or were mid-send in a process that died) go out now.
  webhooks.start();
  stallWatch.start();
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        url: `http://localhost:${info.port}`,
        engine: database.engine,
        mail: mailer.configured ? "smtp" : "off",
        startupMs: Math.round(performance.now() - startedAt),
        rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      },
      "Tribe is running",
    );
  });

  // A client may reuse an idle connection just as the server closes it, and gets a reset:
  // Node's 5 s default met a browser test's pause between two requests. The server keeps
  // idle connections longer than the proxies and clients in front of it do (60 s is usual).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in 10 s; closing anyway");
      process.exit(1);
    }, 10_000);
    force.unref();
    stopMaintenance();
    stallWatch.stop();
    server.close(async () => {
      await Promise.all([notifier.stop(), webhooks.stop()]);
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The client's server renderer, built beside this file (scripts/build-server.mjs). Loaded on
 * the first rendered page, not at start: a server nobody opens the Overview on never holds
 * React's server code in memory. Absent (a dev server run from source): pages are shells.
 */
function builtRenderer(file: string): RenderPage | undefined {
  if (!fs.existsSync(file)) return undefined;
  let loaded: Promise<RenderPage> | undefined;
  return async (url, data) => {
    loaded ??= import(pathToFileURL(file).href).then(
      (m: { renderPage: RenderPage }) => m.renderPage,
    );
    return (await loaded)(url, data);
  };
}

main().catch((err: Error) => {
  logger.fatal(err.message);
  process.exit(1);
});
