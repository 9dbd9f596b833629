import { describe, expect, it } from "vitest";
import { messageFormatter } from "./messages";

describe("a message in a language", () => {
  const shows = { id: "x.shows", defaultMessage: "{count, plural, one {# show} other {# shows}}" };

  it("is the English in the code without a catalogue, and the catalogue's text with one", () => {
    const hello = { id: "x.hello", defaultMessage: "Add Show" };
    expect(messageFormatter("en", {}).format(hello)).toBe("Add Show");
    expect(messageFormatter("de", { "x.hello": "Show hinzufügen" }).format(hello)).toBe(
      "Show hinzufügen",
    );
    // An id the catalogue lacks reads in English rather than as its id.
    expect(messageFormatter("de", {}).format(hello)).toBe("Add Show");
  });

  it("fills plurals by the language's rules and numbers in its format", () => {
    expect(messageFormatter("en", {}).format(shows, { count: 1 })).toBe("1 show");
    expect(messageFormatter("en", {}).format(shows, { count: 1200 })).toBe("1,200 shows");
    const german = { "x.shows": "{count, plural, one {# Show} other {# Shows}}" };
    expect(messageFormatter("de", german).format(shows, { count: 1200 })).toBe("1.200 Shows");
  });

  it("keeps tags for the code to fill, in the translation's order", () => {
    const moved = { id: "x.moved", defaultMessage: "<b>{name}</b> moved to {day}" };
    const spanish = { "x.moved": "El {day} pasa a <b>{name}</b>" };
    const parts = messageFormatter("es", spanish).format(moved, {
      name: "Sala Apolo",
      day: "lunes",
      b: (chunks: string[]) => `[${chunks.join("")}]`,
    });
    expect([parts].flat().join("")).toBe("El lunes pasa a [Sala Apolo]");
  });
});
