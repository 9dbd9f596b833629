import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, call, signUp } from "../support/client";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * What every API call answers when the database is gone: the one error shape, the code
 * `unavailable` (503: try again in a moment), a generic message and no detail of the failure. The Overview shows this message after
 * 'Error loading dashboard data: ' (tests/e2e/failures.spec.ts reads it in the browser).
 */
let t: TestApp;
let a: Account;
beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t);
  await t.database.close();
});
// Closing twice may throw; the test database is still dropped.
afterAll(() => t?.close().catch(() => {}));

describe("with the database unavailable", () => {
  it.each([
    ["GET", "/api/overview"],
    ["GET", "/api/tours"],
    ["POST", "/api/campaigns"],
    ["GET", "/api/exports/tours.csv"],
  ])("%s %s answers 503 'unavailable' with the generic message", async (method, path) => {
    const res = await call(t, method, path, {
      cookie: a.cookie,
      json: method === "POST" ? { title: "Teaser", platform: "TikTok" } : undefined,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.data).toEqual({
      error: {
        code: "unavailable",
        message: "Something went wrong on our side. Please try again.",
      },
    });
  });

  it("health says the database is unreachable", async () => {
    const res = await call(t, "GET", "/api/health");
    expect(res.status).toBe(503);
    expect(res.data).toEqual({ status: "error", database: "unreachable" });
  });
});
