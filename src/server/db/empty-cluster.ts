import fs from "node:fs";
import path from "node:path";

/**
 * The empty cluster the build makes (scripts/empty-cluster.mjs), for a data folder that holds
 * no database yet: PGlite unpacks it instead of running initdb in this process, whose ~760 MB
 * peak it would keep. Absent (the server run from its sources, tests): initdb as before.
 */
export function emptyClusterFor(
  dataDir: string,
  template = path.join(path.dirname(new URL(import.meta.url).pathname), "empty-cluster.tar.gz"),
): Blob | undefined {
  // A folder that holds a database is never started again from the copy.
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  return fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
}
