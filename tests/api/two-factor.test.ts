import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  PASSKEY_NEEDS_VERIFICATION_MESSAGE,
  TOTP_CODE_USED_MESSAGE,
} from "@/domain/account/second-factor-messages";
import { setPasswordByEmail } from "@/server/account-recovery";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest, signUp } from "../support/client";
import {
  addPasskey,
  SoftwareAuthenticator,
  signInWithPasskey,
  USER_PRESENT,
  USER_VERIFIED,
} from "../support/passkey";
import {
  enrol,
  keptCookies,
  PASSWORD,
  signInWithCode,
  signInWithPassword,
  trustDeviceCookie,
} from "../support/second-factor";
import { anotherAppOn } from "../support/test-app";
import { nextCode, totpCode } from "../support/totp";

/** Issue 35, item 10: an authenticator app's codes and recovery codes (both engines). */
const s = setupApiSuite();
const profile = (cookie: string) => call(s.t, "GET", "/api/profile", { cookie });
const verify = (cookie: string, path: "verify-totp" | "verify-backup-code", code: string) =>
  call(s.t, "POST", `/api/auth/two-factor/${path}`, { cookie, json: { code } });

describe("an authenticator app (TOTP)", () => {
  it("is confirmed with a code before it counts; then sign-in asks for one", async () => {
    const a = await signUp(s.t);
    const enable = await call(s.t, "POST", "/api/auth/two-factor/enable", {
      cookie: a.cookie,
      json: { password: PASSWORD },
    });
    expect(enable.status).toBe(200);
    expect(enable.data.totpURI).toMatch(/^otpauth:\/\/totp\/Tribe:/);
    // Not confirmed yet: the password alone still signs in.
    const before = await signInWithPassword(s.t, a.email);
    expect(before.status).toBe(200);
    expect(before.data.twoFactorRedirect).toBeUndefined();

    await enrol(s.t, a);
    expect((await profile(a.cookie)).status).toBe(200);
    const after = await signInWithPassword(s.t, a.email);
    expect(after.status).toBe(200);
    expect(after.data).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  });

  it("between the password and the code, nobody is signed in", async () => {
    const a = await signUp(s.t);
    const { key } = await enrol(s.t, a);
    const pending = await signInWithPassword(s.t, a.email);
    expect(pending.cookie).not.toContain("session_token");
    expect((await profile(pending.cookie)).status).toBe(401);
    expect((await call(s.t, "GET", "/api/tours", { cookie: pending.cookie })).status).toBe(401);
    const session = await call(s.t, "GET", "/api/auth/get-session", { cookie: pending.cookie });
    expect(session.data).toBeNull();

    const wrong = await verify(pending.cookie, "verify-totp", totpCode(key, Date.now() - 600_000));
    expect(wrong.status).toBe(401);
    // The next step's code: enrolment spent the current one.
    const right = await verify(pending.cookie, "verify-totp", nextCode(key));
    expect(right.status).toBe(200);
    expect((await profile(keptCookies(pending.cookie, right.headers))).status).toBe(200);
  });

  it("a code alone, without the password first, signs nobody in", async () => {
    const a = await signUp(s.t);
    const { key } = await enrol(s.t, a);
    const res = await verify("", "verify-totp", totpCode(key));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).not.toContain("session_token=");
  });

  it("is turned off with the password, not without it", async () => {
    const a = await signUp(s.t);
    const { key } = await enrol(s.t, a);
    const disable = (password: string) =>
      call(s.t, "POST", "/api/auth/two-factor/disable", { cookie: a.cookie, json: { password } });
    const wrong = await disable("not-my-password");
    expect(wrong.status).toBe(400);
    expect((await signInWithPassword(s.t, a.email)).data.twoFactorRedirect).toBe(true);
    // The session that turns it off is its owner's, signed in with the code.
    a.cookie = await signInWithCode(s.t, a.email, key);
    const right = await disable(PASSWORD);
    expect(right.status).toBe(200);
    const plain = await signInWithPassword(s.t, a.email);
    expect(plain.data.twoFactorRedirect).toBeUndefined();
    expect((await profile(plain.cookie)).status).toBe(200);
  });
});

