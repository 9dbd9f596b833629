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

const signOut = (t: TestApp, cookie: string) =>
  call(t, "POST", "/api/auth/sign-out", { cookie, json: {} });

describe("sessions checked once, then cached per process", () => {
  it("ends a session at once on the process that signed out", async () => {
    const a = await signUp(s.t);
    expect((await call(s.t, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(200);
    expect((await signOut(s.t, a.cookie)).status).toBe(200);
    expect((await call(s.t, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(401);
  });

  it("ends it on every other process once their cached copy expires", async () => {
    const other = secondProcess(s.t, 200);
    const a = await signUp(s.t);
    expect((await call(other, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(200);
    await signOut(s.t, a.cookie);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await call(other, "GET", "/api/tours", { cookie: a.cookie })).status).toBe(401);
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
