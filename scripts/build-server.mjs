// Bundles the server into dist/server (dependencies stay in node_modules) and ships the
// migrations beside it, so `node dist/server/index.js` starts without a TypeScript loader.
import fs from "node:fs";
import { build } from "esbuild";
import { buildEmptyCluster } from "./empty-cluster.mjs";

await build({
  entryPoints: ["src/server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The worker threads' tasks (src/server/heavy/pool.ts looks for them beside the bundle): an
// entry of their own, so a worker loads only what its tasks need, not the whole server.
await build({
  entryPoints: ["src/server/heavy/tasks.ts"],
  outfile: "dist/server/heavy-tasks.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The client's server renderer (src/client/app/render-page.tsx): the Overview rendered per
// request. Self-contained, with React's production build: the server never imports client
// code, and its dependencies would otherwise load React's development build under a server
// started without NODE_ENV=production. CommonJS dependencies get a real `require`.
await build({
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
fs.rmSync("dist/server/migrations", { recursive: true, force: true });
fs.cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
// The PDFs' base font, Liberation Sans (src/server/reports/pdf-font-chain.ts looks for it beside
// the bundle, from the server and from heavy-tasks.js alike). The other scripts' Noto fonts are
// read from their npm packages in node_modules, like every dependency of the bundle (ADR 0034).
fs.rmSync("dist/server/fonts", { recursive: true, force: true });
fs.cpSync("src/server/reports/fonts", "dist/server/fonts", { recursive: true });
// An empty cluster to start a new embedded database from (src/server/db/empty-cluster.ts).
await buildEmptyCluster("dist/server/empty-cluster.tar.gz");
