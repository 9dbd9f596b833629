import { describe, expect, it } from "vitest";
import { formatLocale } from "./format-locale";
import { messageFormatter } from "./messages";
import { say, withWords } from "./words";

const shows = {
  id: "test.words.shows",
  defaultMessage: "{count, plural, one {# show} other {# shows}}",
};

describe("the domain's own words", () => {
  it("are English until a language is set", () => {
    expect(say(shows, { count: 2 })).toBe("2 shows");
  });

  it("are written in the language of the work they wrap, and only there", () => {
    const german = messageFormatter("de", {
      [shows.id]: "{count, plural, one {# Show} other {# Shows}}",
    });
    const inside = withWords(german, () => [say(shows, { count: 1 }), formatLocale()]);
    expect(inside).toEqual(["1 Show", "de"]);
    expect([say(shows, { count: 1 }), formatLocale()]).toEqual(["1 show", "en"]);
  });

  it("go back to what they were when the wrapped work throws", () => {
    const spanish = messageFormatter("es", {});
    expect(() =>
      withWords(spanish, () => {
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect(formatLocale()).toBe("en");
  });
});
