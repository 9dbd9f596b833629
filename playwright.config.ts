import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;

/**
 * End-to-end runs against the built app served by the real server on a fresh embedded
 * database, in Debian's Chromium (Playwright never downloads a browser here).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // A `test.only` left in would silently shrink a full run (CI, `npm test`): refuse it there.
  forbidOnly: Boolean(process.env.CI || process.env.FORBID_ONLY),
  // Generous: the machines are shared, and axe over a full page takes seconds. Journeys of
  // 25-30 s on a quiet machine (password reset by mail, the account export, a contract through
  // both browsers) came within 2× of a 60 s ceiling on a loaded one.
  timeout: 90_000,
  // Lazy chunks (charts) can take seconds to arrive on a busy machine.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // An action or navigation that never can (a click on an option that never shows) fails at
    // its own line with what it waited for, instead of running the test out of time with no
    // place named (a CI run of 2026-12-06). Far above any wait these journeys make when slow.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    // A failed test keeps a trace of its actions (each with its timing, call site and error)
    // and its screenshot, without a screencast or DOM snapshots: recording those at every
    // action of every test, to throw away on a pass, took a third of the role matrix's time
    // (130 → 92 s, ADR 0038). `npx playwright test --trace=on` records them all.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: false },
    screenshot: "only-on-failure",
    // Every fresh context would install the service worker, download its whole precache and
    // read the road days ahead, beside whatever the test does: the offline specs allow it.
    serviceWorkers: "block",
    // The app honours "reduce motion" (styles.css): no dialog, menu or toast animation to wait
    // for before a click, nor to paint in software. The role matrix ran ~12% faster with it.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      // The headless shell where Debian's package is installed (scripts/chromium.mjs, ADR 0037).
      executablePath: findChromium() ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      // Phone layout checks only; the journeys run once, on desktop.
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: "100000",
      DEMO_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
    },
  },
});
