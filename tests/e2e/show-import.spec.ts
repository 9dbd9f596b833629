import type { Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, screenshotIfAsked, test } from "./support/fixtures";

/** A booking sheet as Google Sheets exports it, with one row that is no real date. */
const SHEET = [
  "Show Date,Venue,City,State,Cap.,Guarantee,Status,Tour",
  '03/14/2027,The Basement,Nashville,TN,"1,100","$1,200.00",Confirmed,Spring Run',
  "03/15/2027,Mohawk,Austin,TX,900,950,hold,Spring Run",
  "02/31/2027,Nowhere Hall,Austin,TX,,,,Spring Run",
].join("\r\n");

// The desktop width the brief's screenshots use; the phone has its own spec.
test.use({ viewport: { width: 1366, height: 900 } });

async function expectNoAxeViolations(page: Page) {
  const result = await axeOf(page).include('[role="dialog"]').analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("a booking sheet uploaded on the Tours page: preview with its error row, then the shows", async ({
  page,
  account: _,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard/tours");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import shows from a spreadsheet" });
  await dialog.getByLabel("Sheet file (.csv, .tsv, .txt)").setInputFiles({
    name: "booking.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(SHEET),
  });

  await expect(dialog.getByText("3 rows:")).toBeVisible();
  const problems = dialog.getByRole("list", { name: "Rows with an error" });
  await expect(problems).toHaveText("row 4: 02/31/2027 is not a date");
  const preview = dialog.getByRole("table", { name: "Preview of the import" });
  await expect(preview.getByRole("row")).toHaveCount(4);
  await expect(preview.getByRole("row").nth(1)).toContainText("New");
  await expect(preview.getByRole("row").nth(1)).toContainText("Mar 14, 2027");
  await expect(preview.getByRole("row").nth(3)).toContainText("Error");
  await expect(dialog.getByLabel("Dates are written")).toContainText("Month first");
  await expect(dialog.getByLabel("Amounts are written")).toContainText("1,200.50 (US, UK)");
  await screenshotIfAsked(page, "import-preview-desktop");
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Import 2 shows" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Import finished" });
  await expect(toast).toContainText("2 shows, 1 tour and 2 venues created.");
  await expect(toast).toContainText("1 row with an error not imported.");
  await expect(dialog).toBeHidden();

  await page
    .getByRole("link", { name: /Spring Run/ })
    .first()
    .click();
  const shows = page.getByRole("list", { name: "Shows in tour order" });
  await expect(shows).toContainText("The Basement");
  await expect(shows).toContainText("Mohawk");
  await expect(shows).not.toContainText("Nowhere Hall");
});

test("pasted rows whose dates cannot tell the order ask for it, and nothing is new twice", async ({
  page,
  account: _,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard/tours");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import shows from a spreadsheet" });
  await dialog.getByRole("tab", { name: "Paste" }).click();
  await dialog
    .getByLabel("Paste the sheet, header row first")
    .fill("Date\tVenue\tTour\n03/04/2027\tLevitation Room\tPaste Tour\n");
  await dialog.getByRole("button", { name: "Preview pasted rows" }).click();
  await expect(
    dialog.getByText("These dates could be month first or day first: choose."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import 1 show" })).toBeDisabled();
  await dialog.getByLabel("Dates are written").click();
  await page.getByRole("option", { name: "Day first (31/03/2027)" }).press("Enter");
  await expect(dialog.getByRole("table", { name: "Preview of the import" })).toContainText(
    "Apr 3, 2027",
  );
  await dialog.getByRole("button", { name: "Import 1 show" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Import finished" }),
  ).toContainText("1 show, 1 tour and 1 venue created.");

  // The same rows again: already there, nothing to import.
  await page.getByRole("button", { name: "Import" }).click();
  await dialog.getByRole("tab", { name: "Paste" }).click();
  await dialog
    .getByLabel("Paste the sheet, header row first")
    .fill("Date\tVenue\tTour\n03/04/2027\tLevitation Room\tPaste Tour\n");
  await dialog.getByRole("button", { name: "Preview pasted rows" }).click();
  await dialog.getByLabel("Dates are written").click();
  await page.getByRole("option", { name: "Day first (31/03/2027)" }).press("Enter");
  await expect(dialog.getByRole("table", { name: "Preview of the import" })).toContainText(
    "Already there",
  );
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
});
