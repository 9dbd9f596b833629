import { describe, expect, it } from "vitest";
import { redactSecrets } from "./redact";

describe("secrets in paths never reach a log", () => {
  it.each([
    ["/api/feeds/abc123.ics", "/api/feeds/[redacted]"],
    ["/api/invitations/tok_EN-1/accept", "/api/invitations/[redacted]/accept"],
    ["/join/OsMVLyfbjm-fAtlGj_AoDtUfIiIGxMVd7E1zdeeJSxg", "/join/[redacted]"],
    [
      "GET http://localhost:3000/join/abc?x=1 failed",
      "GET http://localhost:3000/join/[redacted]?x=1 failed",
    ],
    // Whatever the case (issue 35 §3).
    ["/JOIN/OsMVLyfbjm-fAtlGj_AoDtUfIiIGxMVd7E1zdeeJSxg", "/JOIN/[redacted]"],
    ["/Api/Feeds/abc123.ics", "/Api/Feeds/[redacted]"],
    ["/API/INVITATIONS/tok/accept", "/API/INVITATIONS/[redacted]/accept"],
    ["/api/auth/Reset-Password/tok", "/api/auth/Reset-Password/[redacted]"],
    // A venue's advance link is its only key (issue 38).
    ["/advance/Zk3-tok", "/advance/[redacted]"],
    ["/api/advance-links/Zk3-tok/files", "/api/advance-links/[redacted]/files"],
    // So is a promoter's contract link (issue 39).
    ["/contract/Zk3-tok", "/contract/[redacted]"],
    ["/api/contract-links/Zk3-tok/sign", "/api/contract-links/[redacted]/sign"],
  ])("%s", (text, logged) => {
    expect(redactSecrets(text)).toBe(logged);
  });

  // Every token route, in every spelling that reaches it or tries to (issue 48 §2:
  // `/api//invitations/<token>` was logged in full).
  const TOK = "Zk3tok_SECRET-0123456789abcdefghijklmnopqrs";
  const routes = [
    "/api/feeds/",
    "/api/invitations/",
    "/api/advance-links/",
    "/api/contract-links/",
    "/api/auth/reset-password/",
    "/join/",
    "/advance/",
    "/contract/",
  ];
  const spellings: [string, (route: string) => string][] = [
    ["doubled slashes", (r) => r.replaceAll("/", "//")],
    ["a doubled slash after /api", (r) => r.replace(/^\/api\//, "/api//")],
    ["%2F for every slash", (r) => r.replaceAll("/", "%2F")],
    ["%2f after the prefix only", (r) => `${r.slice(0, -1)}%2f`],
    ["backslashes", (r) => r.replaceAll("/", "\\")],
    ["mixed case", (r) => r.replace(/[aeiou]/g, (v) => v.toUpperCase())],
    [
      "percent-encoded letters",
      (r) => r.replace(/[a-z]/, (l) => `%${l.charCodeAt(0).toString(16)}`),
    ],
    ["a trailing slash", (r) => r],
  ];
  for (const [how, spell] of spellings) {
    it.each(routes)(`%s spelled with ${how}`, (route) => {
      const path = `${spell(route)}${TOK}${how === "a trailing slash" ? "/" : ""}`;
      const logged = redactSecrets(`GET http://localhost:3000${path}?x=1 failed`);
      expect(logged).not.toContain(TOK);
      expect(logged).not.toContain(TOK.slice(0, 12));
      expect(logged).toContain("[redacted]");
    });
  }

  it.each([
    ["/reset-password?token=abcSECRET", "/reset-password?token=[redacted]"],
    [
      "/api/notifications/unsubscribe?token=a.b.c&x=1",
      "/api/notifications/unsubscribe?token=[redacted]&x=1",
    ],
    ["/join?TOKEN=abcSECRET#top", "/join?TOKEN=[redacted]#top"],
    ["/x?a=1&reset_token=abcSECRET", "/x?a=1&reset_token=[redacted]"],
    [
      "/auth?callbackURL=%2Freset%3Ftoken%3DabcSECRET",
      "/auth?callbackURL=%2Freset%3Ftoken%3D[redacted]",
    ],
  ])("a token in a query string: %s", (text, logged) => {
    expect(redactSecrets(text)).toBe(logged);
  });

  it("leaves paths that only look alike", () => {
    expect(redactSecrets("/api/team/invitations")).toBe("/api/team/invitations");
    expect(redactSecrets("/dashboard/team-join/x")).toBe("/dashboard/team-join/x");
    expect(redactSecrets("/api/tours/t1/advances/s1")).toBe("/api/tours/t1/advances/s1");
    expect(redactSecrets("/api/contracts/c1/pdf")).toBe("/api/contracts/c1/pdf");
    expect(redactSecrets("/api/tours?status=booked&q=tokens")).toBe(
      "/api/tours?status=booked&q=tokens",
    );
    expect(redactSecrets("/api/tours/t1/shows/s1/contract")).toBe(
      "/api/tours/t1/shows/s1/contract",
    );
  });
});
