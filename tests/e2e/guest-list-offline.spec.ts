import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The service worker is what these tests are about (the others block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 26: a check-in made at the door with no signal waits on the phone and is sent once
 * the network is back; the server then holds the count, once.
 */

async function api(page: Page, baseURL: string, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

test("a check-in made offline is sent when the network is back", async ({
  page,
  context,
  baseURL,
  account: _account,
}) => {
  const tour = await api(page, baseURL!, "POST", "/api/tours", { title: "No Signal Tour" });
  const venue = await api(page, baseURL!, "POST", "/api/venues", { name: "Cellar Bar" });
  const show = await api(page, baseURL!, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-06-01",
  });
  const listApi = `/api/tours/${tour.id}/guest-lists/${show.id}`;
  await api(page, baseURL!, "POST", `${listApi}/guests`, { name: "Sam Lee", plusOnes: 1 });

  await page.goto(`/dashboard/logistics/guest-list/${tour.id}/${show.id}?mode=door`);
  const row = page.getByTestId("door-row").filter({ hasText: "Sam Lee" });
  await expect(row).toContainText("0 of 2 in");

  await context.setOffline(true);
  await row.getByRole("button", { name: "One more of Sam Lee's party in" }).click();
  await expect(row).toContainText("1 of 2 in");
  await expect(page.getByText("1 check-in waiting to send")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Sent 1 check-in")).toBeVisible();
  const list = await api(page, baseURL!, "GET", listApi);
  const sam = list.guests.find((g: { name: string }) => g.name === "Sam Lee");
  expect(sam.checkedIn).toBe(1);
  expect(list.counts.checkedIn).toBe(1);

  await page.reload();
  await expect(page.getByTestId("door-row").filter({ hasText: "Sam Lee" })).toContainText(
    "1 of 2 in",
  );
});
