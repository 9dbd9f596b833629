// Bundles the server into dist/server (dependencies stay in node_modules) and ships the
// migrations beside it, so `node dist/server/index.js` starts without a TypeScript loader.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { buildEmptyCluster } from "./empty-cluster.mjs";

/**
 * The server process as `npm start` runs it, in `outDir`: the bundle, its worker threads'
 * tasks, the migrations and the PDF fonts. The API suites start their server processes from
 * such a copy of the sources made once per run (tests/global-setup.ts), without the empty
 * cluster that dist/server has: theirs start from the run's migrated copy instead
 * (src/server/db/empty-cluster.ts). `outDir` must lie inside the project: the bundle finds its
 * dependencies in node_modules.
 */
export async function bundleServerProcess(outDir) {
  const entry = (entryPoint, name) =>
    build({
      entryPoints: [entryPoint],
      outfile: path.join(outDir, name),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      sourcemap: true,
      logLevel: "warning",
    });
  await entry("src/server/index.ts", "index.js");
  // The worker threads' tasks (src/server/heavy/pool.ts looks for them beside the bundle): an
  // entry of their own, so a worker loads only what its tasks need, not the whole server.
  await entry("src/server/heavy/tasks.ts", "heavy-tasks.js");
  const copy = (from, to) => {
    fs.rmSync(path.join(outDir, to), { recursive: true, force: true });
    fs.cpSync(from, path.join(outDir, to), { recursive: true });
  };
  copy("src/server/db/migrations", "migrations");
  // The PDFs' base font, Liberation Sans (src/server/reports/pdf-font-chain.ts looks for it
  // beside the bundle, from the server and from heavy-tasks.js alike). The other scripts' Noto
  // fonts are read from their npm packages in node_modules, like every dependency of the
  // bundle (ADR 0034).
  copy("src/server/reports/fonts", "fonts");
}

// The client's server renderer (src/client/app/render-page.tsx): the Overview rendered per
// request. Self-contained, with React's production build: the server never imports client
// code, and its dependencies would otherwise load React's development build under a server
// started without NODE_ENV=production. CommonJS dependencies get a real `require`.
function buildRenderer() {
  return build({
    entryPoints: ["src/client/app/render-page.tsx"],
    outfile: "dist/server/render-page.js",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    legalComments: "none",
    minify: true,
    logLevel: "warning",
  });
}

// `npm run build:server`: dist/server, with the page renderer and an empty cluster to start a
// new embedded database from (src/server/db/empty-cluster.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await bundleServerProcess("dist/server");
  await buildRenderer();
  await buildEmptyCluster("dist/server/empty-cluster.tar.gz");
}
