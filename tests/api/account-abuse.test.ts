import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { deleteAbandonedGuests } from "@/server/db/queries/account/accounts";
import { tours, user } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { call, randomIp, signInAsGuest, signUp } from "../support/client";
import { startTestApp, type TestApp } from "../support/test-app";

const s = setupApiSuite();
/**
 * Apps with other settings, each started once (PGlite takes seconds to start, many more on a
 * busy machine): tests that start one get a generous timeout.
 */
const extraApps = new Map<string, Promise<TestApp>>();
afterAll(async () => {
  for (const t of extraApps.values()) await (await t).close();
});
const SETTINGS = {
  demoFull: { maxLiveGuests: 2 },
  strictLimits: { guestsPerHour: 2, rateLimitMax: 2, trustProxy: 1 },
  https: { baseURL: "https://tribe.example.com" },
  noUrl: { baseURL: undefined },
} satisfies Record<string, Parameters<typeof startTestApp>[0]>;
function app(name: keyof typeof SETTINGS): Promise<TestApp> {
  let t = extraApps.get(name);
  if (!t) {
    t = startTestApp(SETTINGS[name]);
    extraApps.set(name, t);
  }
  return t;
}
const SLOW = 180_000;

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function counts(cookie: string) {
  const count = async (path: string) => (await call(s.t, "GET", path, { cookie })).data.length;
  return {
    tours: await count("/api/tours"),
    venues: await count("/api/venues"),
    campaigns: await count("/api/campaigns"),
  };
}

describe("a guest who signs in to an existing account", () => {
  it("leaves the demo behind: the account's data is unchanged, the guest is gone", async () => {
    const owner = await signUp(s.t);
    await call(s.t, "POST", "/api/tours", { cookie: owner.cookie, json: { title: "Mine" } });
    const before = await counts(owner.cookie);
    const guest = await signInAsGuest(s.t);

    const res = await call(s.t, "POST", "/api/auth/sign-in/email", {
      cookie: guest.cookie,
      json: { email: owner.email, password: "correct-horse-battery" },
    });
    expect(res.status).toBe(200);
    expect(await counts(cookieOf(res.headers))).toEqual(before);
    expect(
      await s.t.database.db.select().from(tours).where(eq(tours.workspaceId, guest.workspaceId)),
    ).toEqual([]);
  });

  it("while a guest who signs up still keeps the demo", async () => {
    const guest = await signInAsGuest(s.t);
    const before = await counts(guest.cookie);
    expect(before.tours).toBeGreaterThan(0);
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: guest.cookie,
      json: { email: `kept-${Date.now()}@example.com`, password: "a-real-password", name: "K" },
    });
    expect(res.status).toBe(200);
    expect(await counts(cookieOf(res.headers))).toEqual(before);
  });
});

describe("guest (demo) account limits", { timeout: SLOW }, () => {
  it("removes a demo account older than 3 days even while its session lives", async () => {
    const guest = await signInAsGuest(s.t);
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000);
    await s.t.database.db
      .update(user)
      .set({ createdAt: fourDaysAgo })
      .where(eq(user.id, guest.workspaceId));
    expect(await deleteAbandonedGuests(s.t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await call(s.t, "GET", "/api/profile", { cookie: guest.cookie })).status).toBe(401);
  });

  it("turns a new guest away when the installation holds its maximum", async () => {
    const t = await app("demoFull");
    await signInAsGuest(t);
    await signInAsGuest(t);
    const res = await call(t, "POST", "/api/auth/sign-in/anonymous", { json: {} });
    expect(res.status).toBe(503);
    expect(res.data.message).toMatch(/The demo is full right now/);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(user)
      .where(eq(user.isAnonymous, true));
    expect(row!.n).toBe(2);
  });

  it("lets one client IP start only so many demos an hour", async () => {
    const t = await app("strictLimits");
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await call(t, "POST", "/api/auth/sign-in/anonymous", { ip, json: {} })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("a crew behind one address (a venue's wifi)", { timeout: SLOW }, () => {
  it("checks its sessions as often as its pages ask: more than the 300 a minute auth allows", async () => {
    const t = await app("strictLimits");
    const ip = randomIp();
    const people = [await signUp(t), await signUp(t)];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 320; i++) {
      const person = people[i % people.length]!;
      const res = await call(t, "GET", "/api/auth/get-session", { ip, cookie: person.cookie });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200 && i % 40 === 0) expect(res.data.user.email).toBe(person.email);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 320 });
  });
});

