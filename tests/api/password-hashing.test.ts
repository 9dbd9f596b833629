import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../support/client";
import { anotherAppOn, startTestApp, type TestApp } from "../support/test-app";

const signIn = (t: TestApp, email: string, password: string) =>
  call(t, "POST", "/api/auth/sign-in/email", { json: { email, password } });

async function storedHash(t: TestApp, userId: string): Promise<string> {
  const result = await t.database.db.execute(
    sql`select password from account where user_id = ${userId} and provider_id = 'credential'`,
  );
  return (result as unknown as { rows: { password: string }[] }).rows[0]!.password;
}

describe("password hashes (src/server/password-hashing.ts)", () => {
  let tests: TestApp;
  let server: TestApp;
  beforeAll(async () => {
    tests = await startTestApp();
    server = anotherAppOn(tests, "server");
  });
  afterAll(() => tests?.close());

  it("a server stores better-auth's scrypt at its full cost, which only the password opens", async () => {
    const a = await signUp(server, { password: "a-long-touring-password" });
    const [salt, key] = (await storedHash(server, a.userId)).split(":");
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    // N = 16,384, r = 16: better-auth's own parameters, reproduced here from the salt alone.
    const expected = crypto.scryptSync("a-long-touring-password", salt!, 64, {
      N: 16_384,
      r: 16,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(key).toBe(expected.toString("hex"));
    expect((await signIn(server, a.email, "a-long-touring-password")).status).toBe(200);
    expect((await signIn(server, a.email, "a-long-touring-passworD")).status).toBe(401);
    // The tests' apps read a server's hashes (the reset command's, a fixture's).
    expect((await signIn(tests, a.email, "a-long-touring-password")).status).toBe(200);
    expect((await signIn(tests, a.email, "a-long-touring-passworD")).status).toBe(401);
  });

  it("a server refuses the tests' light hash even with the right password", async () => {
    const a = await signUp(tests, { password: "light-but-right-123" });
    expect(await storedHash(tests, a.userId)).toMatch(/^light\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect((await signIn(tests, a.email, "light-but-right-123")).status).toBe(200);
    expect((await signIn(tests, a.email, "light-but-wrong-123")).status).toBe(401);
    expect((await signIn(server, a.email, "light-but-right-123")).status).toBe(401);
  });
});
