import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The environment `npm start` gives the server (the `NAME=value` words before `node` in
 * package.json's start script: glibc's malloc settings, docs/decisions/0013), so a figure
 * measured here is the figure of the server as it is started.
 */
function startScriptEnv(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  const command = pkg.scripts.start.split("&&").at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  for (const word of command) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  return env;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build` first) as a user meets it: its own process, its own port,
 * a fresh embedded database, or PostgreSQL when `databaseUrl` is given.
 */
export async function startServerProcess(
  opts: {
    port: number;
    databaseUrl?: string;
    env?: Record<string, string>;
    /** An existing data folder to start on (kept afterwards); a fresh one otherwise. */
    dataDir?: string;
    /** Another build of the server, e.g. an earlier one kept to compare with. */
    entry?: string;
  } = { port: 4390 },
): Promise<ServerProcess> {
  const entry = opts.entry ?? "dist/server/index.js";
  if (!fs.existsSync(entry)) throw new Error(`run \`npm run build\` first (no ${entry})`);
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "tribe-bench-"));
  const env: Record<string, string> = {
    ...startScriptEnv(),
    ...(process.env as Record<string, string>),
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "100000",
    DEMO_RATE_LIMIT_MAX: "100000",
    BETTER_AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789",
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const log = env.LOG_FILE ? fs.openSync(env.LOG_FILE, "w") : "ignore";
  // BENCH_CPU_PROFILE=<folder>: the server can be profiled (bench/cpu-profile.cjs says how).
  const profiling = env.BENCH_CPU_PROFILE
    ? ["--require", path.resolve(import.meta.dirname, "cpu-profile.cjs")]
    : [];
  const child = spawn(process.execPath, [...profiling, entry], {
    env,
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  // 30 s unless BENCH_START_TIMEOUT_S says otherwise: a busy shared machine may need more
  // to create a fresh embedded database.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 30) * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
