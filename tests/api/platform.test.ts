import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownedTables } from "@/server/db/queries/account/accounts";
import { setupApiSuite } from "../support/api-suite";
import { call, randomIp, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();

describe("health", () => {
  it("reports the database as reachable", async () => {
    const res = await call(s.t, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: "ok", database: "ok" });
  });
});

describe("accounts", () => {
  it("signs up with an artist name and reads it back", async () => {
    const a = await signUp(s.t, { artistName: "Mara Vale" });
    const res = await call(s.t, "GET", "/api/profile", { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ artistName: "Mara Vale", email: a.email, isAnonymous: false });
  });

  it("refuses a password under 8 characters", async () => {
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      json: { email: "short@example.com", password: "1234567", name: "X", artistName: "X" },
    });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("refuses an email that is taken", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      json: { email: a.email, password: "another-password", name: "Y", artistName: "Y" },
    });
    expect(res.status).toBe(422);
    expect(res.data.code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it("refuses a wrong password", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "POST", "/api/auth/sign-in/email", {
      json: { email: a.email, password: "wrong-password" },
    });
    expect(res.status).toBe(401);
    expect(res.data.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("stores sessions in the database, not in the process", async () => {
    const a = await signUp(s.t);
    const rows = await s.t.database.db.query.session.findMany({
      where: (s, { eq }) => eq(s.userId, a.userId),
    });
    expect(rows.length).toBe(1);
  });

  it("ends the session on sign-out", async () => {
    const a = await signUp(s.t);
    const out = await call(s.t, "POST", "/api/auth/sign-out", { cookie: a.cookie, json: {} });
    expect(out.status).toBe(200);
    const res = await call(s.t, "GET", "/api/profile", { cookie: a.cookie });
    expect(res.status).toBe(401);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await s.t.app.request("http://localhost:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        "x-forwarded-for": randomIp(),
      },
      body: JSON.stringify({
        email: `c-${Date.now()}@example.com`,
        password: "long-enough-pw",
        name: "C",
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("profile", () => {
  it("changes the artist name", async () => {
    const a = await signUp(s.t, { artistName: "Old Name" });
    const res = await call(s.t, "PATCH", "/api/profile", {
      cookie: a.cookie,
      json: { artistName: "  New Name " },
    });
    expect(res.status).toBe(200);
    expect(res.data.artistName).toBe("New Name");
  });

  it("answers bad JSON with a 400 and a message", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "PATCH", "/api/profile", { cookie: a.cookie, body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      error: { code: "malformed_json", message: "Malformed JSON in request body" },
    });
  });

  it("names the bad field on a failed check", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "PATCH", "/api/profile", {
      cookie: a.cookie,
      json: { artistName: "" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ artistName: "Artist name is required" });
    expect(res.data.error.message).toContain("artistName");
  });
});

describe("access control", () => {
  it("requires a session for every account route", async () => {
    for (const path of ["/api/profile"]) {
      const res = await call(s.t, "GET", path);
      expect(res.status).toBe(401);
      expect(res.data.error.message).toBe("Please sign in to continue.");
    }
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "GET", "/api/nothing-here", { cookie: a.cookie });
    expect(res.status).toBe(404);
    expect(res.data.error.message).toBeTruthy();
  });
});

describe("demo", () => {
  it("starts a guest session in one call, seeded with sample data", async () => {
    const g = await signInAsGuest(s.t);
    const res = await call(s.t, "GET", "/api/profile", { cookie: g.cookie });
    expect(res.status).toBe(200);
    expect(res.data.isAnonymous).toBe(true);
    expect(res.data.artistName).toBeTruthy();
  });

  it("lets a guest create a real account and keep their data", async () => {
    const g = await signInAsGuest(s.t);
    await call(s.t, "PATCH", "/api/profile", {
      cookie: g.cookie,
      json: { artistName: "Guest Band" },
    });
    const email = `upgraded-${Date.now()}@example.com`;
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: g.cookie,
      json: { email, password: "a-real-password", name: "Guest Band" },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const profile = await call(s.t, "GET", "/api/profile", { cookie });
    expect(profile.data).toMatchObject({ email, isAnonymous: false, artistName: "Guest Band" });
  });

  it("keeps the guest's workspace, every row of it, when the guest signs up", async () => {
    // The database's own catalogue, not the code's list: a new table with a workspace_id that
    // the export or deletion would forget fails here.
    const catalogue = await s.t.database.db
      .select({ table: sql<string>`table_name` })
      .from(sql`information_schema.columns`)
      .where(sql`column_name = 'workspace_id' and table_schema = current_schema()`);
    const withWorkspaceId = catalogue.map((r) => r.table).sort();
    const data = ownedTables.map((table) => getTableName(table));
    expect(withWorkspaceId).toEqual(
      [
        ...data,
        // The invitation limits' counter: not the act's data, and kept when a workspace goes.
        "invitation_sends",
        "session",
        "workspace_invitations",
        "workspace_members",
        "workspace_versions",
      ].sort(),
    );

    const g = await signInAsGuest(s.t);
    const countRows = async (workspaceId: string) => {
      const counts: Record<string, number> = {};
      for (const table of data) {
        const [row] = await s.t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`${sql.identifier(table)}`)
          .where(sql`workspace_id = ${workspaceId}`);
        counts[table] = row!.n;
      }
      return counts;
    };
    const before = await countRows(g.workspaceId);
    expect(before.tours).toBeGreaterThan(0);
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: g.cookie,
      json: { email: `moved-${Date.now()}@example.com`, password: "a-real-password", name: "M" },
    });
    expect(res.status).toBe(200);
    expect(await countRows(g.workspaceId)).toEqual(before);
    const owners = await s.t.database.db.execute(
      sql`select user_id, role from workspace_members where workspace_id = ${g.workspaceId}`,
    );
    expect((owners as unknown as { rows: unknown[] }).rows).toEqual([
      { user_id: res.data.user.id, role: "owner" },
    ]);
    // The new account's own empty workspace went: it works in the demo it made.
    const own = await s.t.database.db.execute(
      sql`select id from workspaces where id = ${res.data.user.id}`,
    );
    expect((own as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe("rate limiting", () => {
  it("limits sign-in attempts per client, shared through the database", async () => {
    const limited = await startTestAppWithLimit(3);
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(limited, "POST", "/api/auth/sign-in/email", {
          ip,
          json: { email: "nobody@example.com", password: "whatever-123" },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      const stored = await limited.database.db.query.rateLimit.findMany();
      expect(stored.length).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

async function startTestAppWithLimit(max: number) {
  const { startTestApp } = await import("../support/test-app");
  return startTestApp({ rateLimitMax: max });
}
