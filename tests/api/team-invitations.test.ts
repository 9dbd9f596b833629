import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workspaceInvitations } from "@/server/db/schema";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest, signUp } from "../support/client";
import { invite, join, tokenOf } from "../support/team";

/**
 * Issue 24 §3: the owner invites by email and role; the link works once, for 7 days, unless
 * revoked; the join page reads it without a session; accepting joins and switches to it.
 */
const s = setupApiSuite();
const newEmail = () => `invitee-${crypto.randomUUID()}@example.com`;
const preview = (token: string) => call(s.t, "GET", `/api/invitations/${token}`);
const accept = (token: string, cookie: string) =>
  call(s.t, "POST", `/api/invitations/${token}/accept`, { cookie, json: {} });

describe("inviting", () => {
  it("answers a one-time link, lists it as pending, and says it was not emailed without SMTP", async () => {
    const email = newEmail();
    const made = await invite(s.t, s.a, email.toUpperCase(), "manager");
    expect(made.link).toMatch(/^http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ email, role: "manager", emailed: false, replaced: false });
    const days = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const list = await call(s.t, "GET", "/api/team/invitations", { cookie: s.a.cookie });
    expect(list.status).toBe(200);
    const listed = list.data.find((i: { id: string }) => i.id === made.id);
    expect(listed).toMatchObject({ email, role: "manager", invitedByName: "Test Artist" });
    expect(JSON.stringify(list.data)).not.toContain(tokenOf(made.link));
  });

  it("keeps only the token's SHA-256, never the token", async () => {
    const made = await invite(s.t, s.a, newEmail());
    const [row] = await s.t.database.db
      .select({ tokenHash: workspaceInvitations.tokenHash })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, made.id));
    const token = tokenOf(made.link);
    expect(row!.tokenHash).not.toContain(token);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    expect(row!.tokenHash).toBe(Buffer.from(digest).toString("hex"));
  });

  it("a second invitation to the same email replaces the first, whose link stops working", async () => {
    const email = newEmail();
    const first = await invite(s.t, s.a, email, "crew");
    const second = await invite(s.t, s.a, email, "artist");
    expect(second.replaced).toBe(true);
    expect((await preview(tokenOf(first.link))).data.state).toBe("revoked");
    expect((await preview(tokenOf(second.link))).data).toMatchObject({
      state: "valid",
      role: "artist",
    });
  });

  it("refuses an existing member (409), a role that does not exist or is owner, and bad emails (400)", async () => {
    const member = await signUp(s.t);
    await join(s.t, s.a, member);
    const again = await call(s.t, "POST", "/api/team/invitations", {
      cookie: s.a.cookie,
      json: { email: member.email.toUpperCase(), role: "crew" },
    });
    expect(again.status).toBe(409);
    expect(again.data.error).toMatchObject({
      code: "conflict",
      message: "That person is already a member of this workspace.",
    });
    for (const json of [
      { email: newEmail(), role: "admin" },
      { email: newEmail(), role: "owner" },
      { email: "not-an-email", role: "crew" },
      { email: "a\u0000b@example.com", role: "crew" },
      { email: `${"x".repeat(100_000)}@example.com`, role: "crew" },
      { email: newEmail(), role: "crew", extra: 1 },
    ]) {
      const res = await call(s.t, "POST", "/api/team/invitations", { cookie: s.a.cookie, json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.data.error.code).toBe("validation");
    }
    const admin = await call(s.t, "POST", "/api/team/invitations", {
      cookie: s.a.cookie,
      json: { email: newEmail(), role: "admin" },
    });
    expect(admin.data.error.fields.role).toBe("Choose a role: manager, crew, artist");
  });

  it("is the owner's only: a manager gets 403", async () => {
    const manager = await signUp(s.t);
    await join(s.t, s.a, manager, "manager");
    for (const [method, path] of [
      ["GET", "/api/team/invitations"],
      ["POST", "/api/team/invitations"],
    ] as const) {
      const res = await call(s.t, method, path, {
        cookie: manager.cookie,
        json: method === "POST" ? { email: newEmail(), role: "crew" } : undefined,
      });
      expect(res.status).toBe(403);
      expect(res.data.error.code).toBe("forbidden");
    }
  });
});

describe("the join page's read, without a session", () => {
  it("names the workspace, the inviter and the role of a valid link", async () => {
    const owner = await signUp(s.t, { artistName: "The Night Owls" });
    const made = await invite(s.t, owner, newEmail(), "artist");
    const res = await preview(tokenOf(made.link));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      workspaceName: "The Night Owls",
      inviterName: "The Night Owls",
      role: "artist",
      state: "valid",
    });
  });

  it("answers 404 for a forged or malformed token", async () => {
    const forged = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    for (const token of [forged, "short", "x".repeat(500), "%00"]) {
      const res = await preview(token);
      expect(res.status, token).toBe(404);
      expect(res.data.error.code).toBe("not_found");
    }
  });
});

