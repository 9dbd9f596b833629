import { describe, expect, it } from "vitest";
import { acceptedLanguages, pickLocale, weekStartsOn } from "./locales";

describe("the person's language", () => {
  it("takes the first language Tribe speaks, by its language part", () => {
    expect(pickLocale(["fr-FR", "de-AT", "en"])).toBe("de");
    expect(pickLocale(["es_MX"])).toBe("es");
    expect(pickLocale(["ja", "zh-CN"])).toBe("en");
    expect(pickLocale([])).toBe("en");
  });

  it("reads Accept-Language by weight, then order, and ignores what is refused", () => {
    expect(acceptedLanguages("en;q=0.5, de-DE, es;q=0.8, fr;q=0")).toEqual(["de-DE", "es", "en"]);
    expect(acceptedLanguages("*, es;q=x")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("starts the week on Sunday in English and Monday in Spanish and German", () => {
    expect([weekStartsOn("en"), weekStartsOn("es"), weekStartsOn("de")]).toEqual([0, 1, 1]);
  });
});
