import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../durations";
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
