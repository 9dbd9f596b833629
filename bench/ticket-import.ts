// The ticketing export's budget (issue 51 item 2): 10,000 order rows previewed and imported in
// under 5 s together on PGlite, through the real routes (upload, the worker's read, the plan,
// the SQL). The counts are aggregated per show, tier and day, so they are few and the import
// is a fixed handful of statements plus one insert per 1,000 counts.

import { performance } from "node:perf_hooks";
import type { createApp } from "@/server/app";
import { round, type StatementCounter, signUp, startBenchApp } from "./setup";

const ORIGIN = "http://localhost:3000";
export const TICKET_ROWS = 10_000;
export const TICKET_IMPORT_BUDGET_MS = 5000;

const VENUES = ["The Fillmore", "Brooklyn Steel", "Mohawk", "Ryman Auditorium", "9:30 Club"];
const DATES = ["2027-04-01", "2027-04-03", "2027-04-05", "2027-04-08", "2027-04-10"];
const TIERS = ["GA", "GA Advance", "VIP", "Balcony", "Guest List"];
const STATUSES = ["Attending", "Attending", "Attending", "Checked In", "Attending", "Refunded"];

/** An Eventbrite orders export: five shows, five tiers, orders over 90 days, some refunded. */
export function ordersExport(rows = TICKET_ROWS): string {
  const lines = [
    "Order #,Order Date,First Name,Last Name,Email,Quantity,Ticket Type,Attendee Status,Event Name,Venue Name,Event Date,Total Paid",
  ];
  const start = Date.UTC(2026, 7, 1);
  for (let i = 0; i < rows; i++) {
    const show = i % VENUES.length;
    const tier = TIERS[(i >> 3) % TIERS.length]!;
    const qty = 1 + (i % 4);
    const paid = tier === "Guest List" ? "0.00" : (qty * (tier === "VIP" ? 75 : 32.5)).toFixed(2);
    const day = new Date(start + (i % 90) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${100_000 + i},${day} ${String(i % 24).padStart(2, "0")}:15:00,Fan,${i},fan${i}@example.com,${qty},${tier},${STATUSES[i % STATUSES.length]},"Band at ${VENUES[show]}",${VENUES[show]},${DATES[show]} 20:00,${paid}`,
    );
  }
  return lines.join("\r\n");
}

type App = ReturnType<typeof createApp>;

async function send(
  app: App,
  method: string,
  path: string,
  cookie: string,
  body?: string,
  json?: unknown,
) {
  const res = await app.request(`${ORIGIN}${path}`, {
    method,
    headers: {
      cookie,
      origin: ORIGIN,
      "content-type": json === undefined ? "text/csv" : "application/json",
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const answer = (await res.json()) as Record<string, unknown> & {
    summary?: { counts: number; shows: number; errors: number; skipped: number };
    imported?: boolean;
  };
  if (res.status >= 300)
    throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}

async function timed(
  app: App,
  counter: StatementCounter,
  path: string,
  cookie: string,
  body: string,
) {
  counter.count = 0;
  const started = performance.now();
  const answer = await send(app, "POST", path, cookie, body);
  return { ms: round(performance.now() - started), statements: counter.count, answer };
}

/** The five shows the export names, in a workspace of their own. */
async function showsFor(app: App, cookie: string) {
  const tour = (await send(app, "POST", "/api/tours", cookie, undefined, { title: "Spring" })) as {
    id: string;
  };
  for (let i = 0; i < VENUES.length; i++) {
    const venue = (await send(app, "POST", "/api/venues", cookie, undefined, {
      name: VENUES[i],
      city: "Town",
      state: "TX",
    })) as { id: string };
    await send(app, "POST", `/api/tours/${tour.id}/shows`, cookie, undefined, {
      venueMode: "existing",
      venueId: venue.id,
      performanceDate: DATES[i],
    });
  }
}

export async function benchTicketImport(app: App, counter: StatementCounter) {
  const account = await signUp(app, "bench-tickets");
  await showsFor(app, account.cookie);
  const sheet = ordersExport();
  const warm = await signUp(app, "bench-tickets-warm-up");
  await send(app, "POST", "/api/imports/tickets/preview?seller=eventbrite", warm.cookie, sheet); // the worker's start
  const path = "/api/imports/tickets";
  const preview = await timed(
    app,
    counter,
    `${path}/preview?seller=eventbrite`,
    account.cookie,
    sheet,
  );
  const imported = await timed(
    app,
    counter,
    `${path}?seller=eventbrite&fileName=orders.csv`,
    account.cookie,
    sheet,
  );
  const s = imported.answer.summary!;
  if (!imported.answer.imported || s.errors !== 0 || s.shows !== VENUES.length)
    throw new Error(`the import did not count every show: ${JSON.stringify(s)}`);
  const again = await timed(app, counter, `${path}?seller=eventbrite`, account.cookie, sheet);
  if (again.answer.imported !== false) throw new Error("the same file again was imported again");
  return {
    rows: TICKET_ROWS,
    bytes: Buffer.byteLength(sheet),
    counts: s.counts,
    skipped: s.skipped,
    previewMs: preview.ms,
    importMs: imported.ms,
    totalMs: round(preview.ms + imported.ms),
    importStatements: imported.statements,
    reimportMs: again.ms,
    budgetMs: TICKET_IMPORT_BUDGET_MS,
  };
}

export function printTicketImport(m: Awaited<ReturnType<typeof benchTicketImport>>) {
  console.log(
    `Ticket import (${m.rows.toLocaleString("en-US")} order rows, ${(m.bytes / 1024).toFixed(0)} KB → ${m.counts} counts, ${m.skipped} refunded skipped): ` +
      `preview ${m.previewMs} ms + import ${m.importMs} ms = ${m.totalMs} ms (budget ${m.budgetMs} ms: ${m.totalMs <= m.budgetMs ? "met" : "MISSED"}), ` +
      `${m.importStatements} statements to import; same file again ${m.reimportMs} ms (nothing added).`,
  );
}

// `node --import tsx bench/ticket-import.ts` runs these figures alone.
if (process.argv[1]?.endsWith("ticket-import.ts")) {
  const { app, counter, database } = await startBenchApp();
  const results = await benchTicketImport(app, counter);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printTicketImport(results);
  process.exit(0);
}
