import { describe, expect, it } from "vitest";
import { isLinkToken, linkExpiry, linkState } from "./link-tokens";

describe("link tokens", () => {
  it("are 43 base64url characters, nothing else", () => {
    expect(isLinkToken("a".repeat(43))).toBe(true);
    expect(isLinkToken("Zk3-_".padEnd(43, "x"))).toBe(true);
    expect(isLinkToken("a".repeat(42))).toBe(false);
    expect(isLinkToken("a".repeat(44))).toBe(false);
    expect(isLinkToken(`${"a".repeat(42)}=`)).toBe(false);
    expect(isLinkToken(`${"a".repeat(42)}/`)).toBe(false);
  });

  it("expire after their days, to the millisecond", () => {
    const from = new Date("2026-03-01T12:00:00Z");
    expect(linkExpiry(from, 7).toISOString()).toBe("2026-03-08T12:00:00.000Z");
  });

  it("say what happened first: revoked, then used, then expired", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const later = new Date("2026-04-01T12:00:00Z");
    const link = { revokedAt: null, usedAt: null, expiresAt: linkExpiry(now, 7) };
    expect(linkState(link, now)).toBe("valid");
    expect(linkState(link, link.expiresAt)).toBe("expired");
    expect(linkState({ ...link, usedAt: now }, later)).toBe("used");
    expect(linkState({ ...link, usedAt: now, revokedAt: now }, later)).toBe("revoked");
    expect(linkState({ revokedAt: null, expiresAt: null }, later)).toBe("valid");
  });
});
