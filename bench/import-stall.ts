// Issue 49 item 1: a 10,000-row import of a tour's financial rows (or, with BENCH_IMPORT=shows,
// a booking sheet of 5,000 shows: the most a workspace holds), through the real route on an
// in-memory PGlite, while two clients read /api/health and another workspace's /api/overview
// over HTTP as fast as they are answered. The readers run in a worker thread with its own
// event loop, so a request sent while the server's thread is busy counts the wait (in
// process, no request could even start then). Prints the import's time and the readers'
// p50/p99/max.
//   node --import tsx bench/import-stall.ts [rows]        (add --cpu-prof to profile it)
// Run it from two checkouts (before and after a change) in turn to compare on one machine.

import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { serve } from "@hono/node-server";
import { WORKSPACE_LIMITS } from "@/domain/workspace-limits";
import { insertTour } from "@/server/db/seed/tour-factories";
import { call, signUp } from "../tests/support/client";
import { startTestApp } from "../tests/support/test-app";
import { percentile, round } from "./setup";
import { bookingSheet } from "./show-import";

const SHOWS = process.env.BENCH_IMPORT === "shows";
const ROWS = Number(process.argv[2] ?? (SHOWS ? WORKSPACE_LIMITS.shows.max : 10_000));

/** Expense lines of one tour, as a bank or a card exports them (bench/stall.ts's sheet). */
function expenseSheet(rows: number): string {
  const lines = ["Date,Description,Category,Amount"];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`2027-03-${day},"Diner ${i}, exit ${i % 90}",Food,-${(i % 90) + 1}.50`);
  }
  return lines.join("\n");
}

/** Two readers, one after another's answer each, until told to stop; then their times. */
const READERS = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
let stop = false;
parentPort.on("message", () => { stop = true; });
const times = { health: [], overview: [] };
const read = async (path, headers) => {
  while (!stop) {
    const at = performance.now();
    const res = await fetch(workerData.url + "/api/" + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(path + ": HTTP " + res.status);
    times[path].push(performance.now() - at);
  }
};
Promise.all([read("health", {}), read("overview", { cookie: workerData.cookie })])
  .then(() => parentPort.postMessage(times));
`;

const t = await startTestApp();
try {
  const importer = await signUp(t);
  const other = await signUp(t);
  const tourId = (await insertTour(t.database.db, importer.userId, { title: "Bench Run" })).id;
  await call(t, "GET", "/api/overview", { cookie: other.cookie });
  const sheet = new TextEncoder().encode(SHOWS ? bookingSheet(ROWS) : expenseSheet(ROWS));

  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const readers = new Worker(READERS, {
    eval: true,
    workerData: { url: `http://127.0.0.1:${port}`, cookie: other.cookie },
  });
  const times: Record<"health" | "overview", number[]> = { health: [], overview: [] };
  const stopped = new Promise<void>((resolve, reject) => {
    readers.on("message", (m: typeof times) => {
      Object.assign(times, m);
      resolve();
    });
    readers.on("error", reject);
  });
  const started = performance.now();
  const route = SHOWS ? "/api/imports/shows" : `/api/imports/tours/${tourId}/financials`;
  const res = await call(t, "POST", route, {
    cookie: importer.cookie,
    raw: sheet,
  });
  const result = { ms: performance.now() - started, summary: res.data.summary };
  if (res.status !== 200) throw new Error(`import: HTTP ${res.status} ${res.text}`);
  readers.postMessage("stop");
  await stopped;
  await readers.terminate();
  server.close();
  const line = (path: "health" | "overview") => {
    const sorted = times[path].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      maxMs: round(sorted.at(-1) ?? Number.NaN),
    };
  };
  console.log(
    JSON.stringify({
      import: SHOWS ? "shows" : "financial rows",
      rows: ROWS,
      importMs: Math.round(result.ms),
      summary: result.summary,
      health: line("health"),
      overview: line("overview"),
    }),
  );
} finally {
  await t.close();
}
