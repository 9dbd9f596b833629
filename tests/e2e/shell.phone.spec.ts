import { expect, expectNoHorizontalOverflow, test } from "./support/fixtures";

test("on a phone the sidebar becomes a menu", async ({ page, account }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("sidebar")).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByTestId("sidebar-artist-name")).toHaveText(account.artistName);
  await menu.getByRole("link", { name: "Merch & Art" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Merch & Art" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("the landing page fits a phone screen", async ({ page }) => {
  await page.goto("/");
  await expectNoHorizontalOverflow(page);
  await expect(page.getByRole("link", { name: "Get Started Free" })).toBeVisible();
});
