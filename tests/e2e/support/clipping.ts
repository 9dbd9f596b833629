import { expect, type Page } from "@playwright/test";

/**
 * What a phone user would see as broken layout, found in the page itself:
 * - an element reaching past the screen's edge that no clipping or scrolling box contains;
 * - text cut off by an `overflow: hidden`/`clip` box (an ellipsis is a deliberate cut and is
 *   allowed; text inside a box that scrolls sideways is reachable and is allowed).
 * Returns a description of each offender.
 */
export function findClipping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const cls = (el.getAttribute("class") ?? "").split(" ").slice(0, 3).join(".");
      return `<${el.tagName.toLowerCase()} ${cls}> "${text}"`;
    };
    const isSrOnly = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width <= 1 || r.height <= 1 || getComputedStyle(el).clipPath === "inset(50%)";
    };
    /** The nearest ancestor that clips (hidden/clip) or scrolls (auto/scroll) sideways. */
    const boxOf = (el: Element): { el: Element; scrolls: boolean } | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === "auto" || ox === "scroll") return { el: p, scrolls: true };
        if (ox === "hidden" || ox === "clip") return { el: p, scrolls: false };
      }
      return null;
    };
    const hasOwnText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());

    for (const el of document.querySelectorAll("body *")) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      // Decorative (aria-hidden) text is still seen, so it is checked too.
      if (isSrOnly(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const box = boxOf(el);
      if ((r.right > vw + 1 || r.left < -1) && !box) {
        problems.push(`wider than the screen: ${describe(el)}`);
        continue;
      }
      if (!hasOwnText(el)) continue;
      // Its own box cuts its text.
      const ownX = style.overflowX;
      if (
        (ownX === "hidden" || ownX === "clip") &&
        el.scrollWidth > el.clientWidth + 1 &&
        style.textOverflow !== "ellipsis"
      ) {
        problems.push(`text cut: ${describe(el)}`);
        continue;
      }
      // A clipping ancestor cuts it.
      if (box && !box.scrolls) {
        const b = box.el.getBoundingClientRect();
        if (r.right > b.right + 1 || r.left < b.left - 1) {
          problems.push(`text cut by ${describe(box.el)}: ${describe(el)}`);
        }
      }
    }
    return problems;
  });
}

export async function expectNoClipping(page: Page, what: string) {
  expect(await findClipping(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}
