// Starts the built server on a fresh embedded database for one end-to-end run.
import { spawn } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir?.startsWith(".data-e2e")) throw new Error("DATA_DIR must be a .data-e2e* folder");
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["dist/server/index.js"], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
