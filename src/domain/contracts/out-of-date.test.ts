import { describe, expect, it } from "vitest";
import type { ContractFacts } from "./document";
import { factsMatch, isOutOfDate } from "./out-of-date";

const frozen: ContractFacts = {
  contractId: "c-1",
  version: 2,
  artistName: "The Band",
  promoterName: "Sam",
  venueName: "Station 9",
  city: "Austin",
  venueAddress: null,
  showDate: "2099-05-02",
  deal: {
    dealType: "guarantee",
    guaranteeAmount: "8642.75",
    artistSharePercent: null,
    ticketPrice: null,
    capacity: null,
    expectedExpenses: null,
    withholdingPercent: "0.00",
    depositReceived: "0.00",
    currency: "USD",
  },
  schedule: [],
  rider: [],
};
const { contractId: _i, version: _v, promoterName: _p, ...now } = frozen;

describe("whether a contract still matches the deal (issue 47)", () => {
  it("matches the same facts in another key order, whoever the promoter is", () => {
    // As jsonb gives it back: the same keys in another order.
    const reordered = Object.fromEntries(
      Object.entries({
        ...now,
        deal: Object.fromEntries(Object.entries(now.deal).reverse()),
      }).reverse(),
    ) as typeof now;
    expect(factsMatch({ ...frozen, promoterName: null }, reordered)).toBe(true);
  });

  it("no longer matches once the guarantee is raised, or the rider grows", () => {
    expect(factsMatch(frozen, { ...now, deal: { ...now.deal, guaranteeAmount: "9100.00" } })).toBe(
      false,
    );
    expect(
      factsMatch(frozen, {
        ...now,
        rider: [{ type: "technical", description: "DI", providedByVenue: true }],
      }),
    ).toBe(false);
  });
});

describe("a version out of date, as read (issue 48)", () => {
  const raised = { ...now, deal: { ...now.deal, guaranteeAmount: "9100.00" } };

  it("is out of date in every live state once the facts differ, and back in step when undone", () => {
    for (const state of ["draft", "sent", "viewed", "promoter_signed", "executed"] as const) {
      expect(isOutOfDate({ state, facts: frozen }, raised)).toBe(true);
      expect(isOutOfDate({ state, facts: frozen }, now)).toBe(false);
    }
  });

  it("is out of date when the show can no longer have a contract (moved back to a hold)", () => {
    expect(isOutOfDate({ state: "sent", facts: frozen }, null)).toBe(true);
  });

  it("never calls a void version out of date", () => {
    expect(isOutOfDate({ state: "void", facts: frozen }, raised)).toBe(false);
  });
});
