import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_TOKENS_PER_PERSON, TOKEN_REQUESTS_PER_MINUTE } from "@/domain/integrations/tokens";
import { activity, apiTokens, workspaceMembers, workspaces } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { dayFromToday, makeToken, withToken } from "../support/api-tokens";
import { call, signUp } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 53, item 1: personal access tokens. Made signed in, shown once, kept as a hash; a
 * request with one acts as its maker with the maker's role of the moment, in the token's
 * workspace, within its scopes; refused at once when revoked, expired, or the maker left.
 */
const s = setupApiSuite();
const NOT_VALID = /not valid: it was revoked, has expired, or its maker left/;

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe("making and listing tokens", () => {
  it("shows the secret once, lists the token without it, and keeps only its hash", async () => {
    const made = await call(s.t, "POST", "/api/tokens", {
      cookie: s.a.cookie,
      json: { name: "Website", scopes: ["tours:read"], expiresOn: dayFromToday(30) },
    });
    expect(made.status).toBe(201);
    const secret = made.data.token as string;
    expect(secret).toMatch(/^tribe_pat_[0-9A-Za-z]{40}$/);
    expect(made.data).toMatchObject({
      name: "Website",
      scopes: ["tours:read"],
      prefix: secret.slice(0, 14),
      lastUsedAt: null,
      mine: true,
      maker: { id: s.a.userId },
    });
    expect(made.data.expiresAt).toBe(`${dayFromToday(30)}T23:59:59.999Z`);

    const list = await call(s.t, "GET", "/api/tokens", { cookie: s.a.cookie });
    expect(list.status).toBe(200);
    expect(list.data.tokens.map((t: { id: string }) => t.id)).toContain(made.data.id);
    expect(list.text).not.toContain(secret);
    expect(list.data.tokens[0]).not.toHaveProperty("token");

    const [row] = await s.t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, made.data.id));
    expect(row?.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("lists everyone's tokens to the owner, only their own to others", async () => {
    const owner = await signUp(s.t);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const ownersToken = await makeToken(s.t, owner, ["tours:read"]);
    const crewsToken = await makeToken(s.t, crew, ["tours:read"]);
    const asOwner = await call(s.t, "GET", "/api/tokens", { cookie: owner.cookie });
    const ids = asOwner.data.tokens.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining([ownersToken.id, crewsToken.id]));
    const theirs = asOwner.data.tokens.find((t: { id: string }) => t.id === crewsToken.id);
    expect(theirs).toMatchObject({ mine: false, maker: { id: crew.userId, name: "A crew" } });
    const asCrew = await call(s.t, "GET", "/api/tokens", { cookie: crew.cookie });
    expect(asCrew.data.tokens.map((t: { id: string }) => t.id)).toEqual([crewsToken.id]);
  });

  it("refuses bad input, naming the field", async () => {
    const good = { name: "Sheet", scopes: ["tours:read"], expiresOn: dayFromToday(7) };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "a\u0000b" }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ scopes: [] }, "scopes"],
      [{ scopes: Array.from({ length: 41 }, () => "tours:read") }, "scopes"],
      [{ scopes: ["tours:admin"] }, "scopes.0"],
      [{ expiresOn: "2026-02-30" }, "expiresOn"],
      [{ expiresOn: "0000-01-01" }, "expiresOn"],
      [{ expiresOn: dayFromToday(-1) }, "expiresOn"],
      [{ expiresOn: dayFromToday(366) }, "expiresOn"],
      [{ expiresOn: "tomorrow" }, "expiresOn"],
    ];
    for (const [change, field] of cases) {
      const res = await call(s.t, "POST", "/api/tokens", {
        cookie: s.a.cookie,
        json: { ...good, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.data.error.fields), JSON.stringify(change)).toContain(field);
    }
    // The edges themselves are fine: today, and a year from today.
    for (const expiresOn of [dayFromToday(0), dayFromToday(365)]) {
      const res = await call(s.t, "POST", "/api/tokens", {
        cookie: s.a.cookie,
        json: { ...good, expiresOn },
      });
      expect(res.status, expiresOn).toBe(201);
    }
  });

  it("gives crew and artists no money scopes", async () => {
    const owner = await signUp(s.t);
    for (const role of ["crew", "artist"] as const) {
      const member = await memberOf(s.t, owner.workspaceId, role);
      for (const scope of ["finances:read", "party:write"]) {
        const res = await call(s.t, "POST", "/api/tokens", {
          cookie: member.cookie,
          json: { name: "Money", scopes: ["tours:read", scope], expiresOn: dayFromToday(7) },
        });
        expect(res.status).toBe(400);
        expect(res.data.error.fields.scopes).toMatch(/Crew and artists cannot give a token/);
      }
      await makeToken(s.t, member, ["tours:read", "logistics:write"]);
    }
  });

  it(`holds at most ${MAX_TOKENS_PER_PERSON} tokens per person and workspace`, async () => {
    const person = await signUp(s.t);
    for (let i = 0; i < MAX_TOKENS_PER_PERSON; i++) await makeToken(s.t, person, ["tours:read"]);
    const refused = await call(s.t, "POST", "/api/tokens", {
      cookie: person.cookie,
      json: { name: "One more", scopes: ["tours:read"], expiresOn: dayFromToday(7) },
    });
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("limit_reached");
    // Another person of the same workspace has their own count.
    const manager = await memberOf(s.t, person.workspaceId, "manager");
    await makeToken(s.t, manager, ["tours:read"]);
  });
});

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

