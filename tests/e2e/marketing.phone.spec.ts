import { expect, expectNoHorizontalOverflow, startDemo, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("every marketing tab fits a 375 px phone", async ({ page }) => {
  await startDemo(page);
  for (const tab of ["overview", "campaigns", "analytics", "partners"]) {
    await page.goto(`/dashboard/marketing?tab=${tab}`);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(new RegExp(tab, "i"));
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    if (tab === "analytics") await expect(page.locator(".recharts-wrapper")).toHaveCount(4);
    await expectNoHorizontalOverflow(page, tab);
  }
});

test("the campaign dialog stays on screen and scrolls inside", async ({ page }) => {
  await startDemo(page);
  await page.goto("/dashboard/marketing?tab=campaigns");
  await page.getByRole("button", { name: "Edit Van life: behind the scenes" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Title")).toHaveValue("Van life: behind the scenes");
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // The form is taller than the dialog: the save button is reached by scrolling the dialog.
  const save = dialog.getByRole("button", { name: "Update Campaign" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  expect(await dialog.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expectNoHorizontalOverflow(page, "the campaign dialog");
});
