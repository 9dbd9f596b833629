import {
  expect,
  expectNoHorizontalOverflow,
  screenshotIfAsked,
  startDemo,
  test,
} from "./support/fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("the Overview, the tours and a tour fit a phone screen", async ({ page }) => {
  await startDemo(page);
  await expect(page.getByTestId("stat-Venues Booked")).not.toHaveText("0");
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "overview-phone");

  await page.getByRole("link", { name: "Manage Tours" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Tours" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "tours-phone");

  await page.getByRole("tab", { name: "Venues" }).click();
  await expect(page.getByRole("list", { name: "Venues" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "venues-phone");

  await page.getByRole("tab", { name: "Tours" }).click();
  await page.getByRole("link", { name: "Midnight Highway Tour" }).click();
  await expect(page.getByRole("list", { name: "Shows in tour order" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "tour-phone");

  await page.getByRole("button", { name: "Add Show" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Show" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshotIfAsked(page, "show-form-phone", false);
});
