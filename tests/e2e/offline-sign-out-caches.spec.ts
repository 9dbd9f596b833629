import { expect, test } from "./support/fixtures";
import { startHoldingProxy } from "./support/holding-proxy";

// The service worker is what this test is about (the others block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 46 item 10: after signing out, nothing of the account is left on the device — no
 * saved answer, file, queued write or remembered key — not even a day sheet whose answer was
 * still on its way into the service worker's cache when the person signed out.
 */

const isoDay = (daysFromToday: number) => {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const month = String(day.getMonth() + 1).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, "0")}`;
};

test("sign-out leaves nothing saved, not even a day sheet still on its way", async ({
  page,
  context,
  baseURL,
  account,
}) => {
  const headers = { origin: baseURL! };
  const tour = await (
    await page.request.post("/api/tours", {
      headers,
      data: { title: "Cache Tour", startDate: isoDay(0), endDate: isoDay(10) },
    })
  ).json();
  const show = await page.request.post(`/api/tours/${tour.id}/shows`, {
    headers,
    data: {
      venueMode: "new",
      newVenue: { name: "Cache Hall", city: "Duluth", state: "MN", capacity: "400" },
      performanceDate: isoDay(2),
      venueFee: "900",
      estimatedTravelCost: "0",
      estimatedAccommodationCost: "0",
    },
  });
  expect(show.status(), await show.text()).toBe(201);
  const daySheet = `/api/tours/${tour.id}/day-sheets/${(await show.json()).id}`;

  const proxy = await startHoldingProxy(baseURL!);
  try {
    await page.goto(`${proxy.baseURL}/dashboard`);
    await expect(
      page.getByRole("heading", { name: `Welcome Back, ${account.artistName}` }),
    ).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    });
    // The road days ahead are saved, the day sheet among them.
    const apiEntries = (p: typeof page) =>
      p.evaluate(async () => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          if (name.startsWith("workbox-precache")) continue;
          for (const r of await (await caches.open(name)).keys())
            if (new URL(r.url).pathname.startsWith("/api/")) found.push(`${name} ${r.url}`);
        }
        return found;
      });
    await expect
      .poll(async () => (await apiEntries(page)).some((e) => e.includes(daySheet)), {
        timeout: 30_000,
      })
      .toBe(true);
    const accountId = await page.evaluate(
      () => JSON.parse(localStorage.getItem("tribe_auth") ?? "{}").userId as string,
    );

    // Another tab of the app reads the day sheet again; its answer is held on the way back.
    const tab = await context.newPage();
    await tab.goto(`${proxy.baseURL}/manifest.webmanifest`);
    const held = proxy.hold(daySheet);
    await tab.evaluate(
      ([url, id]) => {
        (window as unknown as { read: Promise<number> }).read = fetch(url!, {
          headers: { "X-Tribe-Account": id! },
        }).then(async (r) => (await r.text()).length);
      },
      [daySheet, accountId],
    );
    await held.arrived;

    // Signed out while it is on its way; then it lands.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
    held.release();
    expect(
      await tab.evaluate(() => (window as unknown as { read: Promise<number> }).read),
    ).toBeGreaterThan(0);

    // With no network: nothing of the account in any cache, queue or remembered key.
    await context.setOffline(true);
    // The worker writes the late answer after the page has it, then drops it on seeing the
    // session ended (offline/sw): what counts is what is left, so ask until it is gone.
    await expect.poll(() => apiEntries(tab), { timeout: 15_000 }).toEqual([]);
    const offlineRead = await tab.evaluate(
      ([url, id]) =>
        fetch(url!, { headers: { "X-Tribe-Account": id! } }).then(
          (r) => r.status,
          () => "no answer",
        ),
      [daySheet, accountId],
    );
    expect(offlineRead).toBe("no answer");
    expect(await apiEntries(page)).toEqual([]);
    const left = await page.evaluate(async () => ({
      keys: [
        ...Object.keys(localStorage).filter((k) => k !== "tribe_cache_epoch"),
        ...Object.keys(sessionStorage),
      ].filter((k) => k.startsWith("tribe")),
      outbox: (await indexedDB.databases()).some((d) => d.name === "tribe-outbox"),
    }));
    expect(left).toEqual({ keys: [], outbox: false });
    await context.setOffline(false);
  } finally {
    await proxy.close();
  }
});
