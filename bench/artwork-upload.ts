// The artwork budget of issue 10 as a user meets it: "Upload of a 10 MB image: memory of the
// process rises by less than 50 MB; thumbnail ready in < 1 s." The built server runs in its
// own process (`npm run build` first) on PGlite, and on PostgreSQL when one answers; a 10 MB
// image goes over HTTP exactly as the browser sends it (the raw file as the body, its name in
// ?name=), and the server's resident memory is read from /proc while it works.
//
// `node --import tsx bench/artwork-upload.ts` runs these figures alone. With
// BENCH_COMPARE_ENTRY=<an earlier build's index.js> the same run measures that build first,
// so a change is judged on one machine at one moment.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { withBenchPostgres } from "./postgres";
import { startServerProcess } from "./server-process";
import { round } from "./setup";

export const UPLOAD_BUDGET_MS = 1000;
export const UPLOAD_BUDGET_RSS_MB = 50;
const UPLOADS = 3;
/** PGlite refreshes its statistics 5 s after start (db/client.ts): not inside a measurement. */
const SETTLE_AFTER_START_MS = 6500;

/** A photo-like PNG just under 10 MB: noise does not compress. */
export async function tenMegabyteImage() {
  const width = 2000;
  const height = 1650;
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A 1 MB photo-like PNG for the warm-up. */
const smallImage = () =>
  sharp(crypto.randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) * 1024;
}

