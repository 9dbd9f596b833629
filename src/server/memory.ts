import v8 from "node:v8";
import vm from "node:vm";

// `gc` is only given to contexts made after the flag is set; this one is made once, here.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as (options?: { type: "minor" }) => void;
v8.setFlagsFromString("--no-expose-gc");

/**
 * Frees now the short-lived copies a large upload leaves behind: the socket's pieces of the
 * body, and every driver's copies of each stored piece (PGlite's protocol writer copies a
 * parameter about five times). V8 counts such buffers outside its heap and collects them only
 * once some 64 MB have piled up, which alone would break the upload's 50 MB memory budget.
 * A collection of the young generation takes a few milliseconds; uploads are rare.
 */
export function releaseGarbage() {
  gc({ type: "minor" });
}