describe("client IP behind a proxy", { timeout: SLOW }, () => {
  it("counts the address the proxy appended, not what the client put first", async () => {
    const t = await app("strictLimits");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      // The client forges a new first entry each time; the proxy appends the real one.
      statuses.push(
        (
          await call(t, "POST", "/api/auth/sign-in/email", {
            ip: `${randomIp()}, 10.200.0.1`,
            json: { email: "nobody@example.com", password: "whatever-123" },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe("cookies and origins", { timeout: SLOW }, () => {
  const signUpAt = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.request(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        origin: url,
        "content-type": "application/json",
        "x-forwarded-for": randomIp(),
        ...headers,
      },
      body: JSON.stringify({
        email: `c-${crypto.randomUUID()}@example.com`,
        password: "long-enough-pw",
        name: "C",
      }),
    });
  const sessionCookie = (res: Response) =>
    res.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "";

  it("are Secure when the public URL is https, without NODE_ENV=production", async () => {
    const t = await app("https");
    const res = await signUpAt(t, "https://tribe.example.com");
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/;\s*Secure/i);
  });

  it("are Secure on a request that a trusted proxy says came over https", async () => {
    const t = await app("noUrl");
    const res = await signUpAt(t, "http://localhost:3000", { "x-forwarded-proto": "https" });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/;\s*Secure/i);
    const plain = await signUpAt(t, "http://localhost:3000");
    expect(sessionCookie(plain)).not.toMatch(/;\s*Secure/i);
  });

  /** An auth write with a session cookie, from `origin`, to the app reached as `url`. */
  const renameFrom = (t: TestApp, url: string, origin: string, cookie: string) =>
    t.app.request(`${url}/api/auth/update-user`, {
      method: "POST",
      headers: {
        origin,
        cookie,
        "content-type": "application/json",
        "x-forwarded-for": randomIp(),
      },
      body: JSON.stringify({ name: "Renamed" }),
    });

  it("trust only the configured origin, not one made up from the Host header", async () => {
    const t = await app("https");
    const cookie = cookieOf((await signUpAt(t, "https://tribe.example.com")).headers);
    const evil = "https://evil.example.net";
    expect((await renameFrom(t, evil, evil, cookie)).status).toBe(403);
    const own = "https://tribe.example.com";
    expect((await renameFrom(t, own, own, cookie)).status).toBe(200);
  });

  it("without a configured URL, trust a request's own origin only on a loopback host", async () => {
    const t = await app("noUrl");
    const { cookie } = await signUp(t);
    const evil = "http://evil.example.net";
    expect((await renameFrom(t, evil, evil, cookie)).status).toBe(403);
    const local = "http://localhost:3000";
    expect((await renameFrom(t, local, local, cookie)).status).toBe(200);
  });
});

describe("CSRF: a second layer beside SameSite", () => {
  it("refuses a form-style post from another site, even with a session cookie", async () => {
    const res = await s.t.app.request("http://localhost:3000/api/tours", {
      method: "POST",
      headers: {
        origin: "https://evil.example.net",
        cookie: s.a.cookie,
        "content-type": "text/plain",
      },
      body: JSON.stringify({ title: "Forged" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "forbidden", message: "Cross-site request refused" },
    });
  });

  it("refuses a form post to an auth route from another site", async () => {
    const res = await s.t.app.request("http://localhost:3000/api/auth/sign-out", {
      method: "POST",
      headers: {
        origin: "https://evil.example.net",
        cookie: s.a.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(res.status).toBe(403);
    expect((await call(s.t, "GET", "/api/profile", { cookie: s.a.cookie })).status).toBe(200);
  });

  it("lets the app's own DELETE (no body, no content type) through", async () => {
    const tour = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { title: "T" },
    });
    const res = await call(s.t, "DELETE", `/api/tours/${tour.data.id}`, { cookie: s.a.cookie });
    expect(res.status).toBe(200);
  });
});

describe("exports at once", () => {
  it("lets an account run one export at a time; the next may start once it is done", async () => {
    const owner = await signUp(s.t);
    for (let i = 0; i < 3; i++) {
      await call(s.t, "POST", "/api/tours", { cookie: owner.cookie, json: { title: `T${i}` } });
    }
    const get = (format: string) =>
      s.t.app.request(`http://localhost:3000/api/exports/tours.${format}`, {
        headers: { cookie: owner.cookie },
      });
    const first = await get("csv");
    expect(first.status).toBe(200);
    const second = await get("pdf");
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({
      error: {
        code: "rate_limited",
        message:
          "An export is already being prepared. Please wait for it to finish, then try again.",
      },
    });
    // Another account is not held up by this one.
    expect((await call(s.t, "GET", "/api/exports/tours.json", { cookie: s.b.cookie })).status).toBe(
      200,
    );
    await first.text();
    expect((await get("json")).status).toBe(200);
  });

  it("frees the slot when the client goes away mid-download", async () => {
    const owner = await signUp(s.t);
    const get = () =>
      s.t.app.request("http://localhost:3000/api/exports/tours.pdf", {
        headers: { cookie: owner.cookie },
      });
    const first = await get();
    await first.body?.cancel();
    const again = await get();
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
