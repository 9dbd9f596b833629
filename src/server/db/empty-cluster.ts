import fs from "node:fs";
import path from "node:path";

/**
 * The empty cluster the build makes (scripts/empty-cluster.mjs), for a data folder that holds
 * no database yet: PGlite unpacks it instead of running initdb in this process, whose ~760 MB
 * peak it would keep. Run from its sources there is no build beside it: `npm run dev` names the
 * build's cached copy in TRIBE_CLUSTER_TEMPLATE, and the test runs a copy with every migration
 * applied (tests/global-setup.ts: their child servers, each on a new folder, spent ~20 s of
 * CPU in initdb and the migrations). Neither: initdb.
 */
export function emptyClusterFor(
  dataDir: string,
  template = builtCopy() ?? process.env.TRIBE_CLUSTER_TEMPLATE,
): Blob | undefined {
  // A folder that holds a database is never started again from the copy.
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  return template && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
}

function builtCopy(): string | undefined {
  const beside = path.join(path.dirname(new URL(import.meta.url).pathname), "empty-cluster.tar.gz");
  return fs.existsSync(beside) ? beside : undefined;
}
