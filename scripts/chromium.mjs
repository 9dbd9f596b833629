import fs from "node:fs";

/** Debian's Chromium (Playwright never downloads its own browser on these machines). */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && fs.existsSync(p));
}
