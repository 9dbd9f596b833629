import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, LOCK_STALE_MS } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database folder lock", () => {
  it("refuses a second process with a message that says what to do", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "tribe.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(
        new RegExp(`already in use by process ${other.pid}.*DATABASE_URL`),
      );
    } finally {
      other.kill();
    }
  });

  it("takes over the lock of a process that has died", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "tribe.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "tribe.lock"), "utf8"))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
    });
    release();
    expect(fs.existsSync(path.join(dir, "tribe.lock"))).toBe(false);
  });

  // Two containers sharing a volume: both are PID 1, so a pid alone cannot tell them apart.
  it("refuses a live lock of another host even when its pid is ours", () => {
    const dir = tempDir();
    const lock = path.join(dir, "tribe.lock");
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: "container-b", token: "t" }));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process \d+ on host container-b/);
  });

  it("takes over another host's lock once nobody has touched it for a while", () => {
    const dir = tempDir();
    const lock = path.join(dir, "tribe.lock");
    fs.writeFileSync(lock, JSON.stringify({ pid: 1, host: "container-b", token: "t" }));
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    fs.utimesSync(lock, old, old);
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock, "utf8")).host).toBe(os.hostname());
    release();
  });

  it("takes over a lock with its own pid and host: an earlier life of this container", () => {
    const dir = tempDir();
    const lock = path.join(dir, "tribe.lock");
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), token: "old" }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock, "utf8")).token).not.toBe("old");
    release();
  });

  it("leaves a lock alone on release once another owner has taken it over", () => {
    const dir = tempDir();
    const lock = path.join(dir, "tribe.lock");
    const release = acquireDataDirLock(dir);
    fs.writeFileSync(lock, JSON.stringify({ pid: 1, host: "container-b", token: "theirs" }));
    release();
    expect(fs.existsSync(lock)).toBe(true);
  });
});
