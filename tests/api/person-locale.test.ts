import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

const s = setupApiSuite();

describe("the person's language (issue 55)", () => {
  it("follows the browser until chosen, is kept with the profile and the session, and can be unset", async () => {
    const person = await signUp(s.t);
    const before = await call(s.t, "GET", "/api/profile", { cookie: person.cookie });
    expect(before.data.locale).toBeNull();

    const chose = await call(s.t, "PUT", "/api/profile/locale", {
      cookie: person.cookie,
      json: { locale: "de" },
    });
    expect(chose.status, chose.text).toBe(200);
    expect(chose.data.locale).toBe("de");
    expect((await call(s.t, "GET", "/api/profile", { cookie: person.cookie })).data.locale).toBe(
      "de",
    );
    // The session carries it, so the next page load starts in German.
    const session = await call(s.t, "GET", "/api/auth/get-session", { cookie: person.cookie });
    expect(session.data.user.locale).toBe("de");

    const unset = await call(s.t, "PUT", "/api/profile/locale", {
      cookie: person.cookie,
      json: { locale: null },
    });
    expect(unset.data.locale).toBeNull();
  });

  it("is each person's own", async () => {
    await call(s.t, "PUT", "/api/profile/locale", { cookie: s.a.cookie, json: { locale: "es" } });
    const other = await call(s.t, "GET", "/api/profile", { cookie: s.b.cookie });
    expect(other.data.locale).toBeNull();
  });

  it("refuses a language Tribe does not speak, and anything that is not a language, saying what is wrong", async () => {
    for (const json of [
      { locale: "fr" },
      { locale: "de\u0000" },
      { locale: 2147483648 },
      { locale: "es", extra: true },
      {},
    ]) {
      const res = await call(s.t, "PUT", "/api/profile/locale", { cookie: s.b.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.text).toMatch(/locale|Choose English, Español or Deutsch|extra/i);
    }
    expect((await call(s.t, "GET", "/api/profile", { cookie: s.b.cookie })).data.locale).toBeNull();
  });

  it("cannot be set without a session", async () => {
    const res = await call(s.t, "PUT", "/api/profile/locale", { json: { locale: "es" } });
    expect(res.status).toBe(401);
  });
});
