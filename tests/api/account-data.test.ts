import { createHash } from "node:crypto";
import { eq, getTableName, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { exportedColumns } from "@/server/db/queries/account/account-data";
import { ownedTables } from "@/server/db/queries/account/accounts";
import { advanceLinks, contracts, tours } from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { newProject, noisePng, uploadProof } from "../support/artwork";
import { call, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();
const PASSWORD = "correct-horse-battery"; // signUp()'s default
const tableNames = ownedTables.map((t) => getTableName(t));

/** Rows per owned table for one account, read from the database itself. */
async function countRows(workspaceId: string) {
  const counts: Record<string, number> = {};
  for (const table of tableNames) {
    const [row] = await s.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`${sql.identifier(table)}`)
      .where(sql`workspace_id = ${workspaceId}`);
    counts[table] = row!.n;
  }
  return counts;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  // Both accounts hold a full demo: tours, venues, shows, finances, deals, rider, campaigns.
  await seedDemoAccount(s.t.database.db, s.a.workspaceId);
  await seedDemoAccount(s.t.database.db, s.b.workspaceId);
});

/** account.json of an export, parsed. */
function accountJson(zip: Record<string, Uint8Array> | undefined) {
  const json = zip?.["account.json"];
  if (!json) throw new Error("the export has no account.json");
  const text = new TextDecoder().decode(json);
  return { text, doc: JSON.parse(text) };
}

