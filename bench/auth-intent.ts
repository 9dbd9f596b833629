// What starting /auth's app on the reader's first touch costs them (decision 10, issue 49):
// on a 4× slower CPU (Chromium's own throttling), the time from the first focus in the form
// to its Sign In button taking a press, against the time from navigation to the same on a
// build that starts the app as the page loads. Builds alternate run by run.
//   node --import tsx bench/auth-intent.ts [runs] [dist/server/index.js of a kept build]...

import { chromium } from "@playwright/test";
import { findChromium } from "./lighthouse";
import { startServerProcess } from "./server-process";

const [runsArg = "5", ...entries] = process.argv.slice(2);
const runs = Number(runsArg);
const builds = entries.length ? entries : ["dist/server/index.js"];
const chromePath = findChromium();
if (!chromePath) throw new Error("no Chromium (apt-get install chromium)");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const servers = await Promise.all(
  builds.map((entry, i) => startServerProcess({ port: 4430 + i, entry })),
);
const browser = await chromium.launch({ executablePath: chromePath });
const figures = builds.map(() => ({
  load: [] as number[],
  byItself: [] as number[],
  ready: [] as number[],
}));
try {
  for (let run = 0; run < runs; run++) {
    for (const [i, server] of servers.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const submit = page.locator("button[type=submit]");
      const started = performance.now();
      await page.goto(`${server.url}/auth`, { waitUntil: "load" });
      const loaded = performance.now() - started;
      await page.waitForLoadState("networkidle");
      // A build that starts its app as the page loads gets there by itself: when?
      const byItself = await submit
        .and(page.locator(":enabled"))
        .waitFor({ timeout: 3000 })
        .then(() => performance.now() - started)
        .catch(() => Number.NaN);
      const touched = performance.now();
      await page.locator("input[type=email]").focus();
      await submit.and(page.locator(":enabled")).waitFor({ timeout: 30_000 });
      figures[i]!.load.push(loaded);
      figures[i]!.byItself.push(byItself);
      figures[i]!.ready.push(performance.now() - touched);
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
for (const [i, entry] of builds.entries()) {
  const { load, byItself, ready } = figures[i]!;
  const ms = (xs: number[]) => xs.map((x) => (Number.isNaN(x) ? "—" : Math.round(x))).join(" ");
  const alone = byItself.filter((x) => !Number.isNaN(x));
  console.log(
    `${entry}: load ${ms(load)} (median ${Math.round(median(load))} ms); ` +
      `ready untouched ${alone.length ? `${ms(byItself)} (median ${Math.round(median(alone))} ms)` : "never"}; ` +
      `first focus → Sign In ready ${ms(ready)} (median ${Math.round(median(ready))} ms), CPU 4× slower`,
  );
}
