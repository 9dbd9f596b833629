import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium as findAnyChromium } from "../scripts/chromium.mjs";
import { startServerProcess } from "./server-process";
import { demoCookie } from "./throughput";

/**
 * Issue 12: the landing page (≥ 98) and /auth; the demo's Overview with its figures visible ≤ 1.5 s.
 * Issue 26 (offline and installable) keeps `/` at 100 and `/dashboard` at ≥ 95.
 */
export const LIGHTHOUSE_GOALS: Record<
  "landing" | "auth" | "dashboard",
  { performance: number; lcpMs: number }
> = {
  landing: { performance: 100, lcpMs: 1500 },
  auth: { performance: 95, lcpMs: 1500 },
  dashboard: { performance: 95, lcpMs: 1500 },
};

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
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
 * The browser the benches measure in: the full Chromium, what a person runs Lighthouse in and
 * what the figures in the README were read with; else its headless shell, the only one CI
 * installs (scripts/chromium.mjs), so a machine set up by CI still measures. The shell gave
 * the same scores on 2026-12-06 (100, 100, 100 against 100, 100, 98).
 */
export const findChromium = () =>
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && fs.existsSync(p)) ??
  findAnyChromium();

export const launchChromium = (chromePath: string) =>
  chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

/**
 * One Lighthouse run of the default (mobile) preset in Debian's Chromium: simulated slow 4G
 * and a 4× slower CPU, as Lighthouse reports to anyone who runs it. Undefined for a run whose
 * trace Lighthouse could not read (NO_NAVSTART, now and then the first of a fresh Chromium),
 * which says nothing of the page.
 */
export async function auditOnce(
  chromePort: number,
  url: string,
  cookie?: string,
): Promise<LighthouseResult | undefined> {
  const run = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ["performance"],
    logLevel: "error",
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) return undefined;
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: ms("largest-contentful-paint"),
    fcpMs: ms("first-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
  };
}

/**
 * The three pages' Lighthouse figures on the built app: the median of `runs` runs per page,
 * because one run on a shared machine is noisy.
 */
export async function measureLighthouse(port = 4393, runs = 3, entry?: string) {
  const chromePath = findChromium();
  if (!chromePath) return undefined;
  const server = await startServerProcess({ port, entry });
  const chrome = await launchChromium(chromePath);
  try {
    const audit = async (path: string, cookie?: string): Promise<LighthouseResult> => {
      const results: LighthouseResult[] = [];
      for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
        const result = await auditOnce(chrome.port, `${server.url}${path}`, cookie);
        if (result) results.push(result);
      }
      if (results.length === 0) throw new Error(`Lighthouse could not measure ${path}`);
      results.sort((a, b) => a.performance - b.performance);
      return results[Math.floor(results.length / 2)]!;
    };
    return {
      landing: await audit("/"),
      auth: await audit("/auth"),
      // A demo visitor coming back with a cold cache: its LCP is the Overview's figures.
      dashboard: await audit("/dashboard", await demoCookie(server.url)),
    };
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
    ["dashboard", "/dashboard (demo)"],
  ] as const) {
    const r = result[page];
    const goal = LIGHTHOUSE_GOALS[page];
    const met = r.performance >= goal.performance && r.lcpMs <= goal.lcpMs;
    const goals = [`≥ ${goal.performance}`, `LCP ≤ ${goal.lcpMs} ms`];
    console.log(
      `Lighthouse mobile ${path}: performance ${r.performance}, LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms ` +
        `(goal ${goals.join(", ")}: ${met ? "met" : "MISSED"}; median of runs).`,
    );
  }
}
