// Issue 49 item 1: a 10,000-row import of a tour's financial rows, through the real route on an
// in-memory PGlite, while one client reads /api/health and another workspace's /api/overview
// as fast as they are answered. Prints the import's time and the readers' p50/p99/max.
//   node --import tsx bench/import-stall.ts [rows]        (add --cpu-prof to profile it)
// Run it from two checkouts (before and after a change) in turn to compare on one machine.

import { performance } from "node:perf_hooks";
import { insertTour } from "@/server/db/seed/tour-factories";
import { call, signUp } from "../tests/support/client";
import { startTestApp } from "../tests/support/test-app";
import { percentile, round } from "./setup";

const ROWS = Number(process.argv[2] ?? 10_000);

/** Expense lines of one tour, as a bank or a card exports them (bench/stall.ts's sheet). */
function expenseSheet(rows: number): string {
  const lines = ["Date,Description,Category,Amount"];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`2027-03-${day},"Diner ${i}, exit ${i % 90}",Food,-${(i % 90) + 1}.50`);
  }
  return lines.join("\n");
}

const t = await startTestApp();
try {
  const importer = await signUp(t);
  const other = await signUp(t);
  const tourId = (await insertTour(t.database.db, importer.userId, { title: "Bench Run" })).id;
  await call(t, "GET", "/api/overview", { cookie: other.cookie });
  const sheet = new TextEncoder().encode(expenseSheet(ROWS));

  let done = false;
  const started = performance.now();
  const importing = call(t, "POST", `/api/imports/tours/${tourId}/financials`, {
    cookie: importer.cookie,
    raw: sheet,
  }).then((res) => {
    done = true;
    if (res.status !== 200) throw new Error(`import: HTTP ${res.status} ${res.text}`);
    return { ms: performance.now() - started, summary: res.data.summary };
  });
  const times: Record<"health" | "overview", number[]> = { health: [], overview: [] };
  const reader = async (path: "health" | "overview", cookie?: string) => {
    while (!done) {
      const at = performance.now();
      const res = await call(t, "GET", `/api/${path}`, { cookie });
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      times[path].push(performance.now() - at);
      // In process a request that the database answers at once never leaves the microtask
      // queue: a turn of the event loop stands for the network between two requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const [result] = await Promise.all([
    importing,
    reader("health"),
    reader("overview", other.cookie),
  ]);
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
