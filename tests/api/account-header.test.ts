import { describe, expect, it } from "vitest";
import { ACCOUNT_HEADER } from "@/domain/offline-cache";
import { setupApiSuite } from "../support/api-suite";

const s = setupApiSuite();

const get = (path: string, cookie?: string) =>
  s.t.app.request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

// The service worker files an answer under the account this header names, and only when it
// is the account the page asked for (ADR 0018): it must name the session's own account.
describe("the account an answer belongs to", () => {
  it("is named on every answer behind a session, as that session's account", async () => {
    for (const path of ["/api/profile", "/api/tours", "/api/overview", "/api/venues"]) {
      expect((await get(path, s.a.cookie)).headers.get(ACCOUNT_HEADER), path).toBe(s.a.userId);
      expect((await get(path, s.b.cookie)).headers.get(ACCOUNT_HEADER), path).toBe(s.b.userId);
    }
  });

  it("is named on a kept, compressed answer too", async () => {
    const res = await s.t.app.request("http://localhost:3000/api/tours", {
      headers: { cookie: s.a.cookie, "accept-encoding": "gzip" },
    });
    expect(res.headers.get(ACCOUNT_HEADER)).toBe(s.a.userId);
  });

  it("is never named without a session", async () => {
    expect((await get("/api/tours")).headers.get(ACCOUNT_HEADER)).toBeNull();
    expect((await get("/api/health")).headers.get(ACCOUNT_HEADER)).toBeNull();
  });
});