describe("a code from the app is accepted once (RFC 6238 section 5.2)", () => {
  it("a code that signed in once does not sign in again, in this process or another", async () => {
    const a = await signUp(s.t);
    const { key } = await enrol(s.t, a);
    const code = nextCode(key);
    const first = await signInWithPassword(s.t, a.email);
    expect((await verify(first.cookie, "verify-totp", code)).status).toBe(200);

    // Password again, the same code inside its 30 s: refused, and nobody is signed in.
    for (const t of [s.t, anotherAppOn(s.t)]) {
      const again = await signInWithPassword(t, a.email);
      expect(again.data.twoFactorRedirect).toBe(true);
      const replay = await call(t, "POST", "/api/auth/two-factor/verify-totp", {
        cookie: again.cookie,
        json: { code },
      });
      expect(replay.status).toBe(401);
      expect(replay.data).toMatchObject({
        code: "TOTP_CODE_USED",
        message: TOTP_CODE_USED_MESSAGE.defaultMessage,
      });
      expect(replay.headers.getSetCookie().join()).not.toContain("session_token=");
      // An older code, still inside the window (enrolment's), is refused too.
      const older = await call(t, "POST", "/api/auth/two-factor/verify-totp", {
        cookie: again.cookie,
        json: { code: totpCode(key) },
      });
      expect(older.status).toBe(401);
    }
  });

  it("two requests with one code at once: only one signs in", async () => {
    const a = await signUp(s.t);
    const { key } = await enrol(s.t, a);
    const code = nextCode(key);
    const pending = await Promise.all([1, 2].map(() => signInWithPassword(s.t, a.email)));
    const answers = await Promise.all(pending.map((p) => verify(p.cookie, "verify-totp", code)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe("'trust this device' is not offered", () => {
  it("a code sent with trustDevice: true is refused (400) and sets no trust cookie", async () => {
    const a = await signUp(s.t);
    const { key } = await enrol(s.t, a);
    const pending = await signInWithPassword(s.t, a.email);
    const res = await call(s.t, "POST", "/api/auth/two-factor/verify-totp", {
      cookie: pending.cookie,
      json: { code: nextCode(key), trustDevice: true },
    });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ code: "TRUST_DEVICE_NOT_OFFERED", field: "trustDevice" });
    expect(res.headers.getSetCookie().join()).not.toMatch(/trust_device=[^;]/);
    // Refused before the code is looked at: the same code still signs in without the flag.
    const plain = await verify(pending.cookie, "verify-totp", nextCode(key));
    expect(plain.status).toBe(200);
  });

  it("a trust cookie from before never skips the code", async () => {
    const a = await signUp(s.t);
    await enrol(s.t, a);
    const trusted = await trustDeviceCookie(s.t, a.userId);
    const res = await call(s.t, "POST", "/api/auth/sign-in/email", {
      cookie: trusted,
      json: { email: a.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ twoFactorRedirect: true });
    expect(res.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  });
});

describe("recovery codes", () => {
  it("are shown once at enrolment, each signs in once", async () => {
    const a = await signUp(s.t);
    const { backupCodes } = await enrol(s.t, a);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Kept encrypted: no code is readable in the database.
    const stored = await s.t.database.db.execute(
      sql`select backup_codes as "codes" from two_factor where user_id = ${a.userId}`,
    );
    const text = JSON.stringify((stored as unknown as { rows: unknown[] }).rows);
    for (const code of backupCodes) expect(text).not.toContain(code);

    const first = await signInWithPassword(s.t, a.email);
    const used = await verify(first.cookie, "verify-backup-code", backupCodes[0]!);
    expect(used.status, used.text).toBe(200);
    expect((await profile(keptCookies(first.cookie, used.headers))).status).toBe(200);

    const again = await signInWithPassword(s.t, a.email);
    expect((await verify(again.cookie, "verify-backup-code", backupCodes[0]!)).status).toBe(401);
    const next = await verify(again.cookie, "verify-backup-code", backupCodes[1]!);
    expect(next.status).toBe(200);
  });
});

describe("passkeys (the browser's part is tests/e2e/two-factor.spec.ts)", () => {
  it("are offered for the configured site, and an unknown one signs nobody in", async () => {
    const a = await signUp(s.t);
    const options = await call(s.t, "GET", "/api/auth/passkey/generate-register-options", {
      cookie: a.cookie,
    });
    expect(options.status, options.text).toBe(200);
    // BETTER_AUTH_URL of the test app is http://localhost:3000: its host name is the site.
    expect(options.data.rp).toEqual({ name: "Tribe", id: "localhost" });
    expect(options.data.user.name).toBe(a.email);
    expect(options.data.challenge).toMatch(/^[\w-]{20,}$/);

    const begin = await call(s.t, "GET", "/api/auth/passkey/generate-authenticate-options");
    expect(begin.status).toBe(200);
    const challenge = keptCookies("", begin.headers);
    const forged = await call(s.t, "POST", "/api/auth/passkey/verify-authentication", {
      cookie: challenge,
      json: { response: { id: "not-a-registered-credential", response: {} } },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.getSetCookie().join()).not.toContain("session_token=");
  });
});

describe("a passkey is two factors: the device and its PIN or biometric", () => {
  it("signs in only with user verification (flags 0x05), not with presence alone (0x01)", async () => {
    const a = await signUp(s.t);
    const device = new SoftwareAuthenticator(USER_PRESENT | USER_VERIFIED);
    const added = await addPasskey(s.t, a, device);
    expect(added.status, added.text).toBe(200);

    // The same key, touched but not unlocked: no session, and nothing opens.
    device.flags = USER_PRESENT;
    const touched = await signInWithPasskey(s.t, device);
    expect(touched.options.userVerification).toBe("required");
    expect(touched.status).toBe(401);
    expect(touched.data).toMatchObject({
      code: "PASSKEY_USER_NOT_VERIFIED",
      message: PASSKEY_NEEDS_VERIFICATION_MESSAGE.defaultMessage,
    });
    expect(touched.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
    expect((await profile(touched.cookie)).status).toBe(401);

    device.flags = USER_PRESENT | USER_VERIFIED;
    const unlocked = await signInWithPasskey(s.t, device);
    expect(unlocked.status, unlocked.text).toBe(200);
    expect((await profile(unlocked.cookie)).status).toBe(200);
  });

  it("a key that cannot check its user is not added", async () => {
    const a = await signUp(s.t);
    const options = await call(s.t, "GET", "/api/auth/passkey/generate-register-options", {
      cookie: a.cookie,
    });
    expect(options.data.authenticatorSelection.userVerification).toBe("required");
    const res = await addPasskey(s.t, a, new SoftwareAuthenticator(USER_PRESENT));
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("PASSKEY_USER_NOT_VERIFIED");
    const list = await call(s.t, "GET", "/api/auth/passkey/list-user-passkeys", {
      cookie: a.cookie,
    });
    expect(list.data).toEqual([]);
  });
});

describe("who cannot, and the way back", () => {
  it("the demo cannot enrol: 403 with what to do instead", async () => {
    const guest = await signInAsGuest(s.t);
    for (const path of ["/api/auth/two-factor/enable", "/api/auth/two-factor/get-totp-uri"]) {
      const res = await call(s.t, "POST", path, { cookie: guest.cookie, json: { password: "x" } });
      expect(res.status).toBe(403);
      expect(res.data.code).toBe("DEMO_NO_SECOND_FACTOR");
      expect(res.data.message).toMatch(/Create an account/);
    }
    const passkey = await call(s.t, "GET", "/api/auth/passkey/generate-register-options", {
      cookie: guest.cookie,
    });
    expect(passkey.status).toBe(403);
  });

  it("wrong passwords at enrolment count towards the account's password lockout", async () => {
    const a = await signUp(s.t);
    for (let i = 0; i < 5; i++) {
      const res = await call(s.t, "POST", "/api/auth/two-factor/enable", {
        cookie: a.cookie,
        json: { password: `guess-${i}` },
      });
      expect(res.status).toBe(400);
    }
    const locked = await call(s.t, "POST", "/api/auth/two-factor/enable", {
      cookie: a.cookie,
      json: { password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.data.code).toBe("TOO_MANY_WRONG_PASSWORDS");
  });

  it("a lost phone: npm run reset-password clears the second factors too", async () => {
    const a = await signUp(s.t);
    await enrol(s.t, a);
    expect(await setPasswordByEmail(s.t.database.db, a.email, "set-by-the-owner")).toBe("reset");
    const res = await signInWithPassword(s.t, a.email, "set-by-the-owner");
    expect(res.status).toBe(200);
    expect(res.data.twoFactorRedirect).toBeUndefined();
    expect((await profile(res.cookie)).status).toBe(200);
    const rows = await s.t.database.db.execute(
      sql`select (select count(*) from two_factor where user_id = ${a.userId})::int as "n"`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
