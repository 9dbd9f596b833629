import crypto from "node:crypto";
import { expect } from "vitest";
import { type Account, call } from "./client";
import { TEST_SECRET, type TestApp } from "./test-app";
import { nextCode, secretOf, totpCode } from "./totp";

export const PASSWORD = "correct-horse-battery";

/** The cookies a response sets (name=value), over those sent before: what a browser keeps. */
export function keptCookies(before: string, headers: Headers): string {
  const jar = new Map<string, string>();
  for (const pair of before.split("; ").filter(Boolean)) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const at = pair.indexOf("=");
    const value = pair.slice(at + 1);
    // An expired cookie (Max-Age=0) is removed, as the browser does.
    if (value === "" || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export interface Enrolled {
  key: Buffer;
  backupCodes: string[];
}

/**
 * Turns on the authenticator app for `a` as Settings does: the password, then the first code
 * the app shows. better-auth re-issues the session then: `a.cookie` is updated in place.
 */
export async function enrol(t: TestApp, a: Account): Promise<Enrolled> {
  const enable = await call(t, "POST", "/api/auth/two-factor/enable", {
    cookie: a.cookie,
    json: { password: PASSWORD },
  });
  expect(enable.status, enable.text).toBe(200);
  const key = secretOf(enable.data.totpURI);
  const confirm = await call(t, "POST", "/api/auth/two-factor/verify-totp", {
    cookie: a.cookie,
    json: { code: totpCode(key) },
  });
  expect(confirm.status, confirm.text).toBe(200);
  a.cookie = keptCookies(a.cookie, confirm.headers);
  return { key, backupCodes: enable.data.backupCodes };
}

/** A password sign-in: the answer and the cookies a browser would keep afterwards. */
export async function signInWithPassword(t: TestApp, email: string, password = PASSWORD) {
  const res = await call(t, "POST", "/api/auth/sign-in/email", { json: { email, password } });
  return { ...res, cookie: keptCookies("", res.headers) };
}

/**
 * Password, then a code from the app: the signed-in cookie. The code is the next step's:
 * the current one went to `enrol` and each code is accepted once.
 */
export async function signInWithCode(t: TestApp, email: string, key: Buffer) {
  const first = await signInWithPassword(t, email);
  expect(first.data, first.text).toMatchObject({ twoFactorRedirect: true });
  const second = await call(t, "POST", "/api/auth/two-factor/verify-totp", {
    cookie: first.cookie,
    json: { code: nextCode(key) },
  });
  expect(second.status, second.text).toBe(200);
  return keptCookies(first.cookie, second.headers);
}

/**
 * The cookie the two-factor plugin sets for `trustDevice: true` — what a device trusted by an
 * older version (or a forger with the secret) would hold: its HMAC-signed token and the
 * verification row it names, made here as the plugin makes them.
 */
export async function trustDeviceCookie(t: TestApp, userId: string): Promise<string> {
  const identifier = `trust-device-${crypto.randomUUID()}`;
  const ctx = await t.auth.$context;
  await ctx.internalAdapter.createVerificationValue({
    value: userId,
    identifier,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const hmac = (data: string, encoding: "base64url" | "base64") =>
    crypto.createHmac("sha256", TEST_SECRET).update(data).digest(encoding);
  const value = `${hmac(`${userId}!${identifier}`, "base64url")}!${identifier}`;
  return `better-auth.trust_device=${encodeURIComponent(`${value}.${hmac(value, "base64")}`)}`;
}