/** The highest RSS of `pid` while `work` runs, read every few milliseconds. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>) {
  let peak = rssBytes(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 3);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssBytes(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => round(bytes / 1024 / 1024);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function signUp(url: string) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({
      email: `artwork-${Date.now()}@example.com`,
      password: "bench-password-123",
      name: "Artwork bench",
      artistName: "Artwork bench",
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function measureArtworkUpload(opts: {
  port: number;
  databaseUrl?: string;
  entry?: string;
  image?: Buffer;
  /** Ordinary requests and one small upload before the measured ones. */
  warm?: boolean;
}) {
  const image = opts.image ?? (await tenMegabyteImage());
  // A server meets uploads on a database it has opened before, not one it has just created
  // (creating one leaves PGlite's memory several hundred MB larger, which later work reuses
  // and so hides). So: create the account and the project, restart, then measure.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-artwork-"));
  const start = () =>
    startServerProcess({
      port: opts.port,
      databaseUrl: opts.databaseUrl,
      entry: opts.entry,
      dataDir,
    });
  let server = await start();
  let cookie: string;
  let projectId: string;
  try {
    cookie = await signUp(server.url);
    const project = await fetch(`${server.url}/api/merch/projects`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ title: "Bench poster" }),
    });
    projectId = ((await project.json()) as { id: string }).id;
  } finally {
    await server.stop();
  }
  const startedAt = performance.now();
  server = await start();
  const pid = server.child.pid!;
  const headers = { cookie, origin: server.url };
  try {
    // Warm: a server that has been up a while has served ordinary requests and uploads, and
    // V8 has compiled PGlite's hot code to machine code (tens of MB, once per process). A few
    // requests and one small upload first; the first large upload of a cold process is
    // measured too (`cold`), on a server started afresh.
    if (opts.warm) {
      for (let i = 0; i < 100; i++) {
        await (
          await fetch(`${server.url}/api/merch/projects/${projectId}`, { headers })
        ).arrayBuffer();
      }
      const res = await fetch(`${server.url}/api/merch/projects/${projectId}/files?name=w.png`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/octet-stream" },
        body: (await smallImage()) as Uint8Array<ArrayBuffer>,
      });
      if (res.status !== 201) throw new Error(`warm-up upload: HTTP ${res.status}`);
    }
    const settle = SETTLE_AFTER_START_MS - (performance.now() - startedAt);
    if (settle > 0) await new Promise((r) => setTimeout(r, settle));

    const before = rssBytes(pid);
    let peak = before;
    const uploads: { uploadMs: number; thumbnailReadyMs: number; rssRiseMb: number }[] = [];
    let fileId = "";
    for (let i = 0; i < UPLOADS; i++) {
      const measured = await peakRssDuring(pid, async () => {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/merch/projects/${projectId}/files?name=b.png`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/octet-stream" },
          body: image as Uint8Array<ArrayBuffer>,
        });
        const file = (await res.json()) as { id?: string; hasThumbnail?: boolean };
        const uploadMs = performance.now() - t0;
        if (res.status !== 201 || !file.hasThumbnail) {
          throw new Error(`upload: HTTP ${res.status} ${JSON.stringify(file)}`);
        }
        const thumb = await fetch(`${server.url}/api/merch/files/${file.id}/thumbnail`, {
          headers,
        });
        await thumb.arrayBuffer();
        if (thumb.status !== 200) throw new Error(`thumbnail: HTTP ${thumb.status}`);
        return { id: file.id!, uploadMs, thumbnailReadyMs: performance.now() - t0 };
      });
      fileId = measured.result.id;
      peak = Math.max(peak, measured.peak);
      uploads.push({
        uploadMs: round(measured.result.uploadMs),
        thumbnailReadyMs: round(measured.result.thumbnailReadyMs),
        rssRiseMb: mb(measured.peak - before),
      });
    }

    // Reading the file back: the same bytes, and what serving costs in memory.
    const beforeDownload = rssBytes(pid);
    const download = await peakRssDuring(pid, async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/merch/files/${fileId}`, { headers });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { ms: performance.now() - t0, same: res.status === 200 && bytes.equals(image) };
    });
    if (!download.result.same) throw new Error("the file came back different");

    const thumbnailReadyMs = median(uploads.map((u) => u.thumbnailReadyMs));
    const rssRiseMb = mb(peak - before);
    return {
      engine: opts.databaseUrl ? "postgres" : "pglite",
      server: opts.warm ? "warm" : "cold",
      build: opts.entry ?? "dist/server/index.js",
      imageBytes: image.length,
      rssBeforeMb: mb(before),
      uploads,
      thumbnailReadyMs,
      rssRiseMb,
      downloadMs: round(download.result.ms),
      downloadRssRiseMb: mb(download.peak - beforeDownload),
      budgetMs: UPLOAD_BUDGET_MS,
      budgetRssRiseMb: UPLOAD_BUDGET_RSS_MB,
      met: thumbnailReadyMs < UPLOAD_BUDGET_MS && rssRiseMb < UPLOAD_BUDGET_RSS_MB,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export type ArtworkUploadFigures = Awaited<ReturnType<typeof measureArtworkUpload>>;

/**
 * PGlite, then PostgreSQL when a server answers (BENCH_DATABASE_URL or the local one); each
 * on a warm server and on a cold one.
 */
export async function measureArtworkUploads(port: number, entry?: string, image?: Buffer) {
  const both = (databaseUrl?: string) => async () => [
    await measureArtworkUpload({ port, databaseUrl, entry, image, warm: true }),
    await measureArtworkUpload({ port, databaseUrl, entry, image, warm: false }),
  ];
  const pglite = await both()();
  const postgres = await withBenchPostgres((url) => both(url)());
  return [...pglite, ...(postgres ?? [])];
}

export function printArtworkUpload(f: ArtworkUploadFigures) {
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `  ${f.engine}, ${f.server} server (${f.build}): ${(f.imageBytes / 1024 / 1024).toFixed(1)} MB image, ` +
      `thumbnail ready after ${f.thumbnailReadyMs} ms, median of ${f.uploads.length} ` +
      `(${f.uploads.map((u) => u.thumbnailReadyMs).join(", ")}; budget 1 s: ${met(f.thumbnailReadyMs < UPLOAD_BUDGET_MS)}); ` +
      `server RSS rose ${f.rssRiseMb} MB from ${f.rssBeforeMb} MB over ${f.uploads.length} uploads ` +
      `(first ${f.uploads[0]!.rssRiseMb} MB; budget 50 MB: ${met(f.rssRiseMb < UPLOAD_BUDGET_RSS_MB)}); ` +
      `read back in ${f.downloadMs} ms, RSS +${f.downloadRssRiseMb} MB.`,
  );
}

if (process.argv[1]?.endsWith("artwork-upload.ts")) {
  const port = Number(process.env.BENCH_UPLOAD_PORT ?? 4386);
  const image = await tenMegabyteImage();
  const compare = process.env.BENCH_COMPARE_ENTRY;
  const results: ArtworkUploadFigures[] = [];
  const builds = compare ? [compare, undefined] : [undefined];
  for (const entry of builds) results.push(...(await measureArtworkUploads(port, entry, image)));
  console.log(JSON.stringify(results, null, 2));
  console.log("Artwork upload, built server in its own process:");
  for (const r of results) printArtworkUpload(r);
}
