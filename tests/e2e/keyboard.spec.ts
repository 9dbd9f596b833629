import { contrast, focusIndicator } from "./support/contrast";
import { expect, startDemo, test } from "./support/fixtures";

test("the dashboard's first Tab stop skips to the page, and it moves the focus there", async ({
  page,
}) => {
  await startDemo(page);
  await page.goto("/dashboard/logistics");
  await expect(page.getByRole("heading", { level: 1, name: "Logistics & Finances" })).toBeVisible();
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  // Visible while it has the focus (not a 1 px screen-reader-only box).
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThan(40);
  expect(box?.height).toBeGreaterThan(20);

  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/logistics$/);
  // The next Tab lands inside the page, not in the sidebar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
});

test("the active sidebar item's focus ring stands out (≥ 3:1) from what surrounds it", async ({
  page,
}) => {
  await startDemo(page);
  const active = page.getByTestId("sidebar").getByRole("link", { name: "Overview" });
  await expect(active).toHaveAttribute("aria-current", "page");
  await active.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(active).toBeFocused();
  const ring = await focusIndicator(page, '[data-testid="sidebar"]');
  expect(ring.rings.length, "a focus indicator is drawn").toBeGreaterThan(0);
  const outer = ring.rings.at(-1)!;
  const inner = ring.rings[0]!;
  // Against the sidebar around it, and where it meets the purple item.
  expect(contrast(outer, ring.around), `${ring.raw} on the sidebar`).toBeGreaterThanOrEqual(3);
  expect(contrast(inner, ring.element), `${ring.raw} beside the item`).toBeGreaterThanOrEqual(3);
});
