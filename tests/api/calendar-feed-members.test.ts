import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { join } from "../support/team";

/**
 * Issue 35 §2: the calendar feed outlived the member. A manager's feed kept answering after
 * they were made crew and after their removal, and a manager making a feed replaced the
 * workspace's only token, breaking the owner's subscription.
 */
const s = setupApiSuite();
const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

async function makeFeed(who: Account) {
  const res = await call(s.t, "POST", "/api/calendar-feed", { cookie: who.cookie });
  expect(res.status, res.text).toBe(201);
  return res.data.path as string;
}
const read = (path: string) => call(s.t, "GET", path);
const setRole = (owner: Account, member: Account, role: string) =>
  call(s.t, "PUT", `/api/team/members/${member.userId}`, { cookie: owner.cookie, json: { role } });

/** An owner with a show in the feed, and a manager who joined their workspace. */
async function party() {
  const owner = await signUp(s.t);
  const db = s.t.database.db;
  const tour = await insertTour(db, owner.workspaceId);
  const venue = await insertVenue(db, owner.workspaceId, { name: "Union Street Theatre" });
  await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    status: "confirmed",
    performanceDate: day(20),
  });
  const manager = await signUp(s.t);
  await join(s.t, owner, manager, "manager");
  return { owner, manager };
}

describe("one feed per person and workspace", () => {
  it("a manager's feed leaves the owner's working; each reads the workspace's shows", async () => {
    const { owner, manager } = await party();
    const ownersFeed = await makeFeed(owner);
    const managersFeed = await makeFeed(manager);
    expect(managersFeed).not.toBe(ownersFeed);
    for (const path of [ownersFeed, managersFeed]) {
      const res = await read(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain("SUMMARY:Union Street Theatre");
    }
    const mine = await call(s.t, "GET", "/api/calendar-feed", { cookie: owner.cookie });
    expect(mine.data.path).toBe(ownersFeed);
  });
});

describe("a change of member retires their feed (410 Gone)", () => {
  it("made crew: gone, and not back when made manager again; the owner's stays", async () => {
    const { owner, manager } = await party();
    const ownersFeed = await makeFeed(owner);
    const managersFeed = await makeFeed(manager);
    expect((await setRole(owner, manager, "crew")).status).toBe(200);
    const gone = await read(managersFeed);
    expect(gone.status).toBe(410);
    expect(gone.data.error.code).toBe("gone");
    expect(gone.text).not.toContain("Union Street");
    // Crew may not make one (the route table: owners and managers).
    const crew = await call(s.t, "POST", "/api/calendar-feed", { cookie: manager.cookie });
    expect(crew.status).toBe(403);
    expect((await setRole(owner, manager, "manager")).status).toBe(200);
    expect((await read(managersFeed)).status).toBe(410);
    expect((await read(ownersFeed)).status).toBe(200);
  });

  it("removed, or leaving: gone", async () => {
    const { owner, manager } = await party();
    const feed = await makeFeed(manager);
    const removed = await call(s.t, "DELETE", `/api/team/members/${manager.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await read(feed)).status).toBe(410);

    const other = await party();
    const leaving = await makeFeed(other.manager);
    const left = await call(s.t, "POST", "/api/team/leave", { cookie: other.manager.cookie });
    expect(left.status).toBe(200);
    expect((await read(leaving)).status).toBe(410);
  });

  it("a transfer of ownership retires both people's feeds", async () => {
    const { owner, manager } = await party();
    const ownersFeed = await makeFeed(owner);
    const managersFeed = await makeFeed(manager);
    const moved = await call(s.t, "POST", "/api/team/transfer", {
      cookie: owner.cookie,
      json: { userId: manager.userId },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await read(ownersFeed)).status).toBe(410);
    expect((await read(managersFeed)).status).toBe(410);
  });
});

describe("the feed's window", () => {
  it("carries 90 days back to 18 months ahead, whatever else the workspace holds", async () => {
    const owner = await signUp(s.t);
    const db = s.t.database.db;
    const tour = await insertTour(db, owner.workspaceId);
    const venue = await insertVenue(db, owner.workspaceId);
    const shows: [number, string][] = [
      [-91, "too-old"],
      [-89, "recent"],
      [540, "ahead"],
      [560, "too-far"],
    ];
    for (const [offset, note] of shows) {
      const named = await insertVenue(db, owner.workspaceId, { name: `Venue ${note}` });
      await insertShow(db, owner.workspaceId, tour.id, named.id, {
        status: "confirmed",
        performanceDate: day(offset),
      });
    }
    // A workspace's worth of old history that must not reach the feed.
    for (let i = 0; i < 200; i++) {
      await insertShow(db, owner.workspaceId, tour.id, venue.id, {
        status: "confirmed",
        performanceDate: day(-120 - i),
      });
    }
    const res = await read(await makeFeed(owner));
    expect(res.status).toBe(200);
    expect(res.text).toContain("SUMMARY:Venue recent");
    expect(res.text).toContain("SUMMARY:Venue ahead");
    expect(res.text).not.toContain("Venue too-old");
    expect(res.text).not.toContain("Venue too-far");
    expect(res.text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
