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
async function demoCookie(url: string): Promise<string> {
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
 * Authenticated reads against a bare request, side by side in one run on one server process
 * (its own port, PGlite or PostgreSQL): the ratio is what counts, not the machine's figures.
 */
export async function measureThroughput(opts: {
  port: number;
  databaseUrl?: string;
  seconds?: number;
  connections?: number;
}) {
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 10;
  const server = await startServerProcess({ port: opts.port, databaseUrl: opts.databaseUrl });
  try {
    const cookie = await demoCookie(server.url);
    // Warm up every path (JIT, statement plans, caches) before measuring.
    for (const path of ["/api/health", "/api/overview", "/api/tours"]) {
      await hammer(server.url, path, cookie, connections, 1);
    }
    const health = await hammer(server.url, "/api/health", undefined, connections, seconds);
    const overview = await hammer(server.url, "/api/overview", cookie, connections, seconds);
    const tours = await hammer(server.url, "/api/tours", cookie, connections, seconds);
    const ratio = (t: Throughput) => Math.round((t.reqPerSec / health.reqPerSec) * 100);
    return {
      engine: opts.databaseUrl ? "postgres" : "pglite",
      seconds,
      connections,
      health,
      overview: { ...overview, percentOfHealth: ratio(overview) },
      tours: { ...tours, percentOfHealth: ratio(tours) },
    };
  } finally {
    await server.stop();
  }
}

/**
 * Fairness: `connections` clients at once for `seconds`, reading the Overview and the tour
 * list and now and then creating a tour, each as one of a few demo accounts. Every request
 * should be answered, none starved: errors, p50 and p99 are what count.
 */
export async function measureFairness(opts: {
  port: number;
  databaseUrl?: string;
  seconds?: number;
  connections?: number;
  accounts?: number;
}) {
  const seconds = opts.seconds ?? 15;
  const connections = opts.connections ?? 200;
  const server = await startServerProcess({ port: opts.port, databaseUrl: opts.databaseUrl });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < (opts.accounts ?? 4); i++) cookies.push(await demoCookie(server.url));
    const requestsFor = (cookie: string) => [
      { method: "GET" as const, path: "/api/overview", headers: { cookie } },
      { method: "GET" as const, path: "/api/tours", headers: { cookie } },
      { method: "GET" as const, path: "/api/overview", headers: { cookie } },
      {
        method: "POST" as const,
        path: "/api/tours",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ title: "Load test tour" }),
      },
    ];
    const clients = await Promise.all(
      cookies.map((cookie) =>
        autocannon({
          url: server.url,
          connections: Math.ceil(connections / cookies.length),
          duration: seconds,
          requests: requestsFor(cookie),
          headers: { "accept-encoding": "gzip" },
        }),
      ),
    );
    const total = (f: (r: autocannon.Result) => number) => clients.reduce((n, r) => n + f(r), 0);
    return {
      engine: opts.databaseUrl ? "postgres" : "pglite",
      connections,
      seconds,
      reqPerSec: Math.round(total((r) => r.requests.average)),
      errors: total((r) => r.errors + r.timeouts),
      non2xx: total((r) => r.non2xx),
      p50Ms: Math.max(...clients.map((r) => r.latency.p50)),
      p99Ms: Math.max(...clients.map((r) => r.latency.p99)),
      maxMs: Math.max(...clients.map((r) => r.latency.max)),
    };
  } finally {
    await server.stop();
  }
}
