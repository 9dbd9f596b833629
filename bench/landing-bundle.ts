import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const LANDING_BUDGET_GZIP_BYTES = 80 * 1024;

/**
 * First-load JavaScript of the landing page: the entry script and the modules index.html
 * preloads, gzip-compressed, from the last `npm run build`. Undefined when there is no build.
 */
export function measureLandingBundle(clientDir = "dist/client") {
  const indexFile = path.join(clientDir, "index.html");
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const sizes = files.map((file) => ({
    file,
    gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).byteLength,
  }));
  const gzipBytes = sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { files: sizes, gzipBytes, budgetGzipBytes: LANDING_BUDGET_GZIP_BYTES };
}
