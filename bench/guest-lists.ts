// Guest lists (issue 25): a door list of 2,000 guests loads in one request with a fixed
// number of statements, p95 ≤ 100 ms on PGlite. Search runs on the phone, with no request.
import { performance } from "node:perf_hooks";
import type { Db } from "@/server/db/client";
import { guests } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { get, percentile, round, type StatementCounter, signUp, startBenchApp } from "./setup";

const GUESTS = 2000;
const BUDGET_P95_MS = 100;
type App = Awaited<ReturnType<typeof startBenchApp>>["app"];

export async function seedDoorList(db: Db, workspaceId: string) {
  const tour = await insertTour(db, workspaceId, {
    startDate: "2099-05-01",
    endDate: "2099-05-01",
  });
  const venue = await insertVenue(db, workspaceId, { name: "Arena" });
  const show = await insertShow(db, workspaceId, tour.id, venue.id, {
    performanceDate: "2099-05-01",
  });
  const rows = Array.from({ length: GUESTS }, (_, i) => ({
    workspaceId,
    showId: show.id,
    name: `Guest ${i + 1} Surname${(i * 7919) % GUESTS}`,
    plusOnes: i % 3,
    affiliation: i % 4 === 0 ? "Label" : null,
    passType: (["guest", "vip", "photo", "all_access", "working"] as const)[i % 5],
    status: i % 10 === 0 ? "requested" : "approved",
    checkedIn: i % 2,
    requestedByName: "Bench Crew",
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(guests).values(rows.slice(i, i + 1000));
  return `/api/tours/${tour.id}/guest-lists/${show.id}`;
}

export async function benchGuestLists(app: App, db: Db, counter: StatementCounter) {
  const artist = await signUp(app, "bench-guests");
  const path = await seedDoorList(db, artist.workspaceId);
  for (let i = 0; i < 3; i++) await (await get(app, path, artist.cookie)).arrayBuffer();
  const runs = Number(process.env.BENCH_RUNS ?? 50);
  const times: number[] = [];
  const statements: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    counter.count = 0;
    const t = performance.now();
    const res = await get(app, path, artist.cookie);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`door list: HTTP ${res.status}`);
    statements.push(counter.count);
  }
  times.sort((a, b) => a - b);
  return {
    doorList: {
      guests: GUESTS,
      runs,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      // The session check's own statements come and go with its cache; the list is one.
      statements: Math.min(...statements),
      statementCounts: [...new Set(statements)].sort((a, b) => a - b),
      bytes,
      budgetP95Ms: BUDGET_P95_MS,
    },
  };
}

export function printGuestLists({ doorList: d }: Awaited<ReturnType<typeof benchGuestLists>>) {
  console.log(
    `Door list (${d.guests} guests, one request): p50 ${d.p50Ms} ms, p95 ${d.p95Ms} ms ` +
      `(budget ${d.budgetP95Ms} ms: ${d.p95Ms <= d.budgetP95Ms ? "met" : "MISSED"}); ` +
      `${d.statements} statement(s) per request with the session cached (seen: ${d.statementCounts.join("/")}); ${d.bytes} bytes.`,
  );
}

// `node --import tsx bench/guest-lists.ts` runs these figures alone.
if (process.argv[1]?.endsWith("guest-lists.ts")) {
  const { app, db, counter, database } = await startBenchApp();
  const results = await benchGuestLists(app, db, counter);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printGuestLists(results);
}
