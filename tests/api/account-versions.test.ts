import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownedTables } from "@/server/db/queries/account/accounts";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";

const s = setupApiSuite();

const stats = async (cookie: string) => {
  const res = await call(s.t, "GET", "/api/overview", { cookie });
  expect(res.status).toBe(200);
  return res.data.stats as { activeTours: number; revenueProjection: string; totalVenues: number };
};

describe("the Overview and the tour list kept per account until its data changes", () => {
  it("sees a write made behind the app's back (another process, a job) at once", async () => {
    const db = s.t.database.db;
    const before = await stats(s.a.cookie);
    const tour = await insertTour(db, s.a.userId, {
      status: "planning",
      totalEstimatedCost: "100.00",
    });
    const added = await stats(s.a.cookie);
    expect(Number(added.revenueProjection)).toBe(Number(before.revenueProjection) + 100);
    // A tour is active while today is within its dates (issue 36): dates moved elsewhere.
    await db.execute(
      sql`update tours set start_date = current_date - 1, end_date = current_date + 1 where id = ${tour.id}`,
    );
    expect((await stats(s.a.cookie)).activeTours).toBe(before.activeTours + 1);
    const titles = async () =>
      (await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie })).data.map(
        (t: { title: string }) => t.title,
      );
    await db.execute(sql`update tours set title = 'Renamed elsewhere' where id = ${tour.id}`);
    expect(await titles()).toContain("Renamed elsewhere");
    await db.execute(sql`delete from tours where id = ${tour.id}`);
    expect(await stats(s.a.cookie)).toEqual(before);
    expect(await titles()).not.toContain("Renamed elsewhere");
  });

  it("never answers one account with another's figures", async () => {
    await call(s.t, "POST", "/api/tours", {
      cookie: s.b.cookie,
      json: { title: "B's tour", totalEstimatedCost: "2500" },
    });
    const a = await stats(s.a.cookie);
    const b = await stats(s.b.cookie);
    expect(b.revenueProjection).not.toBe(a.revenueProjection);
    expect(Number(b.revenueProjection)).toBe(2500);
  });

  it("moves with a guest's data to the account they create", async () => {
    const g = await signInAsGuest(s.t);
    const demo = await stats(g.cookie);
    expect(demo.totalVenues).toBeGreaterThan(0);
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: g.cookie,
      json: {
        email: `kept-${Date.now()}@example.com`,
        password: "long-enough-password",
        name: "Kept",
        artistName: "Kept",
      },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await stats(cookie)).toEqual(demo);
  });

  it("every owned table moves the version on insert, update and delete", async () => {
    const rows = (await s.t.database.db.execute(sql`
      select event_object_table as "table", string_agg(distinct event_manipulation, ',') as events
      from information_schema.triggers
      where action_statement like '%bump_account_version%'
      group by event_object_table`)) as unknown as { rows: { table: string; events: string }[] };
    const covered = Object.fromEntries(rows.rows.map((r) => [r.table, r.events]));
    // Written and removed only with their file's row, which moves the version (migration 0003).
    // And the activity log: each row records a write that moved the version itself.
    // A person's notifications are in no answer kept per workspace version (ADR 0024): a bell
    // read or a reminder sent must not throw away every member's Overview.
    // The integrations (ADR 0033) neither: a token's last use or a webhook's try is no change
    // of the workspace's data, and the tokens and endpoints are read fresh by their own page.
    const withTheirParent = new Set([
      "artwork_file_chunks",
      "activity",
      "notifications",
      "api_tokens",
      "webhook_endpoints",
      "webhook_events",
      "webhook_deliveries",
      "webhook_attempts",
    ]);
    for (const table of ownedTables.map((t) => getTableName(t))) {
      if (withTheirParent.has(table)) continue;
      expect(covered[table], `${table} needs the version triggers (a new migration)`).toBe(
        "DELETE,INSERT,UPDATE",
      );
    }
  });
});
