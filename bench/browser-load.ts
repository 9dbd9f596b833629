import http from "node:http";
import { chromium, type Page } from "@playwright/test";
import { findChromium } from "./lighthouse";
import { startServerProcess } from "./server-process";

export const LANDING_JS_BUDGET_BYTES = 80 * 1024;
export const DASHBOARD_JS_BUDGET_BYTES = 200 * 1024;
export const DASHBOARD_THROTTLED_VISIBLE_MS = 1500;

export interface PageLoad {
  /** JavaScript as Chromium downloaded it (encoded, i.e. gzip/brotli bytes), lazy chunks too. */
  jsBytes: number;
  jsFiles: number;
  /** Time until the page's main content is visible, from navigation start. */
  visibleMs: number;
}

/** A file's bytes as the server sends it to a browser that accepts gzip (not decompressed). */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

async function collectScripts(page: Page, run: () => Promise<void>): Promise<PageLoad> {
  const sizes: Promise<number>[] = [];
  const seen = new Set<string>();
  page.on("requestfinished", (request) => {
    // A module fetched twice (preload, then import) is downloaded once: the second is a cache hit.
    if (request.resourceType() === "script" && !seen.has(request.url())) {
      seen.add(request.url());
      sizes.push(
        request.sizes().then(async (s) => {
          // Chromium reports no size (a negative one) for some late requests, the road days'
          // offline save among them: those are asked for again, as compressed as it was sent.
          const bytes =
            s.responseBodySize >= 0 ? s.responseBodySize : await sentBytes(request.url());
          if (process.env.BENCH_VERBOSE) console.log(bytes, request.url());
          return bytes;
        }),
      );
    }
  });
  const started = Date.now();
  await run();
  const visibleMs = Date.now() - started;
  // Lazy chunks requested right after the content appears count too.
  await page.waitForLoadState("networkidle");
  const all = await Promise.all(sizes);
  return { jsBytes: all.reduce((a, b) => a + b, 0), jsFiles: all.length, visibleMs };
}

/**
 * What a first-time visitor's browser downloads: the landing page, and the demo dashboard up
 * to the Overview's figures, each with a cold cache, measured from Chromium's network log.
 */
/** `entry`: another build's server (and so its client), to compare two builds in one run. */
export async function measureBrowserLoads(port = 4391, entry?: string) {
  const executablePath = findChromium();
  if (!executablePath) return undefined;
  const server = await startServerProcess({ port, entry });
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const landingPage = await (await browser.newContext()).newPage();
    const landing = await collectScripts(landingPage, async () => {
      await landingPage.goto(server.url);
      await landingPage.getByRole("heading", { level: 1 }).waitFor();
    });
    // The hero is in the HTML itself: visible with JavaScript switched off.
    const noJs = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noJs.goto(server.url);
    const heroWithoutJs = await noJs.getByRole("heading", { level: 1 }).isVisible();

    // A demo visitor coming back: the session cookie is there, the cache is cold.
    const dashboardContext = await browser.newContext();
    const demo = await dashboardContext.request.post(`${server.url}/api/auth/sign-in/anonymous`, {
      headers: { origin: server.url },
      data: {},
    });
    if (!demo.ok()) throw new Error(`demo sign-in failed: ${demo.status()}`);
    const dashboardPage = await dashboardContext.newPage();
    const dashboard = await collectScripts(dashboardPage, async () => {
      await dashboardPage.goto(`${server.url}/dashboard`);
      await dashboardPage.getByText("currently running").waitFor();
      await dashboardPage.getByText("Recent Tours").waitFor();
    });
    // The same first load under Lighthouse's mobile throttling (its "devtools" numbers: slow 4G
    // with 562.5 ms request latency, 1.47 Mbps down, a 4× slower CPU).
    const throttledContext = await browser.newContext({
      storageState: await dashboardContext.storageState(),
    });
    const throttledPage = await throttledContext.newPage();
    const cdp = await throttledContext.newCDPSession(throttledPage);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const started = Date.now();
    // Until the figures show, not until the load event: a page rendered on the server shows
    // them long before its scripts have loaded.
    await throttledPage.goto(`${server.url}/dashboard`, { waitUntil: "commit" });
    await throttledPage.getByText("currently running").waitFor({ timeout: 60_000 });
    await throttledPage.getByText("Recent Tours").waitFor({ timeout: 60_000 });
    const visibleMs = Date.now() - started;
    // Hydrated: the toaster mounts once React has taken the page over (app/providers.tsx).
    await throttledPage
      .locator('section[aria-label^="Notifications"]')
      .waitFor({ state: "attached", timeout: 60_000 });
    const interactiveMs = Date.now() - started;
    return {
      landing,
      heroWithoutJs,
      dashboard,
      dashboardThrottledMs: visibleMs,
      dashboardThrottledInteractiveMs: interactiveMs,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
