import { parse } from "@formatjs/icu-messageformat-parser";
import fc from "fast-check";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { messageFormatter, needsParser, simpleAst } from "./messages";

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

  it("writes a plural's count as Intl does, whole or not", () => {
    const english = messageFormatter("en", {});
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true }), fc.constant(-0)),
        (count) => {
          const intl = new Intl.NumberFormat("en-US").format(count);
          const one = new Intl.PluralRules("en-US").select(count) === "one";
          expect(english.format(shows, { count })).toBe(`${intl} ${one ? "show" : "shows"}`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reads as ICU would, whether it fills a message itself or asks intl-messageformat", () => {
    // Text made of ICU's special characters, words and placeholders; values of every kind.
    const piece = fc.constantFrom(
      "{name}",
      "{n}",
      "'",
      "''",
      "{",
      "}",
      "#",
      "<b>",
      "x",
      " ",
      "it's",
      "{n, plural, one {# show} other {# shows}}",
    );
    const value = fc.constantFrom<unknown>("Alpha Hall", "", 0, 12, 1200, null, undefined, false);
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), value, value, (pieces, name, n) => {
        const text = pieces.join("");
        const values = { name, n };
        const icu = () => new IntlMessageFormat(text, "en-US").format(values as never);
        const ours = () =>
          messageFormatter("en", {}).format({ id: "x", defaultMessage: text }, values);
        let expected: unknown;
        try {
          expected = icu();
        } catch (error) {
          expect(ours).toThrow((error as Error).constructor);
          return;
        }
        expect(ours()).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a text without ICU syntax as ICU's parser does, so the browser needs no parser", () => {
    const piece = fc.constantFrom(
      "{name}",
      "{n}",
      "'",
      "it's",
      "x",
      " ",
      "·",
      "#",
      "}",
      "{",
      "<b>",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join("");
        if (needsParser(text)) return;
        expect(simpleAst(text)).toEqual(parse(text));
      }),
      { numRuns: 2000 },
    );
  });
});
