import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPasswordByEmail } from "@/server/account-recovery";
import { call, signInAsGuest, signUp } from "../support/client";
import { startTestApp, type TestApp } from "../support/test-app";

const signIn = (t: TestApp, email: string, password: string) =>
  call(t, "POST", "/api/auth/sign-in/email", { json: { email, password } });

describe("setting a password from the server's side (both engines)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it("the new password signs in, the old one does not, and old sessions end", async () => {
    const a = await signUp(t);
    expect((await call(t, "GET", "/api/profile", { cookie: a.cookie })).status).toBe(200);
    expect(await setPasswordByEmail(t.database.db, a.email.toUpperCase(), "set-by-the-owner")).toBe(
      "reset",
    );
    expect((await call(t, "GET", "/api/profile", { cookie: a.cookie })).status).toBe(401);
    expect((await signIn(t, a.email, "correct-horse-battery")).status).toBe(401);
    expect((await signIn(t, a.email, "set-by-the-owner")).status).toBe(200);
  });

  it("an unknown address and a demo guest are told apart from a reset", async () => {
    const db = t.database.db;
    expect(await setPasswordByEmail(db, "nobody@example.com", "whatever-123")).toBe("no_account");
    const guest = await signInAsGuest(t);
    expect(await setPasswordByEmail(db, guest.email, "whatever-123")).toBe("guest");
  });
});

/** `npm run reset-password -- <email>` as the person running the server types it. */
function runScript(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "development" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/reset-password.ts", ...args], {
    env,
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  child.stderr.on("data", (d) => {
    out += d;
  });
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out })),
  );
}

// The script on the embedded database in a folder (PostgreSQL: the in-process test above).
describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run reset-password", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-reset-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Four runs of the script, each a Node process opening the database, and two app starts.
  it("prints a new password that signs in; refuses while the server holds the folder", {
    timeout: 120_000,
  }, async () => {
    let t = await startTestApp({ dataDir });
    const a = await signUp(t);

    const whileRunning = await runScript(dataDir, a.email);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.out).toContain("Stop the server");

    await t.close();
    const unknown = await runScript(dataDir, "nobody@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No account uses nobody@example.com");
    const usage = await runScript(dataDir);
    expect(usage.code).toBe(2);

    const done = await runScript(dataDir, a.email);
    expect(done.code).toBe(0);
    const password = new RegExp(`New password for ${a.email}: (\\S+)`).exec(done.out)?.[1];
    expect(password).toBeTruthy();

    t = await startTestApp({ dataDir });
    try {
      expect((await signIn(t, a.email, password!)).status).toBe(200);
      expect((await signIn(t, a.email, "correct-horse-battery")).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
