import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../durations";
import {
  CHALLENGE_DEADLINE_HINT,
  checkTransition,
  daysText,
  defaultHoldDays,
  EXTEND_HOLD_DAYS,
  extendHoldInputSchema,
  fieldsAfterTransition,
  HOLD_EXPIRY_HINT,
  ordinal,
  promoteAfterLeaving,
  TRANSITIONS,
} from "./negotiations";
import { NEGOTIATION_STATUSES } from "./statuses";

const now = new Date("2026-05-01T12:00:00Z");

describe("negotiation transitions", () => {
  const allowed: [string, string][] = [
    ["pending", "hold"],
    ["pending", "confirmed"],
    ["pending", "released"],
    ["pending", "declined"],
    ["hold", "challenge"],
    ["hold", "confirmed"],
    ["hold", "released"],
    ["hold", "declined"],
    ["challenge", "hold"],
    ["challenge", "confirmed"],
    ["challenge", "released"],
    ["challenge", "declined"],
    ["confirmed", "released"],
  ];
  it.each(allowed)("allows %s → %s", (from, to) => {
    expect(checkTransition(from, to)).toEqual({ ok: true });
  });

  const refused = NEGOTIATION_STATUSES.flatMap((from) =>
    NEGOTIATION_STATUSES.filter((to) => !allowed.some(([f, t]) => f === from && t === to)).map(
      (to) => [from, to] as [string, string],
    ),
  );
  it.each(refused)("refuses %s → %s", (from, to) => {
    expect(checkTransition(from, to).ok).toBe(false);
  });

  it("names the current status and the allowed next ones", () => {
    expect(checkTransition("confirmed", "hold")).toEqual({
      ok: false,
      message: "Cannot move from Confirmed to Hold. Allowed from Confirmed: Released",
    });
    expect(checkTransition("released", "confirmed")).toMatchObject({
      message: "Cannot move from Released to Confirmed. Allowed from Released: none (final)",
    });
  });

  it("released and declined are final", () => {
    expect(TRANSITIONS.released).toEqual([]);
    expect(TRANSITIONS.declined).toEqual([]);
  });
});

describe("fields after a move", () => {
  const none = { holdRank: null, holdExpiry: null };
  it("a 1st hold runs two weeks, a 2nd one week, at the next free rank", () => {
    const first = fieldsAfterTransition(none, "hold", { now, nextFreeRank: 1 });
    expect(first.holdRank).toBe(1);
    expect(first.holdExpiry!.getTime() - now.getTime()).toBe(14 * DAY_MS);
    const second = fieldsAfterTransition(none, "hold", { now, nextFreeRank: 2 });
    expect(second.holdRank).toBe(2);
    expect(second.holdExpiry!.getTime() - now.getTime()).toBe(7 * DAY_MS);
  });
  it("a challenge keeps the rank and gets a 48 h deadline", () => {
    const f = fieldsAfterTransition(
      { holdRank: 2, holdExpiry: new Date(now.getTime() + DAY_MS) },
      "challenge",
      { now, nextFreeRank: 3 },
    );
    expect(f.holdRank).toBe(2);
    expect(f.challengeDeadline!.getTime() - now.getTime()).toBe(48 * HOUR_MS);
  });
  it("confirming drops rank, expiry and deadline", () => {
    expect(
      fieldsAfterTransition({ holdRank: 1, holdExpiry: now }, "confirmed", {
        now,
        nextFreeRank: 1,
      }),
    ).toEqual({
      status: "confirmed",
      holdRank: null,
      holdExpiry: null,
      challengeDeadline: null,
      challengedBy: null,
    });
  });
});

describe("auto-promote", () => {
  it("when the 1st leaves, the 2nd becomes 1st and the 3rd 2nd", () => {
    expect(
      promoteAfterLeaving(
        [
          { id: "c", holdRank: 3 },
          { id: "b", holdRank: 2 },
        ],
        1,
      ),
    ).toEqual([
      { id: "c", holdRank: 2 },
      { id: "b", holdRank: 1 },
    ]);
  });
  it("when the 2nd leaves, the 1st stays", () => {
    expect(
      promoteAfterLeaving(
        [
          { id: "a", holdRank: 1 },
          { id: "c", holdRank: 3 },
        ],
        2,
      ),
    ).toEqual([{ id: "c", holdRank: 2 }]);
  });
  it("ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
    ]);
  });
});

describe("default durations and the texts that name them", () => {
  it("says the hold defaults the rule applies, in weeks where they are whole weeks", () => {
    expect(defaultHoldDays(1)).toBe(14);
    expect(defaultHoldDays(2)).toBe(7);
    expect(HOLD_EXPIRY_HINT).toBe(
      `Default: ${daysText(defaultHoldDays(1))} (1st), ${daysText(defaultHoldDays(2))} (others)`,
    );
    expect(HOLD_EXPIRY_HINT).toBe("Default: 2 weeks (1st), 1 week (others)");
    expect(CHALLENGE_DEADLINE_HINT).toBe("Default: 48 hours from now");
    expect(daysText(10)).toBe("10 days");
    expect(daysText(1)).toBe("1 day");
  });

  it("extends a hold by the same number of days the buttons promise", () => {
    expect(extendHoldInputSchema.parse({}).days).toBe(EXTEND_HOLD_DAYS);
  });
});
