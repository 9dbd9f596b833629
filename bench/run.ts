// `npm run bench`: the Overview budget (1,000 tours × 10 shows: one request, a fixed number
// of SQL statements, p95 under 50 ms on PGlite) and the CSV export of 10,000 tours, measured
// in-process against the real app. Prints a table; writes bench/results/latest.json.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual } from "node:util";
import { marketingCampaigns } from "@/server/db/schema";
import { seedBulkTours } from "@/server/db/seed/tour-factories";
import {
  DASHBOARD_JS_BUDGET_BYTES,
  LANDING_JS_BUDGET_BYTES,
  measureBrowserLoads,
} from "./browser-load";
import { naiveApp } from "./naive-overview";
import { get, percentile, round, signUp, startBenchApp } from "./setup";

const OVERVIEW_RUNS = Number(process.env.BENCH_RUNS ?? 50);
const NAIVE_RUNS = Number(process.env.BENCH_NAIVE_RUNS ?? 20);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);

type Requester = { request: (url: string, init: RequestInit) => Response | Promise<Response> };

interface Measured {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  statements: number;
  bytes: number;
}

async function measure(
  label: string,
  app: Requester,
  path: string,
  cookie: string,
  runs: number,
  counter: { count: number },
  warmup = 3,
): Promise<Measured> {
  for (let i = 0; i < warmup; i++) await (await get(app, path, cookie)).arrayBuffer();
  const times: number[] = [];
  const statements = new Set<number>();
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    counter.count = 0;
    const started = performance.now();
    const res = await get(app, path, cookie);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
    statements.add(counter.count);
    bytes = body.byteLength;
  }
  if (statements.size !== 1) console.warn(`${label}: statement count varied: ${[...statements]}`);
  times.sort((a, b) => a - b);
  return {
    runs,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    statements: Math.max(...statements),
    bytes,
  };
}

async function main() {
  const started = performance.now();
  const { app, db, auth, logger, counter, database } = await startBenchApp();
  const naive = naiveApp({ db, auth, logger });

  // 1,000 tours × 10 shows, with some campaigns so every statistic has work to do.
  const artist = await signUp(app, "bench-overview");
  let t0 = performance.now();
  await seedBulkTours(db, artist.userId, { tours: 1000, showsPerTour: 10, venues: 200 });
  await db.insert(marketingCampaigns).values(
    ["active", "completed", "planning", "paused", "active", "planning"].map((status, i) => ({
      userId: artist.userId,
      title: `Campaign ${i}`,
      platform: "TikTok",
      status,
    })),
  );
  const seedOverviewMs = performance.now() - t0;

  const a = await (await get(app, "/api/overview", artist.cookie)).json();
  const b = await (await get(naive, "/api/naive-overview", artist.cookie)).json();
  const same = isDeepStrictEqual(a, b);
  if (!same) {
    console.error(JSON.stringify({ real: a, naive: b }, null, 2));
    throw new Error("the naive and the real overview disagree");
  }

  const session = await measure("session", naive, "/api/session-only", artist.cookie, 10, counter);
  const overview = await measure(
    "overview",
    app,
    "/api/overview",
    artist.cookie,
    OVERVIEW_RUNS,
    counter,
  );
  const naiveResult = await measure(
    "naive",
    naive,
    "/api/naive-overview",
    artist.cookie,
    NAIVE_RUNS,
    counter,
    1,
  );

  // 10,000 tours for the export, 3 shows each.
  const exporter = await signUp(app, "bench-export");
  t0 = performance.now();
  await seedBulkTours(db, exporter.userId, { tours: 10_000, showsPerTour: 3, venues: 300 });
  const seedExportMs = performance.now() - t0;
  const csv = await measure(
    "csv",
    app,
    "/api/exports/tours.csv",
    exporter.cookie,
    EXPORT_RUNS,
    counter,
    1,
  );
  const json = await measure(
    "json",
    app,
    "/api/exports/tours.json",
    exporter.cookie,
    EXPORT_RUNS,
    counter,
    1,
  );
  // Time to the first streamed bytes: the browser starts saving long before the end.
  counter.count = 0;
  const t1 = performance.now();
  const res = await get(app, "/api/exports/tours.csv", exporter.cookie);
  const reader = res.body!.getReader();
  await reader.read();
  const firstChunkMs = round(performance.now() - t1);
  await reader.cancel();

  await database.close();

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    engine: "pglite (in memory)",
    seed: { overviewAccountMs: round(seedOverviewMs), exportAccountMs: round(seedExportMs) },
    sessionCheck: { statements: session.statements, p50Ms: session.p50Ms },
    overview: { tours: 1000, showsPerTour: 10, ...overview, budgetP95Ms: 50 },
    naiveOverview: { tours: 1000, showsPerTour: 10, ...naiveResult },
    sameAnswer: same,
    csvExport: { tours: 10_000, showsPerTour: 3, ...csv, firstChunkMs },
    jsonExport: { tours: 10_000, showsPerTour: 3, ...json },
    browser: await measureBrowserLoads(),
    totalSeconds: round((performance.now() - started) / 1000),
  };

  const row = (name: string, m: Measured) =>
    `${name.padEnd(34)}${String(m.runs).padStart(5)}${String(m.p50Ms).padStart(10)}${String(m.p95Ms).padStart(10)}${String(m.statements).padStart(12)}${String(m.bytes).padStart(12)}`;
  console.log(`\nTribe bench — ${results.engine}, Node ${process.version}`);
  console.log(
    `${"request".padEnd(34)}${"runs".padStart(5)}${"p50 ms".padStart(10)}${"p95 ms".padStart(10)}${"statements".padStart(12)}${"bytes".padStart(12)}`,
  );
  console.log(row("session check only", session));
  console.log(row("GET /api/overview (1,000×10)", overview));
  console.log(row("naive: one query per tour", naiveResult));
  console.log(row("GET /api/exports/tours.csv (10k)", csv));
  console.log(row("GET /api/exports/tours.json (10k)", json));
  console.log(
    `\nOverview p95 ${overview.p95Ms} ms (budget 50 ms: ${overview.p95Ms < 50 ? "met" : "MISSED"}); ` +
      `${overview.statements - session.statements} statements for the overview itself ` +
      `vs ${naiveResult.statements - session.statements} naive; same answer: ${same}.`,
  );
  console.log(`CSV export: first bytes after ${firstChunkMs} ms; whole file p50 ${csv.p50Ms} ms.`);
  const browser = results.browser;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  if (!browser) console.log("Browser loads: no Chromium found (apt-get install chromium).");
  else {
    console.log(
      `Landing page JS as Chromium downloads it: ${kb(browser.landing.jsBytes)} in ${browser.landing.jsFiles} files ` +
        `(budget ${kb(LANDING_JS_BUDGET_BYTES)}: ${browser.landing.jsBytes <= LANDING_JS_BUDGET_BYTES ? "met" : "MISSED"}); ` +
        `hero painted without JavaScript: ${browser.heroWithoutJs}.`,
    );
    console.log(
      `Demo dashboard first load (cold cache): ${kb(browser.dashboard.jsBytes)} of JS in ${browser.dashboard.jsFiles} files ` +
        `(budget ${kb(DASHBOARD_JS_BUDGET_BYTES)}: ${browser.dashboard.jsBytes <= DASHBOARD_JS_BUDGET_BYTES ? "met" : "MISSED"}), ` +
        `figures visible after ${browser.dashboard.visibleMs} ms (unthrottled).`,
    );
  }

  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log("Wrote bench/results/latest.json");
}

await main();
