import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { IMAGE_URL_MESSAGE } from "@/domain/account/account-limits";
import { DEFAULT_ROAD_SETTINGS } from "@/domain/tours/routing/road-costs";
import type { AppEnv } from "@/server/context";
import { createLogger } from "@/server/logger";
import { bodyLimit, KB } from "@/server/middleware/body-limit";
import { handleError } from "@/server/middleware/errors";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();

/** Each was a 500 (or stored) before: the rows of issue 11, sent as a careless client would. */
describe("text the database cannot store", () => {
  it.each([
    ["POST", "/api/tours", { title: "a\u0000b" }, "title"],
    ["POST", "/api/venues", { name: "Hall", state: "a\u0000b" }, "state"],
    ["POST", "/api/campaigns", { title: "a\u0000b", platform: "TikTok" }, "title"],
    [
      "POST",
      "/api/campaigns",
      { title: "x", platform: "TikTok", description: "\u0000" },
      "description",
    ],
    ["PATCH", "/api/profile", { artistName: "a\u0000b" }, "artistName"],
  ])("%s %s with a NUL character is a 400 naming the field", async (method, path, json, field) => {
    const res = await call(s.t, method, path, { cookie: s.a.cookie, json });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ [field]: "Must not contain a NUL character" });
  });

  it("refuses a lone surrogate instead of storing '�'", async () => {
    const res = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      body: '{"title":"a\\ud800b"}',
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields.title).toMatch(/lone surrogate/);
  });

  it("guards the auth routes too (a NUL in a sign-up email)", async () => {
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      json: { email: "a\u0000@example.com", password: "long-enough-pw", name: "N" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ email: "Must not contain a NUL character" });
  });

  it("refuses a NUL in a query string", async () => {
    const res = await call(s.t, "GET", "/api/exports/tours.csv?includeFinancial=%00", {
      cookie: s.a.cookie,
    });
    expect(res.status).toBe(400);
  });

  it("refuses absurdly deep nesting", async () => {
    const res = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      body: `{"title":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.data.error.message).toMatch(/Nested more than 32 levels/);
    // Refused before the session is read, in the language the request asks for.
    const german = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      headers: { "accept-language": "de" },
      body: `{"title":${"[".repeat(50)}${"]".repeat(50)}}`,
    });
    expect(german.status).toBe(400);
    expect(german.data.error.fields).toEqual({ body: "Mehr als 32 Ebenen tief verschachtelt" });
  });
});

describe("dates PostgreSQL does not have", () => {
  it("refuses campaign date 0000-01-01 with a field message", async () => {
    const res = await call(s.t, "POST", "/api/campaigns", {
      cookie: s.a.cookie,
      json: { title: "Year zero", platform: "TikTok", startDate: "0000-01-01" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ startDate: "Enter a real date (YYYY-MM-DD)" });
  });
});

describe("request body limit", () => {
  const big = JSON.stringify({ title: "x".repeat(20 * 1024 * 1024) });

  it.each([
    ["/api/tours", true],
    ["/api/auth/sign-up/email", false],
    ["/api/auth/sign-in/email", false],
  ])("a 20 MB body to %s is a 413, never parsed", async (path, signedIn) => {
    const res = await call(s.t, "POST", path, {
      cookie: signedIn ? s.a.cookie : undefined,
      body: big,
    });
    expect(res.status).toBe(413);
    expect(res.data).toEqual({
      error: { code: "payload_too_large", message: "Request body is larger than 256 KB" },
    });
  });

  it("counts a chunked body (no Content-Length) as it arrives", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * KB;
        if (sent > 4096 * KB) controller.close();
        else controller.enqueue(new Uint8Array(64 * KB).fill(32));
      },
    });
    const res = await s.t.app.request("http://localhost:3000/api/tours", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        cookie: s.a.cookie,
        "content-type": "application/json",
        "transfer-encoding": "chunked",
      },
      body,
      // @ts-expect-error Node's fetch needs this for a stream body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    // It stopped reading soon after the limit instead of taking all 4 MB.
    expect(sent).toBeLessThan(1024 * KB);
  });

  it("a route given a larger limit takes a body the default refuses, up to its own limit", async () => {
    const app = new Hono<AppEnv>()
      .use(bodyLimit(1 * KB, { "POST /upload/:id/artwork": 8 * KB }))
      .post("*", async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
    app.onError(handleError);
    const post = (path: string, bytes: number) =>
      app.request(path, { method: "POST", body: "x".repeat(bytes) });
    expect((await post("/upload/42/artwork", 4 * KB)).status).toBe(200);
    expect(await (await post("/upload/42/artwork", 4 * KB)).json()).toEqual({ bytes: 4 * KB });
    expect((await post("/upload/42/artwork", 9 * KB)).status).toBe(413);
    expect((await post("/upload/42/other", 4 * KB)).status).toBe(413);
    expect((await post("/anything", 1 * KB)).status).toBe(200);
  });
});

describe("account fields better-auth does not check", () => {
  it.each([
    [{ artistName: "x".repeat(5000) }, "Artist name must be at most 80 characters"],
    [{ name: "x".repeat(5000) }, "Name must be at most 80 characters"],
    [
      { image: `https://example.com/${"x".repeat(5000)}` },
      "Image URL must be at most 2048 characters",
    ],
  ])("update-user refuses %# with a 400", async (json, message) => {
    const res = await call(s.t, "POST", "/api/auth/update-user", { cookie: s.a.cookie, json });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
    const profile = await call(s.t, "GET", "/api/profile", { cookie: s.a.cookie });
    expect(profile.data.artistName).toBe("Test Artist");
  });

  it.each([
    "javascript:alert(document.cookie)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "http://example.com/me.png",
    "not a url",
  ])(
    "an avatar (image) other than an https:// URL is refused, naming the field: %s",
    async (image) => {
      const res = await call(s.t, "POST", "/api/auth/update-user", {
        cookie: s.a.cookie,
        json: { image },
      });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({
        code: "INVALID_ACCOUNT_FIELD",
        field: "image",
        message: IMAGE_URL_MESSAGE,
      });
      const session = await call(s.t, "GET", "/api/auth/get-session", { cookie: s.a.cookie });
      expect(session.data.user.image ?? null).toBeNull();
    },
  );

  it("an https:// avatar is taken, at sign-up too", async () => {
    const ok = await call(s.t, "POST", "/api/auth/update-user", {
      cookie: s.b.cookie,
      json: { image: "https://example.com/me.png" },
    });
    expect(ok.status).toBe(200);
    const signUp = await call(s.t, "POST", "/api/auth/sign-up/email", {
      json: {
        email: `avatar-${Date.now()}@example.com`,
        password: "long-enough-pw",
        name: "N",
        image: "javascript:alert(1)",
      },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.data.field).toBe("image");
  });

  it("sign-up applies the same rule to the artist name", async () => {
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      json: {
        email: `long-${Date.now()}@example.com`,
        password: "long-enough-pw",
        name: "N",
        artistName: "x".repeat(81),
      },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Artist name must be at most 80 characters");
  });

  it("still takes a valid change", async () => {
    const res = await call(s.t, "POST", "/api/auth/update-user", {
      cookie: s.b.cookie,
      json: { artistName: "Short Name" },
    });
    expect(res.status).toBe(200);
    const profile = await call(s.t, "GET", "/api/profile", { cookie: s.b.cookie });
    expect(profile.data.artistName).toBe("Short Name");
  });
});

