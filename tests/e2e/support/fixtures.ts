import crypto from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export interface E2eAccount {
  email: string;
  password: string;
  artistName: string;
  /** The person (better-auth's name): what Activity and the Team page call them. */
  name: string;
}

export function newAccountDetails(artistName = "E2E Artist", name = "Sam Rivera"): E2eAccount {
  return {
    email: `e2e-${crypto.randomUUID()}@example.com`,
    password: "touring-is-fun-2025",
    artistName,
    name,
  };
}

/** Signs up through the API inside the page's browser context: the page is then signed in. */
export async function signUpViaApi(
  page: Page,
  baseURL: string,
  account = newAccountDetails(),
): Promise<E2eAccount> {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: {
      email: account.email,
      password: account.password,
      name: account.name,
      artistName: account.artistName,
    },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return account;
}

/** Starts the one-click demo from the auth page and waits for the seeded dashboard. */
export async function startDemo(page: Page) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Try the demo" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The app has taken the page over with its toasts (sonner's region, whose code loads after
 * the first paint): a test that takes the network away next finds them there, as a person who
 * has had the page open a moment would. Without the service worker (blocked in the browser
 * suite) nothing loads once offline: a sign-out made right after the button worked signed out
 * and said nothing (a CI run of 2026-12-04).
 */
export async function expectToastsReady(page: Page) {
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
}

/**
 * `account`: a fresh, signed-in account per test (no shared state between tests).
 * `cspGuard` (automatic): fails any test during which the page broke the Content-Security-Policy.
 */
export const test = base.extend<{ account: E2eAccount; cspGuard: undefined }>({
  account: async ({ page, baseURL }, use) => {
    await use(await signUpViaApi(page, baseURL!));
  },
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Fails when the page scrolls sideways (anything wider than the screen) once its layout has
 * settled: right after a resize, a transition can still be under way for a frame or two.
 * The message names the elements that reach past the edge.
 */
export async function expectNoHorizontalOverflow(page: Page, what = "the page") {
  await expect(async () => {
    const { overflow, culprits } = await page.evaluate(() => {
      const width = window.innerWidth;
      const pastEdge = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
      // The innermost elements past the right edge, so a failure names them.
      const past = [...document.querySelectorAll("body *")]
        .filter((el) => pastEdge(el) && ![...el.children].some(pastEdge))
        .slice(0, 3)
        .map((el) => {
          const cls = typeof el.className === "string" ? el.className.split(" ")[0] : "";
          const text = (el.textContent ?? "").trim().slice(0, 40);
          const right = Math.round(el.getBoundingClientRect().right);
          return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}> "${text}" to ${right} px`;
        });
      return { overflow: document.documentElement.scrollWidth - width, culprits: past };
    });
    expect(overflow, `${what} overflows sideways (${culprits.join(", ")})`).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
}

/** With SCREENSHOTS=1, saves a screenshot into this test's output folder (test-results/). */
export async function screenshotIfAsked(page: Page, name: string, fullPage = true) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}
