// Bundles the server into dist/server (dependencies stay in node_modules) and ships the
// migrations beside it, so `node dist/server/index.js` starts without a TypeScript loader.
import fs from "node:fs";
import { build } from "esbuild";

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
fs.rmSync("dist/server/migrations", { recursive: true, force: true });
fs.cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
