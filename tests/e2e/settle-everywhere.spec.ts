import type { Page } from "@playwright/test";
import { expect, screenshotIfAsked, test } from "./support/fixtures";

/**
 * Issue 22 (item 7): a deal settles, and the show's figure changes on every page that shows
 * it: Tours, HCC Manager (list and dialog), the day sheet, the Financial Overview and Reports.
 */

const dialog = (page: Page) => page.getByRole("dialog");
const VENUE = "Union Street Theatre";

async function choose(page: Page, label: string, option: string | RegExp) {
  await dialog(page).getByLabel(label).click();
  await page.getByRole("option", { name: option }).first().click();
}

/**
 * A finished tour with one show whose typed fee is $3,200, made through the API as the
 * signed-in account. The show is in the past, so it can be settled.
 */
async function tourWithShow(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const tour = await page.request.post("/api/tours", {
    headers,
    data: { title: "Settle Run", startDate: "2025-10-01", endDate: "2025-10-31" },
  });
  expect(tour.status()).toBe(201);
  const { id: tourId } = await tour.json();
  const show = await page.request.post(`/api/tours/${tourId}/shows`, {
    headers,
    data: {
      venueMode: "new",
      newVenue: { name: VENUE, city: "Portland", state: "OR", capacity: "1200" },
      performanceDate: "2025-10-10",
      // A deal is recorded for a confirmed show (issue 36): the night was played.
      status: "confirmed",
      venueFee: "3200",
      estimatedTravelCost: "0",
      estimatedAccommodationCost: "0",
    },
  });
  expect(show.status(), await show.text()).toBe(201);
  const { id: showId } = await show.json();
  return { tourId: tourId as string, showId: showId as string };
}

/** Each page's figure for the show, read as a person reads it. */
async function expectFigureEverywhere(
  page: Page,
  ids: { tourId: string; showId: string },
  figure: { tours: string; amount: string; revenue: string; report: RegExp },
) {
  await page.goto(`/dashboard/tours/${ids.tourId}`);
  await expect(page.getByTestId("show-row").filter({ hasText: VENUE })).toContainText(figure.tours);

  await page.goto("/dashboard/hcc-manager");
  const row = page.getByRole("list", { name: "All venues" }).getByRole("button", { name: /Union/ });
  await expect(row).toContainText(figure.tours);
  await row.click();
  await expect(dialog(page).getByText(figure.tours, { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(`/dashboard/logistics/day-sheet/${ids.tourId}/${ids.showId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Day Sheet" })).toBeVisible();
  await expect(page.locator("article").getByTestId("show-money")).toHaveText(figure.tours);

  await page.goto(`/dashboard/logistics?tour=${ids.tourId}`);
  await expect(page.getByText("Actual Data")).toBeVisible();
  await expect(page.getByTestId("stat-Revenue")).toContainText(figure.revenue);
  const deal = page.getByTestId("deal").filter({ hasText: VENUE });
  await expect(deal).toContainText(figure.amount);

  await page.getByRole("tab", { name: "Reports" }).click();
  const perShow = page.getByRole("table", { name: "Revenue vs expenses per show" });
  await expect(perShow.getByRole("row", { name: new RegExp(VENUE) })).toHaveText(figure.report);
}

test("a settled deal changes the show's figure on Tours, HCC, the day sheet, Finances and Reports", async ({
  page,
  baseURL,
  account: _,
}) => {
  // Five pages read twice on a shared machine.
  test.setTimeout(180_000);
  const ids = await tourWithShow(page, baseURL!);

  // No deal yet: the typed fee is only an offer, and says so.
  await page.goto(`/dashboard/tours/${ids.tourId}`);
  await expect(page.getByTestId("show-row").filter({ hasText: VENUE })).toContainText(
    "Offer $3,200",
  );

  // The deal starts from the offer (the guarantee), and is the show's figure from then on.
  await page.goto(`/dashboard/logistics?tour=${ids.tourId}`);
  await page.getByRole("button", { name: "Add Deal" }).click();
  await choose(page, "Show", new RegExp(VENUE));
  await choose(page, "Deal type", "Versus");
  await expect(dialog(page).getByLabel("Guarantee (USD)")).toHaveValue(/^3,?200(\.00)?$/);
  await dialog(page).getByLabel("Artist share (%)").fill("80");
  await dialog(page).getByLabel("Ticket price (USD)").fill("30");
  await dialog(page).getByLabel("Expected attendance").fill("1000");
  await dialog(page).getByRole("button", { name: "Add Deal" }).click();
  await expect(dialog(page)).toBeHidden();

  // 1,000 × $30 × 80 % = $24,000 beats the $3,200 guarantee. Nothing is settled: no actual revenue.
  await expectFigureEverywhere(page, ids, {
    tours: "Projected $24,000",
    amount: "$24,000",
    revenue: "$0",
    report: /\$24,000\s*\$0\s*\$24,000$/,
  });
  await screenshotIfAsked(page, "reports-projected");

  // Settled through the UI: 80 % of $33,000 is $26,400.
  await page.getByRole("tab", { name: "Financial Overview" }).click();
  const deal = page.getByTestId("deal").filter({ hasText: VENUE });
  await deal.getByRole("button", { name: "Settle" }).click();
  await dialog(page).getByLabel("Tickets sold").fill("1100");
  await dialog(page).getByLabel("Gross receipts (USD)").fill("33000");
  await expect(dialog(page).getByTestId("settle-preview")).toHaveText("$26,400");
  await dialog(page).getByRole("button", { name: "Settle" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(deal).toContainText("Settled");

  await expectFigureEverywhere(page, ids, {
    tours: "Final payout $26,400",
    amount: "$26,400",
    revenue: "$26,400",
    report: /\(settled\)\s*\$26,400\s*\$0\s*\$26,400$/,
  });
  await screenshotIfAsked(page, "reports-settled");
});
