// The embedded database's empty cluster, made once per PGlite version and shipped beside the
// built server (dist/server/empty-cluster.tar.gz). Without it, a first start runs PostgreSQL's
// initdb inside the server: ~25 s and a memory peak of ~760 MB that the process never gives
// back, against ~300 MB idle. Unpacking this copy takes ~3 s and peaks under 1.5× idle
// (docs/decisions/0010-speed.md). It is made in the build's own process, and kept in
// node_modules/.cache so that a rebuild does not make it again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The cached copy for the installed PGlite, made on first need; its path. */
export async function emptyClusterCache() {
  // The package exports no package.json: read it where npm put it.
  const manifest = path.resolve("node_modules/@electric-sql/pglite/package.json");
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8"));
  const cacheDir = path.resolve("node_modules/.cache/tribe");
  const cached = path.join(cacheDir, `pglite-${version}-empty-cluster.tar.gz`);
  if (!fs.existsSync(cached)) {
    const { PGlite } = await import("@electric-sql/pglite");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-empty-cluster-"));
    try {
      const client = new PGlite(dir);
      await client.waitReady;
      const dump = await client.dumpDataDir("gzip");
      await client.close();
      fs.mkdirSync(cacheDir, { recursive: true });
      // Written whole, then renamed: a build stopped halfway leaves no broken copy behind.
      fs.writeFileSync(`${cached}.part`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${cached}.part`, cached);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return cached;
}

export async function buildEmptyCluster(outFile) {
  fs.copyFileSync(await emptyClusterCache(), outFile);
}
