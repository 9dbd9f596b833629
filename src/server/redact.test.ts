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

  it("leaves paths that only look alike", () => {
    expect(redactSecrets("/api/team/invitations")).toBe("/api/team/invitations");
    expect(redactSecrets("/dashboard/team-join/x")).toBe("/dashboard/team-join/x");
    expect(redactSecrets("/api/tours/t1/advances/s1")).toBe("/api/tours/t1/advances/s1");
    expect(redactSecrets("/api/contracts/c1/pdf")).toBe("/api/contracts/c1/pdf");
    expect(redactSecrets("/api/tours/t1/shows/s1/contract")).toBe(
      "/api/tours/t1/shows/s1/contract",
    );
  });
});
