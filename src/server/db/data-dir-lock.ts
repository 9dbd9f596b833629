import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** How often a live owner touches its lock, and when a lock nobody touched counts as dead. */
const LOCK_HEARTBEAT_MS = 5_000;
export const LOCK_STALE_MS = 30_000;

interface LockOwner {
  pid: number;
  host: string;
  token: string;
}

function readOwner(lockFile: string): LockOwner | undefined {
  const text = fs.readFileSync(lockFile, "utf8");
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid === "number" && typeof owner.host === "string") {
      return { pid: owner.pid, host: owner.host, token: String(owner.token ?? "") };
    }
  } catch {
    // an older lock: just the pid, written on this machine
  }
  const pid = Number(text);
  return pid ? { pid, host: os.hostname(), token: "" } : undefined;
}

/**
 * Whether the lock's owner may still be running. On this host the process table says so; a
 * process with our own pid is us, so a lock with our pid and host is from an earlier life
 * of this container (PID 1 again after a crash). From another host (two containers sharing
 * one volume, both PID 1), only the heartbeat can tell: a lock touched in the last
 * LOCK_STALE_MS is live.
 */
function ownerMayBeAlive(lockFile: string, owner: LockOwner): boolean {
  if (owner.host === os.hostname()) return owner.pid !== process.pid && isAlive(owner.pid);
  return Date.now() - fs.statSync(lockFile).mtimeMs < LOCK_STALE_MS;
}

/**
 * PGlite has no lock of its own: two processes writing one folder corrupt it. We hold a lock
 * file naming host, pid and a random token for the life of the process, touch it every few
 * seconds, and refuse to start beside a live owner — on this machine or another one sharing
 * the folder.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "tribe.lock");
  const me: LockOwner = { pid: process.pid, host: os.hostname(), token: crypto.randomUUID() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: "wx" });
      return holdLock(lockFile, me);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = readOwner(lockFile);
      if (owner && ownerMayBeAlive(lockFile, owner)) {
        const where = owner.host === me.host ? "" : ` on host ${owner.host}`;
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is already in use by process ${owner.pid}${where}. ` +
            "Stop that process, point DATA_DIR at another folder, or set DATABASE_URL to share a PostgreSQL server between processes.",
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock from a crashed process
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function holdLock(lockFile: string, me: LockOwner): () => void {
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockFile, now, now);
    } catch {
      // the folder went away; the database will say so itself
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    // Only our own lock: never one a later owner took over.
    try {
      if (readOwner(lockFile)?.token === me.token) fs.rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
