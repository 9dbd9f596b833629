// Issue 21's budget for the account export: "a 100 MB account export with RSS growth ≤ 50 MB".
// The built server runs in its own process (`npm run build` first); an account gets 100 MB of
// artwork through the upload route (ten photo-like PNGs just under 10 MB), the server is
// restarted on that database, and a client downloads the whole export over HTTP, reading it
// as it comes, while the server's resident memory is read from /proc every few milliseconds.
//
// `node --import tsx bench/account-export.ts` runs this line alone (BENCH_EXPORT_PORT, default
// 4387). With BENCH_COMPARE_ENTRY=<an earlier build's index.js> that build is measured first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { tenMegabyteImage } from "./artwork-upload";
import { withBenchPostgres } from "./postgres";
import { startServerProcess } from "./server-process";
import { round } from "./setup";

export const EXPORT_BUDGET_RSS_MB = 50;
const ARTWORK_FILES = 10;
/** PGlite refreshes its statistics 5 s after start (db/client.ts): not inside a measurement. */
const SETTLE_AFTER_START_MS = 6500;

const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) * 1024;
const mb = (bytes: number) => round(bytes / 1024 / 1024);

async function signUp(url: string) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({
      email: `export-${Date.now()}@example.com`,
      password: "bench-password-123",
      name: "Export bench",
      artistName: "Export bench",
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** An account with ARTWORK_FILES proofs of `image`, uploaded as the browser does. */
async function fillAccount(url: string, image: Buffer) {
  const cookie = await signUp(url);
  const headers = { cookie, origin: url };
  const project = await fetch(`${url}/api/merch/projects`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ title: "Bench poster" }),
  });
  const { id } = (await project.json()) as { id: string };
  for (let i = 0; i < ARTWORK_FILES; i++) {
    const res = await fetch(`${url}/api/merch/projects/${id}/files?name=proof-${i}.png`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream" },
      body: image as Uint8Array<ArrayBuffer>,
    });
    if (res.status !== 201) throw new Error(`upload ${i}: HTTP ${res.status} ${await res.text()}`);
  }
  return cookie;
}

export async function measureAccountExport(opts: {
  port: number;
  databaseUrl?: string;
  entry?: string;
  image?: Buffer;
}) {
  const image = opts.image ?? (await tenMegabyteImage());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-export-"));
  const start = () =>
    startServerProcess({
      port: opts.port,
      databaseUrl: opts.databaseUrl,
      entry: opts.entry,
      dataDir,
    });
  // Uploads first, then a fresh process on the same database: the export is measured on a
  // server whose memory the uploads have not already grown.
  let server = await start();
  let cookie: string;
  try {
    cookie = await fillAccount(server.url, image);
  } finally {
    await server.stop();
  }
  server = await start();
  const startedAt = performance.now();
  const pid = server.child.pid!;
  try {
    const settle = SETTLE_AFTER_START_MS - (performance.now() - startedAt);
    if (settle > 0) await new Promise((r) => setTimeout(r, settle));
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 3);
    const t0 = performance.now();
    let bytes = 0;
    let type = "";
    try {
      const res = await fetch(`${server.url}/api/profile/export`, {
        headers: { cookie, origin: server.url },
      });
      if (res.status !== 200 || !res.body) throw new Error(`export: HTTP ${res.status}`);
      type = res.headers.get("content-type") ?? "";
      // Read as it comes, the way a browser saves a download: never the whole file at once.
      for await (const piece of res.body) bytes += piece.length;
    } finally {
      clearInterval(sampler);
    }
    const ms = performance.now() - t0;
    peak = Math.max(peak, rssBytes(pid));
    const after = rssBytes(pid);
    const rssRiseMb = mb(peak - before);
    return {
      engine: opts.databaseUrl ? "postgres" : "pglite",
      build: opts.entry ?? "dist/server/index.js",
      artworkMb: mb(image.length * ARTWORK_FILES),
      exportMb: mb(bytes),
      contentType: type,
      ms: round(ms),
      rssBeforeMb: mb(before),
      rssRiseMb,
      rssAfterMb: mb(after),
      budgetRssRiseMb: EXPORT_BUDGET_RSS_MB,
      met: rssRiseMb <= EXPORT_BUDGET_RSS_MB,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export type AccountExportFigures = Awaited<ReturnType<typeof measureAccountExport>>;

/** PGlite, then PostgreSQL when a server answers (BENCH_DATABASE_URL or the local one). */
export async function measureAccountExports(port: number, entry?: string, image?: Buffer) {
  const pglite = await measureAccountExport({ port, entry, image });
  const postgres = await withBenchPostgres((databaseUrl) =>
    measureAccountExport({ port, databaseUrl, entry, image }),
  );
  return [pglite, ...(postgres ? [postgres] : [])];
}

export function printAccountExport(f: AccountExportFigures) {
  console.log(
    `  ${f.engine} (${f.build}): account export of ${f.artworkMb} MB of artwork (${f.exportMb} MB ${f.contentType}) ` +
      `in ${f.ms} ms; server RSS rose ${f.rssRiseMb} MB from ${f.rssBeforeMb} MB, ${f.rssAfterMb} MB after ` +
      `(budget ${f.budgetRssRiseMb} MB: ${f.met ? "met" : "MISSED"})`,
  );
}

if (process.argv[1]?.endsWith("account-export.ts")) {
  const port = Number(process.env.BENCH_EXPORT_PORT ?? 4387);
  const image = await tenMegabyteImage();
  const compare = process.env.BENCH_COMPARE_ENTRY;
  const results: AccountExportFigures[] = [];
  for (const entry of compare ? [compare, undefined] : [undefined]) {
    results.push(...(await measureAccountExports(port, entry, image)));
  }
  console.log(JSON.stringify(results, null, 2));
  console.log("Account export, built server in its own process (issue 21: RSS growth ≤ 50 MB):");
  for (const r of results) printAccountExport(r);
}
