// Issue 9's budget: the finance overview of a tour with 100 shows and 5,000 financial rows —
// one request, a fixed number of SQL statements, p95 ≤ 50 ms on PGlite. `run.ts` calls
// `measureFinanceOverview`; `node --import tsx bench/finances.ts` runs it alone.
import { performance } from "node:perf_hooks";
import type { Db } from "@/server/db/client";
import {
  lodgings,
  riderProvisions,
  tourFinancials,
  tourVenues,
  travelLegs,
  venueRevenueDeals,
} from "@/server/db/schema";
import { insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { get, percentile, round, type StatementCounter, signUp, startBenchApp } from "./setup";

const SHOWS = 100;
const ROWS = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

async function chunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

async function seedBigTour(db: Db, workspaceId: string) {
  const tour = await insertTour(db, workspaceId, {
    startDate: "2026-01-01",
    endDate: "2026-12-31",
  });
  const venue = await insertVenue(db, workspaceId);
  const shows = await db
    .insert(tourVenues)
    .values(
      Array.from({ length: SHOWS }, (_, i) => ({
        workspaceId: workspaceId,
        tourId: tour.id,
        venueId: venue.id,
        performanceDate: `2026-${String(1 + Math.floor(i / 28)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
        orderInTour: i + 1,
      })),
    )
    .returning({ id: tourVenues.id });
  const types = ["guarantee", "door_split", "versus", "percentage_of_net"];
  await db.insert(venueRevenueDeals).values(
    shows.map((s, i) => ({
      workspaceId: workspaceId,
      tourVenueId: s.id,
      dealType: types[i % 4]!,
      guaranteeAmount: "1500.00",
      doorSplitPercentage: "75.00",
      venueSplitPercentage: "25.00",
      ticketPrice: "25.00",
      expectedAttendance: 400,
      expectedExpenses: "800.00",
      isSettled: i % 2 === 0,
      finalPayout: i % 2 === 0 ? "2000.00" : null,
    })),
  );
  await db.insert(riderProvisions).values(
    shows.flatMap((s) => [
      {
        workspaceId: workspaceId,
        tourVenueId: s.id,
        provisionType: "technical",
        description: "PA",
        estimatedValue: "450.00",
        isProvidedByVenue: true,
        isFulfilled: true,
      },
      {
        workspaceId: workspaceId,
        tourVenueId: s.id,
        provisionType: "hospitality",
        description: "Meal",
        estimatedValue: "80.10",
      },
    ]),
  );
  const categories = ["Fuel", "Crew wages", "Van rental", "Merchandise", "Production"];
  await chunked(
    Array.from({ length: ROWS }, (_, i) => ({
      workspaceId: workspaceId,
      tourId: tour.id,
      type: i % 5 === 3 ? "revenue" : "expense",
      category: categories[i % 5]!,
      amountAnticipated: `${(i % 997) + 1}.${String(i % 100).padStart(2, "0")}`,
      amountActual: `${(i % 991) + 1}.05`,
      isFinalized: i % 3 === 0,
    })),
    (chunk) => db.insert(tourFinancials).values(chunk),
  );
  await db.insert(travelLegs).values(
    shows.map((_, i) => ({
      workspaceId: workspaceId,
      tourId: tour.id,
      mode: "drive",
      fromPlace: `City ${i}`,
      toPlace: `City ${i + 1}`,
      departureAt: new Date(Date.UTC(2026, 0, 1 + i, 15)),
      departureTz: "America/Chicago",
      arrivalAt: new Date(Date.UTC(2026, 0, 1 + i, 20)),
      arrivalTz: "America/Chicago",
      cost: "120.00",
    })),
  );
  await db.insert(lodgings).values(
    shows.map((_, i) => ({
      workspaceId: workspaceId,
      tourId: tour.id,
      name: `Hotel ${i}`,
      checkIn: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      checkOut: new Date(Date.UTC(2026, 0, 2 + i)).toISOString().slice(0, 10),
      cost: "150.00",
    })),
  );
  return tour.id;
}

export async function measureFinanceOverview(
  app: Parameters<typeof get>[0],
  db: Db,
  counter: StatementCounter,
  cookie: string,
  workspaceId: string,
) {
  const tourId = await seedBigTour(db, workspaceId);
  const path = `/api/tours/${tourId}/finance`;
  for (let i = 0; i < 3; i++) await (await get(app, path, cookie)).arrayBuffer();
  const times: number[] = [];
  const statements = new Set<number>();
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    counter.count = 0;
    const t0 = performance.now();
    const res = await get(app, path, cookie);
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`finance overview: HTTP ${res.status}`);
    statements.add(counter.count);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return {
    shows: SHOWS,
    financialRows: ROWS,
    runs: RUNS,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    statements: [...statements],
    bytes,
    budgetP95Ms: 50,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { app, db, counter, database } = await startBenchApp();
  const artist = await signUp(app, "bench-finance");
  const result = await measureFinanceOverview(app, db, counter, artist.cookie, artist.workspaceId);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `Finance overview p95 ${result.p95Ms} ms (budget 50 ms: ${result.p95Ms <= 50 ? "met" : "MISSED"}).`,
  );
  await database.close();
}