describe("GET /api/profile/export", () => {
  it("downloads a zip whose account.json has every owned table, and only this account's rows", async () => {
    const res = await call(s.t, "GET", "/api/profile/export", { cookie: s.a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tribe-account-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const { text, doc } = accountJson(res.zip);
    expect(doc).toMatchObject({ format: "tribe-account-export", version: 2 });
    expect(text).toBe(`${JSON.stringify(doc, null, 2)}\n`); // pretty-printed, as before
    expect(doc.profile).toMatchObject({ id: s.a.workspaceId, email: s.a.email });
    // The pieces of artwork files are the files themselves, not rows.
    const exported = tableNames.filter((t) => !/_file_chunks$/.test(t));
    expect(Object.keys(doc.tables).sort()).toEqual([...exported].sort());
    const counts = await countRows(s.a.workspaceId);
    for (const table of exported) {
      expect(doc.tables[table], table).toHaveLength(counts[table]!);
      for (const row of doc.tables[table]) expect(row.workspaceId).toBe(s.a.workspaceId);
    }
    expect(doc.tables.tours.length).toBeGreaterThan(0);
    expect(res.text).not.toContain(s.b.workspaceId);
    expect(res.text).not.toMatch(/"password"/);
  });

  it("has a show's contract versions with their PDFs, the audit trail, advancing, the show's files and the receipts, never a secret", async () => {
    const owner = await signUp(s.t);
    const db = s.t.database.db;
    const date = "2099-05-02";
    const tour = await insertTour(db, owner.workspaceId, {
      title: "Spring Run",
      startDate: date,
      endDate: date,
    });
    const venue = await insertVenue(db, owner.workspaceId, { name: "Station 9" });
    const show = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
      performanceDate: date,
      status: "confirmed",
    });
    const deal = await call(s.t, "POST", `/api/tours/${tour.id}/deals`, {
      cookie: owner.cookie,
      json: { showId: show.id, dealType: "guarantee", guaranteeAmount: "5000" },
    });
    expect(deal.status, deal.text).toBe(201);
    const made = await call(s.t, "POST", `/api/tours/${tour.id}/shows/${show.id}/contract`, {
      cookie: owner.cookie,
    });
    expect(made.status, made.text).toBe(201);
    const sent = await call(s.t, "POST", `/api/contracts/${made.data.contract.id}/send`, {
      cookie: owner.cookie,
      json: { promoterName: "Sam", promoterEmail: "sam@venue.example", expiresInDays: 14 },
    });
    expect(sent.status, sent.text).toBe(200);
    const link = await call(s.t, "POST", `/api/tours/${tour.id}/advances/${show.id}/links`, {
      cookie: owner.cookie,
      json: { recipient: "Sam Promoter", days: 14, shareSettlement: false },
    });
    expect(link.status, link.text).toBe(201);
    const feed = await call(s.t, "POST", "/api/calendar-feed", { cookie: owner.cookie });
    expect(feed.status, feed.text).toBe(201);
    const plot = new TextEncoder().encode("%PDF-1.4\n% stage plot\n%%EOF\n");
    const upload = await call(
      s.t,
      "POST",
      `/api/tours/${tour.id}/advances/${show.id}/files?kind=stage_plot&name=plot.pdf`,
      { cookie: owner.cookie, raw: plot },
    );
    expect(upload.status, upload.text).toBe(201);
    const fuel = await call(s.t, "POST", `/api/tours/${tour.id}/financials`, {
      cookie: owner.cookie,
      json: { type: "expense", category: "Fuel", amountAnticipated: "185.40" },
    });
    expect(fuel.status, fuel.text).toBe(201);
    const receipt = new TextEncoder().encode("%PDF-1.4\n% fuel receipt\n%%EOF\n");
    const kept = await call(
      s.t,
      "PUT",
      `/api/tours/${tour.id}/financials/${fuel.data.id}/receipt?name=fuel.pdf`,
      { cookie: owner.cookie, raw: receipt },
    );
    expect(kept.status, kept.text).toBe(201);

    const res = await call(s.t, "GET", "/api/profile/export", { cookie: owner.cookie });
    const { doc } = accountJson(res.zip);
    expect(doc.tables.contracts).toEqual([
      expect.objectContaining({ showId: show.id, version: 1, state: "sent", promoterName: "Sam" }),
    ]);
    expect(doc.tables.contract_events.map((e: { kind: string }) => e.kind)).toContain("sent");
    // The document each version was signed as, and the show's files, are in the zip as PDFs.
    const [row] = doc.tables.contracts;
    expect(row.documentPath).toBe("contracts/Station 9 2099-05-02/version 1.pdf");
    const pdf = res.zip![row.documentPath]!;
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(row.documentSha256);
    const [file] = doc.tables.show_files;
    expect(file.path).toBe("show-files/Station 9 2099-05-02/plot.pdf");
    expect(Buffer.from(res.zip![file.path]!).equals(Buffer.from(plot))).toBe(true);
    expect(doc.tables).not.toHaveProperty("show_file_chunks");
    // A financial row's receipt too, under its tour; its artwork_files row names the place.
    const receiptRow = doc.tables.artwork_files.find(
      (r: { financialId: string | null }) => r.financialId === fuel.data.id,
    );
    expect(receiptRow.path).toBe("receipts/Spring Run/fuel.pdf");
    expect(Buffer.from(res.zip![receiptRow.path]!).equals(Buffer.from(receipt))).toBe(true);
    expect(doc.tables.advance_items.length).toBeGreaterThan(0);
    expect(doc.tables.advance_links).toHaveLength(1);
    expect(doc.tables.calendar_feeds).toHaveLength(1);
    // The link tokens' hashes and the feed's secret stay out, by name and by value.
    const [contract] = await db.select().from(contracts).where(eq(contracts.showId, show.id));
    const [advance] = await db.select().from(advanceLinks).where(eq(advanceLinks.showId, show.id));
    const feedToken = (feed.data.path as string)
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, "");
    for (const secret of [contract!.linkTokenHash!, advance!.tokenHash, feedToken]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(res.text).not.toContain(secret);
    }
    expect(doc.tables.contracts[0]).not.toHaveProperty("linkTokenHash");
    expect(doc.tables.advance_links[0]).not.toHaveProperty("tokenHash");
    expect(doc.tables.calendar_feeds[0]).not.toHaveProperty("token");
  });

  it("writes no column named like a secret, in any owned table", () => {
    const secretLike = /token|secret|password|encrypted|private|(^|_)hash$/;
    const written = ownedTables.flatMap((table) =>
      Object.values(exportedColumns(table)).map((col) => `${getTableName(table)}.${col.name}`),
    );
    expect(written.filter((name) => secretLike.test(name.split(".")[1]!))).toEqual([]);
  });

  it("reads a table of more rows than one page, in full", async () => {
    const owner = await signUp(s.t);
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      workspaceId: owner.workspaceId,
      title: `T${i}`,
    }));
    await s.t.database.db.insert(tours).values(rows);
    const res = await call(s.t, "GET", "/api/profile/export", { cookie: owner.cookie });
    const { doc } = accountJson(res.zip);
    expect(doc.tables.tours.map((t: { title: string }) => t.title).sort()).toEqual(
      rows.map((r) => r.title).sort(),
    );
  });

  it("puts each artwork file in the zip byte for byte, named by project and file", async () => {
    const owner = await signUp(s.t);
    const poster = await newProject(s.t, owner, "Poster: Spring/Summer");
    const other = await newProject(s.t, owner, "Poster: Spring/Summer");
    const big = await noisePng(1.5); // several stored pieces
    const small = await png(40, 30);
    const pdf = Buffer.from("%PDF-1.4\n% a proof\n%%EOF\n");
    const sent = [
      [poster.id, "front.png", big],
      [poster.id, "front.png", small],
      [poster.id, "sheet.pdf", pdf],
      [other.id, "front.png", small],
    ] as const;
    const ids: string[] = [];
    for (const [projectId, name, bytes] of sent) {
      const up = await uploadProof(s.t, owner, projectId, name, bytes);
      expect(up.status, JSON.stringify(up.data)).toBe(201);
      ids.push(up.data.id);
    }
    const res = await call(s.t, "GET", "/api/profile/export", { cookie: owner.cookie });
    const zip = res.zip!;
    expect(Object.keys(zip).sort()).toEqual([
      "account.json",
      "artwork/Poster_ Spring_Summer (2)/front.png",
      "artwork/Poster_ Spring_Summer/front (2).png",
      "artwork/Poster_ Spring_Summer/front.png",
      "artwork/Poster_ Spring_Summer/sheet.pdf",
    ]);
    const { doc } = accountJson(zip);
    const rows = doc.tables.artwork_files as { id: string; path: string; thumbnail?: unknown }[];
    sent.forEach(([, , bytes], i) => {
      const row = rows.find((r) => r.id === ids[i])!;
      expect(Buffer.from(zip[row.path]!).equals(Buffer.from(bytes)), row.path).toBe(true);
      expect(row).not.toHaveProperty("thumbnail");
    });
    expect(res.text).not.toContain("base64");
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
    expect(total(await countRows(s.a.workspaceId))).toBeGreaterThan(0);
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
    await seedDemoAccount(s.t.database.db, victim.workspaceId);
    const before = await countRows(victim.workspaceId);
    const othersBefore = await countRows(s.b.workspaceId);
    expect(total(before)).toBeGreaterThan(0);

    const res = await call(s.t, "DELETE", "/api/profile", {
      cookie: victim.cookie,
      json: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(Object.values(await countRows(victim.workspaceId)).every((n) => n === 0)).toBe(true);
    expect(await countRows(s.b.workspaceId)).toEqual(othersBefore);
    // The person, their sign-ins and memberships, and the workspace they ran alone.
    const byColumn = {
      user: "id",
      session: "user_id",
      account: "user_id",
      workspace_members: "user_id",
      workspaces: "id",
    };
    for (const [table, col] of Object.entries(byColumn)) {
      const [row] = await s.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`${sql.identifier(table)}`)
        .where(sql`${sql.identifier(col)} = ${victim.userId}`);
      expect(row!.n, table).toBe(0);
    }
    // The session went with the account, and the email can sign up again.
    expect((await call(s.t, "GET", "/api/profile", { cookie: victim.cookie })).status).toBe(401);
    const again = await signUp(s.t, { email: victim.email });
    expect(again.workspaceId).not.toBe(victim.workspaceId);
  });

  it("lets a demo guest delete without a password", async () => {
    const g = await signInAsGuest(s.t);
    expect(total(await countRows(g.workspaceId))).toBeGreaterThan(0);
    const res = await call(s.t, "DELETE", "/api/profile", { cookie: g.cookie, json: {} });
    expect(res.status).toBe(200);
    expect(total(await countRows(g.workspaceId))).toBe(0);
  });
});
