import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until two readings of where `what` is agree. */
async function settled(what: Locator) {
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify(await what.boundingBox());
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
}

/**
 * Drags `handle` onto `target` with the mouse, as a person does: the handle is scrolled into
 * sight first. Playwright's mouse presses at viewport coordinates, so a handle below the fold
 * (the tour page's rows grew a line with advancing, and the third row's handle went under
 * 720 px) gets a press on nothing, and the "drag" selects text instead of moving the row.
 *
 * Each step waits for the page to say it happened rather than for time: dnd-kit picks the row
 * up (the handle reads `aria-pressed`), then measures the rows and says in its live region
 * what the row is over (`overAnnouncement`). Under CI's load the pointer's moves can all be
 * handled before the rows are measured, and a release then drops on nothing; a one-pixel
 * wiggle makes dnd-kit look again.
 */
export async function dragWithMouse(
  page: Page,
  handle: Locator,
  target: Locator,
  overAnnouncement: string,
) {
  await handle.scrollIntoViewIfNeeded();
  await expect(handle).toBeInViewport();
  // A row's parts that load after it (a contract's chip, a pace flag) can move the rows while
  // the pointer travels: the drop then lands on another row. Measure once nothing moves.
  await settled(handle);
  await settled(target);
  // dnd-kit scrolls the page while the pointer is in its top or bottom fifth: the rows would
  // move under a pointer that waits there. The way from handle to target goes in the middle.
  const [a, b] = [await handle.boundingBox(), await target.boundingBox()];
  if (a && b) {
    const middle = (a.y + a.height / 2 + b.y + b.height / 2) / 2;
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      middle - (page.viewportSize()?.height ?? 0) / 2,
    );
    await settled(handle);
    await settled(target);
  }
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the handle or the target is not on the page");
  const viewport = page.viewportSize();
  if (viewport && (to.y < 0 || to.y + 5 > viewport.height))
    throw new Error("the target is out of sight; scroll it in first");
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  // dnd-kit starts the drag after 4 px.
  let y = startY + 8;
  await page.mouse.move(startX, y, { steps: 4 });
  await expect(async () => {
    y += 1;
    await page.mouse.move(startX, y);
    await expect(handle).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const endX = to.x + 20;
  const endY = to.y + 5;
  await page.mouse.move(endX, endY, { steps: 12 });
  const over = page.getByRole("status").filter({ hasText: overAnnouncement });
  let wiggle = 1;
  await expect(async () => {
    wiggle = -wiggle;
    await page.mouse.move(endX, endY + wiggle);
    await expect(over).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.mouse.up();
}
