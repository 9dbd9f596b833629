import { describe, expect, it } from "vitest";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { slugInput, slugMessage, slugProblem, suggestSlug } from "./slug";

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

describe("why an address is refused", () => {
  it("reads in the reader's language, its bounds filled", () => {
    expect(slugMessage("malformed")).toBe(
      "Use 3–40 lowercase letters, digits and single hyphens, like the-band",
    );
    const german = messageFormatter("de", catalogueDe);
    expect(withWords(german, () => slugMessage("malformed"))).toBe(
      "Verwende 3–40 Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. the-band",
    );
    expect(withWords(german, () => slugMessage("taken"))).toBe(
      "Ein anderer Act hat diese Adresse. Wähle eine andere",
    );
  });
});
