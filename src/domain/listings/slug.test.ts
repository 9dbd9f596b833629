import { describe, expect, it } from "vitest";
import { slugInput, slugProblem, suggestSlug } from "./slug";

describe("a dates page's address", () => {
  it("takes lowercase words joined by single hyphens", () => {
    expect(slugProblem("the-band")).toBeNull();
    expect(slugProblem("band2026")).toBeNull();
  });

  it("refuses what a URL or a fan would misread", () => {
    for (const bad of [
      "ab",
      "The-Band",
      "-band",
      "band-",
      "the--band",
      "the band",
      "bänd",
      "a".repeat(41),
      "x/y",
      "band\u0000",
    ]) {
      expect(slugProblem(bad), bad).toBe("malformed");
    }
  });

  it("keeps Tribe's own words for Tribe", () => {
    for (const word of ["api", "dashboard", "admin", "widget", "embed"]) {
      expect(slugProblem(word), word).toBe("reserved");
    }
  });

  it("reads a typed address trimmed and lowercased, with the reason it is refused", () => {
    expect(slugInput.parse("  The-Band ")).toBe("the-band");
    const refused = slugInput.safeParse("api");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/reserved/);
  });

  it("suggests an address from the act's name", () => {
    expect(suggestSlug("The Midnight Owls!")).toBe("the-midnight-owls");
    expect(suggestSlug("Sigur Rós")).toBe("sigur-ros");
    expect(suggestSlug("X")).toBe("x-dates");
    expect(suggestSlug("東京")).toBe("act-dates");
    expect(suggestSlug("Admin")).toBe("admin-live");
    expect(slugProblem(suggestSlug("a".repeat(80)))).toBeNull();
  });
});
