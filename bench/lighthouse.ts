import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess } from "./server-process";

export const LIGHTHOUSE_GOALS = {
  landing: { performance: 98, lcpMs: 1500 },
  auth: { performance: 95, lcpMs: 1500 },
} as const;

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  fcpMs: number;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/**
 * Lighthouse's default (mobile) preset on the built app, in Debian's Chromium: simulated
 * slow 4G and a 4× slower CPU, as Lighthouse reports to anyone who runs it. The median of
 * `runs` runs per page, because one run on a shared machine is noisy.
 */
export async function measureLighthouse(port = 4393, runs = 3) {
  const chromePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
    (p) => p && fs.existsSync(p),
  );
  if (!chromePath) return undefined;
  const server = await startServerProcess({ port });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const audit = async (path: string): Promise<LighthouseResult> => {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          logLevel: "error",
        });
        const lhr = run?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        results.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN),
        });
      }
      results.sort((a, b) => a.performance - b.performance);
      return results[Math.floor(results.length / 2)]!;
    };
    return { landing: await audit("/"), auth: await audit("/auth") };
  } finally {
    chrome.kill();
    await server.stop();
  }
}

export function printLighthouse(result: Awaited<ReturnType<typeof measureLighthouse>>) {
  if (!result) {
    console.log("Lighthouse: no Chromium found (apt-get install chromium).");
    return;
  }
  for (const [page, path] of [
    ["landing", "/"],
    ["auth", "/auth"],
  ] as const) {
    const r = result[page];
    const goal = LIGHTHOUSE_GOALS[page];
    const met = r.performance >= goal.performance && r.lcpMs <= goal.lcpMs;
    console.log(
      `Lighthouse mobile ${path}: performance ${r.performance}, LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms ` +
        `(goal ≥ ${goal.performance}, LCP ≤ ${goal.lcpMs} ms: ${met ? "met" : "MISSED"}; median of runs).`,
    );
  }
}
