import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../durations";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messages as catalogueEs } from "../i18n/catalogue-es";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { relativeTo, wholeHours } from "./relative-time";

const now = Date.parse("2026-05-01T12:00:00Z");
const at = (ms: number) => new Date(now + ms).toISOString();

describe("relative time", () => {
  it("reads a 14-day hold a moment after it was made as 14 days, not 13", () => {
    expect(relativeTo(at(14 * DAY_MS - 5_000), now)).toBe("in 14 days");
  });

  it("reads a 48 h deadline a moment later as 48 h, not 47", () => {
    expect(relativeTo(at(48 * HOUR_MS - 5_000), now)).toBe("in 48 h");
    expect(wholeHours(47.999)).toBe(48);
  });

  it("counts hours under two days and the past too", () => {
    expect(relativeTo(at(30 * HOUR_MS), now)).toBe("in 30 h");
    expect(relativeTo(at(-2 * HOUR_MS - 60_000), now)).toBe("2 h ago");
    expect(relativeTo(at(3 * DAY_MS), now)).toBe("in 3 days");
    expect(wholeHours(-0.2)).toBe(0);
  });
});

describe("relative time in the reader's language (issue 55)", () => {
  it("reads German and Spanish", () => {
    const german = messageFormatter("de", catalogueDe);
    const spanish = messageFormatter("es", catalogueEs);
    expect(withWords(german, () => relativeTo(at(30 * HOUR_MS), now))).toBe("in 30 Std.");
    expect(withWords(german, () => relativeTo(at(-3 * DAY_MS), now))).toBe("vor 3 Tagen");
    expect(withWords(spanish, () => relativeTo(at(3 * DAY_MS), now))).toBe("en 3 días");
    expect(withWords(spanish, () => relativeTo(at(-2 * HOUR_MS), now))).toBe("hace 2 h");
  });
});
