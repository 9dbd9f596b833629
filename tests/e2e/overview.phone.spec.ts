import { expect, startDemo, test } from "./support/fixtures";

/** No page may scroll sideways on a 375 px wide phone. */
async function expectNoHorizontalOverflow(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 375, height: 812 } });

test("the Overview, the tours and a tour fit a phone screen", async ({ page }) => {
  await startDemo(page);
  await expect(page.getByTestId("stat-Venues Booked")).not.toHaveText("0");
  await expectNoHorizontalOverflow(page);
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: "/tmp/overview-phone.png", fullPage: true });

  await page.getByRole("link", { name: "Manage Tours" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Tours" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: "/tmp/tours-phone.png", fullPage: true });

  await page.getByRole("tab", { name: "Venues" }).click();
  await expect(page.getByRole("list", { name: "Venues" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: "/tmp/venues-phone.png", fullPage: true });

  await page.getByRole("tab", { name: "Tours" }).click();
  await page.getByRole("link", { name: "Midnight Highway Tour" }).click();
  await expect(page.getByRole("list", { name: "Shows in tour order" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: "/tmp/tour-phone.png", fullPage: true });

  await page.getByRole("button", { name: "Add Show" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Show" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: "/tmp/show-form-phone.png" });
});
