import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Picks `handle` up with Space, as a keyboard user does, and waits for dnd-kit's live region
 * (`live`, the status region filtered by the item's name) to say so. Under load an earlier answer can re-draw the rows after the focus
 * lands, and the Space then reaches no handle: it is pressed again only while the live region
 * names nothing (from the pick-up on, it names the item), so a pick-up is never undone.
 */
export async function pickUpWithKeyboard(page: Page, handle: Locator, live: Locator) {
  await expect(async () => {
    if ((await live.count()) === 0) {
      await handle.focus();
      await expect(handle).toBeFocused();
      await page.keyboard.press("Space");
    }
    await expect(live).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Presses `key` on a picked-up item until the live region says `announced`. dnd-kit's keyboard
 * sensor starts listening one timer after the pick-up, and Chromium runs input before timers:
 * under CI's load an arrow pressed at once moves nothing (three specs saw the item stay put).
 * The key is pressed again only while the announcement has not come, so once the item is
 * announced where it should be no further press moves it on (move one place per call).
 */
export async function moveWithKeyboard(
  page: Page,
  live: Locator,
  key: "ArrowUp" | "ArrowDown",
  announced: string | RegExp,
) {
  await expect(async () => {
    const now = (await live.textContent()) ?? "";
    if (!(typeof announced === "string" ? now === announced : announced.test(now))) {
      await page.keyboard.press(key);
    }
    await expect(live).toHaveText(announced, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
