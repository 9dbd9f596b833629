import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChangeNotice } from "@/server/db/change-notices";
import { session, workspaceMembers, workspaces } from "@/server/db/schema";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { countingApp } from "../support/counting-app";
import { memberOf } from "../support/members";

const s = setupApiSuite();
const onPostgres = Boolean(process.env.DATABASE_URL);

const tourTitles = (res: { data: { title: string }[] }) => res.data.map((x) => x.title);

/**
 * docs/decisions/0021-session-check-in-process.md: the embedded database tells its one process
 * of every change a session check reads, before the write that made it has answered; the
 * process keeps the check in memory on that word alone. Changes are made straight in the
 * database here, as a maintenance job or a script would make them, not through the routes.
 */
describe.skipIf(onPostgres)("the session check kept in memory (embedded database)", () => {
  let crew: Account;
  beforeAll(async () => {
    await insertTour(s.t.database.db, s.a.workspaceId, { title: "The owner's tour" });
    crew = await memberOf(s.t, s.a.workspaceId, "crew");
  });

  it("hears of a write before the write's own await returns, and only once it commits", async () => {
    const heard: ChangeNotice[] = [];
    const stop = s.t.database.changeNotices!.subscribe((n) => heard.push(n));
    try {
      await s.t.database.db
        .update(workspaces)
        .set({ name: "Renamed once" })
        .where(eq(workspaces.id, s.a.workspaceId));
      expect(heard).toContainEqual({ kind: "workspace", id: s.a.workspaceId });
      heard.length = 0;
      await s.t.database.db
        .transaction(async (tx) => {
          await tx
            .update(workspaces)
            .set({ name: "Never" })
            .where(eq(workspaces.id, s.a.workspaceId));
          tx.rollback();
        })
        .catch(() => {});
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it("answers a cached session from memory, and a removed member at once", async () => {
    const { t, counter } = countingApp(s.t);
    for (let i = 0; i < 2; i++) {
      const res = await call(t, "GET", "/api/tours", { cookie: crew.cookie });
      expect(tourTitles(res)).toContain("The owner's tour");
    }
    counter.count = 0;
    expect((await call(t, "GET", "/api/tours", { cookie: crew.cookie })).status).toBe(200);
    expect(counter.count).toBe(0);
    await s.t.database.db
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, s.a.workspaceId),
          eq(workspaceMembers.userId, crew.userId),
        ),
      );
    // Back in their own workspace, which holds none of the owner's tours.
    const after = await call(t, "GET", "/api/tours", { cookie: crew.cookie });
    expect(after.status).toBe(200);
    expect(tourTitles(after)).not.toContain("The owner's tour");
  });

  it("shows a member the owner's write at once, with no re-read of their session", async () => {
    const member = await memberOf(s.t, s.a.workspaceId, "manager");
    const tourId = (await insertTour(s.t.database.db, s.a.workspaceId, { title: "Before" })).id;
    expect(tourTitles(await call(s.t, "GET", "/api/tours", { cookie: member.cookie }))).toContain(
      "Before",
    );
    const saved = await call(s.t, "PUT", `/api/tours/${tourId}`, {
      cookie: s.a.cookie,
      json: { title: "After", status: "active" },
    });
    expect(saved.status).toBe(200);
    const titles = tourTitles(await call(s.t, "GET", "/api/tours", { cookie: member.cookie }));
    expect(titles).toContain("After");
    expect(titles).not.toContain("Before");
  });

  it("names a renamed workspace at once, and refuses a session deleted from the table", async () => {
    const member = await memberOf(s.t, s.a.workspaceId, "artist");
    expect((await call(s.t, "GET", "/api/team", { cookie: member.cookie })).status).toBe(200);
    await s.t.database.db
      .update(workspaces)
      .set({ name: "The New Name" })
      .where(eq(workspaces.id, s.a.workspaceId));
    const team = await call(s.t, "GET", "/api/team", { cookie: member.cookie });
    expect(team.data.name).toBe("The New Name");
    await s.t.database.db.delete(session).where(eq(session.userId, member.userId));
    expect((await call(s.t, "GET", "/api/team", { cookie: member.cookie })).status).toBe(401);
  });
});

describe("where the check is kept", () => {
  it("only the embedded database turns the notices on; a PostgreSQL server re-reads", async () => {
    const result = (await s.t.database.db.execute(
      sql`select current_setting('tribe.change_notices', true) as "setting"`,
    )) as unknown as { rows: { setting: string | null }[] };
    const setting = result.rows[0]?.setting ?? null;
    if (onPostgres) {
      expect(setting === null || setting === "").toBe(true);
      expect(s.t.database.changeNotices).toBeUndefined();
    } else {
      expect(setting).toBe("on");
      expect(s.t.database.changeNotices).toBeDefined();
    }
  });
});
