import {
  expect,
  expectNoHorizontalOverflow,
  screenshotIfAsked,
  startDemo,
  test,
} from "./support/fixtures";

test("Logistics & Finances fits a 375 px phone on every tab", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startDemo(page);
  await page.goto("/dashboard/logistics");
  await page.getByLabel("Tour").click();
  await page.getByRole("option", { name: /Midnight Highway Tour/ }).click();
  await expect(page.getByText("Live Tour")).toBeVisible();
  for (const tab of ["Financial Overview", "Logistics", "Budget Tracking", "Reports"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await page.waitForTimeout(300);
    await expectNoHorizontalOverflow(page, tab);
    await screenshotIfAsked(page, `phone-${tab}`);
  }
});
