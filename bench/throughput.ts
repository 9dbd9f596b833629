import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServerProcess } from "./server-process";

export interface Throughput {
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function hammer(
  url: string,
  path: string,
  cookie: string | undefined,
  connections: number,
  seconds: number,
): Promise<Throughput> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    headers: cookie ? { cookie, "accept-encoding": "gzip" } : { "accept-encoding": "gzip" },
  });
  return {
    path,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A demo account's session cookie, made through the real sign-in route. */
export async function demoCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: "{}",
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A demo workspace's owner looking through "View as crew": the server answers them exactly as
 * it answers a crew member (the role a request acts with), without the money.
 */
async function viewingAsCrew(url: string): Promise<string> {
  const cookie = await demoCookie(url);
  const res = await fetch(`${url}/api/team/view-as`, {
    method: "PUT",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify({ role: "crew" }),
  });
  if (!res.ok) throw new Error(`view as crew failed: ${res.status}`);
  return cookie;
}

/**
 * Authenticated reads against a bare request, side by side in one run on one server process
 * (its own port, PGlite or PostgreSQL): the ratio is what counts, not the machine's figures.
 */
export async function measureThroughput(opts: {
  port: number;
  databaseUrl?: string;
  seconds?: number;
  connections?: number;
  /** Another build of the server (an earlier one kept to compare with in the same run). */
  entry?: string;
}) {
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 10;
  const server = await startServerProcess({
    port: opts.port,
    databaseUrl: opts.databaseUrl,
    entry: opts.entry,
  });
  try {
    const cookie = await demoCookie(server.url);
    const crewCookie = await viewingAsCrew(server.url);
    // Warm up every path (JIT, statement plans, caches) before measuring.
    for (const path of ["/api/health", "/api/overview", "/api/tours", "/dashboard"]) {
      await hammer(server.url, path, cookie, connections, 1);
      await hammer(server.url, path, crewCookie, connections, 1);
    }
    const health = await hammer(server.url, "/api/health", undefined, connections, seconds);
    const overview = await hammer(server.url, "/api/overview", cookie, connections, seconds);
    const tours = await hammer(server.url, "/api/tours", cookie, connections, seconds);
    // The Overview's page rendered on the server (no goal: a page load, not an API read).
    const page = await hammer(server.url, "/dashboard", cookie, connections, seconds);
    // The same reads as crew see them: without money (issue 24), from their own cache entry.
    const crewOverview = await hammer(
      server.url,
      "/api/overview",
      crewCookie,
      connections,
      seconds,
    );
    const crewTours = await hammer(server.url, "/api/tours", crewCookie, connections, seconds);
    const ratio = (t: Throughput) => Math.round((t.reqPerSec / health.reqPerSec) * 100);
    return {
      engine: opts.databaseUrl ? "postgres" : "pglite",
      seconds,
      connections,
      health,
      overview: { ...overview, percentOfHealth: ratio(overview) },
      tours: { ...tours, percentOfHealth: ratio(tours) },
      overviewPage: { ...page, percentOfHealth: ratio(page) },
      crewOverview: { ...crewOverview, percentOfHealth: ratio(crewOverview) },
      crewTours: { ...crewTours, percentOfHealth: ratio(crewTours) },
    };
  } finally {
    await server.stop();
  }
}

const WARM_UP_SECONDS = 5;

/** Tries a request again when the connection broke (not when the server answered an error). */
async function retried<T>(attempt: () => Promise<T>, times = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= times || !(err instanceof TypeError)) throw err;
    }
  }
}
const GUESTS_AT_ONCE = 8;

/**
 * Fairness: `connections` clients at once for `seconds`, reading the Overview and the tour
 * list and now and then saving a tour, each client as a demo guest of its own (its own
 * session, workspace and membership: issue 24's 200 clients). Every request should be
 * answered, none starved: errors, p50 and p99 are what count. The write edits a demo tour
 * rather than creating one: creating ~1,000 tours in 20 s made every later read larger, and
 * the run measured its own data growth instead of fairness.
 */
