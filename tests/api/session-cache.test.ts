import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";
import type { TestApp } from "../support/test-app";

const s = setupApiSuite();

/** A second app process on the same database, with its own session cache. */
function secondProcess(t: TestApp, sessionCacheTtlMs: number): TestApp {
  const app = createApp({
    database: t.database,
    auth: t.auth,
    logger: pino({ level: "silent" }),
    trustProxy: true,
    sessionCacheTtlMs,
  });
  return { ...t, app };
}

const PASSWORD = "correct-horse-battery";

/** One more session of the account, as a second browser signing in. */
async function signIn(email: string) {
  const res = await call(s.t, "POST", "/api/auth/sign-in/email", {
    json: { email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const signOut = (t: TestApp, cookie: string) =>
  call(t, "POST", "/api/auth/sign-out", { cookie, json: {} });

describe("sessions checked once, then cached per process", () => {
  it("ends a session at once on the process that signed out", async () => {
    const a = await signUp(s.t);
    expect((await call(s.t, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(200);
    expect((await signOut(s.t, a.cookie)).status).toBe(200);
    expect((await call(s.t, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(401);
  });

  it("ends it at once on every other process, however long they cache", async () => {
    const other = secondProcess(s.t, 60_000);
    const a = await signUp(s.t);
    expect((await call(other, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(200);
    await signOut(s.t, a.cookie);
    expect((await call(other, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(401);
  });

  it.each([
    [
      "a password change that ends the other sessions",
      (t: TestApp, cookie: string) =>
        call(t, "POST", "/api/auth/change-password", {
          cookie,
          json: {
            currentPassword: PASSWORD,
            newPassword: "another-long-password",
            revokeOtherSessions: true,
          },
        }),
    ],
    [
      "signing out everywhere else",
      (t: TestApp, cookie: string) =>
        call(t, "POST", "/api/auth/revoke-other-sessions", { cookie, json: {} }),
    ],
    [
      "deleting the account",
      (t: TestApp, cookie: string) =>
        call(t, "DELETE", "/api/profile", { cookie, json: { password: PASSWORD } }),
    ],
  ])(
    "ends another cached session at once after %s, here and on another process",
    async (_what, act) => {
      const other = secondProcess(s.t, 60_000);
      const a = await signUp(s.t);
      // Two more sessions of the same account, each cached by one process; the acting one not.
      const here = await signIn(a.email);
      const there = await signIn(a.email);
      expect((await call(s.t, "GET", "/api/tours", { cookie: here })).status).toBe(200);
      expect((await call(other, "GET", "/api/tours", { cookie: there })).status).toBe(200);
      expect((await act(s.t, a.cookie)).status).toBe(200);
      expect((await call(s.t, "GET", "/api/tours", { cookie: here })).status).toBe(401);
      expect((await call(other, "GET", "/api/tours", { cookie: there })).status).toBe(401);
    },
  );

  it("records a write under the person's new name on every process, however long it caches", async () => {
    const other = secondProcess(s.t, 60_000);
    const a = await signUp(s.t);
    const write = (title: string) =>
      call(other, "POST", "/api/tours", { cookie: a.cookie, json: { title } });
    const latestActor = async () => {
      const res = await call(other, "GET", "/api/activity?limit=1", { cookie: a.cookie });
      return (res.data.entries as { actorName: string }[])[0]?.actorName;
    };
    expect((await write("Spring run")).status).toBe(201);
    const before = await latestActor();
    // Renamed through this process; the other one holds the session it checked before.
    const renamed = await call(s.t, "PATCH", "/api/profile", {
      cookie: a.cookie,
      json: { name: "Robin Vale", artistName: "The Vales" },
    });
    expect(renamed.status).toBe(200);
    expect((await write("Autumn run")).status).toBe(201);
    expect(before).not.toBe("Robin Vale");
    expect(await latestActor()).toBe("Robin Vale");
  });

  it("reads a forged cookie with a NUL byte in its token as signed out", async () => {
    const res = await call(s.t, "GET", "/api/tours", {
      cookie: "better-auth.session_token=abc%00def.c2lnbmF0dXJl",
    });
    expect(res.status).toBe(401);
    expect(res.data.error.code).toBe("unauthenticated");
  });

  it("never mixes up two accounts served one after the other", async () => {
    await call(s.t, "POST", "/api/tours", { cookie: s.a.cookie, json: { title: "A's tour" } });
    for (let i = 0; i < 3; i++) {
      const mine = await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie });
      const theirs = await call(s.t, "GET", "/api/tours", { cookie: s.b.cookie });
      expect(mine.data.map((t: { title: string }) => t.title)).toContain("A's tour");
      expect(theirs.data.map((t: { title: string }) => t.title)).not.toContain("A's tour");
    }
  });
});
