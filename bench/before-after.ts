// Before/after in one run: the throughput ratios and the 200-client fairness of two builds of
// the server, measured one after the other on the same machine, so a change is judged against
// the build it replaces rather than against figures of another day.
//   node --import tsx bench/before-after.ts <before: dist/server/index.js of a kept build>
// (BENCH_LOAD_SECONDS, BENCH_FAIR_SECONDS, BENCH_ENGINES=pglite,postgres as in run.ts)

import { withBenchPostgres } from "./postgres";
import { measureFairness, measureThroughput } from "./throughput";

const before = process.argv[2];
if (!before) throw new Error("usage: bench/before-after.ts <before-build>/dist/server/index.js");
const builds = { before, after: "dist/server/index.js" };
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const fairSeconds = Number(process.env.BENCH_FAIR_SECONDS ?? 30);
const engines = (process.env.BENCH_ENGINES ?? "pglite").split(",");

async function figures(entry: string, port: number, databaseUrl?: string) {
  const t = await measureThroughput({ port, seconds, databaseUrl, entry });
  const f = await measureFairness({ port: port + 1, seconds: fairSeconds, databaseUrl, entry });
  return {
    health: t.health.reqPerSec,
    overview: `${t.overview.percentOfHealth} %`,
    tours: `${t.tours.percentOfHealth} %`,
    crewOverview: `${t.crewOverview.percentOfHealth} %`,
    crewTours: `${t.crewTours.percentOfHealth} %`,
    fairness: `${f.connections} clients: ${f.reqPerSec} req/s, errors ${f.errors}, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, server CPU ${f.serverCpuMsPerRequest} ms per request`,
  };
}

for (const engine of engines) {
  const run = async (databaseUrl?: string) => {
    let port = 4500;
    for (const [name, entry] of Object.entries(builds)) {
      console.log(engine, name, JSON.stringify(await figures(entry, port, databaseUrl), null, 1));
      port += 2;
    }
  };
  if (engine === "postgres") await withBenchPostgres(run);
  else await run();
}
