import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call, randomIp, signUp } from "../support/client";

const s = setupApiSuite({ rateLimitMax: 3 });

/**
 * Issue 35 item 9, decided in ADR 0008 ("Sign-up and existing emails"): sign-up keeps telling
 * that an email has an account (422), because it signs the new person in at once; what bounds
 * a run of guesses is the per-IP limit, and nothing about the account changes or leaks.
 */
describe("sign-up with an email that has an account", () => {
  it("answers 422 without a session, and leaves the account as it was", async () => {
    const owner = await signUp(s.t, { artistName: "Mara Vale" });
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      json: { email: owner.email, password: "attacker-password", name: "X", artistName: "X" },
    });
    expect(res.status).toBe(422);
    expect(res.data.code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
    // No user, no session, no id in the answer: only the fact that the address is taken.
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.text).not.toContain(owner.userId);
    const attacker = await call(s.t, "POST", "/api/auth/sign-in/email", {
      json: { email: owner.email, password: "attacker-password" },
    });
    expect(attacker.status).toBe(401);
    const profile = await call(s.t, "GET", "/api/profile", { cookie: owner.cookie });
    expect(profile.data).toMatchObject({ artistName: "Mara Vale", email: owner.email });
  });

  it("a run of guesses from one address is stopped by the sign-up limit", async () => {
    const taken = await signUp(s.t);
    const ip = randomIp();
    const statuses: number[] = [];
    for (const email of [taken.email, "a@example.com", taken.email, "b@example.com"]) {
      const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
        ip,
        json: { email, password: "guess-password", name: "G", artistName: "G" },
      });
      statuses.push(res.status);
    }
    // Three tries a minute here (AUTH_RATE_LIMIT_MAX, 10 in production), then 429 for
    // taken and free addresses alike: the fourth answer tells nothing.
    expect(statuses).toEqual([422, 200, 422, 429]);
  });
});
