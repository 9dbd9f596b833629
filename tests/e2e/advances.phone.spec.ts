import type { Page } from "@playwright/test";
import { findClipping } from "./support/clipping";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

/**
 * Issue 38 on a phone: the promoter answers from the venue's office or the loading dock, the
 * tour manager edits the questions on the road. Nothing reaches past the screen's edge.
 */

async function post(page: Page, baseURL: string, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a promoter answers and uploads on a phone; the day sheet shows the plot on a phone", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  await page.goto("/dashboard/settings");
  const tour = await post(page, baseURL!, "/api/tours", { title: "Phone Advance Tour" });
  const venue = await post(page, baseURL!, "/api/venues", {
    name: "The Very Long Named Municipal Auditorium and Conference Centre",
  });
  const show = await post(page, baseURL!, `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-09-01",
  });
  const link = await post(page, baseURL!, `/api/tours/${tour.id}/advances/${show.id}/links`, {
    recipient: "Sam Promoter",
  });

  const venueSide = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const promoter = await venueSide.newPage();
  await promoter.goto(new URL(link.url).pathname);
  await expect(
    promoter.getByRole("heading", { level: 1, name: /Municipal Auditorium/ }),
  ).toBeVisible();
  expect(await findClipping(promoter)).toEqual([]);
  const loadIn = promoter.getByTestId("link-item-loadIn");
  await expect(promoter.getByTestId("advance-show")).toHaveText("Sep 1, 2099 · Phone Advance Tour");
  await loadIn.getByLabel("Load-in").fill("13:00");
  // The one Save stays at the screen's foot while the questions scroll.
  await expect(promoter.getByRole("button", { name: "Save answers" })).toBeInViewport();
  await promoter.getByRole("button", { name: "Save answers" }).click();
  await expect(loadIn.getByText("Your answer: 1:00 PM")).toBeVisible();
  await promoter.getByLabel("Kind of file").selectOption("stage_plot");
  await promoter.getByLabel("File (PDF or image, up to 10 MB)").setInputFiles({
    name: "stage-plot-main-room-final-v3.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(
    promoter.getByRole("link", { name: "Stage plot: stage-plot-main-room-final-v3.png" }),
  ).toBeVisible();
  expect(await findClipping(promoter)).toEqual([]);
  await promoter.screenshot({
    path: test.info().outputPath("advance-link-phone.png"),
    fullPage: true,
  });
  await venueSide.close();

  // The manager's advance on a phone says which show it is.
  await page.goto(`/dashboard/logistics/advance/${tour.id}/${show.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: /Advance: The Very Long Named/ }),
  ).toBeVisible();
  await expect(page.getByTestId("advance-show")).toHaveText("Sep 1, 2099 · Phone Advance Tour");
  expect(await findClipping(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("advance-phone.png") });

  await page.goto(`/dashboard/logistics/day-sheet/${tour.id}/${show.id}`);
  const plot = page.getByRole("img", { name: "Stage plot: stage-plot-main-room-final-v3.png" });
  await expect(plot).toBeVisible();
  expect(await findClipping(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("day-sheet-phone.png"), fullPage: true });
});

test("the advance questions fit a phone", async ({ page, account: _account }) => {
  await page.goto("/dashboard/logistics/advance-questions");
  await expect(page.getByRole("region", { name: "Schedule" })).toBeVisible();
  expect(await findClipping(page)).toEqual([]);
  await page.getByRole("region", { name: "Logistics" }).scrollIntoViewIfNeeded();
  // The save bar stays at the screen's foot while the questions scroll.
  await expect(page.getByRole("button", { name: "Save questions" })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("advance-questions-phone.png") });
});
