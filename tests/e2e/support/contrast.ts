import type { Page } from "@playwright/test";

type Rgb = [number, number, number];

/** WCAG 2 contrast of two sRGB colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const lum = (rgb: Rgb) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [la, lb] = [lum(a), lum(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The focused element's focus indicator as painted, from the inside out: its box-shadow rings
 * (a ring offset, then the ring) or else its outline, each as sRGB laid over the background
 * around the element; plus that background and the element's own. Any CSS colour (oklch,
 * with alpha) becomes sRGB by painting it on a canvas, as the screen would.
 */
export function focusIndicator(page: Page, around: string) {
  return page.evaluate((aroundSelector) => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const outside = getComputedStyle(document.querySelector(aroundSelector)!).backgroundColor;
    const paint = (...colours: string[]) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      for (const c of colours) {
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
      }
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number];
    };
    // "rgb(…) 0px 0px 0px 4px, …": keep the rings that show (a spread), innermost first.
    const rings = (style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/))
      .map((s) => {
        const lengths = [...s.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
        return { colour: s.replace(/\s*-?[\d.]+px/g, "").trim(), spread: lengths[3] ?? 0 };
      })
      .filter((r) => r.spread > 0 && paint("#000", r.colour).join() !== "0,0,0")
      .sort((a, b) => a.spread - b.spread)
      .map((r) => r.colour);
    if (rings.length === 0 && style.outlineStyle !== "none") rings.push(style.outlineColor);
    return {
      rings: rings.map((c) => paint("#fff", outside, c)),
      raw: rings,
      around: paint("#fff", outside),
      element: paint("#fff", outside, style.backgroundColor),
    };
  }, around);
}
