import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { startNextBuildProxy } from "./support/next-build-proxy";

// The service worker is what these tests are about (the others block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 26 (ADR 0018): the service worker keeps the road days ahead for use without a
 * connection, shows them with the time they were saved, refuses writes with the reason, and
 * forgets all of it on sign-out.
 */

const VENUE = "Offline Ballroom";
const TOUR = "Road Without Signal";
const API_CACHE_PREFIX = "tribe-api-v1:";

const isoDay = (daysFromToday: number) => {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const month = String(day.getMonth() + 1).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, "0")}`;
};

/** A tour with a show three days from now, made through the API as the signed-in account. */
async function tourWithShowSoon(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const tour = await page.request.post("/api/tours", {
    headers,
    data: { title: TOUR, startDate: isoDay(0), endDate: isoDay(10) },
  });
  expect(tour.status()).toBe(201);
  const { id: tourId } = await tour.json();
  const show = await page.request.post(`/api/tours/${tourId}/shows`, {
    headers,
    data: {
      venueMode: "new",
      newVenue: { name: VENUE, city: "Duluth", state: "MN", capacity: "400" },
      performanceDate: isoDay(3),
      venueFee: "900",
      estimatedTravelCost: "0",
      estimatedAccommodationCost: "0",
    },
  });
  expect(show.status(), await show.text()).toBe(201);
  const { id: showId } = await show.json();
  return { tourId: tourId as string, showId: showId as string };
}

/** The API paths the service worker has saved on this device, every account's. */
const savedPaths = (page: Page) =>
  page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, API_CACHE_PREFIX);

/** Waits until the service worker answers the page's requests (it claims the first page). */
const workerInCharge = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });

test("a saved day sheet opens offline with the time it was saved, pages move, writes wait", async ({
  page,
  context,
  baseURL,
  account,
}) => {
  const { tourId, showId } = await tourWithShowSoon(page, baseURL!);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
  await workerInCharge(page);
  // The next 14 days are saved without being visited: the show three days out is among them.
  await expect
    .poll(() => savedPaths(page), { timeout: 30_000 })
    .toContain(`/api/tours/${tourId}/day-sheets/${showId}`);
  await expect.poll(() => savedPaths(page)).toContain("/api/tours");

  await context.setOffline(true);
  await page.goto(`/dashboard/logistics/day-sheet/${tourId}/${showId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Day Sheet" })).toBeVisible();
  await expect(page.getByText(VENUE).first()).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "Offline" });
  await expect(banner).toContainText(/Offline — showing what was saved at \d\d:\d\d/);
  await expect(banner).toContainText("Changes can't be saved until you reconnect.");

  // A change is not lost silently: the dialog says why it cannot save.
  await page.getByRole("button", { name: "Edit Times" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("You are offline. Saving needs a connection")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save Day Sheet" })).toBeDisabled();
  await page.keyboard.press("Escape");

  // Another saved page, through the app's own navigation.
  await page.getByRole("link", { name: "Tours", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await expect(page.getByText(TOUR).first()).toBeVisible();
  await expect(banner).toBeVisible();

  // Back online: the banner goes, and answers are the network's again.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test("after sign-out nothing of the account can be read offline", async ({
  page,
  context,
  baseURL,
  account,
}) => {
  const { tourId, showId } = await tourWithShowSoon(page, baseURL!);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
  await workerInCharge(page);
  await expect
    .poll(() => savedPaths(page), { timeout: 30_000 })
    .toContain(`/api/tours/${tourId}/day-sheets/${showId}`);
  const accountId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("tribe_auth") ?? "{}") as { userId?: string }).userId,
  );
  expect(accountId).toBeTruthy();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  expect(await savedPaths(page)).toEqual([]);

  await context.setOffline(true);
  // Asked for as the account that was signed in, the tour is not there to be read.
  const read = await page.evaluate(
    async ({ path, id }) => {
      try {
        const res = await fetch(path, { headers: { "X-Tribe-Account": id! } });
        return `${res.status} ${await res.text()}`;
      } catch {
        return "unreachable";
      }
    },
    { path: `/api/tours/${tourId}/day-sheets/${showId}`, id: accountId },
  );
  expect(read).toBe("unreachable");
  // The page itself: no session to stand in, so sign-in, never the tour.
  await page.goto(`/dashboard/logistics/day-sheet/${tourId}/${showId}`);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(VENUE)).toHaveCount(0);
});

test("a new build is announced, and Reload brings it in", async ({ page, baseURL, account }) => {
  const proxy = await startNextBuildProxy(baseURL!);
  try {
    await page.goto(`${proxy.baseURL}/dashboard`);
    const welcome = page.getByRole("heading", { name: `Welcome Back, ${account.artistName}` });
    await expect(welcome).toBeVisible();
    await workerInCharge(page);
    const waiting = () =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));

    proxy.shipNextBuild();
    await page.reload();
    await expect(welcome).toBeVisible();
    const prompt = page.getByRole("status", { name: "New version" });
    await expect(prompt).toContainText("A new version of Tribe is ready.", { timeout: 30_000 });
    // Nothing changes under the user until they choose to: the new worker waits.
    expect(await waiting()).toBe(true);

    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    // The page reloads under the new worker: none is left waiting, and no prompt.
    await reloaded;
    await expect.poll(waiting, { timeout: 30_000 }).toBe(false);
    await expect(welcome).toBeVisible();
    await expect(prompt).toBeHidden();
  } finally {
    await proxy.close();
  }
});
