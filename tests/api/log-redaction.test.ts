import crypto from "node:crypto";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "@/server/context";
import { createLogger } from "@/server/logger";
import { handleError } from "@/server/middleware/errors";
import { requestLog } from "@/server/middleware/request-log";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

/** The server's own logger, writing its JSON lines into `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    "debug",
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, logged: () => lines.join("") };
}

const log = capturedLogger();
const s = setupApiSuite({ logger: log.logger });

describe("secrets in logged paths", () => {
  it("the request log never writes a calendar feed's token", async () => {
    const created = await call(s.t, "POST", "/api/calendar-feed", { cookie: s.a.cookie });
    const feedPath = created.data.path as string;
    const token = feedPath.replace("/api/feeds/", "").replace(".ics", "");
    expect(token.length).toBeGreaterThan(10);
    expect((await call(s.t, "GET", feedPath)).status).toBe(200);
    // A wrong token is a secret too (someone's mistyped or stale one): a 404, logged as warn.
    const wrong = `${token.slice(0, -4)}abcd`;
    expect((await call(s.t, "GET", `/api/feeds/${wrong}.ics`)).status).toBe(404);

    const logged = log.logged();
    expect(logged).toContain('"path":"/api/feeds/[redacted]"');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(wrong);
  });

  it("nor a token in any spelling of a token route's path, or in a query string (issue 48 §2)", async () => {
    const invited = await call(s.t, "POST", "/api/team/invitations", {
      cookie: s.a.cookie,
      json: { email: "odd-paths@example.com", role: "crew" },
    });
    expect(invited.status).toBe(201);
    const real = String(invited.data.link).split("/join/")[1]!;
    const made = crypto.randomBytes(32).toString("base64url");
    const spellings = (route: string, token: string) =>
      [
        route.replace("/api/", "/api//"),
        route.replaceAll("/", "//"),
        `${route.slice(0, -1)}%2F`,
        `/${route.slice(1).replaceAll("/", "%2F")}`,
        route.toUpperCase(),
        route.replace(/[a-z]/, (l) => `%${l.charCodeAt(0).toString(16)}`),
        `${route}${token}/`,
      ].map((p) => (p.endsWith("/") && p.includes(token) ? p : `${p}${token}`));
    const routes = [
      "/api/invitations/",
      "/api/feeds/",
      "/api/advance-links/",
      "/api/contract-links/",
      "/api/auth/reset-password/",
      "/join/",
      "/advance/",
      "/contract/",
    ];
    for (const path of spellings("/api/invitations/", real)) await call(s.t, "GET", path);
    for (const route of routes)
      for (const path of spellings(route, made)) await call(s.t, "GET", path);
    await call(s.t, "GET", `/reset-password?token=${made}`);
    await call(s.t, "GET", `/api/notifications/unsubscribe?token=${made}`);

    const logged = log.logged();
    expect(logged).toContain("[redacted]");
    expect(logged).not.toContain(real);
    expect(logged).not.toContain(made);
  });

  it("the error logger neither, in the path or the error's message and stack", async () => {
    const { logger, logged } = capturedLogger();
    const token = "S3CRETfeedTOKENabcdefghijklmnop";
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("logger", logger);
        await next();
      })
      .use(requestLog)
      .get("/api/feeds/:file", (c) => {
        throw new Error(`could not render ${c.req.url}`);
      });
    app.onError(handleError);
    const res = await app.request(`http://localhost/api/feeds/${token}.ics`);
    expect(res.status).toBe(500);
    expect(logged()).toContain("unhandled error");
    expect(logged()).toContain("/api/feeds/[redacted]");
    expect(logged()).not.toContain(token);
  });
});
