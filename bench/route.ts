// Routing (issue 40, ADR 0023): a 100-show tour's route with its costs, as a manager asks for
// it (GET /api/tours/:tourId/route), at p95 ≤ 50 ms on PGlite, with the statements it takes.
import { performance } from "node:perf_hooks";
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
  await db.insert(tourVenues).values(
    placed.map((v, i) => ({
      workspaceId,
      tourId: tour!.id,
      venueId: v.id,
      performanceDate: new Date(Date.UTC(2099, 0, 1 + i * 2)).toISOString().slice(0, 10),
      orderInTour: i + 1,
      status: "confirmed",
    })),
  );
  return tour!.id;
}

export async function benchRoute(app: App, db: Db, counter: StatementCounter) {
  const person = await signUp(app, "bench-route");
  const tourId = await seedRoute(db, person.workspaceId);
  const path = `/api/tours/${tourId}/route`;
  for (let i = 0; i < 3; i++) await (await get(app, path, person.cookie)).arrayBuffer();
  const runs = Number(process.env.BENCH_RUNS ?? 50);
  const times: number[] = [];
  let statements = 0;
  let legs = 0;
  for (let i = 0; i < runs; i++) {
    const before = counter.count;
    const t = performance.now();
    const res = await get(app, path, person.cookie);
    const body = (await res.json()) as { legs: unknown[] };
    times.push(performance.now() - t);
    statements = counter.count - before;
    legs = body.legs.length;
    if (res.status !== 200) throw new Error(`route: HTTP ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return {
    route: {
      shows: SHOWS,
      legs,
      runs,
      statements,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      budgetP95Ms: BUDGET_P95_MS,
    },
  };
}

export function printRoute({ route: r }: Awaited<ReturnType<typeof benchRoute>>) {
  console.log(
    `Route of a ${r.shows}-show tour with its costs (${r.legs} legs, ${r.statements} statements): ` +
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
