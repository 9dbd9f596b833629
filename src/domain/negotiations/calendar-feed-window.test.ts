import { describe, expect, it } from "vitest";
import { feedWindow, inFeedWindow } from "./calendar-feed-window";

describe("the calendar feed's window", () => {
  it("reaches 90 days back and 18 months ahead of today (UTC)", () => {
    expect(feedWindow(new Date("2026-11-24T23:30:00Z"))).toEqual({
      from: "2026-08-26",
      to: "2028-05-24",
    });
  });

  it("ends on the month's last day when it has no such day", () => {
    expect(feedWindow(new Date("2026-08-31T12:00:00Z")).to).toBe("2028-02-29");
  });

  it("keeps a negotiation with a show day or a deadline inside, drops one with neither", () => {
    const w = { from: "2026-08-26", to: "2028-05-24" };
    const none = { performanceDate: null, holdExpiry: null, challengeDeadline: null };
    expect(inFeedWindow({ ...none, performanceDate: "2026-08-26" }, w)).toBe(true);
    expect(inFeedWindow({ ...none, performanceDate: "2028-05-24" }, w)).toBe(true);
    expect(inFeedWindow({ ...none, performanceDate: "2026-08-25" }, w)).toBe(false);
    expect(inFeedWindow({ ...none, performanceDate: "2028-05-25" }, w)).toBe(false);
    expect(
      inFeedWindow(
        { ...none, performanceDate: "2030-01-01", holdExpiry: "2026-12-01T10:00:00.000Z" },
        w,
      ),
    ).toBe(true);
    expect(inFeedWindow(none, w)).toBe(false);
  });
});
