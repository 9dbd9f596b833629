import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * axe on the page as it is, for its violations. In the page's own frames (the builder's
 * "legacy" mode: axe.run in each frame, same-origin frames included, which is every frame
 * the app has) rather than its default, which runs axe per frame and then finishes the
 * results in a new blank page of its own, with axe injected again: a quarter to a half of a
 * second more on every check (seven axe-heavy specs: 98.3 · 96.0 → 76.3 · 77.2 s). Only
 * violations are detailed: no test reads the passes. The same violations either way (checked
 * with an image without alt text and an empty button added to four pages: 0.58–1.15 s →
 * 0.21–0.53 s per check).
 */
export const axeOf = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });

/** axe's violations on the settled page (colours sampled mid-transition are neither). */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const results = await axeOf(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
