import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_INVITATION_LIMITS } from "@/domain/team/invitation-limits";
import { createApp } from "@/server/app";
import { createMailer } from "@/server/mail/mailer";
import { call, signUp } from "../support/client";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { tokenOf } from "../support/team";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 35 §1: invitation mail could be used for phishing. 30 invitations in 3.7 s were 30
 * mails whose subject was the sender's own text; a forwarded manager's link let anyone in.
 * This file runs with the real limits (20 an hour per workspace, 50 a day per sender) and a
 * real SMTP exchange on loopback.
 */
let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  const logger = pino({ level: "silent" });
  t = await startTestApp({
    mailer: createMailer({ smtpUrl: smtp.url, logger }),
    logger,
    invitationLimits: DEFAULT_INVITATION_LIMITS,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newEmail = () => `invitee-${crypto.randomUUID()}@example.com`;
const inviteAs = (cookie: string, json: Record<string, unknown>, app = t) =>
  call(app, "POST", "/api/team/invitations", { cookie, json: { role: "crew", ...json } });
const accept = (token: string, cookie: string) =>
  call(t, "POST", `/api/invitations/${token}/accept`, { cookie, json: {} });

describe("how many invitations", () => {
  it("a workspace makes 20 an hour, then 429 rate_limited with Retry-After, on every process", async () => {
    const owner = await signUp(t);
    for (let i = 0; i < 20; i++) {
      const res = await inviteAs(owner.cookie, { email: newEmail() });
      expect(res.status, res.text).toBe(201);
    }
    // A second app on the same database: the count is in the database, not in a process.
    const other = {
      ...t,
      app: createApp({ database: t.database, auth: t.auth, logger: pino({ level: "silent" }) }),
    };
    const refused = await inviteAs(owner.cookie, { email: newEmail() }, other);
    expect(refused.status).toBe(429);
    expect(refused.data.error.code).toBe("rate_limited");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.data.error.message).toBe(
      "Too many invitations: this workspace can make 20 an hour. Try again in 60 minutes.",
    );
    const list = await call(t, "GET", "/api/team/invitations", { cookie: owner.cookie });
    expect(list.data).toHaveLength(20);
  });

  it("one person makes 50 a day across workspaces; deleting a workspace gives no more", async () => {
    const owner = await signUp(t);
    let made = 0;
    for (const name of ["First Act", "Second Act", "Third Act"]) {
      const ws = await call(t, "POST", "/api/team/workspaces", {
        cookie: owner.cookie,
        json: { name },
      });
      expect(ws.status, ws.text).toBe(201);
      for (let i = 0; i < 20 && made < 50; i++, made++) {
        const res = await inviteAs(owner.cookie, { email: newEmail() });
        expect(res.status, res.text).toBe(201);
      }
      if (made === 40) {
        const gone = await call(t, "DELETE", "/api/team", {
          cookie: owner.cookie,
          json: { confirmName: name },
        });
        expect(gone.status, gone.text).toBe(200);
      }
    }
    const fresh = await call(t, "POST", "/api/team/workspaces", {
      cookie: owner.cookie,
      json: { name: "Fourth Act" },
    });
    expect(fresh.status).toBe(201);
    const refused = await inviteAs(owner.cookie, { email: newEmail() });
    expect(refused.status).toBe(429);
    expect(refused.data.error.message).toMatch(
      /^Too many invitations: you can make 50 a day\. Try again in (23|24) hours\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
  });
});

describe("the mail", () => {
  it("has a fixed subject and quotes the names the sender typed in the body", async () => {
    const owner = await signUp(t, { artistName: "Tribe Security Team" });
    const renamed = await call(t, "PATCH", "/api/team", {
      cookie: owner.cookie,
      json: { name: "ACTION REQUIRED verify at evil.example/login" },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const email = newEmail();
    const res = await inviteAs(owner.cookie, { email, role: "manager" });
    expect(res.status).toBe(201);
    expect(res.data.emailed).toBe(true);
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("You're invited to join a workspace on Tribe");
    expect(mail.subject).not.toMatch(/ACTION|Security|evil/);
    expect(mail.text).toContain('  Sender\'s name: "Tribe Security Team"');
    expect(mail.text).toContain('  Workspace: "ACTION REQUIRED verify at evil.example/login"');
    expect(mail.text).toContain(
      "The sender typed these names themselves; Tribe does not check them:",
    );
    expect(mail.text).toContain(res.data.link);
    expect(mail.text).toContain("Only an account with this email address can accept it.");
    // An HTML part too (issue 46 §7): the typed names escaped inside a quote, one link, ours.
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(mail.html).toContain("<blockquote");
    expect(mail.html).toContain(
      "Workspace: &quot;ACTION REQUIRED verify at evil.example/login&quot;",
    );
    const hrefs = [...(mail.html ?? "").matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([res.data.link]);
  });
});

describe("who may accept", () => {
  it("only the invited email, in any case; anyone else gets 403 naming it masked", async () => {
    const owner = await signUp(t);
    const invitee = await signUp(t, { email: `Mara.Lind-${crypto.randomUUID()}@Example.com` });
    const made = await inviteAs(owner.cookie, { email: invitee.email, role: "manager" });
    const token = tokenOf(made.data.link);
    const preview = await call(t, "GET", `/api/invitations/${token}`);
    expect(preview.data).toMatchObject({ email: "m***@e***.com", openLink: false });

    const stranger = await signUp(t);
    const refused = await accept(token, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(refused.data.error).toEqual({
      code: "forbidden",
      message:
        "This invitation was sent to m***@e***.com. Sign in with that email to accept it, or ask the owner to invite the email you use.",
    });
    expect((await call(t, "GET", `/api/invitations/${token}`)).data.state).toBe("valid");
    const joined = await accept(token, invitee.cookie);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.data.role).toBe("manager");
  });

  it("an open link, made on purpose, is accepted by whoever holds it", async () => {
    const owner = await signUp(t);
    const made = await inviteAs(owner.cookie, { email: newEmail(), openLink: true });
    expect(made.status).toBe(201);
    expect(made.data.openLink).toBe(true);
    const token = tokenOf(made.data.link);
    expect((await call(t, "GET", `/api/invitations/${token}`)).data.openLink).toBe(true);
    const someone = await signUp(t);
    expect((await accept(token, someone.cookie)).status).toBe(200);
  });
});
