import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";

const s = setupApiSuite();
const PASSWORD = "correct-horse-battery";
const LOCKED = "Too many wrong passwords. Wait 15 minutes, then try again.";

const deleteAccount = (a: Account, password: string) =>
  call(s.t, "DELETE", "/api/profile", { cookie: a.cookie, json: { password } });
const changePassword = (a: Account, currentPassword: string) =>
  call(s.t, "POST", "/api/auth/change-password", {
    cookie: a.cookie,
    json: { currentPassword, newPassword: "a-brand-new-password", revokeOtherSessions: false },
  });

/** As if the last wrong attempt were older than the 15-minute window. */
const windowPassed = (a: Account) =>
  s.t.database.db.execute(
    sql`update rate_limit set last_request = last_request - ${16 * 60 * 1000}
        where key like ${`%${a.userId}`}`,
  );

describe("one lockout for every check of the current password", () => {
  it("locked by wrong deletions, change-password answers 429 even to the right password", async () => {
    const a = await signUp(s.t);
    for (let i = 0; i < 5; i++) expect((await deleteAccount(a, `guess-${i}`)).status).toBe(400);
    const refused = await changePassword(a, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.data.message).toBe(LOCKED);
    // Nothing changed: the old password still signs in.
    const signIn = await call(s.t, "POST", "/api/auth/sign-in/email", {
      json: { email: a.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);

    await windowPassed(a);
    expect((await changePassword(a, PASSWORD)).status).toBe(200);
  });

  it("locked by wrong password changes, deletion and change-password answer 429", async () => {
    const a = await signUp(s.t);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(a, `guess-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.data.code).toBe("INVALID_PASSWORD");
    }
    const change = await changePassword(a, PASSWORD);
    expect(change.status).toBe(429);
    expect(change.data).toMatchObject({ code: "TOO_MANY_WRONG_PASSWORDS", message: LOCKED });
    const deletion = await deleteAccount(a, PASSWORD);
    expect(deletion.status).toBe(429);
    expect(deletion.data.error).toEqual({ code: "locked", message: LOCKED });
    expect((await call(s.t, "GET", "/api/profile", { cookie: a.cookie })).status).toBe(200);

    await windowPassed(a);
    expect((await deleteAccount(a, PASSWORD)).status).toBe(200);
  });

  it("wrong sign-ins do not lock the account's password forms (anyone can try an email)", async () => {
    const a = await signUp(s.t);
    for (let i = 0; i < 6; i++) {
      const res = await call(s.t, "POST", "/api/auth/sign-in/email", {
        json: { email: a.email, password: `guess-${i}` },
      });
      expect(res.status).toBe(401);
    }
    expect((await changePassword(a, PASSWORD)).status).toBe(200);
  });
});
