// Routing (issue 40, ADR 0023): a 100-show tour's route with its costs, as a manager asks for
// it (GET /api/tours/:tourId/route), at p95 ≤ 50 ms on PGlite, with the statements it takes.
// The road is in the tour's budget, with tolls on every leg: the route plans its road lines
// (fuel and tolls per leg, per diems per day, hotel nights) on every read, as the ledger does.
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { DEFAULT_ROAD_SETTINGS } from "@/domain/tours/routing/road-costs";
import type { Db } from "@/server/db/client";
import { tours, tourVenues, venues } from "@/server/db/schema";
import { get, percentile, round, type StatementCounter, signUp, startBenchApp } from "./setup";

const SHOWS = 100;
const BUDGET_P95_MS = 50;
type App = Awaited<ReturnType<typeof startBenchApp>>["app"];

/** A tour of 100 confirmed shows two days apart, zig-zagging across the US. */
async function seedRoute(db: Db, workspaceId: string) {
  const [tour] = await db
    .insert(tours)
    .values({ workspaceId, title: "Bench Route Tour", startDate: "2099-01-01" })
    .returning({ id: tours.id });
  const placed = await db
    .insert(venues)
    .values(
      Array.from({ length: SHOWS }, (_, i) => ({
        workspaceId,
        name: `Hall ${i}`,
        city: `City ${i}`,
        state: "TN",
        latitude: 30 + (i % 17),
        longitude: -120 + ((i * 7) % 45),
      })),
    )
    .returning({ id: venues.id });
  const shows = await db
    .insert(tourVenues)
    .values(
      placed.map((v, i) => ({
        workspaceId,
        tourId: tour!.id,
        venueId: v.id,
        performanceDate: new Date(Date.UTC(2099, 0, 1 + i * 2)).toISOString().slice(0, 10),
        orderInTour: i + 1,
        status: "confirmed",
      })),
    )
    .returning({ id: tourVenues.id });
  const legTolls = Object.fromEntries(
    shows.slice(1).map((s, i) => [`${shows[i]!.id}:${s.id}`, "12.50"]),
  );
  await db
    .update(tours)
    .set({ roadSettings: { ...DEFAULT_ROAD_SETTINGS, inBudget: true, legTolls } })
    .where(eq(tours.id, tour!.id));
  return tour!.id;
}

/** `runs` reads of `path`: its p50 and p95, the statements of one read, and its last answer. */
async function timeReads(app: App, counter: StatementCounter, path: string, cookie: string) {
  for (let i = 0; i < 3; i++) await (await get(app, path, cookie)).arrayBuffer();
  const runs = Number(process.env.BENCH_RUNS ?? 50);
  const times: number[] = [];
  let statements = 0;
  let body: unknown;
  for (let i = 0; i < runs; i++) {
    const before = counter.count;
    const t = performance.now();
    const res = await get(app, path, cookie);
    body = await res.json();
    times.push(performance.now() - t);
    statements = counter.count - before;
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return {
    body,
    figures: {
      runs,
      statements,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      budgetP95Ms: BUDGET_P95_MS,
    },
  };
}

export async function benchRoute(app: App, db: Db, counter: StatementCounter) {
  const person = await signUp(app, "bench-route");
  const tourId = await seedRoute(db, person.workspaceId);
  const route = await timeReads(app, counter, `/api/tours/${tourId}/route`, person.cookie);
  const routeBody = route.body as { legs: unknown[]; costs: { total: string } };
  // The same road lines written into the tour's ledger: the Finances read that carries them.
  const finance = await timeReads(app, counter, `/api/tours/${tourId}/finance`, person.cookie);
  const financeBody = finance.body as { road: { rows: unknown[]; total: string } };
  return {
    route: {
      shows: SHOWS,
      legs: routeBody.legs.length,
      roadTotal: routeBody.costs.total,
      ...route.figures,
    },
    routeFinance: {
      shows: SHOWS,
      roadRows: financeBody.road.rows.length,
      roadTotal: financeBody.road.total,
      ...finance.figures,
    },
  };
}

export function printRoute({ route: r, routeFinance: f }: Awaited<ReturnType<typeof benchRoute>>) {
  const met = (p95: number) => (p95 <= BUDGET_P95_MS ? "met" : "MISSED");
  console.log(
    `Finances of the same tour with its ${f.roadRows} road rows ($${f.roadTotal}, ${f.statements} statements): ` +
      `p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms (budget ${f.budgetP95Ms} ms: ${met(f.p95Ms)}).`,
  );
  console.log(
    `Route of a ${r.shows}-show tour with its road lines planned (${r.legs} legs, $${r.roadTotal}, ${r.statements} statements): ` +
      `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms (budget ${r.budgetP95Ms} ms: ${r.p95Ms <= r.budgetP95Ms ? "met" : "MISSED"}).`,
  );
}

// `node --import tsx bench/route.ts` runs these figures alone.
if (process.argv[1]?.endsWith("route.ts")) {
  const { app, db, database, counter } = await startBenchApp();
  const results = await benchRoute(app, db, counter);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printRoute(results);
}
