import { describe, expect, it } from "vitest";
import {
  byLastName,
  guestListCounts,
  limitRefusal,
  matchesSearch,
  NO_LIMITS,
  waitingForApproval,
} from "./guest-list-rules";

const now = new Date("2026-05-01T12:00:00Z");

describe("the list's limits", () => {
  it("names what is left of the allotment", () => {
    const limits = { ...NO_LIMITS, allotment: 10 };
    expect(limitRefusal(limits, 8, 3, now)).toBe("Only 2 of 10 tickets left");
    expect(limitRefusal(limits, 8, 2, now)).toBeUndefined();
    expect(limitRefusal(limits, 12, 1, now)).toBe("Only 0 of 10 tickets left");
  });

  it("closes at the cutoff and when locked, the lock first", () => {
    const cutoffAt = "2026-05-01T11:59:00.000Z";
    expect(limitRefusal({ ...NO_LIMITS, cutoffAt }, 0, 1, now)).toBe(
      "The guest list closed at May 1, 2026, 11:59 UTC",
    );
    expect(limitRefusal({ ...NO_LIMITS, cutoffAt, locked: true }, 0, 1, now)).toBe(
      "The guest list is locked",
    );
    expect(limitRefusal({ ...NO_LIMITS, cutoffAt: "2026-05-01T12:01:00Z" }, 0, 1, now)).toBe(
      undefined,
    );
  });
});

describe("counts, order and search", () => {
  it("counts tickets: approved with their +N, partial arrivals as they are", () => {
    const counts = guestListCounts(
      [
        { status: "approved", plusOnes: 1, checkedIn: 1 },
        { status: "approved", plusOnes: 0, checkedIn: 0 },
        { status: "requested", plusOnes: 2, checkedIn: 0 },
        { status: "declined", plusOnes: 5, checkedIn: 0 },
      ],
      10,
    );
    expect(counts).toEqual({
      approved: 3,
      requested: 3,
      requests: 1,
      checkedIn: 1,
      ticketsLeft: 4,
    });
  });

  it("says what waits by the reminder's rule: requests, with their tickets (issue 47)", () => {
    // Two requests, one with a plus-one: Today's "2 guest requests" and the list agree.
    const counts = guestListCounts(
      [
        { status: "requested", plusOnes: 1, checkedIn: 0 },
        { status: "requested", plusOnes: 0, checkedIn: 0 },
      ],
      null,
    );
    expect(waitingForApproval(counts)).toBe("2 requests (3 tickets) waiting for approval");
    expect(waitingForApproval({ requests: 1, requested: 1 })).toBe(
      "1 request waiting for approval",
    );
    expect(waitingForApproval({ requests: 0, requested: 0 })).toBe("");
  });

  it("sorts by last name and finds every typed word anywhere", () => {
    const names = byLastName([
      { name: "Zoë Adams" },
      { name: "ann de vries" },
      { name: "Al Brown" },
    ]);
    expect(names.map((g) => g.name)).toEqual(["Zoë Adams", "Al Brown", "ann de vries"]);
    expect(matchesSearch("Ann de Vries", "vri an")).toBe(true);
    expect(matchesSearch("Ann de Vries", "novak")).toBe(false);
  });
});
