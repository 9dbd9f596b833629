import type { Page } from "@playwright/test";
import {
  expect,
  expectNoHorizontalOverflow,
  screenshotIfAsked,
  startDemo,
  test,
} from "./support/fixtures";

/** Nothing inside the open dialog is cut off at its right edge. */
async function expectDialogFits(page: Page, what: string) {
  const dialog = page.getByRole("dialog");
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${what} is wider than its dialog`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 375, height: 740 } });

test("every merch tab and the count sheet fit a 375 px phone", async ({ page }) => {
  await startDemo(page);
  for (const tab of ["overview", "design-projects", "products", "partners"]) {
    await page.goto(`/dashboard/merch?tab=${tab}`);
    await expect(page.getByRole("tab", { selected: true })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expect(page.locator("main .animate-spin")).toHaveCount(0);
    await screenshotIfAsked(page, `merch-phone-${tab}`);
    await expectNoHorizontalOverflow(page, tab);
  }
  await page.goto("/dashboard/merch?tab=products");
  await page.getByRole("button", { name: "Enter Show Counts" }).click();
  await page.getByRole("dialog").getByLabel("Show").click();
  await page.getByRole("option").first().click();
  await expect(page.getByRole("button", { name: "Save Counts" })).toBeVisible();
  await screenshotIfAsked(page, "merch-phone-counts", false);
  await expectNoHorizontalOverflow(page, "the count sheet");
  await expectDialogFits(page, "the count sheet");
  await page.keyboard.press("Escape");

  await page.goto("/dashboard/merch?tab=design-projects");
  await page.getByRole("button", { name: "Open Owl logo tee" }).click();
  await expect(page.getByRole("heading", { name: "Review Thread" })).toBeVisible();
  await screenshotIfAsked(page, "merch-phone-project", false);
  await expectDialogFits(page, "the project view");
});
