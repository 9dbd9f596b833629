import type { Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, screenshotIfAsked, test } from "./support/fixtures";

/** A bank's export: money out negative, money in positive, one amount no bank writes. */
const BANK_CSV = [
  "Date,Description,Amount",
  "03/01/2027,SHELL OIL 5521,-64.20",
  "03/02/2027,JOE'S DINER,-18.00",
  "03/03/2027,BANDCAMP PAYOUT,250.00",
  "03/04/2027,???,12.345",
].join("\r\n");

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test.use({ viewport: { width: 1366, height: 900 } });

test("a bank CSV imported into a tour's rows: preview with its error row, then the Financial Overview moves", async ({
  page,
  baseURL,
  account: _,
}) => {
  test.setTimeout(120_000);
  const tour = await page.request.post("/api/tours", {
    data: { title: "Bank Run" },
    headers: { origin: baseURL! },
  });
  expect(tour.ok()).toBe(true);
  const { id } = (await tour.json()) as { id: string };
  await page.goto(`/dashboard/logistics?tour=${id}`);
  await expect(stat(page, "Expenses")).toHaveText("$0");

  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import financial rows into Bank Run" });
  await dialog.getByLabel("Sheet file (.csv, .tsv, .txt)").setInputFiles({
    name: "bank.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(BANK_CSV),
  });
  await expect(dialog.getByText("4 rows:")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Rows with an error" })).toHaveText(
    "row 5: Amount can have at most 2 decimals (12.345)",
  );
  const preview = dialog.getByRole("table", { name: "Preview of the import" });
  await expect(preview.getByRole("row").nth(1)).toContainText("Expense");
  await expect(preview.getByRole("row").nth(1)).toContainText("$64.20");
  await expect(preview.getByRole("row").nth(3)).toContainText("Revenue");
  await expect(dialog.getByLabel("Amounts are", { exact: true })).toContainText("Actual");
  // Plain amounts are in the home currency; said to be pounds, the preview shows pounds.
  await expect(dialog.getByLabel("Amounts are in")).toContainText("USD");
  await dialog.getByLabel("Amounts are in").click();
  await page.getByRole("option", { name: "GBP · Pound Sterling" }).click();
  await expect(preview.getByRole("row").nth(1)).toContainText("£64.20");
  await dialog.getByLabel("Amounts are in").click();
  await page.getByRole("option", { name: "USD · US Dollar" }).click();
  await expect(preview.getByRole("row").nth(1)).toContainText("$64.20");

  // Every expense without a category of ours goes where the manager says.
  await dialog.getByLabel("Expense category if none matches").click();
  await page.getByRole("option", { name: "Fuel" }).click();
  await expect(preview.getByRole("row").nth(1)).toContainText("Fuel");
  await screenshotIfAsked(page, "financial-import-preview-desktop");
  const axe = await axeOf(page).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await dialog.getByRole("button", { name: "Import 3 rows" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Import finished" });
  await expect(toast).toContainText("3 rows added.");
  await expect(toast).toContainText("1 row with an error not imported.");
  await expect(dialog).toBeHidden();

  await expect(stat(page, "Expenses")).toHaveText("$82");
  await expect(stat(page, "Revenue")).toHaveText("$250");
  await expect(page.getByRole("table", { name: "Financial rows" })).toContainText("Fuel");

  // The same sheet again: every row is already there.
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await dialog.getByLabel("Sheet file (.csv, .tsv, .txt)").setInputFiles({
    name: "bank.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(BANK_CSV),
  });
  await dialog.getByLabel("Expense category if none matches").click();
  await page.getByRole("option", { name: "Fuel" }).click();
  await expect(dialog.getByText("3 already there (skipped)")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
});