describe("database refusals", () => {
  // Each statement carries a parameter the log must never show (user data, a token, a hash).
  it.each([
    [
      "unique",
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) select id, ${"SECRET-name"}, email, false, now(), now() from "user" limit 1`,
      409,
    ],
    [
      "foreign key",
      sql`insert into tours (workspace_id, title, status) values (${"SECRET-user"}, 't', 'planning')`,
      409,
    ],
    ["numeric overflow", sql`select ${"1000000000000000"}::numeric(14,2)`, 400],
    ["invalid text", sql`select ${"SECRET-not-a-uuid"}::uuid`, 400],
  ])(
    "a %s violation is a %i in the error shape, logged without its parameters",
    async (_name, statement, status) => {
      const lines: string[] = [];
      const logger = createLogger(
        "info",
        new Writable({
          write(chunk, _enc, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      );
      const app = new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set("logger", logger);
          await next();
        })
        .get("/", async (c) => {
          await s.t.database.db.execute(statement);
          return c.text("ok");
        });
      app.onError(handleError);
      const res = await app.request("/");
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
      const logged = lines.join("");
      expect(logged).toMatch(/"code":"2[23]/);
      expect(logged).not.toContain("SECRET");
      expect(logged).not.toContain("1000000000000000");
      expect(logged).not.toMatch(/params/);
    },
  );
});

/** Probe of the last wave's routes (advancing, routing, notifications, profile). */
describe("a body that is not JSON, sent to a route that reads JSON", () => {
  const settingsPath = "/api/notifications/settings";

  it.each([
    ["a form post", "application/x-www-form-urlencoded", "settings=1"],
    ["text/plain (a browser's default for a string)", "text/plain;charset=UTF-8", '{"x":1}'],
    ["no Content-Type at all", undefined, '{"x":1}'],
  ])("%s is a 415 naming JSON, and nothing changes", async (_name, type, body) => {
    const before = await call(s.t, "GET", settingsPath, { cookie: s.a.cookie });
    const headers: Record<string, string> = { origin: "http://localhost:3000", cookie: s.a.cookie };
    if (type) headers["content-type"] = type;
    // Each of these used to answer 200: the route read an empty object and changed nothing.
    const res = await s.t.app.request(`http://localhost:3000${settingsPath}`, {
      method: "PUT",
      headers,
      body: new TextEncoder().encode(body),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: {
        code: "unsupported_media_type",
        message: "Send the body as JSON (Content-Type: application/json)",
      },
    });
    expect((await call(s.t, "GET", settingsPath, { cookie: s.a.cookie })).text).toBe(before.text);
  });

  it("a bare POST without a body still works (mark all read)", async () => {
    const res = await call(s.t, "POST", "/api/notifications/read-all", { cookie: s.a.cookie });
    expect(res.status).toBe(200);
  });
});

