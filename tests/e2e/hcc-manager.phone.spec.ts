import {
  expect,
  expectNoHorizontalOverflow,
  screenshotIfAsked,
  startDemo,
  test,
} from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("every HCC Manager tab fits a 375 px phone", async ({ page }) => {
  await startDemo(page);
  for (const tab of ["overview", "active", "calendar", "analytics"]) {
    await page.goto(`/dashboard/hcc-manager${tab === "overview" ? "" : `?tab=${tab}`}`);
    await expect(page.getByRole("heading", { level: 1, name: "HCC Manager" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await screenshotIfAsked(page, `hcc-phone-${tab}`);
    await expectNoHorizontalOverflow(page, tab);
  }
});
