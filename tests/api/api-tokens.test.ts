import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_TOKENS_PER_PERSON } from "@/domain/integrations/tokens";
import { activity, apiTokens } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { dayFromToday, makeToken, withToken } from "../support/api-tokens";
import { call, signUp } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 53, item 1: personal access tokens, made signed in: shown once and kept as a hash,
 * listed (owners: everyone's), revoked by the maker or the owner, and named in Activity.
 * What a request with one may do: api-token-requests.test.ts.
 */
const s = setupApiSuite();

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
