import { describe, expect, it } from "vitest";
import {
  afterLapse,
  capAtShow,
  fieldsAfterTransition,
  isDatePassed,
  type Negotiation,
} from "./negotiations";
import { suggestActions } from "./suggestions";

const now = new Date("2026-11-20T12:00:00Z");
const free = { holdRank: null, holdExpiry: null };

describe("deadlines never outlive the show (issue 36)", () => {
  it("caps a 1st hold's 14 days at the end of its show's date", () => {
    const f = fieldsAfterTransition(free, "hold", { now, nextFreeRank: 1, showDate: "2026-11-26" });
    expect(f.holdExpiry?.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    // Far ahead, the default stands.
    const far = fieldsAfterTransition(free, "hold", {
      now,
      nextFreeRank: 1,
      showDate: "2027-03-01",
    });
    expect(far.holdExpiry?.toISOString()).toBe("2026-12-04T12:00:00.000Z");
  });
  it("caps a challenge's answer at the show, and a typed expiry too", () => {
    const c = fieldsAfterTransition({ holdRank: 1, holdExpiry: null }, "challenge", {
      now,
      nextFreeRank: 2,
      showDate: "2026-11-21",
      challengeDeadline: new Date("2026-11-28T00:00:00Z"),
    });
    expect(c.challengeDeadline?.toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(capAtShow(new Date("2026-12-10T00:00:00Z"), "2026-11-26").toISOString()).toBe(
      "2026-11-27T00:00:00.000Z",
    );
  });
  it("moves our unanswered challenge up only while the date is ahead", () => {
    const ours = { status: "challenge", holdRank: 2, challengedBy: "us" };
    expect(afterLapse({ ...ours, performanceDate: "2026-11-21" }, now)).toMatchObject({
      status: "hold",
      holdExpiry: new Date("2026-11-22T00:00:00Z"),
    });
    expect(afterLapse({ ...ours, performanceDate: "2026-11-19" }, now).status).toBe("released");
  });
  it("marks an open negotiation whose date has passed, and suggests releasing it", () => {
    expect(isDatePassed("pending", "2026-11-19", "2026-11-20")).toBe(true);
    expect(isDatePassed("confirmed", "2026-11-19", "2026-11-20")).toBe(false);
    expect(isDatePassed("hold", "2026-11-20", "2026-11-20")).toBe(false);
    const n = {
      id: "n1",
      venueName: "The Velvet Room",
      performanceDate: "2026-11-19",
      venueFee: "0.00",
      status: "pending",
      holdRank: null,
      holdExpiry: null,
      challengeDeadline: null,
      challengedBy: null,
      confirmedAt: null,
      lastContact: now.toISOString(),
      createdAt: now.toISOString(),
      hasDeal: false,
    } as unknown as Negotiation;
    const { items } = suggestActions([n], now);
    expect(items.map((s) => [s.rule, s.kind, s.action])).toEqual([
      ["date-passed", "release", "Release: the date has passed"],
    ]);
  });
});
