// Prints what the service worker precaches (issue 26: ≤ 1.5 MB): the files its precache list
// names in dist/client/sw.js, as bytes on disk and gzipped as the server sends them.
// `node scripts/precache-size.mjs` after `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dir = path.resolve("dist/client");
const worker = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
if (urls.length === 0) throw new Error("no precache list found in dist/client/sw.js");
let raw = 0;
let gzip = 0;
for (const url of urls) {
  const bytes = fs.readFileSync(path.join(dir, url));
  raw += bytes.length;
  gzip += gzipSync(bytes).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const workerGzip = gzipSync(worker).length;
console.log(
  JSON.stringify({ files: urls.length, raw: kb(raw), gzip: kb(gzip), worker: kb(workerGzip) }),
);
if (raw > 1.5 * 1024 * 1024) {
  console.error("over the 1.5 MB precache budget");
  process.exitCode = 1;
}
