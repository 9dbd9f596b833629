// Lighthouse on two builds served side by side, runs alternating, so a change is judged
// against the build it replaces in the same minutes: on a shared machine one run of either
// build can read anything from 75 to 100 (decision 10).
//   node --import tsx bench/lighthouse-before-after.ts <before: dist/server/index.js of a kept build> [path] [runs]
// path: /, /auth or /dashboard (as a demo visitor, the default); runs: per build, 8 by default.

import { auditOnce, findChromium, type LighthouseResult, launchChromium } from "./lighthouse";
import { startServerProcess } from "./server-process";
import { demoCookie } from "./throughput";

const [before, path = "/dashboard", runsArg = "8"] = process.argv.slice(2);
if (!before)
  throw new Error("usage: bench/lighthouse-before-after.ts <before-build> [path] [runs]");
const runs = Number(runsArg);
const chromePath = findChromium();
if (!chromePath) throw new Error("no Chromium (apt-get install chromium)");

const builds = {
  before: await startServerProcess({ port: 4411, entry: before }),
  after: await startServerProcess({ port: 4412 }),
};
const chrome = await launchChromium(chromePath);
const results: Record<keyof typeof builds, LighthouseResult[]> = { before: [], after: [] };
try {
  for (let i = 0; i < runs; i++) {
    // Each build goes first every other round, so neither always meets a warmer machine.
    const order = i % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const);
    for (const name of order) {
      const server = builds[name];
      const cookie = path === "/dashboard" ? await demoCookie(server.url) : undefined;
      const result = await auditOnce(chrome.port, `${server.url}${path}`, cookie);
      if (result) results[name].push(result);
    }
  }
} finally {
  chrome.kill();
  await builds.before.stop();
  await builds.after.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (const [name, list] of Object.entries(results)) {
  const scores = list.map((r) => r.performance);
  console.log(
    `${path} ${name}: performance ${scores.join(" ")} (median ${median(scores)}), ` +
      `TBT median ${median(list.map((r) => r.tbtMs))} ms, LCP median ${median(list.map((r) => r.lcpMs))} ms`,
  );
}