export async function measureFairness(opts: {
  port: number;
  databaseUrl?: string;
  seconds?: number;
  connections?: number;
  accounts?: number;
  /** Another build of the server (an earlier one kept to compare with in the same run). */
  entry?: string;
}) {
  const seconds = opts.seconds ?? 15;
  const connections = opts.connections ?? 200;
  const server = await startServerProcess({
    port: opts.port,
    databaseUrl: opts.databaseUrl,
    entry: opts.entry,
    // BENCH_SERVER_LOG=file: the server's request log, to compare its times with the client's.
    env: process.env.BENCH_SERVER_LOG
      ? { LOG_LEVEL: "info", LOG_FILE: process.env.BENCH_SERVER_LOG }
      : {},
  });
  try {
    const firstTour = async (cookie: string) => {
      const res = await fetch(`${server.url}/api/tours`, { headers: { cookie } });
      const tours = (await res.json()) as { id: string; title: string }[];
      if (!tours[0]) throw new Error("the demo account has no tour to edit");
      return tours[0].id;
    };
    // A few sign-ins at a time: each seeds a whole demo on the server. On a loaded machine a
    // kept-alive socket can be closed by the server just as it is reused (ECONNRESET): such a
    // sign-in is simply tried again.
    const guests: { cookie: string; tourId: string }[] = [];
    const accounts = opts.accounts ?? connections;
    while (guests.length < accounts) {
      const batch = Math.min(GUESTS_AT_ONCE, accounts - guests.length);
      const made = await Promise.all(
        Array.from({ length: batch }, async () => {
          const cookie = await retried(() => demoCookie(server.url));
          return { cookie, tourId: await retried(() => firstTour(cookie)) };
        }),
      );
      guests.push(...made);
    }
    const requestsFor = (cookie: string, tourId: string) => [
      { method: "GET" as const, path: "/api/overview", headers: { cookie } },
      { method: "GET" as const, path: "/api/tours", headers: { cookie } },
      { method: "GET" as const, path: "/api/overview", headers: { cookie } },
      {
        method: "PUT" as const,
        path: `/api/tours/${tourId}`,
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ title: "Load test tour", status: "active" }),
      },
    ];
    // One autocannon for all accounts, each connection given its own guest's requests: four
    // autocannon instances in one process starved one another (one got a tenth of the
    // requests and timed out while the server answered every request it saw in under 0.5 s).
    const load = (duration: number) => {
      let client = 0;
      return autocannon({
        url: server.url,
        connections,
        duration,
        requests: requestsFor(guests[0]!.cookie, guests[0]!.tourId),
        setupClient: (c) => {
          const guest = guests[client++ % guests.length]!;
          c.setRequests(requestsFor(guest.cookie, guest.tourId));
        },
        headers: { "accept-encoding": "gzip" },
      });
    };
    // A server that has just started compiles PGlite's WebAssembly to machine code during its
    // first seconds of real work (V8's background tier-up, on a 2-core machine): that is
    // start-up, not fairness, and it swung p99 between 0.8 s and 5.6 s from run to run.
    await load(WARM_UP_SECONDS);
    // The measured seconds only, when the server runs with bench/cpu-profile.cjs.
    if (process.env.BENCH_CPU_PROFILE) server.child.kill("SIGUSR2");
    const cpuBefore = cpuSeconds(server.child.pid!);
    const result = await load(seconds);
    const cpuUsed = (cpuSeconds(server.child.pid!) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
    return {
      engine: opts.databaseUrl ? "postgres" : "pglite",
      connections,
      sessions: guests.length,
      seconds,
      reqPerSec: Math.round(result.requests.average),
      // autocannon counts a timeout among its errors too.
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      // The server's CPU per answered request (all its threads): steadier than req/s on a
      // shared machine, where the load generator and other work take turns with the server.
      serverCpuMsPerRequest: Number(((cpuUsed * 1000) / result.requests.total).toFixed(2)),
    };
  } finally {
    await server.stop();
  }
}

/** CPU seconds a process has used so far (user and system, from /proc: Linux). */
function cpuSeconds(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory of a process, from /proc (Linux), in MB. */
/** The process's resident memory now (VmRSS) or at its highest so far (VmHWM). */
function rssMb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * RSS of an idle server on an existing embedded database: the first start creates the
 * database and a few demo accounts; the second start, on the same folder, is measured once
 * it has settled.
 */
export async function measureIdleMemory(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-mem-"));
  try {
    // The first start makes the database (from the build's empty cluster, scripts/empty-cluster.mjs).
    const first = await startServerProcess({ port, dataDir });
    for (let i = 0; i < 3; i++) await demoCookie(first.url);
    const firstStartPeak = rssMb(first.child.pid!, "VmHWM");
    await first.stop();
    const second = await startServerProcess({ port, dataDir });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = rssMb(second.child.pid!);
    await second.stop();
    return { idleRssMb: idle, budgetMb: 300, firstStartPeakMb: firstStartPeak };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
