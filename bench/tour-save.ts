// A write's own cost: a demo tour saved (PUT /api/tours/:id, a small JSON body) by 10
// connections, beside GET /api/health in the same server and run, so the ratio is what counts.
// With a kept build, the two alternate (`BENCH_PAIRS` times) on fresh servers.
//   npm run build:server && node --import tsx bench/tour-save.ts [<kept build>/dist/server/index.js]
// BENCH_SAVE_SECONDS (default 8 per route), BENCH_ENGINES=pglite,postgres (as in run.ts).

import autocannon from "autocannon";
import { withBenchPostgres } from "./postgres";
import { startServerProcess } from "./server-process";
import { demoCookie } from "./throughput";

const kept = process.argv[2];
const seconds = Number(process.env.BENCH_SAVE_SECONDS ?? 8);
const pairs = Number(process.env.BENCH_PAIRS ?? 2);
const engines = (process.env.BENCH_ENGINES ?? "pglite").split(",");
const builds: Record<string, string> = kept
  ? { before: kept, after: "dist/server/index.js" }
  : { this: "dist/server/index.js" };

async function measure(entry: string, port: number, databaseUrl?: string) {
  const server = await startServerProcess({ port, entry, databaseUrl });
  try {
    const cookie = await demoCookie(server.url);
    const res = await fetch(`${server.url}/api/tours`, { headers: { cookie } });
    const [tour] = (await res.json()) as { id: string }[];
    if (!tour) throw new Error("the demo has no tour to save");
    const hit = async (path: string, duration: number, method: "GET" | "PUT" = "GET") => {
      const r = await autocannon({
        url: `${server.url}${path}`,
        connections: 10,
        duration,
        method,
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body:
          method === "PUT" ? JSON.stringify({ title: "Bench tour", status: "active" }) : undefined,
      });
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${method} ${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return Math.round(r.requests.average);
    };
    await hit("/api/health", 2);
    const health = await hit("/api/health", seconds);
    const save = await hit(`/api/tours/${tour.id}`, seconds, "PUT");
    return { health, save, percentOfHealth: Math.round((save / health) * 1000) / 10 };
  } finally {
    await server.stop();
  }
}

for (const engine of engines) {
  const run = async (databaseUrl?: string) => {
    let port = 4820;
    for (let i = 0; i < pairs; i++) {
      for (const [name, entry] of Object.entries(builds)) {
        const r = await measure(entry, port, databaseUrl);
        port += 1;
        console.log(
          `${engine} ${name}: tour save ${r.save} req/s, health ${r.health} req/s (${r.percentOfHealth} % of health)`,
        );
      }
    }
  };
  if (engine === "postgres") await withBenchPostgres(run);
  else await run();
}
