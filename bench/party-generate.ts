// The party's generation (issue 54, ADR 0032): 30 people × 45 days generated through the real
// route (POST /api/tours/:tourId/party/generate), then generated again (nothing changes).
// Target: under a second. Five reads, inserts of 250 lines each (one update and one delete
// when lines move), the generation's record.

import { performance } from "node:perf_hooks";
import { addDays } from "@/domain/party/generate";
import type { createApp } from "@/server/app";
import type { Db } from "@/server/db/client";
import { travelLegs } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { round, type StatementCounter, signUp } from "./setup";

const ORIGIN = "http://localhost:3000";
export const PARTY_PEOPLE = 30;
export const PARTY_DAYS = 45;
export const PARTY_GENERATE_BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_PARTY_RUNS ?? 5);
const FIRST_DAY = "2027-05-01";

type App = ReturnType<typeof createApp>;

async function send(app: App, method: string, path: string, cookie: string, json?: unknown) {
  const res = await app.request(`${ORIGIN}${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300)
    throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}

/** A 45-day tour: a show on two days of three, a bus leg on the third, 30 people. */
async function partyTour(app: App, db: Db, workspaceId: string, cookie: string) {
  const tour = await insertTour(db, workspaceId, {
    title: "Long Run",
    startDate: FIRST_DAY,
    endDate: addDays(FIRST_DAY, PARTY_DAYS - 1),
  });
  const venue = await insertVenue(db, workspaceId, { name: "Hall", city: "Town" });
  for (let d = 0; d < PARTY_DAYS; d++) {
    const day = addDays(FIRST_DAY, d);
    if (d % 3 === 2) {
      const at = new Date(`${day}T10:00:00Z`);
      await db.insert(travelLegs).values({
        workspaceId,
        tourId: tour.id,
        mode: "bus",
        fromPlace: "A",
        toPlace: "B",
        departureAt: at,
        departureTz: "Europe/London",
        arrivalAt: at,
        arrivalTz: "Europe/London",
      });
    } else {
      await insertShow(db, workspaceId, tour.id, venue.id, {
        performanceDate: day,
        status: "confirmed",
        orderInTour: d,
      });
    }
  }
  const people = Array.from({ length: PARTY_PEOPLE }, (_, i) => ({
    name: `Person ${i + 1}`,
    homeCurrency: i % 3 === 0 ? "EUR" : "GBP",
    perDiemShow: "30",
    perDiemTravel: "25",
    perDiemOff: "20",
    payAmount: i % 2 === 0 ? "150" : "900",
    payPer: i % 2 === 0 ? "show" : "week",
  }));
  await send(app, "POST", `/api/tours/${tour.id}/party`, cookie, { people });
  return tour.id;
}

async function timed(app: App, counter: StatementCounter, path: string, cookie: string) {
  counter.count = 0;
  const started = performance.now();
  const answer = (await send(app, "POST", path, cookie)) as { added: number; changed: number };
  return { ms: performance.now() - started, statements: counter.count, answer };
}

const median = (xs: number[]) => round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);

export async function benchPartyGenerate(app: App, db: Db, counter: StatementCounter) {
  const account = await signUp(app, "bench-party");
  const first: Awaited<ReturnType<typeof timed>>[] = [];
  const again: Awaited<ReturnType<typeof timed>>[] = [];
  for (let run = 0; run < RUNS; run++) {
    const tourId = await partyTour(app, db, account.workspaceId, account.cookie);
    const path = `/api/tours/${tourId}/party/generate`;
    first.push(await timed(app, counter, path, account.cookie));
    again.push(await timed(app, counter, path, account.cookie));
    const still = again.at(-1)!.answer;
    if (still.added !== 0 || still.changed !== 0)
      throw new Error(`generating again changed lines: ${JSON.stringify(still)}`);
  }
  return {
    people: PARTY_PEOPLE,
    days: PARTY_DAYS,
    runs: RUNS,
    lines: first[0]!.answer.added,
    generateMs: median(first.map((r) => r.ms)),
    generateStatements: first[0]!.statements,
    regenerateMs: median(again.map((r) => r.ms)),
    regenerateStatements: again[0]!.statements,
    budgetMs: PARTY_GENERATE_BUDGET_MS,
  };
}

export function printPartyGenerate(m: Awaited<ReturnType<typeof benchPartyGenerate>>) {
  const met = Math.max(m.generateMs, m.regenerateMs) <= m.budgetMs ? "met" : "MISSED";
  console.log(
    `Party generation (${m.people} people × ${m.days} days → ${m.lines} lines, median of ${m.runs}): ` +
      `${m.generateMs} ms, ${m.generateStatements} statements; again (nothing changes) ` +
      `${m.regenerateMs} ms, ${m.regenerateStatements} statements (budget ${m.budgetMs} ms: ${met}).`,
  );
}

// `node --import tsx bench/party-generate.ts` runs these figures alone.
if (process.argv[1]?.endsWith("party-generate.ts")) {
  const { startBenchApp } = await import("./setup");
  const { app, db, counter, database } = await startBenchApp();
  const results = await benchPartyGenerate(app, db, counter);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printPartyGenerate(results);
  process.exit(0);
}
