import fs from "node:fs";

/**
 * The browser the end-to-end suite drives: Debian's Chromium (Playwright never downloads its
 * own browser on these machines). Its headless shell (package chromium-headless-shell, the
 * same Blink and V8 without the desktop browser around them) first: the suite ran 14.8 →
 * 10.8 min with it on one quiet machine, the browser's own processes using half the CPU
 * (ADR 0037). The full browser still serves when only it is installed.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((p) => p && fs.existsSync(p));
}