describe("revoking", () => {
  it("is the maker's, or the owner's; another workspace's token is not found", async () => {
    const owner = await signUp(s.t);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const ownersToken = await makeToken(s.t, owner, ["tours:read"]);
    const crewsToken = await makeToken(s.t, crew, ["tours:read"]);
    const outsider = await makeToken(s.t, s.b, ["tours:read"]);
    const del = (who: { cookie: string }, id: string) =>
      call(s.t, "DELETE", `/api/tokens/${id}`, { cookie: who.cookie });

    expect((await del(owner, outsider.id)).status).toBe(404);
    expect((await del(crew, ownersToken.id)).status).toBe(404);
    expect((await del(owner, "not-a-uuid")).status).toBe(404);
    expect((await withToken(s.t, outsider.token, "GET", "/api/tours")).status).toBe(200);
    expect((await del(owner, crewsToken.id)).status).toBe(200);
    expect((await del(crew, crewsToken.id)).status).toBe(404);
  });
});

describe("activity", () => {
  it("names the token on a write made with it; reads leave no line", async () => {
    const owner = await signUp(s.t, { name: "Ada Owner" });
    const made = await makeToken(s.t, owner, ["tours:write"], { name: "Website" });
    const entries = async () =>
      (await call(s.t, "GET", "/api/activity", { cookie: owner.cookie })).data.entries as {
        actorName: string;
        summary: string;
        via: string | null;
      }[];
    const [creation] = await entries();
    expect(creation).toMatchObject({ summary: "Made the API token Website", via: null });

    const wrote = await withToken(s.t, made.token, "POST", "/api/tours", {
      json: { title: "Scripted Run" },
    });
    expect(wrote.status).toBe(201);
    const [latest] = await entries();
    expect(latest).toMatchObject({
      actorName: "Ada Owner",
      summary: "Added the tour Scripted Run",
      via: "API token “Website”",
    });

    const count = async () =>
      (
        await s.t.database.db
          .select()
          .from(activity)
          .where(eq(activity.workspaceId, owner.workspaceId))
      ).length;
    const before = await count();
    expect((await withToken(s.t, made.token, "GET", "/api/tours")).status).toBe(200);
    expect(await count()).toBe(before);

    await call(s.t, "DELETE", `/api/tokens/${made.id}`, { cookie: owner.cookie });
    const [revoked] = await entries();
    expect(revoked).toMatchObject({ summary: "Revoked the API token Website", via: null });
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
