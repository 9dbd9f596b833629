import { getTableName, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ownedTables } from "@/server/db/queries/accounts";
import { artworkFileChunks, artworkFiles, designProjects } from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();
const PASSWORD = "correct-horse-battery"; // signUp()'s default
const tableNames = ownedTables.map((t) => getTableName(t));

/** Rows per owned table for one account, read from the database itself. */
async function countRows(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of tableNames) {
    const [row] = await s.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`${sql.identifier(table)}`)
      .where(sql`user_id = ${userId}`);
    counts[table] = row!.n;
  }
  return counts;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  // Both accounts hold a full demo: tours, venues, shows, finances, deals, rider, campaigns.
  await seedDemoAccount(s.t.database.db, s.a.userId);
  await seedDemoAccount(s.t.database.db, s.b.userId);
});

describe("GET /api/profile/export", () => {
  it("downloads every owned table of the account as JSON, and only that account's rows", async () => {
    const res = await call(s.t, "GET", "/api/profile/export", { cookie: s.a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tribe-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.text).toContain('\n  "profile"'); // pretty-printed
    expect(res.data.profile).toMatchObject({ id: s.a.userId, email: s.a.email });
    expect(Object.keys(res.data.tables).sort()).toEqual([...tableNames].sort());
    const counts = await countRows(s.a.userId);
    for (const table of tableNames) {
      expect(res.data.tables[table], table).toHaveLength(counts[table]!);
      for (const row of res.data.tables[table]) expect(row.userId).toBe(s.a.userId);
    }
    expect(res.data.tables.tours.length).toBeGreaterThan(0);
    expect(res.text).not.toContain(s.b.userId);
    expect(res.text).not.toMatch(/"password"/);
  });

  it("writes files kept in the database (artwork proofs) as base64, not arrays of numbers", async () => {
    const db = s.t.database.db;
    const [project] = await db
      .insert(designProjects)
      .values({ userId: s.a.userId, title: "Poster" })
      .returning({ id: designProjects.id });
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    const [stored] = await db
      .insert(artworkFiles)
      .values({
        userId: s.a.userId,
        projectId: project!.id,
        fileName: "proof.png",
        contentType: "image/png",
        sizeBytes: bytes.length,
      })
      .returning({ id: artworkFiles.id });
    await db
      .insert(artworkFileChunks)
      .values({ userId: s.a.userId, fileId: stored!.id, seq: 0, data: bytes });
    const res = await call(s.t, "GET", "/api/profile/export", { cookie: s.a.cookie });
    const [file] = res.data.tables.artwork_files;
    expect(file.thumbnail).toBeNull();
    const [chunk] = res.data.tables.artwork_file_chunks;
    expect(chunk).toMatchObject({ fileId: stored!.id, seq: 0 });
    expect(chunk.data).toEqual({ base64: bytes.toString("base64") });
  });

  it("needs a session", async () => {
    const res = await call(s.t, "GET", "/api/profile/export");
    expect(res.status).toBe(401);
  });
});

describe("DELETE /api/profile", () => {
  it("asks for the password of an account that has one, and refuses a wrong one", async () => {
    const missing = await call(s.t, "DELETE", "/api/profile", { cookie: s.a.cookie, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.data.error.fields).toEqual({
      password: "Enter your password to delete your account",
    });
    const wrong = await call(s.t, "DELETE", "/api/profile", {
      cookie: s.a.cookie,
      json: { password: "not-the-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.fields).toEqual({ password: "That password is not right" });
    expect(total(await countRows(s.a.userId))).toBeGreaterThan(0);
  });

  it("stops guessing after five wrong passwords, even when the sixth is right", async () => {
    const owner = await signUp(s.t);
    const attempt = (password: string) =>
      call(s.t, "DELETE", "/api/profile", { cookie: owner.cookie, json: { password } });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const blocked = await attempt(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.data.error.message).toBe(
      "Too many wrong passwords. Wait 15 minutes, then try again.",
    );
    expect((await call(s.t, "GET", "/api/profile", { cookie: owner.cookie })).status).toBe(200);
    // Counted per account: another account's own deletion is not held up.
    const other = await signUp(s.t);
    const res = await call(s.t, "DELETE", "/api/profile", {
      cookie: other.cookie,
      json: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it("answers bad JSON with a 400", async () => {
    const res = await call(s.t, "DELETE", "/api/profile", { cookie: s.a.cookie, body: "{oops" });
    expect(res.status).toBe(400);
  });

  it("removes every row of the account and nothing of another account", async () => {
    const victim = await signUp(s.t);
    await seedDemoAccount(s.t.database.db, victim.userId);
    const before = await countRows(victim.userId);
    const othersBefore = await countRows(s.b.userId);
    expect(total(before)).toBeGreaterThan(0);

    const res = await call(s.t, "DELETE", "/api/profile", {
      cookie: victim.cookie,
      json: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(Object.values(await countRows(victim.userId)).every((n) => n === 0)).toBe(true);
    expect(await countRows(s.b.userId)).toEqual(othersBefore);
    for (const table of ["user", "session", "account"]) {
      const col = table === "user" ? "id" : "user_id";
      const [row] = await s.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`${sql.identifier(table)}`)
        .where(sql`${sql.identifier(col)} = ${victim.userId}`);
      expect(row!.n, table).toBe(0);
    }
    // The session went with the account, and the email can sign up again.
    expect((await call(s.t, "GET", "/api/profile", { cookie: victim.cookie })).status).toBe(401);
    const again = await signUp(s.t, { email: victim.email });
    expect(again.userId).not.toBe(victim.userId);
  });

  it("lets a demo guest delete without a password", async () => {
    const g = await signInAsGuest(s.t);
    expect(total(await countRows(g.userId))).toBeGreaterThan(0);
    const res = await call(s.t, "DELETE", "/api/profile", { cookie: g.cookie, json: {} });
    expect(res.status).toBe(200);
    expect(total(await countRows(g.userId))).toBe(0);
  });
});
