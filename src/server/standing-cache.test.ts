import { describe, expect, it } from "vitest";
import { ChangeNotices, parseChangeNotice } from "./db/change-notices";
import type { SessionStanding } from "./db/queries/account/session-standing";
import { StandingCache } from "./standing-cache";

const standing = (workspaceId: string, version = 1, name = "The Band"): SessionStanding => ({
  userRow: "row-u1",
  workspace: {
    id: workspaceId,
    name,
    role: "crew",
    version,
    homeCurrency: "USD",
    secondFactorMissing: false,
  },
});

function cache(max?: number) {
  const notices = new ChangeNotices();
  return { notices, standings: new StandingCache(notices, max) };
}

describe("change notices", () => {
  it("reads each payload the triggers of migration 0009 send", () => {
    expect(parseChangeNotice("user:u1")).toEqual({ kind: "user", id: "u1" });
    expect(parseChangeNotice("workspace:w:1")).toEqual({ kind: "workspace", id: "w:1" });
    expect(parseChangeNotice("version:w:1:42")).toEqual({
      kind: "version",
      workspaceId: "w:1",
      version: 42,
    });
  });

  it("takes a payload it does not know for a change to everything", () => {
    for (const payload of ["", "user:", "tour:t1", "version:w1", "version:w1:x", ":x"]) {
      expect(parseChangeNotice(payload)).toEqual({ kind: "unknown" });
    }
  });
});

describe("the session check kept in memory", () => {
  it("answers from memory until a notice names the person", () => {
    const { notices, standings } = cache();
    standings.set("t1", "u1", standing("w1"), standings.generation);
    standings.set("t2", "u2", standing("w1"), standings.generation);
    expect(standings.get("t1")).toEqual(standing("w1"));
    notices.publish("user:u1");
    expect(standings.get("t1")).toBeUndefined();
    expect(standings.get("t2")).toEqual(standing("w1"));
  });

  it("moves a workspace's version in place: a write costs its members no re-read", () => {
    const { notices, standings } = cache();
    standings.set("t1", "u1", standing("w1", 7), standings.generation);
    notices.publish("version:w1:8");
    expect(standings.get("t1")?.workspace?.version).toBe(8);
  });

  it("reads a renamed or deleted workspace afresh", () => {
    const { notices, standings } = cache();
    standings.set("t1", "u1", standing("w1"), standings.generation);
    notices.publish("workspace:w1");
    expect(standings.get("t1")).toBeUndefined();
  });

  it("keeps no answer read before a notice that came while it was read", () => {
    const { notices, standings } = cache();
    const readAt = standings.generation;
    // The removal's notice arrives between the read and its keeping: the read may be stale.
    notices.publish("user:u1");
    standings.set("t1", "u1", standing("w1"), readAt);
    expect(standings.get("t1")).toBeUndefined();
  });

  it("keeps a person without a workspace as such, and forgets all on an unknown notice", () => {
    const { notices, standings } = cache();
    standings.set("t1", "u1", { userRow: "row-u1" }, standings.generation);
    expect(standings.get("t1")).toEqual({ userRow: "row-u1" });
    notices.publish("something-new:1");
    expect(standings.get("t1")).toBeUndefined();
  });

  it("forgets all of a person's sessions at once, and a signed-out token with them", () => {
    const { notices, standings } = cache();
    for (const token of ["t1", "t2", "t3"]) {
      standings.set(token, "u1", standing("w1"), standings.generation);
    }
    standings.set("t4", "u2", standing("w1"), standings.generation);
    notices.publish("user:u1");
    expect(["t1", "t2", "t3"].map((t) => standings.get(t))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(standings.get("t4")).toEqual(standing("w1"));
  });

  it("stays within its size, starting over when full", () => {
    const { standings } = cache(2);
    standings.set("t1", "u1", standing("w1"), standings.generation);
    standings.set("t2", "u2", standing("w2"), standings.generation);
    standings.set("t3", "u3", standing("w3"), standings.generation);
    expect(standings.get("t1")).toBeUndefined();
    expect(standings.get("t3")).toEqual(standing("w3"));
  });
});
