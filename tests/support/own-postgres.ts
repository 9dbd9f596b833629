import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./child-server";

/**
 * A PostgreSQL server of the test's own, in a temp folder on a free port, from Debian's
 * /usr/lib/postgresql/<version>/bin: stopped and started at will without touching the
 * shared server other tests use. As root, it runs as the postgres user (initdb refuses root).
 */
export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  return path.join(root, versions[0], "bin");
}

export const canRunOwnPostgres = () => {
  try {
    binDir();
    return true;
  } catch {
    return false;
  }
};

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-own-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (tool: string, args: string[]) => {
    const cmd = path.join(bin, tool);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" });
    else execFileSync(cmd, args, { stdio: "pipe" });
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
