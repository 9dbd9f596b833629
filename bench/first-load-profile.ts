// Where a page's first load spends the main thread, in figures a loaded machine moves less
// than Lighthouse's score: Chromium at 4× CPU throttling (as Lighthouse's mobile preset),
// the page's long tasks (PerformanceObserver 'longtask', and their blocking time: each past
// 50 ms) and a CPU profile's self time by script file and by function.
//   node --import tsx bench/first-load-profile.ts [path] [runs] [dist/server/index.js of a kept build]...
// THROTTLE=1 for the CPU-time figures alone (the throttle counts in a trace's CPU time).
// path: /auth or /dashboard (as a demo visitor, or a new artist with ACCOUNT=1); with several
// builds, runs alternate between them.

import { chromium } from "@playwright/test";
import { findChromium } from "./lighthouse";
import { startServerProcess } from "./server-process";
import { demoCookie } from "./throughput";

const [path = "/auth", runsArg = "5", ...entries] = process.argv.slice(2);
const runs = Number(runsArg);
const builds = entries.length ? entries : ["dist/server/index.js"];
const chromePath = findChromium();
if (!chromePath) throw new Error("no Chromium (apt-get install chromium)");

/** A new artist's account, signed in (ACCOUNT=1), in place of the demo. */
async function accountCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${crypto.randomUUID()}@example.com`,
      password: "bench-password-123",
      name: "Bench Artist",
      artistName: "Bench Band",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface RunFigures {
  /** The main thread's tasks as CPU time (a trace's `tdur`): what a loaded machine moves least. */
  taskCpuMs: number[];
  longTasks: number[];
  blockingMs: number;
  byFile: Map<string, number>;
  byFunction: Map<string, number>;
}

const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/[^/]+/, "").replace(/-[\w-]{8}\.js$/, ".js") || "(native)";

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = shortUrl(url);
    if (functionName === "(idle)" || functionName === "(program)") return;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  });
  return { byFile, byFunction };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** CPU ms of each task on the page's main thread (the renderer thread named CrRendererMain). */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const main = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const isMain = (e: TraceEvent) => main.some((m) => m.pid === e.pid && m.tid === e.tid);
  return events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.tdur && isMain(e))
    .map((e) => e.tdur! / 1000);
}

const servers = await Promise.all(
  builds.map((entry, i) => startServerProcess({ port: 4431 + i, entry })),
);
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
const results: RunFigures[][] = builds.map(() => []);
try {
  for (let run = 0; run < runs; run++) {
    const order = builds.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const b of order) {
      const server = servers[b]!;
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
      });
      if (path === "/dashboard") {
        const cookie = process.env.ACCOUNT
          ? await accountCookie(server.url)
          : await demoCookie(server.url);
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const [name, ...value] = pair.split("=");
            return { name: name!, value: value.join("="), url: server.url };
          }),
        );
      }
      await context.addInitScript(`
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
      `);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.THROTTLE ?? 4) });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // Hydration and the effects after it: wait until the main thread has been idle a while.
      // (A string: tsx's helpers do not exist in the page.)
      await page.evaluate(`new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver(() => { last = performance.now(); }).observe({ type: "longtask" });
        const check = () => (performance.now() - last > 1500 ? resolve() : setTimeout(check, 250));
        check();
      })`);
      const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      const longTasks = (await page.evaluate("window.__longTasks")) as number[];
      results[b]!.push({
        taskCpuMs: mainThreadTasks(trace.traceEvents),
        longTasks,
        blockingMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        ...selfTimes(profile),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const top = (maps: Map<string, number>[], n: number) => {
  const keys = new Set(maps.flatMap((m) => [...m.keys()]));
  return [...keys]
    .map((k) => [k, median(maps.map((m) => m.get(k) ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
};
builds.forEach((entry, b) => {
  const list = results[b]!;
  console.log(`\n== ${entry} ${path}, ${list.length} runs at 4× CPU throttling`);
  console.log(
    `long tasks: ${list.map((r) => r.longTasks.length).join(" ")} (median ${median(list.map((r) => r.longTasks.length))}); ` +
      `blocking ms: ${list.map((r) => Math.round(r.blockingMs)).join(" ")} (median ${Math.round(median(list.map((r) => r.blockingMs)))}); ` +
      `longest: ${Math.round(median(list.map((r) => Math.max(0, ...r.longTasks))))} ms (median)`,
  );
  // At 4× throttling a task takes ~4× its CPU time: what Lighthouse's simulation also assumes.
  const cpuBlocking = list.map((r) =>
    r.taskCpuMs.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
  );
  console.log(
    `main-thread CPU ms: ${list.map((r) => Math.round(r.taskCpuMs.reduce((a, b) => a + b, 0))).join(" ")}; ` +
      `tasks over 12.5 ms CPU: ${list.map((r) => r.taskCpuMs.filter((ms) => ms > 12.5).length).join(" ")}; ` +
      `blocking from CPU time ×4: ${cpuBlocking.map(Math.round).join(" ")} (median ${Math.round(median(cpuBlocking))})`,
  );
  console.log("self time by file (median ms):");
  for (const [k, v] of top(
    list.map((r) => r.byFile),
    12,
  ))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log("self time by function (median ms):");
  for (const [k, v] of top(
    list.map((r) => r.byFunction),
    Number(process.env.TOP ?? 25),
  ))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
});
