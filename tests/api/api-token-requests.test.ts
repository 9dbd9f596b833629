import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOKEN_REQUESTS_PER_MINUTE } from "@/domain/integrations/tokens";
import { apiTokens, workspaceMembers, workspaces } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { dayFromToday, makeToken, withToken } from "../support/api-tokens";
import { call, signUp } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 53, item 1: a request with a personal access token acts as its maker with the
 * maker's role of the moment, in the token's workspace, within its scopes; refused at once
 * when revoked, expired, or the maker left; limited per token. Making them: api-tokens.test.ts.
 */
const s = setupApiSuite();
const NOT_VALID = /not valid: it was revoked, has expired, or its maker left/;
describe("a request with a token", () => {
  it("reads with no cookie and writes with no Origin, within its scopes", async () => {
    const title = `Token tour ${crypto.randomUUID()}`;
    await call(s.t, "POST", "/api/tours", { cookie: s.a.cookie, json: { title } });
    const reader = await makeToken(s.t, s.a, ["tours:read"]);
    const read = await withToken(s.t, reader.token, "GET", "/api/tours");
    expect(read.status).toBe(200);
    expect(read.text).toContain(title);

    const refused = await withToken(s.t, reader.token, "POST", "/api/tours", {
      json: { title: "Not allowed" },
    });
    expect(refused.status).toBe(403);
    expect(refused.data.error).toMatchObject({ code: "forbidden" });
    expect(refused.data.error.message).toMatch(/may not write tours: give it tours:write/);

    const writer = await makeToken(s.t, s.a, ["tours:write"]);
    const wrote = await withToken(s.t, writer.token, "POST", "/api/tours", {
      json: { title: "Made by a script" },
    });
    expect(wrote.status, wrote.text).toBe(201);
    // Write includes read; another area is not covered.
    expect((await withToken(s.t, writer.token, "GET", "/api/tours")).status).toBe(200);
    const venues = await withToken(s.t, writer.token, "GET", "/api/negotiations");
    expect(venues.status).toBe(403);
    expect(venues.data.error.message).toMatch(/give it negotiations:read/);
  });

  it("marks the token used, at most once a minute", async () => {
    const made = await makeToken(s.t, s.a, ["tours:read"]);
    expect((await withToken(s.t, made.token, "GET", "/api/tours")).status).toBe(200);
    const usedAt = async () =>
      (await s.t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id)))[0]
        ?.lastUsedAt;
    const deadline = Date.now() + 5_000;
    while (!(await usedAt()) && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    const first = await usedAt();
    expect(first).toBeInstanceOf(Date);
    expect((await withToken(s.t, made.token, "GET", "/api/tours")).status).toBe(200);
    expect((await usedAt())?.getTime()).toBe(first?.getTime());
    const list = await call(s.t, "GET", "/api/tokens", { cookie: s.a.cookie });
    const listed = list.data.tokens.find((t: { id: string }) => t.id === made.id);
    expect(listed.lastUsedAt).toBe(first?.toISOString());
  });

  it("is refused when malformed, unknown, expired or revoked (at once)", async () => {
    const malformed = await withToken(s.t, "", "GET", "/api/tours", {
      authorization: "Bearer not-a-tribe-token",
    });
    expect(malformed.status).toBe(401);
    expect(malformed.data.error.code).toBe("unauthenticated");
    const unknown = await withToken(s.t, `tribe_pat_${"x".repeat(40)}`, "GET", "/api/tours");
    expect(unknown.status).toBe(401);
    expect(unknown.data.error.message).toMatch(NOT_VALID);

    const expiring = await makeToken(s.t, s.a, ["tours:read"]);
    expect((await withToken(s.t, expiring.token, "GET", "/api/tours")).status).toBe(200);
    await s.t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    const expired = await withToken(s.t, expiring.token, "GET", "/api/tours");
    expect(expired.status).toBe(401);
    expect(expired.data.error.message).toMatch(NOT_VALID);

    const revoking = await makeToken(s.t, s.a, ["tours:read"]);
    expect((await withToken(s.t, revoking.token, "GET", "/api/tours")).status).toBe(200);
    const revoked = await call(s.t, "DELETE", `/api/tokens/${revoking.id}`, {
      cookie: s.a.cookie,
    });
    expect(revoked.status).toBe(200);
    const after = await withToken(s.t, revoking.token, "GET", "/api/tours");
    expect(after.status).toBe(401);
    expect(after.data.error.message).toMatch(NOT_VALID);
  });

  it("with a cookie too, acts as the token (the bearer wins)", async () => {
    const made = await makeToken(s.t, s.a, ["tours:read"]);
    // The owner's session could read the team; the token cannot.
    const team = await withToken(s.t, made.token, "GET", "/api/team", { cookie: s.a.cookie });
    expect(team.status).toBe(403);
    const bad = await withToken(s.t, "", "GET", "/api/tours", {
      cookie: s.a.cookie,
      authorization: `Bearer tribe_pat_${"0".repeat(40)}`,
    });
    expect(bad.status).toBe(401);
    // With a cookie, a write is a browser's: the origin check still applies.
    const writer = await makeToken(s.t, s.a, ["tours:write"]);
    const crossSite = await withToken(s.t, writer.token, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { title: "From another site" },
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.data.error.message).toBe("Cross-site request refused");
  });

  it("never reaches the account, the team, the tokens or webhooks: a token cannot make a token", async () => {
    const made = await makeToken(s.t, s.a, ["tours:write", "overview:write", "finances:write"]);
    const tries: [string, string, unknown?][] = [
      ["GET", "/api/profile"],
      ["GET", "/api/team"],
      ["GET", "/api/activity"],
      ["GET", "/api/tokens"],
      [
        "POST",
        "/api/tokens",
        { name: "Child", scopes: ["tours:read"], expiresOn: dayFromToday(7) },
      ],
      ["DELETE", `/api/tokens/${made.id}`],
      ["GET", "/api/webhooks"],
      ["PUT", "/api/team/current", { workspaceId: s.a.workspaceId }],
      ["GET", "/api/no-such-route"],
    ];
    for (const [method, path, json] of tries) {
      const res = await withToken(s.t, made.token, method, path, { json });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(res.data.error.code).toBe("forbidden");
    }
    const stillThere = await call(s.t, "GET", "/api/tokens", { cookie: s.a.cookie });
    expect(stillThere.data.tokens.map((t: { id: string }) => t.id)).toContain(made.id);
  });
});

