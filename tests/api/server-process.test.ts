import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverProcessArgs } from "../support/child-server";

// The real entry point as a child process: start-up, the folder lock, and a clean shutdown.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-proc-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "development",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverProcessArgs(), { env });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>) {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    const done = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 100)),
    ]);
    if (done) throw new Error("server exited before it was healthy");
  }
  throw new Error("server did not become healthy");
}

describe("the server process", () => {
  it("refuses a second process on the same embedded database, then shuts down cleanly on SIGTERM", async () => {
    const first = startServer(47311);
    await waitForHealth(47311, first.exited);

    const second = startServer(47312);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is already in use by process");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, "tribe.lock"))).toBe(false);

    // The database was closed properly: the folder opens again with the same data.
    const again = startServer(47313);
    await waitForHealth(47313, again.exited);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  }, 120_000);
});
