import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_WITHOUT_MAIL_MESSAGE } from "@/domain/account/password-reset";
import * as schema from "@/server/db/schema";
import { createMailer } from "@/server/mail/mailer";
import { call, signInAsGuest, signUp } from "../support/client";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, type TestApp } from "../support/test-app";

const PASSWORD = "correct-horse-battery";
const NEW_PASSWORD = "a-whole-new-password";

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  const logger = pino({ level: "silent" });
  t = await startTestApp({ mailer: createMailer({ smtpUrl: smtp.url, logger }), logger });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const askForLink = (email: string) =>
  call(t, "POST", "/api/auth/request-password-reset", { json: { email } });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  call(t, "POST", "/api/auth/reset-password", { json: { token, newPassword } });
const signIn = (email: string, password: string) =>
  call(t, "POST", "/api/auth/sign-in/email", { json: { email, password } });
const profile = (cookie: string) => call(t, "GET", "/api/profile", { cookie });

/** Asks for a reset link for `email` and reads its token out of the mail that arrives. */
async function tokenFromMail(email: string): Promise<string> {
  expect((await askForLink(email)).status).toBe(200);
  const mail = await smtp.waitForMessage(email);
  const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return link[1];
}

describe("forgot password, by email", () => {
  it("the sign-in page learns that reset by email is on", async () => {
    const res = await call(t, "GET", "/api/auth-config");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ passwordResetByEmail: true });
  });

  it("a mailed link sets a new password and ends every old session", async () => {
    const a = await signUp(t);
    const second = await signIn(a.email, PASSWORD);
    const secondCookie = second.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // Both sessions checked (and cached by this process) before the reset.
    expect((await profile(a.cookie)).status).toBe(200);
    expect((await profile(secondCookie)).status).toBe(200);

    expect((await askForLink(a.email)).status).toBe(200);
    const mail = await smtp.waitForMessage(a.email);
    expect(mail.envelopeTo).toEqual([a.email]);
    expect(mail.subject).toBe("Reset your Tribe password");
    expect(mail.text).toContain("Choose a new password here");
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.html).toContain(`/reset-password?token=${token}`);

    const done = await reset(token!);
    expect(done.status).toBe(200);

    expect((await profile(a.cookie)).status).toBe(401);
    expect((await profile(secondCookie)).status).toBe(401);
    expect((await signIn(a.email, PASSWORD)).status).toBe(401);
    const fresh = await signIn(a.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
  });

  it("an unknown address gets the very answer a known one gets, and no mail", async () => {
    const a = await signUp(t);
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const forUnknown = await askForLink(unknown);
    const forKnown = await askForLink(a.email);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.data).toEqual(forKnown.data);
    await smtp.waitForMessage(a.email);
    expect(smtp.messages.some((m) => m.envelopeTo.includes(unknown))).toBe(false);
  });

  it("a demo guest's made-up address gets the same answer and no mail", async () => {
    const guest = await signInAsGuest(t);
    const res = await askForLink(guest.email);
    expect(res.status).toBe(200);
    const known = await signUp(t);
    await tokenFromMail(known.email);
    expect(smtp.messages.some((m) => m.envelopeTo.includes(guest.email.toLowerCase()))).toBe(false);
  });
});

describe("bad reset input gets a clear 4xx", () => {
  it("a forged token", async () => {
    const res = await reset("not-a-token-we-ever-sent");
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("INVALID_TOKEN");
  });

  it("a token used once already", async () => {
    const a = await signUp(t);
    const token = await tokenFromMail(a.email);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, "yet-another-password");
    expect(again.status).toBe(400);
    expect(again.data.code).toBe("INVALID_TOKEN");
    expect((await signIn(a.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired token", async () => {
    const a = await signUp(t);
    const token = await tokenFromMail(a.email);
    await t.database.db
      .update(schema.verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.verification.identifier, `reset-password:${token}`));
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("INVALID_TOKEN");
    expect((await signIn(a.email, PASSWORD)).status).toBe(200);
  });

  it("a password too short leaves the token usable", async () => {
    const a = await signUp(t);
    const token = await tokenFromMail(a.email);
    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(short.data.code).toBe("PASSWORD_TOO_SHORT");
    expect((await reset(token)).status).toBe(200);
  });

  it("a missing token, a missing password, an address that is not one", async () => {
    for (const res of [
      await call(t, "POST", "/api/auth/reset-password", { json: { newPassword: NEW_PASSWORD } }),
      await call(t, "POST", "/api/auth/reset-password", { json: { token: "x" } }),
      await askForLink("not-an-email"),
      await call(t, "POST", "/api/auth/request-password-reset", { json: {} }),
    ]) {
      expect(res.status).toBe(400);
      expect(typeof res.data.code).toBe("string");
    }
  });
});

describe("forgot password on a server without mail", () => {
  let noMail: TestApp;
  beforeAll(async () => {
    noMail = await startTestApp();
  });
  afterAll(() => noMail?.close());

  it("says reset by email is off, and a request says whom to ask", async () => {
    const config = await call(noMail, "GET", "/api/auth-config");
    expect(config.data).toEqual({ passwordResetByEmail: false });
    const a = await signUp(noMail);
    const res = await call(noMail, "POST", "/api/auth/request-password-reset", {
      json: { email: a.email },
    });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      code: "RESET_PASSWORD_DISABLED",
      message: RESET_WITHOUT_MAIL_MESSAGE,
    });
  });
});
