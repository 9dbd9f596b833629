import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { join } from "../support/team";
import type { TestApp } from "../support/test-app";

/**
 * Issue 24 §3: the owner changes roles, removes members, hands over ownership; members
 * leave; the owner renames or deletes the workspace. Removal holds on the very next request,
 * on every process.
 */
const s = setupApiSuite();

/** A second app process on the same database, caching sessions for a minute. */
function secondProcess(t: TestApp): TestApp {
  const app = createApp({
    database: t.database,
    auth: t.auth,
    logger: pino({ level: "silent" }),
    trustProxy: true,
    sessionCacheTtlMs: 60_000,
  });
  return { ...t, app };
}

/** A fresh owner with a member of the given role in the owner's workspace. */
async function party(role = "crew") {
  const owner = await signUp(s.t, { artistName: "Owner Band" });
  const member = await signUp(s.t, { artistName: "Member" });
  await join(s.t, owner, member, role);
  return { owner, member };
}

const roleOf = async (t: TestApp, viewer: Account, userId: string) => {
  const team = await call(t, "GET", "/api/team", { cookie: viewer.cookie });
  return team.data.members.find((m: { userId: string }) => m.userId === userId)?.role;
};

describe("removing a member", () => {
  it("holds on their very next request on another process; their own workspace still works", async () => {
    const other = secondProcess(s.t);
    const { owner, member } = await party();
    const tour = await insertTour(s.t.database.db, owner.workspaceId, { title: "Shared Tour" });
    // The member works on process 2, which now has their session cached.
    const before = await call(other, "GET", `/api/tours/${tour.id}`, { cookie: member.cookie });
    expect(before.status).toBe(200);
    expect((await call(other, "GET", "/api/team", { cookie: member.cookie })).data.id).toBe(
      owner.workspaceId,
    );

    const removed = await call(s.t, "DELETE", `/api/team/members/${member.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);

    const after = await call(other, "GET", `/api/tours/${tour.id}`, { cookie: member.cookie });
    expect(after.status).toBe(404);
    const team = await call(other, "GET", "/api/team", { cookie: member.cookie });
    expect(team.status).toBe(200);
    expect(team.data.id).toBe(member.workspaceId);
    const own = await call(other, "GET", "/api/tours", { cookie: member.cookie });
    expect(own.status).toBe(200);
    expect(own.text).not.toContain("Shared Tour");
    expect(await roleOf(s.t, owner, member.userId)).toBeUndefined();
  });

  it("refuses removing the last owner, oneself included (409), and another workspace's member (404)", async () => {
    const { owner, member } = await party("manager");
    const self = await call(s.t, "DELETE", `/api/team/members/${owner.userId}`, {
      cookie: owner.cookie,
    });
    expect(self.status).toBe(409);
    expect(self.data.error).toEqual({
      code: "conflict",
      message:
        "A workspace needs its owner. Hand ownership to another member first (Transfer ownership).",
    });
    expect(await roleOf(s.t, owner, owner.userId)).toBe("owner");
    const foreign = await call(s.t, "DELETE", `/api/team/members/${s.b.userId}`, {
      cookie: owner.cookie,
    });
    expect(foreign.status).toBe(404);
    const malformed = await call(s.t, "DELETE", "/api/team/members/nope", {
      cookie: owner.cookie,
    });
    expect(malformed.status).toBe(404);
    // A manager may not remove anyone, the owner least of all.
    const byManager = await call(s.t, "DELETE", `/api/team/members/${owner.userId}`, {
      cookie: member.cookie,
    });
    expect(byManager.status).toBe(403);
  });
});

describe("changing a role", () => {
  it("moves a member between manager, crew and artist", async () => {
    const { owner, member } = await party("crew");
    const res = await call(s.t, "PUT", `/api/team/members/${member.userId}`, {
      cookie: owner.cookie,
      json: { role: "artist" },
    });
    expect(res.status).toBe(200);
    expect(await roleOf(s.t, owner, member.userId)).toBe("artist");
  });

  it("refuses owner or an unknown role (400), the owner's own role (409), another workspace's member (404)", async () => {
    const { owner, member } = await party("crew");
    for (const role of ["owner", "admin", "", null]) {
      const res = await call(s.t, "PUT", `/api/team/members/${member.userId}`, {
        cookie: owner.cookie,
        json: { role },
      });
      expect(res.status).toBe(400);
      expect(res.data.error.fields).toHaveProperty("role");
    }
    const own = await call(s.t, "PUT", `/api/team/members/${owner.userId}`, {
      cookie: owner.cookie,
      json: { role: "crew" },
    });
    expect(own.status).toBe(409);
    expect(own.data.error.message).toBe("The owner's role changes only by handing over ownership.");
    const foreign = await call(s.t, "PUT", `/api/team/members/${s.b.userId}`, {
      cookie: owner.cookie,
      json: { role: "crew" },
    });
    expect(foreign.status).toBe(404);
  });

  it("is the owner's only: a manager gets 403", async () => {
    const { member } = await party("manager");
    const res = await call(s.t, "PUT", `/api/team/members/${member.userId}`, {
      cookie: member.cookie,
      json: { role: "crew" },
    });
    expect(res.status).toBe(403);
  });
});

describe("handing over ownership", () => {
  it("makes the member the owner and the old owner a manager", async () => {
    const { owner, member } = await party("crew");
    const res = await call(s.t, "POST", "/api/team/transfer", {
      cookie: owner.cookie,
      json: { userId: member.userId },
    });
    expect(res.status).toBe(200);
    expect(await roleOf(s.t, owner, member.userId)).toBe("owner");
    expect(await roleOf(s.t, owner, owner.userId)).toBe("manager");
    // The old owner may no longer manage members.
    const after = await call(s.t, "GET", "/api/team/invitations", { cookie: owner.cookie });
    expect(after.status).toBe(403);
  });

  it("refuses oneself (400) and someone outside the workspace (400 naming userId)", async () => {
    const { owner } = await party();
    const self = await call(s.t, "POST", "/api/team/transfer", {
      cookie: owner.cookie,
      json: { userId: owner.userId },
    });
    expect(self.status).toBe(400);
    const foreign = await call(s.t, "POST", "/api/team/transfer", {
      cookie: owner.cookie,
      json: { userId: s.b.userId },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.data.error.fields).toEqual({ userId: "Member not found" });
    expect(await roleOf(s.t, owner, owner.userId)).toBe("owner");
  });
});

describe("leaving", () => {
  it("a member leaves and lands back in their own workspace", async () => {
    const { owner, member } = await party("artist");
    const res = await call(s.t, "POST", "/api/team/leave", { cookie: member.cookie, json: {} });
    expect(res.status).toBe(200);
    const team = await call(s.t, "GET", "/api/team", { cookie: member.cookie });
    expect(team.data.id).toBe(member.workspaceId);
    expect(await roleOf(s.t, owner, member.userId)).toBeUndefined();
  });

  it("the owner is told to hand over first (409)", async () => {
    const { owner } = await party();
    const res = await call(s.t, "POST", "/api/team/leave", { cookie: owner.cookie, json: {} });
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(
      "You own this workspace. Hand ownership to another member before leaving.",
    );
  });
});

describe("renaming and deleting the workspace", () => {
  it("renames it; a bad name is 400; a manager is 403", async () => {
    const { owner, member } = await party("manager");
    const res = await call(s.t, "PATCH", "/api/team", {
      cookie: owner.cookie,
      json: { name: "  The New Name " },
    });
    expect(res.status).toBe(200);
    expect((await call(s.t, "GET", "/api/team", { cookie: member.cookie })).data.name).toBe(
      "The New Name",
    );
    for (const name of ["", "x".repeat(81), "a\u0000b"]) {
      const bad = await call(s.t, "PATCH", "/api/team", { cookie: owner.cookie, json: { name } });
      expect(bad.status).toBe(400);
    }
    const byManager = await call(s.t, "PATCH", "/api/team", {
      cookie: member.cookie,
      json: { name: "Mine now" },
    });
    expect(byManager.status).toBe(403);
  });

  it("deletes it only when its name is typed; members land in their own", async () => {
    const { owner, member } = await party("crew");
    const tour = await insertTour(s.t.database.db, owner.workspaceId);
    const wrong = await call(s.t, "DELETE", "/api/team", {
      cookie: owner.cookie,
      json: { confirmName: "Owner" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.fields).toHaveProperty("confirmName");
    const missing = await call(s.t, "DELETE", "/api/team", { cookie: owner.cookie, json: {} });
    expect(missing.status).toBe(400);
    const res = await call(s.t, "DELETE", "/api/team", {
      cookie: owner.cookie,
      json: { confirmName: "Owner Band" },
    });
    expect(res.status).toBe(200);
    // It was the owner's only workspace: they get a fresh, empty one under their name.
    expect(res.data.next).toMatchObject({ name: "Owner Band", created: true });
    const ownerTeam = await call(s.t, "GET", "/api/team", { cookie: owner.cookie });
    expect(ownerTeam.data).toMatchObject({ id: res.data.next.id, role: "owner" });
    expect((await call(s.t, "GET", "/api/tours", { cookie: owner.cookie })).data).toEqual([]);
    const memberTeam = await call(s.t, "GET", "/api/team", { cookie: member.cookie });
    expect(memberTeam.data.id).toBe(member.workspaceId);
    const gone = await call(s.t, "GET", `/api/tours/${tour.id}`, { cookie: member.cookie });
    expect(gone.status).toBe(404);
  });

  it("an owner with another workspace goes there", async () => {
    const { owner, member } = await party("crew");
    await call(s.t, "POST", "/api/team/transfer", {
      cookie: owner.cookie,
      json: { userId: member.userId },
    });
    // The member now owns Owner Band's workspace and still owns their own: they delete it.
    await call(s.t, "PUT", "/api/team/current", {
      cookie: member.cookie,
      json: { workspaceId: member.workspaceId },
    });
    const res = await call(s.t, "DELETE", "/api/team", {
      cookie: member.cookie,
      json: { confirmName: "Member" },
    });
    expect(res.status).toBe(200);
    expect(res.data.next).toMatchObject({ id: owner.workspaceId, created: false });
  });
});
