// Issue 49: "find whether a cost now runs on every request". Every GET the app's pages make,
// as a demo owner, hammered by 10 connections for a moment each against the built server in
// its own process; printed slowest first. With a kept build, both run one after the other and
// each route's ratio is printed beside it.
//   npm run build:server && node --import tsx bench/route-sweep.ts [<kept build>/dist/server/index.js]
// BENCH_SWEEP_SECONDS (default 1.5 per route), BENCH_PORT (default 4394).

import autocannon from "autocannon";
import { startServerProcess } from "./server-process";
import { demoCookie } from "./throughput";

const kept = process.argv[2];
const seconds = Number(process.env.BENCH_SWEEP_SECONDS ?? 1.5);
const port = Number(process.env.BENCH_PORT ?? 4394);
/** The pages' reads (src/client's `$get` calls); :tour is a demo tour with shows, :show its first. */
const ROUTES = [
  "overview",
  "today",
  "tours",
  "tours/options",
  "tours/:tour",
  "tours/:tour/shows",
  "tours/:tour/finance",
  "tours/:tour/financials",
  "tours/:tour/itinerary",
  "tours/:tour/day-sheets/:show",
  "tours/:tour/guest-lists/:show",
  "tours/:tour/set-lists/:show",
  "tours/:tour/tickets",
  "tours/:tour/tickets/:show",
  "tours/:tour/advances",
  "tours/:tour/route",
  "tours/:tour/party",
  "negotiations",
  "negotiations/:show",
  "venues",
  "tickets",
  "ticket-settings",
  "set-lists",
  "saved-sets",
  "setlist-settings",
  "songs",
  "listings",
  "campaigns",
  "merch/overview",
  "merch/products",
  "merch/projects",
  "merch/partners",
  "merch/sales",
  "merch/storage",
  "merch/shows/:show/counts",
  "currency",
  "activity",
  "notifications",
  "notifications/settings",
  "team",
  "team/workspaces",
  "team/invitations",
  "tokens",
  "profile",
  "my-tours",
  "calendar-feed",
];

/** Requests per second of each route on one build, on a new server with a new demo owner. */
async function sweep(entry: string): Promise<Map<string, number>> {
  const server = await startServerProcess({ port, entry });
  try {
    const cookie = await demoCookie(server.url);
    const headers = { cookie, "accept-encoding": "gzip" };
    const read = async (path: string) =>
      (await (await fetch(`${server.url}/api/${path}`, { headers })).json()) as unknown;
    const tours = (await read("tours")) as { id: string }[];
    let ids = { tour: tours[0]!.id, show: "" };
    for (const t of tours) {
      const shows = (await read(`tours/${t.id}/shows`)) as { id: string }[];
      if (shows.length > 3) {
        ids = { tour: t.id, show: shows[0]!.id };
        break;
      }
    }
    const rates = new Map<string, number>();
    for (const route of ROUTES) {
      const url = `${server.url}/api/${route.replace(":tour", ids.tour).replace(":show", ids.show)}`;
      const first = await fetch(url, { headers });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${route}: HTTP ${first.status}`);
      // A moment's warm-up (plans, kept answers), then the measured run.
      await autocannon({ url, connections: 10, duration: 0.5, headers });
      const run = await autocannon({ url, connections: 10, duration: seconds, headers });
      if (run.errors + run.timeouts + run.non2xx > 0) throw new Error(`${route}: failed requests`);
      rates.set(route, Math.round(run.requests.average));
    }
    return rates;
  } finally {
    await server.stop();
  }
}

const before = kept ? await sweep(kept) : undefined;
const after = await sweep("dist/server/index.js");
console.log(
  `Route sweep, ${seconds} s each, 10 connections${kept ? `; ${kept} → dist/server/index.js` : ""}:`,
);
for (const route of [...ROUTES].sort((a, b) => after.get(a)! - after.get(b)!)) {
  const now = String(after.get(route)).padStart(6);
  const was = before?.get(route);
  const change = was
    ? `${String(was).padStart(6)} → ${now} req/s  ×${(after.get(route)! / was).toFixed(2)}`
    : `${now} req/s`;
  console.log(`  ${change}  ${route}`);
}
