import { describe, expect, it } from "vitest";
import { translatorFor } from "./translator";

describe("the server's translator", () => {
  const title = { id: "settings.language.title", defaultMessage: "Language" };

  it("speaks the person's language from the shared catalogues, English from the code", () => {
    expect(translatorFor("en").t(title)).toBe("Language");
    expect(translatorFor("es").t(title)).toBe("Idioma");
    expect(translatorFor("de").t(title)).toBe("Sprache");
  });

  it("fills in ICU plurals", () => {
    const shows = {
      id: "test.shows",
      defaultMessage: "{count, plural, one {# show} other {# shows}}",
    };
    expect(translatorFor("en").t(shows, { count: 1 })).toBe("1 show");
    expect(translatorFor("en").t(shows, { count: 3 })).toBe("3 shows");
  });
});
