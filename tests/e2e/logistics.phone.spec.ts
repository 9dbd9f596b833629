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

/** Whether the element is wholly on the screen, sideways, without scrolling anything. */
const onScreen = (el: import("@playwright/test").Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const cut = node.scrollWidth > node.clientWidth + 1;
    return r.width > 0 && r.left >= 0 && r.right <= document.documentElement.clientWidth && !cut;
  });

test("at 375 px every Logistics tab is in sight, and each money row shows its Actual and actions", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startDemo(page);
  await page.goto("/dashboard/logistics");
  await page.getByLabel("Tour").click();
  await page.getByRole("option", { name: /Midnight Highway Tour/ }).click();
  await expect(page.getByText("Live Tour")).toBeVisible();
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Financial Overview", "Logistics", "Budget Tracking", "Reports"]);
  for (const tab of await tabs.all()) {
    expect(await onScreen(tab), `${await tab.textContent()} is on screen, uncut`).toBe(true);
  }

  const rows = page.getByRole("list", { name: "Financial rows" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);
  for (const row of await rows.all()) {
    await row.scrollIntoViewIfNeeded();
    const name = (await row.locator("div.font-medium").first().textContent()) ?? "";
    for (const part of [
      row.getByText("Actual", { exact: true }),
      row.getByRole("button", { name: `Edit ${name} row` }),
      row.getByRole("button", { name: `Delete ${name} row` }),
    ]) {
      await expect(part).toBeVisible();
      expect(await onScreen(part), `${name}: ${part}`).toBe(true);
    }
  }
  await screenshotIfAsked(page, "phone-income-expenses");
});