describe("numbers JavaScript would read, that a person did not type", () => {
  const road = { unit: "mi", ...DEFAULT_ROAD_SETTINGS };

  it.each([
    ["rooms", []],
    ["rooms", null],
    ["rooms", ""],
    ["rooms", true],
    ["rooms", [3]],
    ["partySize", "0x10"],
    ["milesPerGallon", "1e1"],
    ["averageMph", "12abc"],
  ])(
    "road settings %s = %j is a 400 naming the field; the tour keeps its settings",
    async (field, value) => {
      const tour = await call(s.t, "POST", "/api/tours", {
        cookie: s.a.cookie,
        json: { title: "Road" },
      });
      const path = `/api/tours/${tour.data.id}/route`;
      const before = await call(s.t, "GET", path, { cookie: s.a.cookie });
      const res = await call(s.t, "PUT", `${path}/settings`, {
        cookie: s.a.cookie,
        json: { ...road, [field]: value },
      });
      expect(res.status).toBe(400);
      expect(res.data.error.fields[field]).toMatch(/must be a number|whole number/);
      expect((await call(s.t, "GET", path, { cookie: s.a.cookie })).text).toBe(before.text);
    },
  );

  it("still takes the numbers a form sends as text", async () => {
    const tour = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { title: "Road" },
    });
    const res = await call(s.t, "PUT", `/api/tours/${tour.data.id}/route/settings`, {
      cookie: s.a.cookie,
      json: { ...road, rooms: " 3 ", milesPerGallon: "12.5" },
    });
    expect(res.status).toBe(200);
    expect(res.data.settings).toMatchObject({ rooms: 3, milesPerGallon: 12.5 });
  });
});

/** A tour of A's with one show at a venue, on `date`. */
async function newShow(date: string) {
  const as = (path: string, json: unknown) => call(s.t, "POST", path, { cookie: s.a.cookie, json });
  const tour = (await as("/api/tours", { title: "T" })).data;
  const venue = (await as("/api/venues", { name: "Hall", city: "Austin", state: "TX" })).data;
  const show = (
    await as(`/api/tours/${tour.id}/shows`, {
      venueMode: "existing",
      venueId: venue.id,
      performanceDate: date,
    })
  ).data;
  return { tour, show };
}

describe("a hold's rank that is not a number", () => {
  it.each([[true], [[3]], ["0x3"], [""]])(
    "holdRank %j is a 400; the show stays as it was",
    async (holdRank) => {
      const { show } = await newShow("2027-08-01");
      const path = `/api/negotiations/${show.id}`;
      const before = await call(s.t, "GET", path, { cookie: s.a.cookie });
      // Before: true and [3] held the date as 1st and 3rd; "0x3" as 3rd.
      const res = await call(s.t, "POST", `${path}/transitions`, {
        cookie: s.a.cookie,
        json: { to: "hold", holdRank },
      });
      expect(res.status).toBe(400);
      expect(res.data.error.fields.holdRank).toBe("Hold rank must be a number");
      expect((await call(s.t, "GET", path, { cookie: s.a.cookie })).text).toBe(before.text);
    },
  );
});

describe("text the database cannot store, escaped inside an advance's sets", () => {
  // The sets are JSON inside the answer's text: "\\u0000" in it is six harmless characters to
  // the request's own check, and a NUL once the day sheet's jsonb column reads it.
  const nulSets = JSON.stringify([{ performer: "a\u0000b", start: "20:00" }]);
  const loneSurrogate = '[{"performer":"a\\ud800b","start":"20:00"}]';

  async function advance() {
    const { tour, show } = await newShow("2026-05-01");
    const base = `/api/tours/${tour.id}/advances/${show.id}`;
    const link = await call(s.t, "POST", `${base}/links`, {
      cookie: s.a.cookie,
      json: { recipient: "Promoter" },
    });
    return { base, token: (link.data.url as string).split("/advance/")[1]! };
  }

  it.each([
    ["a NUL", nulSets, "Sets: Must not contain a NUL character"],
    ["a lone surrogate", loneSurrogate, expect.stringMatching(/^Sets: .*surrogate/)],
  ])(
    "the venue's answer with %s is a 400 naming the value, and is not kept",
    async (_n, value, message) => {
      const { base, token } = await advance();
      const res = await call(s.t, "PUT", `/api/advance-links/${token}/items/sets`, {
        json: { value },
      });
      // Before: 200, kept as the proposed sets, and every Accept after it a 400 from the database.
      expect(res.status).toBe(400);
      expect(res.data.error.fields).toEqual({ value: message });
      const sets = (await call(s.t, "GET", base, { cookie: s.a.cookie })).data.items.find(
        (i: { key: string }) => i.key === "sets",
      );
      expect(sets.proposed).toBeNull();
    },
  );

  it("the manager's own edit is refused the same way", async () => {
    const { base } = await advance();
    const res = await call(s.t, "PUT", `${base}/items/sets`, {
      cookie: s.a.cookie,
      json: { value: nulSets },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ value: "Sets: Must not contain a NUL character" });
  });
});
