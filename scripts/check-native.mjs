// npm drops an optional platform binary without an error when its download fails (seen in
// CI: a slow registry lost lightningcss's Linux build, and `vite build` failed minutes later
// with "Cannot find module '../lightningcss.linux-x64-gnu.node'"). This loads every package
// whose native part the build, the tests or the server need, and names the ones that fail.
import { createRequire } from "node:module";

const NATIVE = ["lightningcss", "@tailwindcss/oxide", "rolldown", "sharp", "esbuild"];
const require = createRequire(import.meta.url);

async function load(name) {
  try {
    require(name);
  } catch (err) {
    if (err?.code !== "ERR_REQUIRE_ESM") throw err;
    await import(name);
  }
}

const missing = [];
for (const name of NATIVE) {
  try {
    await load(name);
  } catch (err) {
    missing.push(`${name}: ${err instanceof Error ? err.message.split("\n")[0] : err}`);
  }
}
if (missing.length > 0) {
  console.error(`Native parts missing after install:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`Native parts load: ${NATIVE.join(", ")}`);
