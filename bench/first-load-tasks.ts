// A first load's main-thread tasks by CPU time, the figure a shared machine moves least
// (decision 10, issue 49). Lighthouse's mobile score reads its tasks' wall time ×4 (its
// simulation replays an unthrottled trace on a 4× slower CPU): a task over 12.5 ms is "long",
// and each counts 4 × duration − 50 ms of blocking time. On a loaded machine the wall time of
// the same task is 2–10× its CPU time, so builds are compared here on CPU time (a trace's
// `tdur`), with runs alternating between them.
//   node --import tsx bench/first-load-tasks.ts [path] [runs] [dist/server/index.js of a kept build]...
// path: /auth or /dashboard (as a demo visitor). TASKS=1 lists every task over MIN ms CPU
// (4 by default) with the functions that spent most of it (from the trace's CPU profile).

import { chromium } from "@playwright/test";
import { findChromium } from "./lighthouse";
import { startServerProcess } from "./server-process";
import { demoCookie } from "./throughput";

const [path = "/auth", runsArg = "5", ...entries] = process.argv.slice(2);
const runs = Number(runsArg);
const builds = entries.length ? entries : ["dist/server/index.js"];
const LIST_OVER_MS = Number(process.env.MIN ?? 4);
const chromePath = findChromium();
if (!chromePath) throw new Error("no Chromium (apt-get install chromium)");

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

interface RunFigures {
  cpuAfterPaint: number;
  longTasks: number;
  blockingMs: number;
  longest: number;
}

const mentionsPage = (e: TraceEvent, host: string) => JSON.stringify(e.args ?? {}).includes(host);

/** The page's main thread: the renderer main thread whose events name the server's address. */
function pageThread(events: TraceEvent[], host: string) {
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let best = mains[0];
  let bestCount = -1;
  for (const m of mains) {
    const count = events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && mentionsPage(e, host),
    ).length;
    if (count > bestCount) [best, bestCount] = [m, count];
  }
  if (!best) throw new Error("no renderer main thread in the trace");
  return best;
}

/** Self time by function inside [from, to], from the trace's sampled CPU profile. */
function topFunctions(events: TraceEvent[], thread: TraceEvent, from: number, to: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const start = events.find(
    (e) => e.name === "Profile" && e.pid === thread.pid && e.tid === thread.tid,
  );
  let ts = Number(start?.args?.data?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== "ProfileChunk" || e.pid !== thread.pid || (start && e.id !== start.id)) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  const inside = samples.filter((s) => s.ts >= from && s.ts <= to);
  const byFunction = new Map<string, number>();
  inside.forEach((s, i) => {
    const frame = nodes.get(s.node)?.callFrame;
    if (!frame || frame.functionName === "(idle)") return;
    const url = (frame.url ?? "").replace(/^https?:\/\/[^/]+/, "");
    const key = `${frame.functionName || "(anonymous)"} ${url}:${(frame.lineNumber ?? 0) + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ((inside[i + 1]?.ts ?? s.ts) - s.ts) / 1000);
  });
  return [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 4);
}

function figures(events: TraceEvent[], host: string, label: string): RunFigures {
  const thread = pageThread(events, host);
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const tasks = onThread.filter((e) => e.name === "RunTask" && e.ph === "X");
  // Lighthouse counts blocking time from the first contentful paint on.
  const paint = onThread.find((e) => e.name === "firstContentfulPaint")?.ts ?? 0;
  const after = tasks.filter((t) => t.ts >= paint);
  const cpu = (t: TraceEvent) => (t.tdur ?? 0) / 1000;
  if (process.env.TASKS) {
    console.log(`\n${label}`);
    for (const t of after.filter((task) => cpu(task) > LIST_OVER_MS)) {
      const top = topFunctions(events, thread, t.ts, t.ts + (t.dur ?? 0))
        .map(([fn, ms]) => `${fn} ${ms.toFixed(1)}`)
        .join("; ");
      console.log(
        `  +${Math.round((t.ts - paint) / 1000)} ms: ${cpu(t).toFixed(1)} ms CPU  ${top}`,
      );
    }
  }
  const long = after.filter((t) => cpu(t) > 12.5);
  return {
    cpuAfterPaint: after.reduce((sum, t) => sum + cpu(t), 0),
    longTasks: long.length,
    blockingMs: long.reduce((sum, t) => sum + 4 * cpu(t) - 50, 0),
    longest: Math.max(0, ...after.map(cpu)),
  };
}

const servers = await Promise.all(
  builds.map((entry, i) => startServerProcess({ port: 4471 + i, entry })),
);
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
const results: RunFigures[][] = builds.map(() => []);
try {
  for (let run = 0; run < runs; run++) {
    const order = builds.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const b of order) {
      const server = servers[b]!;
      // Lighthouse's mobile screen: 412 × 823 at 1.75 device pixels per CSS pixel.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      if (path === "/dashboard") {
        const cookie = await demoCookie(server.url);
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const [name, ...value] = pair.split("=");
            return { name: name!, value: value.join("="), url: server.url };
          }),
        );
      }
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "loading",
          "disabled-by-default-v8.cpu_profiler",
        ],
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // Hydration, its effects and what waits for idle: done well within this on a busy machine.
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      await context.close();
      const host = new URL(server.url).host;
      results[b]!.push(figures(trace.traceEvents, host, `${builds[b]} ${path}, run ${run + 1}`));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
builds.forEach((entry, b) => {
  const list = results[b]!;
  const show = (pick: (r: RunFigures) => number) =>
    `${list.map((r) => Math.round(pick(r))).join(" ")} (median ${Math.round(median(list.map(pick)))})`;
  console.log(`\n== ${entry} ${path}, ${list.length} runs, CPU time of the page's main thread`);
  console.log(`after the first paint, ms: ${show((r) => r.cpuAfterPaint)}`);
  console.log(`tasks over 12.5 ms (long at 4×): ${show((r) => r.longTasks)}`);
  console.log(`blocking time at 4×, ms: ${show((r) => r.blockingMs)}`);
  console.log(`longest task, ms: ${show((r) => r.longest)}`);
});
