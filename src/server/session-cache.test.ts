import { describe, expect, it } from "vitest";
import type { SessionUser } from "./auth";
import { SessionCache, sessionToken } from "./session-cache";

const user = (id: string) => ({ id, artistName: `Artist ${id}` }) as unknown as SessionUser;

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  const cache = new SessionCache({ ttlMs: 5_000, max: 3, now: () => clock.now });
  return { cache, clock };
}

const session = (id: string, expiresAt = 2_000_000) => ({
  user: user(id),
  sessionId: `s-${id}`,
  token: `token-${id}`,
  expiresAt,
  userRow: `row-${id}`,
});

describe("session cache", () => {
  it("reads the session token from either of better-auth's cookie names", () => {
    expect(sessionToken("a=1; better-auth.session_token=abc.sig; b=2")).toBe("abc.sig");
    expect(sessionToken("__Secure-better-auth.session_token=xyz.sig")).toBe("xyz.sig");
    expect(sessionToken("other=1")).toBeUndefined();
    expect(sessionToken(undefined)).toBeUndefined();
  });

  it("trusts a checked session for the cache's lifetime, not a moment longer", () => {
    const { cache, clock } = cacheAt();
    cache.set("t1", session("u1"));
    clock.now += 4_999;
    expect(cache.get("t1")?.user.id).toBe("u1");
    clock.now += 1;
    expect(cache.get("t1")).toBeUndefined();
  });

  it("never outlives the session itself", () => {
    const { cache, clock } = cacheAt();
    cache.set("t1", session("u1", clock.now + 1_000));
    clock.now += 1_000;
    expect(cache.get("t1")).toBeUndefined();
  });

  it("forgets every session of an account when one of them signs out or the account changes", () => {
    const { cache } = cacheAt();
    cache.set("phone", session("u1"));
    cache.set("laptop", session("u1"));
    cache.set("other", session("u2"));
    cache.forgetToken("phone");
    expect(cache.get("laptop")).toBeUndefined();
    expect(cache.get("other")?.user.id).toBe("u2");
    cache.forgetUser("u2");
    expect(cache.get("other")).toBeUndefined();
  });

  it("keeps at most `max` entries, dropping the oldest", () => {
    const { cache } = cacheAt();
    for (const id of ["a", "b", "c", "d"]) cache.set(id, session(id));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")?.user.id).toBe("d");
  });

  it("caches nothing with a lifetime of 0", () => {
    const cache = new SessionCache({ ttlMs: 0 });
    cache.set("t1", session("u1"));
    expect(cache.get("t1")).toBeUndefined();
  });
});
