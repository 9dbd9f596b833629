import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { API_ERROR_CODES, API_ERROR_STATUS, type ApiErrorCode } from "@/domain/api-errors";
import type { AppEnv } from "@/server/context";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { handleError } from "@/server/middleware/errors";
import { setupApiSuite } from "../support/api-suite";
import { call, randomIp, signUp } from "../support/client";

/**
 * Issue 23: every refusal of the API carries a stable code beside its message, and the code
 * fixes the status (ADR 0006). This walks one producer of each code; the client decides on
 * these codes only.
 */
const s = setupApiSuite({ rateLimitMax: 2 });
const walked = new Set<ApiErrorCode>();
const ROOT = path.resolve(import.meta.dirname, "../..");
/** Codes whose producer needs a set-up of its own, asserted in that file. */
const ELSEWHERE: Partial<Record<ApiErrorCode, string>> = {
  storage_full: "tests/api/artwork-storage.test.ts",
  unsupported_media_type: "tests/api/advances.test.ts",
  gone: "tests/api/team-invitations.test.ts",
  no_deal: "tests/api/contracts.test.ts",
  limit_reached: "tests/api/workspace-limits.test.ts",
  two_factor_required: "tests/api/two-factor-required.test.ts",
};

function expectRefusal(
  res: { status: number; data: { error?: { code?: string; message?: unknown } } },
  code: ApiErrorCode,
) {
  expect(res.data?.error?.code, JSON.stringify(res.data)).toBe(code);
  expect(res.status).toBe(API_ERROR_STATUS[code]);
  expect(typeof res.data.error?.message).toBe("string");
  walked.add(code);
}

async function showOn(date: string, status: "pending" | "confirmed") {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId);
  const venue = await insertVenue(db, s.a.userId, { name: `Room ${Math.random()}` });
  return insertShow(db, s.a.userId, tour.id, venue.id, { performanceDate: date, status });
}
const move = (showId: string, json: object) =>
  call(s.t, "POST", `/api/negotiations/${showId}/transitions`, { cookie: s.a.cookie, json });

describe("every refusal carries its code", () => {
  it("400 validation, naming the field; 400 malformed_json", async () => {
    const bad = await call(s.t, "PATCH", "/api/profile", {
      cookie: s.a.cookie,
      json: { artistName: "" },
    });
    expectRefusal(bad, "validation");
    expect(bad.data.error.fields).toEqual({ artistName: "Artist name is required" });
    const notJson = await call(s.t, "PATCH", "/api/profile", {
      cookie: s.a.cookie,
      body: "{not json",
    });
    expectRefusal(notJson, "malformed_json");
  });

  it("401 unauthenticated; 403 forbidden for a cross-site write", async () => {
    expectRefusal(await call(s.t, "GET", "/api/tours"), "unauthenticated");
    const res = await s.t.app.request("http://localhost:3000/api/tours", {
      method: "POST",
      headers: { cookie: s.a.cookie, origin: "https://evil.example", "content-type": "text/plain" },
      body: "{}",
    });
    expectRefusal({ status: res.status, data: await res.json() }, "forbidden");
  });

  it("404 not_found for a missing row or a malformed id; 404 unknown_route", async () => {
    const missing = `/api/tours/${crypto.randomUUID()}`;
    expectRefusal(await call(s.t, "GET", missing, { cookie: s.a.cookie }), "not_found");
    expectRefusal(await call(s.t, "GET", "/api/tours/nope", { cookie: s.a.cookie }), "not_found");
    const route = await call(s.t, "GET", "/api/no-such-thing", { cookie: s.a.cookie });
    expectRefusal(route, "unknown_route");
  });

  it("409 date_conflict for a second confirmed show on a date; 409 conflict for a move not allowed", async () => {
    await showOn("2027-03-03", "confirmed");
    const second = await showOn("2027-03-03", "pending");
    const clash = await move(second.id, { to: "confirmed" });
    expectRefusal(clash, "date_conflict");
    // The message is for people and may be reworded; the code is what the client reads.
    expect(clash.data.error.message).toMatch(/^Another show is already confirmed on Mar 3, 2027/);
    const confirmed = await showOn("2027-03-04", "confirmed");
    expectRefusal(await move(confirmed.id, { to: "hold" }), "conflict");
  });

  it("413 payload_too_large", async () => {
    const res = await call(s.t, "PATCH", "/api/profile", {
      cookie: s.a.cookie,
      json: { artistName: "x".repeat(300 * 1024) },
    });
    expectRefusal(res, "payload_too_large");
  });

  it("429 rate_limited while an export is being prepared", async () => {
    const open = () =>
      s.t.app.request("http://localhost:3000/api/exports/tours.csv", {
        headers: { cookie: s.a.cookie },
      });
    const first = await open();
    expect(first.status).toBe(200);
    const second = await open();
    expectRefusal({ status: second.status, data: await second.json() }, "rate_limited");
    await first.body?.cancel();
  });

  it("429 locked after too many wrong passwords", async () => {
    const b = await signUp(s.t);
    const remove = (password: string) =>
      call(s.t, "DELETE", "/api/profile", { cookie: b.cookie, json: { password } });
    for (let i = 0; i < 5; i++) expectRefusal(await remove(`guess-${i}`), "validation");
    expectRefusal(await remove("still-a-guess"), "locked");
  });

  it("501 not_configured for Google Drive", async () => {
    const res = await call(s.t, "POST", "/api/exports/drive", {
      cookie: s.a.cookie,
      json: { format: "csv", includeVenues: true, includeFinancial: true },
    });
    expectRefusal(res, "not_configured");
  });

  it("503 unavailable when the database cannot be reached; 500 internal otherwise", async () => {
    const refusing = (err: Error) => {
      const app = new Hono<AppEnv>().get("/", () => {
        throw err;
      });
      app.onError(handleError);
      return app.request("/");
    };
    const lost = new Error("Failed query: select 1", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
      }),
    });
    const ended = new Error("Cannot use a pool after calling end on the pool");
    for (const err of [lost, ended, new Error("PGlite is closed")]) {
      const res = await refusing(err);
      expectRefusal({ status: res.status, data: await res.json() }, "unavailable");
    }
    const bug = await refusing(new TypeError("x is undefined"));
    expectRefusal({ status: bug.status, data: await bug.json() }, "internal");
  });

  it("every code has a producer asserted here or in the file named", () => {
    for (const [code, file] of Object.entries(ELSEWHERE)) {
      expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toContain(`code: "${code}"`);
      walked.add(code as ApiErrorCode);
    }
    expect([...walked].sort()).toEqual([...API_ERROR_CODES].sort());
  });
});

describe("better-auth's answers keep their shape, each with a code", () => {
  it("a wrong sign-in names its code; the rate limiter's 429 gets RATE_LIMITED", async () => {
    const ip = randomIp();
    const signIn = () =>
      call(s.t, "POST", "/api/auth/sign-in/email", {
        ip,
        json: { email: "nobody@example.com", password: "whatever-123" },
      });
    const wrong = await signIn();
    expect(wrong.status).toBe(401);
    expect(wrong.data.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    await signIn();
    const limited = await signIn();
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ code: "RATE_LIMITED", message: expect.any(String) });
    expect(limited.headers.get("x-retry-after")).toMatch(/^\d+$/);
  });
});