describe("accepting", () => {
  it("joins, switches the session to the workspace, and shows its tours", async () => {
    const tour = await insertTour(s.t.database.db, s.a.workspaceId, { title: "Owner's Tour" });
    const invitee = await signUp(s.t);
    const made = await invite(s.t, s.a, invitee.email, "crew");
    const res = await accept(tokenOf(made.link), invitee.cookie);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ workspaceId: s.a.workspaceId, role: "crew" });
    const team = await call(s.t, "GET", "/api/team", { cookie: invitee.cookie });
    expect(team.data).toMatchObject({ id: s.a.workspaceId, role: "crew" });
    const got = await call(s.t, "GET", `/api/tours/${tour.id}`, { cookie: invitee.cookie });
    expect(got.status).toBe(200);
    expect(got.data.tour.title).toBe("Owner's Tour");
    const pending = await call(s.t, "GET", "/api/team/invitations", { cookie: s.a.cookie });
    expect(pending.data.map((i: { id: string }) => i.id)).not.toContain(made.id);
  });

  it("works once: a reused link is 410 gone, saying it was used", async () => {
    const made = await invite(s.t, s.a, newEmail(), "crew", true);
    const token = tokenOf(made.link);
    expect((await accept(token, (await signUp(s.t)).cookie)).status).toBe(200);
    const reused = await accept(token, (await signUp(s.t)).cookie);
    expect(reused.status).toBe(410);
    expect(reused.data.error).toMatchObject({
      code: "gone",
      message: "This invitation was already used. Ask the owner for a new link.",
    });
    expect((await preview(token)).data.state).toBe("used");
  });

  it("of two accepts at once, exactly one joins", async () => {
    const made = await invite(s.t, s.a, newEmail(), "crew", true);
    const [x, y] = [await signUp(s.t), await signUp(s.t)];
    const answers = await Promise.all([
      accept(tokenOf(made.link), x.cookie),
      accept(tokenOf(made.link), y.cookie),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it("refuses an expired link (410, 'has expired') and a revoked one (410, 'was revoked')", async () => {
    const invitee = await signUp(s.t);
    const expired = await invite(s.t, s.a, newEmail());
    await s.t.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(workspaceInvitations.id, expired.id));
    const late = await accept(tokenOf(expired.link), invitee.cookie);
    expect(late.status).toBe(410);
    expect(late.data.error.message).toBe(
      "This invitation has expired. Ask the owner for a new link.",
    );
    expect((await preview(tokenOf(expired.link))).data.state).toBe("expired");

    const revoked = await invite(s.t, s.a, newEmail());
    const del = await call(s.t, "DELETE", `/api/team/invitations/${revoked.id}`, {
      cookie: s.a.cookie,
    });
    expect(del.status).toBe(200);
    const refused = await accept(tokenOf(revoked.link), invitee.cookie);
    expect(refused.status).toBe(410);
    expect(refused.data.error).toMatchObject({
      code: "gone",
      message: "This invitation was revoked. Ask the owner for a new link.",
    });
    expect((await preview(tokenOf(revoked.link))).data.state).toBe("revoked");
  });

  it("refuses someone already a member (409) and leaves the link unused", async () => {
    const member = await signUp(s.t);
    await join(s.t, s.a, member);
    // A second link made before they joined would still be pending; make one by hand.
    const other = await signUp(s.t);
    const made = await invite(s.t, other, newEmail(), "crew", true);
    await join(s.t, other, member);
    const res = await accept(tokenOf(made.link), member.cookie);
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe("You are already a member of this workspace.");
    expect((await preview(tokenOf(made.link))).data.state).toBe("valid");
  });

  it("refuses a demo guest (403), who must sign up first; the link stays unused", async () => {
    const made = await invite(s.t, s.a, newEmail());
    const guest = await signInAsGuest(s.t);
    const res = await accept(tokenOf(made.link), guest.cookie);
    expect(res.status).toBe(403);
    expect(res.data.error.message).toBe(
      "Sign up or sign in to join a workspace; a demo account cannot join one.",
    );
    expect((await preview(tokenOf(made.link))).data.state).toBe("valid");
  });

  it("answers a forged token 404, and needs a session (401)", async () => {
    const forged = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    expect((await accept(forged, s.b.cookie)).status).toBe(404);
    const made = await invite(s.t, s.a, newEmail());
    const res = await call(s.t, "POST", `/api/invitations/${tokenOf(made.link)}/accept`, {
      json: {},
    });
    expect(res.status).toBe(401);
  });
});

describe("revoking", () => {
  it("another workspace's invitation is 404 and stays pending; a malformed id is 404", async () => {
    const made = await invite(s.t, s.a, newEmail());
    const theirs = await call(s.t, "DELETE", `/api/team/invitations/${made.id}`, {
      cookie: s.b.cookie,
    });
    expect(theirs.status).toBe(404);
    expect((await preview(tokenOf(made.link))).data.state).toBe("valid");
    const bad = await call(s.t, "DELETE", "/api/team/invitations/nope", { cookie: s.a.cookie });
    expect(bad.status).toBe(404);
    const twice = await call(s.t, "DELETE", `/api/team/invitations/${made.id}`, {
      cookie: s.a.cookie,
    });
    expect(twice.status).toBe(200);
    const again = await call(s.t, "DELETE", `/api/team/invitations/${made.id}`, {
      cookie: s.a.cookie,
    });
    expect(again.status).toBe(404);
  });
});
