/** The browser the end-to-end suite drives (scripts/chromium.mjs), or undefined when none is installed. */
export function findChromium(): string | undefined;
