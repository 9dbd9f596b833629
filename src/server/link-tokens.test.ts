import { describe, expect, it } from "vitest";
import { newLinkToken, openSealedLinkToken, sealLinkToken } from "./link-tokens";

const SECRET = "a-secret-that-is-long-enough-for-tests-0123";

describe("sealed link tokens", () => {
  it("open with the same secret and context, and not otherwise", () => {
    const token = newLinkToken();
    const sealed = sealLinkToken(SECRET, token, "link-1");
    expect(sealed).not.toContain(token);
    expect(openSealedLinkToken(SECRET, sealed, "link-1")).toBe(token);
    expect(openSealedLinkToken(`${SECRET}x`, sealed, "link-1")).toBeUndefined();
    expect(openSealedLinkToken(SECRET, sealed, "link-2")).toBeUndefined();
    const [v, iv, tag, body] = sealed.split(".");
    // One bit of the ciphertext itself: editing its base64 text could touch only the padding
    // bits of the last character and leave the bytes as they were (a failed CI run did).
    const bytes = Buffer.from(body!, "base64url");
    bytes[0]! ^= 1;
    const flipped = bytes.toString("base64url");
    expect(openSealedLinkToken(SECRET, [v, iv, tag, flipped].join("."), "link-1")).toBeUndefined();
    expect(openSealedLinkToken(SECRET, "not sealed", "link-1")).toBeUndefined();
  });

  it("seal the same token differently each time", () => {
    const token = newLinkToken();
    expect(sealLinkToken(SECRET, token, "l")).not.toBe(sealLinkToken(SECRET, token, "l"));
  });
});
