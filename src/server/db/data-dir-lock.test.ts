import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./data-dir-lock";

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
    expect(fs.readFileSync(path.join(dir, "tribe.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "tribe.lock"))).toBe(false);
  });
});
