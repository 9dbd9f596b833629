import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes writing one folder corrupt it.
 * We hold a pid file for the life of the process and refuse to start beside a live owner.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "tribe.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockFile, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is already in use by process ${owner}. ` +
            "Stop that process, point DATA_DIR at another folder, or set DATABASE_URL to share a PostgreSQL server between processes.",
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock from a crashed process
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
