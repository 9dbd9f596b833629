import { describe, expect, it } from "vitest";
import {
  decodeNotice,
  type MemberNotice,
  NOTICE_HEADER,
  noticeText,
  ROLE_HEADER,
} from "@/domain/team/member-notices";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signInAsGuest, signUp } from "../support/client";
import { join } from "../support/team";

/**
 * Issue 34 §3: someone whose place in a party was changed by another is told so on their
 * next request: removed from a named workspace (and moved to their own), the workspace
 * deleted, or their role changed. Said once; nothing said for what they did themselves.
 */
const s = setupApiSuite();

async function party(role = "crew", name = "The Night Owls") {
  const owner = await signUp(s.t, { artistName: name });
  const member = await signUp(s.t, { artistName: "Sam Lee" });
  await join(s.t, owner, member, role);
  return { owner, member };
}

const get = (a: Account, path: string) => call(s.t, "GET", path, { cookie: a.cookie });
const noticeOf = (res: { headers: Headers }): MemberNotice | undefined =>
  decodeNotice(res.headers.get(NOTICE_HEADER));

describe("a member removed by the owner", () => {
  it("is told, on the very next answer, which workspace they were removed from, and only once", async () => {
    const { owner, member } = await party();
    const tour = await insertTour(s.t.database.db, owner.workspaceId, { title: "Shared Tour" });
    expect((await get(member, `/api/tours/${tour.id}`)).headers.get(NOTICE_HEADER)).toBeNull();
    const removed = await call(s.t, "DELETE", `/api/team/members/${member.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);

    // The page was on the shared tour: the answer is the tour's absence, from their own
    // workspace, with what happened.
    const next = await get(member, `/api/tours/${tour.id}`);
    expect(next.status).toBe(404);
    expect(next.headers.get("X-Tribe-Account")).toBe(member.workspaceId);
    const notice = noticeOf(next);
    expect(notice).toEqual({ kind: "removed", workspaceName: "The Night Owls" });
    expect(noticeText(notice!)).toMatch(/^You were removed from The Night Owls' workspace\./);

    const after = await get(member, "/api/team");
    expect(after.data.id).toBe(member.workspaceId);
    expect(after.headers.get(NOTICE_HEADER)).toBeNull();
  });

  it("is told the workspace was deleted when the owner deletes it", async () => {
    const { owner, member } = await party("manager", "Gone Band");
    expect((await get(member, "/api/team")).data.id).toBe(owner.workspaceId);
    const deleted = await call(s.t, "DELETE", "/api/team", {
      cookie: owner.cookie,
      json: { confirmName: "Gone Band" },
    });
    expect(deleted.status).toBe(200);
    const next = await get(member, "/api/tours");
    expect(next.headers.get("X-Tribe-Account")).toBe(member.workspaceId);
    expect(noticeOf(next)).toEqual({ kind: "deleted" });
    // The owner, who deleted it, is told nothing.
    expect((await get(owner, "/api/tours")).headers.get(NOTICE_HEADER)).toBeNull();
  });

  it("is told nothing when they left themselves", async () => {
    const { member } = await party();
    expect((await call(s.t, "POST", "/api/team/leave", { cookie: member.cookie })).status).toBe(
      200,
    );
    const next = await get(member, "/api/team");
    expect(next.data.id).toBe(member.workspaceId);
    expect(next.headers.get(NOTICE_HEADER)).toBeNull();
  });
});

describe("a member whose role the owner changed", () => {
  it("gets their own role with every answer, the new one from the next request on", async () => {
    const { owner, member } = await party("manager");
    expect((await get(member, "/api/tours")).headers.get(ROLE_HEADER)).toBe("manager");
    const changed = await call(s.t, "PUT", `/api/team/members/${member.userId}`, {
      cookie: owner.cookie,
      json: { role: "crew" },
    });
    expect(changed.status).toBe(200);
    expect((await get(member, "/api/tours")).headers.get(ROLE_HEADER)).toBe("crew");
  });

  it("an owner viewing as crew still gets their own role, not the viewed one", async () => {
    const owner = await signUp(s.t);
    await call(s.t, "PUT", "/api/team/view-as", { cookie: owner.cookie, json: { role: "crew" } });
    const res = await get(owner, "/api/tours");
    expect(res.headers.get(ROLE_HEADER)).toBe("owner");
    expect(res.headers.get(NOTICE_HEADER)).toBeNull();
  });
});

describe("a demo kept by its guest at sign-up", () => {
  it("moves the new account into the demo without a word", async () => {
    const guest = await signInAsGuest(s.t);
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: guest.cookie,
      json: { email: `kept-${Date.now()}@example.com`, password: "a-real-password", name: "Jo" },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const team = await call(s.t, "GET", "/api/team", { cookie });
    expect(team.data.id).toBe(guest.workspaceId);
    expect(team.headers.get(NOTICE_HEADER)).toBeNull();
  });
});
