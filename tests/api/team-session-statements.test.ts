import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { workspaceMembers } from "@/server/db/schema";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { countingApp } from "../support/counting-app";

const s = setupApiSuite();

/**
 * Before Teams (1c24b60, the last commit before workspaces), a cached-session GET /api/tours
 * and GET /api/overview each cost one statement: the session's re-check, the answer itself
 * from the per-account cache. Membership and role must come with that same statement. The
 * embedded database tells its one process of every change, so there the check is kept in
 * memory and costs none (docs/decisions/0021-session-check-in-process.md).
 */
const STATEMENTS_BEFORE_TEAMS = 1;
const statementsNow = () => (s.t.database.engine === "pglite" ? 0 : STATEMENTS_BEFORE_TEAMS);

/** Issue 24 item 9: no extra statement per request for the workspace and the role. */
describe("the workspace and role of a request", () => {
  let tourId: string;
  beforeAll(async () => {
    tourId = (await insertTour(s.t.database.db, s.a.workspaceId, { title: "Shared tour" })).id;
    await s.t.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: s.a.workspaceId, userId: s.b.userId, role: "crew" });
    const res = await call(s.t, "PUT", "/api/team/current", {
      cookie: s.b.cookie,
      json: { workspaceId: s.a.workspaceId },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ["the owner", "/api/tours", () => s.a],
    ["a crew member", "/api/tours", () => s.b],
    ["the owner", "/api/overview", () => s.a],
    ["a crew member", "/api/overview", () => s.b],
  ])(
    "come with the session check for %s: %s costs no more than before Teams",
    async (_who, path, who) => {
      const { t, counter } = countingApp(s.t);
      const { cookie } = who();
      // The first requests check the session with better-auth and fill the caches.
      for (let i = 0; i < 2; i++) expect((await call(t, "GET", path, { cookie })).status).toBe(200);
      counter.count = 0;
      const res = await call(t, "GET", path, { cookie });
      expect(res.status).toBe(200);
      expect(counter.count).toBe(statementsNow());
      if (path === "/api/tours")
        expect(res.data.map((x: { id: string }) => x.id)).toContain(tourId);
    },
  );

  it("are read afresh on every request: a new role holds at once, at the same cost", async () => {
    const { t, counter } = countingApp(s.t);
    const finance = () => call(t, "GET", `/api/tours/${tourId}/finance`, { cookie: s.b.cookie });
    expect((await finance()).status).toBe(403);
    await s.t.database.db
      .update(workspaceMembers)
      .set({ role: "manager" })
      .where(
        and(
          eq(workspaceMembers.workspaceId, s.a.workspaceId),
          eq(workspaceMembers.userId, s.b.userId),
        ),
      );
    expect((await finance()).status).toBe(200);
    counter.count = 0;
    expect((await call(t, "GET", "/api/tours", { cookie: s.b.cookie })).status).toBe(200);
    expect(counter.count).toBe(statementsNow());
  });
});