describe("a token makes no credential that outlives it", () => {
  it("cannot make, read or turn off the maker's calendar feed (a secret address for every date)", async () => {
    // The feed is the maker's own link to the workspace's dates, holds and offers included:
    // made with a logistics token, it would keep working after the token is revoked and
    // read negotiations the token was never given.
    const made = await makeToken(s.t, s.a, ["logistics:write"]);
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await withToken(s.t, made.token, method, "/api/calendar-feed");
      expect(res.status, `${method}: ${res.text}`).toBe(403);
      expect(res.data.error.code).toBe("forbidden");
    }
    const feed = await call(s.t, "GET", "/api/calendar-feed", { cookie: s.a.cookie });
    expect(feed.data.path).toBeNull();
  });
});

describe("the maker's standing, read on every request", () => {
  it("works in the token's workspace, whatever the maker's sessions switched to", async () => {
    const owner = await signUp(s.t);
    const title = `Owner's tour ${crypto.randomUUID()}`;
    await call(s.t, "POST", "/api/tours", { cookie: owner.cookie, json: { title } });
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    const made = await makeToken(s.t, manager, ["tours:read"]);
    const back = await call(s.t, "PUT", "/api/team/current", {
      cookie: manager.cookie,
      json: { workspaceId: manager.userId },
    });
    expect(back.status).toBe(200);
    const read = await withToken(s.t, made.token, "GET", "/api/tours");
    expect(read.status).toBe(200);
    expect(read.text).toContain(title);
  });

  it("loses money at once when the maker is demoted, and everything when removed", async () => {
    const owner = await signUp(s.t);
    const tour = await call(s.t, "POST", "/api/tours", {
      cookie: owner.cookie,
      json: { title: "Money tour" },
    });
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    const made = await makeToken(s.t, manager, ["finances:read", "overview:read", "tours:read"]);
    const finance = `/api/tours/${tour.data.id}/finance`;
    expect((await withToken(s.t, made.token, "GET", finance)).status).toBe(200);
    const before = await withToken(s.t, made.token, "GET", "/api/overview");
    expect(before.data.stats.revenueProjection).toEqual(expect.any(String));

    const demoted = await call(s.t, "PUT", `/api/team/members/${manager.userId}`, {
      cookie: owner.cookie,
      json: { role: "crew" },
    });
    expect(demoted.status).toBe(200);
    const refused = await withToken(s.t, made.token, "GET", finance);
    expect(refused.status).toBe(403);
    const asCrew = await withToken(s.t, made.token, "GET", "/api/overview");
    expect(asCrew.status).toBe(200);
    expect(asCrew.data.stats.revenueProjection).not.toEqual(expect.any(String));

    const removed = await call(s.t, "DELETE", `/api/team/members/${manager.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    const gone = await withToken(s.t, made.token, "GET", "/api/tours");
    expect(gone.status).toBe(401);
    expect(gone.data.error.message).toMatch(NOT_VALID);

    // Invited back, the maker does not find the old token working again.
    await s.t.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: manager.userId, role: "manager" });
    expect((await withToken(s.t, made.token, "GET", "/api/tours")).status).toBe(401);
  });

  it("is gone when its maker leaves the workspace", async () => {
    const owner = await signUp(s.t);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const made = await makeToken(s.t, crew, ["tours:read"]);
    expect((await withToken(s.t, made.token, "GET", "/api/tours")).status).toBe(200);
    const left = await call(s.t, "POST", "/api/team/leave", { cookie: crew.cookie });
    expect(left.status, left.text).toBeLessThan(300);
    expect((await withToken(s.t, made.token, "GET", "/api/tours")).status).toBe(401);
    const rows = await s.t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(rows).toEqual([]);
  });

  it("asks for the second factor the workspace requires, as a session does", async () => {
    const owner = await signUp(s.t);
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    const made = await makeToken(s.t, manager, ["tours:read"]);
    await s.t.database.db
      .update(workspaces)
      .set({ requireTwoFactor: true })
      .where(eq(workspaces.id, owner.workspaceId));
    const res = await withToken(s.t, made.token, "GET", "/api/tours");
    expect(res.status).toBe(403);
    expect(res.data.error.code).toBe("two_factor_required");
  });
});

describe("the rate limit", () => {
  it(`answers 429 after ${TOKEN_REQUESTS_PER_MINUTE} requests a minute, per token`, async () => {
    const busy = await makeToken(s.t, s.a, ["tours:read"]);
    const calm = await makeToken(s.t, s.a, ["tours:read"]);
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, TOKEN_REQUESTS_PER_MINUTE - i) }, () =>
          withToken(s.t, busy.token, "GET", "/api/tours"),
        ),
      );
      expect(batch.map((r) => r.status).filter((st) => st !== 200)).toEqual([]);
    }
    const limited = await withToken(s.t, busy.token, "GET", "/api/tours");
    expect(limited.status).toBe(429);
    expect(limited.data.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another token, and the same person signed in, are not held back.
    expect((await withToken(s.t, calm.token, "GET", "/api/tours")).status).toBe(200);
    expect((await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie })).status).toBe(200);
  });
});
