// The spreadsheet import's budgets (issue 27): a 10,000-row booking sheet previewed in ≤ 1 s
// and imported in ≤ 5 s on PGlite, through the real routes (body upload, parse, plan, SQL).

import { performance } from "node:perf_hooks";
import { DAY_MS } from "@/domain/durations";
import { WORKSPACE_LIMITS } from "@/domain/workspace-limits";
import type { createApp } from "@/server/app";
import { round, signUp } from "./setup";

const ORIGIN = "http://localhost:3000";
export const IMPORT_ROWS = 10_000;
/**
 * A workspace holds at most 5,000 shows (issue 35, domain/workspace-limits.ts), made after
 * issue 27's budget: a 10,000-row sheet is previewed whole, and the largest sheet a workspace
 * can take is imported (10,000 rows are refused with `limit_reached`, as they should be).
 */
const IMPORTED_ROWS = Math.min(IMPORT_ROWS, WORKSPACE_LIMITS.shows.max);
export const PREVIEW_BUDGET_MS = 1000;
export const IMPORT_BUDGET_MS = 5000;

/** 10,000 shows over 20 tours and 500 venues, US dates and amounts, a status in every row. */
export function bookingSheet(rows = IMPORT_ROWS): string {
  const statuses = ["Pending", "Hold", "Confirmed", "Released", "Declined"];
  const lines = ["Tour,Show Date,Venue,City,State,Cap.,Guarantee,Status,Promoter,Email,Notes"];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2027, 0, 1) + i * DAY_MS);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, "0")}/${String(day.getUTCDate()).padStart(2, "0")}/${day.getUTCFullYear()}`;
    lines.push(
      `Tour ${i % 20},${date},Venue ${i % 500},City ${i % 50},TX,"1,${String(i % 1000).padStart(3, "0")}","$${(i % 90) + 1},250.00",${statuses[i % 5]},Promoter ${i % 40},p${i % 40}@example.com,"Load-in 5pm, soundcheck 6"`,
    );
  }
  return lines.join("\r\n");
}

type App = ReturnType<typeof createApp>;

async function post(app: App, path: string, cookie: string, body: string) {
  const started = performance.now();
  const res = await app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "text/csv" },
    body,
  });
  const answer = (await res.json()) as { summary?: { newShows: number; existingShows: number } };
  const ms = round(performance.now() - started);
  if (res.status !== 200)
    throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return { ms, summary: answer.summary! };
}

export async function benchShowImport(app: App) {
  const account = await signUp(app, "bench-import");
  const sheet = bookingSheet();
  const bytes = Buffer.byteLength(sheet);
  const importable = bookingSheet(IMPORTED_ROWS);
  await post(app, "/api/imports/shows/preview", account.cookie, sheet); // warm-up
  const preview = await post(app, "/api/imports/shows/preview", account.cookie, sheet);
  const imported = await post(app, "/api/imports/shows", account.cookie, importable);
  if (imported.summary.newShows !== IMPORTED_ROWS)
    throw new Error("the import did not create every show");
  const again = await post(app, "/api/imports/shows", account.cookie, importable);
  if (again.summary.existingShows !== IMPORTED_ROWS)
    throw new Error("the second import was not all skips");
  return {
    rows: IMPORT_ROWS,
    importedRows: IMPORTED_ROWS,
    bytes,
    previewMs: preview.ms,
    importMs: imported.ms,
    reimportMs: again.ms,
    previewBudgetMs: PREVIEW_BUDGET_MS,
    importBudgetMs: IMPORT_BUDGET_MS,
  };
}

export function printShowImport(m: Awaited<ReturnType<typeof benchShowImport>>) {
  console.log(
    `Show import (${m.rows.toLocaleString("en-US")} rows, ${(m.bytes / 1024).toFixed(0)} KB): preview ${m.previewMs} ms ` +
      `(budget ${m.previewBudgetMs} ms: ${m.previewMs <= m.previewBudgetMs ? "met" : "MISSED"}), ` +
      `import of ${m.importedRows.toLocaleString("en-US")} rows (a workspace's limit) ${m.importMs} ms (budget ${m.importBudgetMs} ms: ${m.importMs <= m.importBudgetMs ? "met" : "MISSED"}), ` +
      `same sheet again ${m.reimportMs} ms (all skipped).`,
  );
}
