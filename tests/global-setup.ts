// Once per test run, before any worker starts: the embedded database every test starts from,
// with every migration applied. Made from the build's empty cluster (cached in
// node_modules/.cache: one initdb per machine and PGlite version), written to a file the
// workers and their child processes find in TRIBE_CLUSTER_TEMPLATE: a worker's in-memory
// databases are copies of it (tests/support/embedded-pool.ts), and a server a test starts as a
// process (the run's bundle of the sources, below) on a new data folder unpacks it
// (src/server/db/empty-cluster.ts) instead of running initdb and the migrations again, ~20 s
// of CPU each.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/server/db/client";
import { bundleServerProcess } from "../scripts/build-server.mjs";
import { emptyClusterCache } from "../scripts/empty-cluster.mjs";
import { SERVER_BUNDLE_ENV } from "./support/child-server";
import { makePgTemplate, PG_TEMPLATE_ENV } from "./support/pg-template";
import { dropRunDatabases, PG_RUN_ENV } from "./support/postgres-pool";

export default async function setup() {
  const pgTemplate = await postgresTemplate();
  const embedded = await embeddedTemplate();
  const bundle = await serverBundle();
  return async () => {
    bundle?.();
    embedded?.();
    await pgTemplate?.();
  };
}

/**
 * With DATABASE_URL (the PostgreSQL pass): its migrated template, for each worker's databases
 * to copy, and the run's name, by which the databases the workers kept are dropped at the end
 * (tests/support/postgres-pool.ts).
 */
async function postgresTemplate() {
  const url = process.env.DATABASE_URL;
  if (!url || process.env[PG_TEMPLATE_ENV]) return undefined;
  const template = await makePgTemplate(url);
  process.env[PG_TEMPLATE_ENV] = template.name;
  const run = crypto.randomBytes(6).toString("hex");
  process.env[PG_RUN_ENV] = run;
  return async () => {
    await dropRunDatabases(url, run);
    await template.drop();
  };
}

async function embeddedTemplate() {
  if (process.env.TRIBE_CLUSTER_TEMPLATE) return undefined;
  const empty = new Blob([fs.readFileSync(await emptyClusterCache())]);
  const database = await openDatabase({ dataDir: "memory://", loadDataDir: empty });
  let dump: Blob;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the driver's own client, as drizzle exposes it
    dump = await (database.db as any).$client.dumpDataDir("none");
  } finally {
    await database.close();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-test-cluster-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TRIBE_CLUSTER_TEMPLATE = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The server process for the tests that start one (tests/support/child-server.ts). */
async function serverBundle() {
  if (process.env[SERVER_BUNDLE_ENV]) return undefined;
  // Inside the project, where the bundle's imports find node_modules; one folder per run.
  const parent = path.resolve("node_modules/.cache/tribe");
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, "test-server-"));
  await bundleServerProcess(dir);
  process.env[SERVER_BUNDLE_ENV] = path.join(dir, "index.js");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
