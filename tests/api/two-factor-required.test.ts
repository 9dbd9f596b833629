import { describe, expect, it } from "vitest";
import {
  LIFT_RULE_PASSWORD_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from "@/domain/account/second-factor-messages";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";
import {
  addPasskey,
  SoftwareAuthenticator,
  signInWithPasskey,
  USER_PRESENT,
  USER_VERIFIED,
} from "../support/passkey";
import { enrol, PASSWORD } from "../support/second-factor";
import { join } from "../support/team";

/**
 * Issue 35, item 10: an owner can require a second factor of every member who sees money.
 * Enforced by the server on every data route, through the session check that the embedded
 * database keeps in memory (ADR 0021): each step below is a request right after the change.
 */
const s = setupApiSuite();
const requireIt = (cookie: string, required: boolean, password?: string) =>
  call(s.t, "PUT", "/api/team/two-factor", {
    cookie,
    json: password === undefined ? { required } : { required, password },
  });
const tours = (cookie: string) => call(s.t, "GET", "/api/tours", { cookie });

describe("a workspace that requires a second factor", () => {
  it("the owner turns it on only with their own authenticator app on", async () => {
    const owner = await signUp(s.t);
    const refused = await requireIt(owner.cookie, true);
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toMatch(/your own account first/);
    await enrol(s.t, owner);
    expect((await requireIt(owner.cookie, true)).status).toBe(200);
    const team = await call(s.t, "GET", "/api/team", { cookie: owner.cookie });
    expect(team.data).toMatchObject({ requireTwoFactor: true });
    expect(team.data.members[0]).toMatchObject({ userId: owner.userId, twoFactor: true });
    expect((await tours(owner.cookie)).status).toBe(200);
  });

  it("a manager without one gets 403 two_factor_required on data, until they enrol", async () => {
    const owner = await signUp(s.t);
    const manager = await signUp(s.t);
    const crew = await signUp(s.t);
    await join(s.t, owner, manager, "manager");
    await join(s.t, owner, crew, "crew");
    await enrol(s.t, owner);
    // Read once before the change: the session check is now kept in memory (PGlite).
    expect((await tours(manager.cookie)).status).toBe(200);

    expect((await requireIt(owner.cookie, true)).status).toBe(200);
    const refused = await tours(manager.cookie);
    expect(refused.status).toBe(403);
    expect(refused.data.error).toEqual({
      code: "two_factor_required",
      message: SECOND_FACTOR_REQUIRED_MESSAGE.defaultMessage,
    });
    // A manager whose browser reads German is told in German.
    const inGerman = await call(s.t, "GET", "/api/tours", {
      cookie: manager.cookie,
      headers: { "accept-language": "de" },
    });
    expect(inGerman.data.error.message).toMatch(/^Dieser Arbeitsbereich verlangt/);
    for (const path of ["/api/overview", "/api/team", "/api/negotiations"]) {
      expect((await call(s.t, "GET", path, { cookie: manager.cookie })).status).toBe(403);
    }
    // Their own things stay open: the profile, and the switcher to go elsewhere.
    expect((await call(s.t, "GET", "/api/profile", { cookie: manager.cookie })).status).toBe(200);
    const mine = await call(s.t, "GET", "/api/team/workspaces", { cookie: manager.cookie });
    expect(mine.status).toBe(200);
    // Crew see no money: the rule does not ask them.
    expect((await tours(crew.cookie)).status).toBe(200);

    // Enrolment re-issues the session and keeps the workspace it worked in.
    await enrol(s.t, manager);
    const opened = await tours(manager.cookie);
    expect(opened.status).toBe(200);
    const team = await call(s.t, "GET", "/api/team", { cookie: manager.cookie });
    expect(team.data).toMatchObject({ id: owner.workspaceId, memberRole: "manager" });
  });

  it("turning off one's own second factor closes the data again; the owner can lift the rule", async () => {
    const owner = await signUp(s.t);
    const manager = await signUp(s.t);
    await join(s.t, owner, manager, "manager");
    await enrol(s.t, owner);
    await enrol(s.t, manager);
    expect((await requireIt(owner.cookie, true)).status).toBe(200);
    expect((await tours(manager.cookie)).status).toBe(200);

    const off = await call(s.t, "POST", "/api/auth/two-factor/disable", {
      cookie: manager.cookie,
      json: { password: PASSWORD },
    });
    expect(off.status).toBe(200);
    const cookie = off.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await tours(cookie)).status).toBe(403);

    expect((await requireIt(owner.cookie, false, PASSWORD)).status).toBe(200);
    expect((await tours(cookie)).status).toBe(200);
  });

  it("lifting the rule asks for the owner's password, as turning off one's own does", async () => {
    const owner = await signUp(s.t);
    await enrol(s.t, owner);
    expect((await requireIt(owner.cookie, true)).status).toBe(200);

    const without = await requireIt(owner.cookie, false);
    expect(without.status).toBe(400);
    expect(without.data.error.fields).toEqual({
      password: LIFT_RULE_PASSWORD_MESSAGE.defaultMessage,
    });
    const wrong = await requireIt(owner.cookie, false, "not-my-password");
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.fields.password).toMatch(/not right/);
    const team = await call(s.t, "GET", "/api/team", { cookie: owner.cookie });
    expect(team.data.requireTwoFactor).toBe(true);

    expect((await requireIt(owner.cookie, false, PASSWORD)).status).toBe(200);
    const after = await call(s.t, "GET", "/api/team", { cookie: owner.cookie });
    expect(after.data.requireTwoFactor).toBe(false);
  });

  it("a passkey meets it only when the device checked its user (PIN or biometric)", async () => {
    const owner = await signUp(s.t);
    await enrol(s.t, owner);
    expect((await requireIt(owner.cookie, true)).status).toBe(200);
    const device = new SoftwareAuthenticator(USER_PRESENT | USER_VERIFIED);
    expect((await addPasskey(s.t, owner, device)).status).toBe(200);

    // Touched, not unlocked: one factor, no password, no code — no way in.
    device.flags = USER_PRESENT;
    const touched = await signInWithPasskey(s.t, device);
    expect(touched.status).toBe(401);
    expect((await tours(touched.cookie)).status).toBe(401);

    device.flags = USER_PRESENT | USER_VERIFIED;
    const unlocked = await signInWithPasskey(s.t, device);
    expect(unlocked.status).toBe(200);
    expect((await tours(unlocked.cookie)).status).toBe(200);
  });

  it("crew and artists see only their own two-factor state; owners and managers see all", async () => {
    const owner = await signUp(s.t);
    const manager = await signUp(s.t);
    const crew = await signUp(s.t);
    await join(s.t, owner, manager, "manager");
    await join(s.t, owner, crew, "crew");
    await enrol(s.t, owner);
    const seen = async (viewer: { cookie: string }) => {
      const team = await call(s.t, "GET", "/api/team", { cookie: viewer.cookie });
      expect(team.status).toBe(200);
      const members = team.data.members as { userId: string; twoFactor?: boolean }[];
      return new Map(members.map((m) => [m.userId, m]));
    };
    const byCrew = await seen(crew);
    expect(byCrew.get(owner.userId)).not.toHaveProperty("twoFactor");
    expect(byCrew.get(manager.userId)).not.toHaveProperty("twoFactor");
    expect(byCrew.get(crew.userId)).toMatchObject({ twoFactor: false });
    const byManager = await seen(manager);
    expect(byManager.get(owner.userId)).toMatchObject({ twoFactor: true });
    expect(byManager.get(crew.userId)).toMatchObject({ twoFactor: false });
  });

  it("only the owner may change the rule", async () => {
    const owner = await signUp(s.t);
    const manager = await signUp(s.t);
    await join(s.t, owner, manager, "manager");
    const res = await requireIt(manager.cookie, false);
    expect(res.status).toBe(403);
    expect(res.data.error.code).toBe("forbidden");
  });
});
