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
 */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  await expect(handle).toBeInViewport();
  // A row's parts that load after it (a contract's chip, a pace flag) can move the rows while
  // the pointer travels: the drop then lands on another row. Measure once nothing moves.
  await settled(handle);
  await settled(target);
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the handle or the target is not on the page");
  const viewport = page.viewportSize();
  if (viewport && (to.y < 0 || to.y + 5 > viewport.height))
    throw new Error("the target is out of sight; scroll it in first");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Several steps: dnd-kit starts the drag after 4 px and follows the pointer from there.
  await page.mouse.move(to.x + 20, to.y + 5, { steps: 12 });
  await page.mouse.up();
}
