import type { Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

/** The ECB's daily file as published: padded cells, a long date, a trailing comma. */
const DAILY = "Date, USD, JPY, GBP, \n03 November 2026, 1.0856, 163.12, 0.8563, \n";

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test.use({ viewport: { width: 1366, height: 900 } });

test("a row in pounds: shown as entered and left out until a rates file converts it through EUR", async ({
  page,
  baseURL,
  account: _,
}) => {
  test.setTimeout(120_000);
  const headers = { origin: baseURL! };
  const tour = await page.request.post("/api/tours", { data: { title: "UK Run" }, headers });
  const { id } = (await tour.json()) as { id: string };
  const row = await page.request.post(`/api/tours/${id}/financials`, {
    headers,
    data: {
      type: "expense",
      category: "Van rental",
      currency: "GBP",
      amountAnticipated: "1000",
      date: "2026-11-03",
      description: "Van hire, Leeds",
    },
  });
  expect(row.ok()).toBe(true);

  await page.goto(`/dashboard/logistics?tour=${id}`);
  const notes = page.getByRole("status").filter({ hasText: "with no rate" });
  await expect(notes).toContainText("The totals leave out 1 line with no rate");
  await expect(notes).toContainText(
    "Van hire, Leeds: £1,000.00 (anticipated) · No rate for GBP on 2026-11-03",
  );
  await expect(stat(page, "Expenses")).toHaveText("$0");
  // The $0 is not read as the whole: the card and the breakdown say a line is left out.
  await expect(page.getByRole("group", { name: "Expenses" })).toContainText(
    "anticipated · not complete",
  );
  await expect(page.getByText("Not complete: 1 line with no rate is left out")).toBeVisible();
  await expect(page.getByRole("group", { name: "Revenue" })).not.toContainText("not complete");
  await screenshotIfAsked(page, "currencies-no-rate-desktop");

  // Settings: a rate of 0 is refused by name; the ECB file loads.
  await page.goto("/dashboard/settings");
  await page.getByLabel("1 EUR in USD").fill("0");
  await page.getByLabel("Rate date").fill("2026-11-03");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Rate must be more than 0" }),
  ).toBeVisible();
  await page.getByLabel("Reference rates CSV").setInputFiles({
    name: "eurofxref.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(DAILY),
  });
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Rates loaded" }),
  ).toContainText("3 rates over 1 day");
  await expect(page.getByText("1 day loaded, 2026-11-03 to 2026-11-03")).toBeVisible();
  await screenshotIfAsked(page, "currencies-settings-desktop");
  const axe = await axeOf(page).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Back on the tour: converted at the cross rate, the rate listed with its day.
  await page.goto(`/dashboard/logistics?tour=${id}`);
  await expect(page.getByRole("list", { name: "Rates used" })).toContainText(
    "1 GBP = ≈1.26778 USD on 2026-11-03 (uploaded, via EUR: 1 EUR = 0.8563 GBP = 1.0856 USD)",
  );
  await expect(stat(page, "Expenses")).toHaveText("$1,268");
  await expect(page.getByRole("group", { name: "Expenses" })).not.toContainText("not complete");
  await expect(page.getByRole("status").filter({ hasText: "with no rate" })).toHaveCount(0);
  await screenshotIfAsked(page, "currencies-converted-desktop");

  // A show paid in pounds: the settlement takes the rate the bank converted it at, listed as
  // typed on the settlement; a rate of 0 is refused in place first.
  const show = await page.request.post(`/api/tours/${id}/shows`, {
    headers,
    data: {
      venueMode: "new",
      newVenue: { name: "Brudenell", city: "Leeds", country: "GB" },
      // Ahead, so the tour stays upcoming and its page keeps showing anticipated figures.
      performanceDate: "2099-05-02",
      status: "confirmed",
    },
  });
  expect(show.ok(), await show.text()).toBe(true);
  const deal = await page.request.post(`/api/tours/${id}/deals`, {
    headers,
    data: {
      showId: ((await show.json()) as { id: string }).id,
      dealType: "guarantee",
      guaranteeAmount: "1000",
      currency: "GBP",
    },
  });
  expect(deal.ok(), await deal.text()).toBe(true);
  await page.reload();
  await page.getByRole("button", { name: "Settle", exact: true }).click();
  const settle = page.getByRole("dialog", { name: "Settle Show" });
  await settle.getByLabel("Tickets sold").fill("200");
  await settle.getByLabel("Gross receipts (GBP)").fill("4000");
  await settle.getByLabel("Rate received (1 GBP = … USD)").fill("0");
  await settle.getByRole("checkbox", { name: "Settle it before the show date" }).check();
  await settle.getByRole("button", { name: "Settle" }).click();
  await expect(settle.getByText("Rate must be more than 0")).toBeVisible();
  await settle.getByLabel("Rate received (1 GBP = … USD)").fill("1.25");
  await settle.getByRole("button", { name: "Settle" }).click();
  await expect(settle).toBeHidden();
  await expect(page.getByRole("list", { name: "Rates used" })).toContainText(
    "1 GBP = 1.25 USD on 2099-05-02 (typed on the settlement)",
  );
  // The deal goes again, so the page reads its anticipated figures as before (none settled).
  const { id: dealId } = (await deal.json()) as { id: string };
  expect((await page.request.delete(`/api/tours/${id}/deals/${dealId}`, { headers })).ok()).toBe(
    true,
  );

  // A yen row with cents is refused in the dialog, by name.
  await page.getByRole("button", { name: "Add Row" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Financial Row" });
  await dialog.getByLabel("Category").click();
  await page.getByRole("option", { name: "Fuel" }).click();
  await dialog.getByLabel("Currency").click();
  await page.getByRole("option", { name: "JPY · Yen" }).click();
  await dialog.getByLabel("Anticipated (JPY)").fill("1500.50");
  await dialog.getByRole("button", { name: "Add Row" }).click();
  await expect(dialog.getByText("JPY has no minor unit: type a whole amount")).toBeVisible();
  await screenshotIfAsked(page, "currencies-dialog-desktop", false);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press("Escape");
  await page.goto(`/dashboard/logistics?tour=${id}`);
  await expect(page.getByRole("list", { name: "Rates used" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "currencies-converted-phone");
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Currencies" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "currencies-settings-phone");

  // The owner makes EUR the home currency: the totals read in euros, the pounds converted at
  // 1 / 0.8563 (1,000 GBP = €1,167.82, shown whole).
  await page.setViewportSize({ width: 1366, height: 900 });
  const home = await page.request.put("/api/currency/home", {
    headers,
    data: { homeCurrency: "EUR" },
  });
  expect(home.ok()).toBe(true);
  await page.goto(`/dashboard/logistics?tour=${id}`);
  await expect(stat(page, "Expenses")).toHaveText("€1,168");
  await expect(page.getByText("Currencies · totals in EUR")).toBeVisible();
  await screenshotIfAsked(page, "currencies-eur-home-desktop");

  // Every page's totals follow the home currency: the Overview's projection, the tours list.
  await page.goto("/dashboard");
  await expect(stat(page, "Revenue Projection")).toHaveText("€0");
  await page.goto("/dashboard/tours");
  await expect(page.getByText("€0 estimated gross")).toBeVisible();
});
