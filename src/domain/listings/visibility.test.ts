import { describe, expect, it } from "vitest";
import { isOnPublicOutputs, type ListingFacts, listingState, upcomingAt } from "./visibility";

const now = new Date("2026-06-01T12:00:00Z");
const announced = {
  announceAt: new Date("2026-05-01T10:00:00Z"),
  hidden: false,
  cancelledAt: null,
};
const show = (over: Partial<ListingFacts> = {}): ListingFacts => ({
  status: "confirmed",
  tourStatus: "active",
  date: "2026-07-01",
  listing: announced,
  ...over,
});
const kind = (facts: ListingFacts) => listingState(facts, now).kind;

describe("what fans may see of a show", () => {
  it("a confirmed show whose announce time has passed is public", () => {
    expect(kind(show())).toBe("public");
    expect(isOnPublicOutputs(listingState(show(), now))).toBe(true);
  });

  it("holds, offers and released dates never are", () => {
    for (const status of ["pending", "hold", "challenge", "released", "declined"]) {
      expect(kind(show({ status })), status).toBe("not-confirmed");
    }
  });

  it("a show nobody announced is not public, nor one before its announce time", () => {
    expect(kind(show({ listing: null }))).toBe("not-announced");
    expect(kind(show({ listing: { ...announced, announceAt: null } }))).toBe("not-announced");
    const later = new Date("2026-06-01T12:00:01Z");
    expect(listingState(show({ listing: { ...announced, announceAt: later } }), now)).toEqual({
      kind: "scheduled",
      at: later,
    });
    expect(kind(show({ listing: { ...announced, announceAt: now } }))).toBe("public");
  });

  it("hidden wins over everything, cancelled included", () => {
    expect(kind(show({ listing: { ...announced, hidden: true } }))).toBe("hidden");
    const cancelledAt = new Date("2026-05-20T00:00:00Z");
    expect(
      kind(show({ status: "released", listing: { ...announced, hidden: true, cancelledAt } })),
    ).toBe("hidden");
  });

  it("a public show no longer confirmed, or in a cancelled tour, reads as cancelled", () => {
    const cancelledAt = new Date("2026-05-20T00:00:00Z");
    expect(kind(show({ status: "released", listing: { ...announced, cancelledAt } }))).toBe(
      "cancelled",
    );
    expect(kind(show({ tourStatus: "cancelled" }))).toBe("cancelled");
    // A cancelled tour's show that was never announced stays off the page.
    expect(kind(show({ tourStatus: "cancelled", listing: null }))).toBe("not-announced");
    expect(isOnPublicOutputs({ kind: "cancelled" })).toBe(true);
    expect(isOnPublicOutputs({ kind: "scheduled", at: now })).toBe(false);
  });

  it("a show with no date is never public", () => {
    expect(kind(show({ date: null }))).toBe("no-date");
  });

  it("a show is upcoming until its day has ended at the venue", () => {
    const lateUtc = new Date("2026-07-02T03:00:00Z"); // still July 1 in Chicago
    const isUpcoming = upcomingAt(lateUtc);
    expect(isUpcoming("2026-07-01", "America/Chicago")).toBe(true);
    expect(isUpcoming("2026-07-01", "Europe/Berlin")).toBe(false);
    expect(isUpcoming("2026-07-02", "Europe/Berlin")).toBe(true);
    expect(isUpcoming("2026-06-30", "America/Chicago")).toBe(false);
  });
});
