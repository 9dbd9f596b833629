import { describe, expect, it } from "vitest";
import { RateBook } from "../currencies/exchange-rates";
import { negotiationAnalytics } from "./analytics";
import type { Negotiation } from "./negotiations";

const lost = { lostToExpiry: 0, lostToChallenge: 0 };

function confirmed(id: string, createdAt: string, confirmedAt: string | null): Negotiation {
  return {
    id,
    tourId: "t",
    tourTitle: "Tour",
    venueId: "v",
    venueName: `Venue ${id}`,
    city: "Austin",
    state: "TX",
    capacity: 500,
    performanceDate: "2026-06-01",
    venueFee: "1000.00",
    showMoney: { amount: "1000.00", basis: "guarantee" },
    status: "confirmed",
    holdRank: null,
    holdExpiry: null,
    challengeDeadline: null,
    challengedBy: null,
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    lastContact: null,
    notes: null,
    createdAt,
    confirmedAt,
    hasDeal: true,
  };
}

describe("days to confirm", () => {
  it("averages start to confirmation in days", () => {
    const a = negotiationAnalytics(
      [
        confirmed("a", "2026-05-01T00:00:00Z", "2026-05-11T00:00:00Z"),
        confirmed("b", "2026-05-01T00:00:00Z", "2026-05-06T00:00:00Z"),
      ],
      lost,
    );
    expect(a.averageDaysToConfirm).toBe(7.5);
    expect(a.confirmationsLeftOut).toBe(0);
  });

  it("never goes negative: a confirmation before the start is left out and counted", () => {
    const a = negotiationAnalytics(
      [
        confirmed("a", "2026-05-01T00:00:00Z", "2026-05-05T00:00:00Z"),
        // Confirmed 16.5 days before its negotiation started: the demo's old seed did this.
        confirmed("b", "2026-05-20T12:00:00Z", "2026-05-04T00:00:00Z"),
      ],
      lost,
    );
    expect(a.averageDaysToConfirm).toBe(4);
    expect(a.confirmationsLeftOut).toBe(1);
  });

  it("answers no figure when every confirmation is out of order", () => {
    const a = negotiationAnalytics(
      [confirmed("b", "2026-05-20T00:00:00Z", "2026-05-04T00:00:00Z")],
      lost,
    );
    expect(a.averageDaysToConfirm).toBeNull();
    expect(a.confirmationsLeftOut).toBe(1);
  });
});

describe("average confirmed fee", () => {
  it("averages what the shows pay by their deals, never the fee typed before the deal", () => {
    const a = confirmed("a", "2026-05-01T00:00:00Z", null);
    const b = confirmed("b", "2026-05-01T00:00:00Z", null);
    const figures = negotiationAnalytics(
      [
        { ...a, venueFee: "3200.00", showMoney: { amount: "32368.00", basis: "final" } },
        { ...b, venueFee: "1700.00", showMoney: { amount: "10500.01", basis: "projected" } },
      ],
      lost,
    );
    expect(figures.averageConfirmedFee).toBe("21434.01");
  });
});

describe("average confirmed fee across currencies (issue 41)", () => {
  const book = new RateBook([
    { base: "GBP", quote: "USD", rate: "1.265", on: "2026-06-01", source: "typed" },
  ]);
  const inCurrency = (id: string, amount: string, currency: string, date: string) => ({
    ...confirmed(id, "2026-05-01T00:00:00Z", null),
    performanceDate: date,
    showMoney: { amount, basis: "guarantee" as const, currency },
  });

  it("converts each show at its day's rate and leaves out, and names, one with no rate", () => {
    const a = negotiationAnalytics(
      [
        inCurrency("a", "1000.00", "GBP", "2026-06-01"),
        inCurrency("b", "300.00", "USD", "2026-06-02"),
        inCurrency("c", "5000.00", "GBP", "2026-05-20"),
      ],
      lost,
      { home: "USD", book },
    );
    // (1265.00 + 300.00) / 2; the 2026-05-20 show predates every rate.
    expect(a.averageConfirmedFee).toBe("782.50");
    expect(a.homeCurrency).toBe("USD");
    expect(a.unconverted).toEqual([{ showId: "c", currency: "GBP", date: "2026-05-20" }]);
  });

  it("rounds the mean half up to the home currency's minor unit: a whole yen", () => {
    const a = negotiationAnalytics(
      [
        inCurrency("a", "1000.00", "JPY", "2026-06-01"),
        inCurrency("b", "1001.00", "JPY", "2026-06-01"),
      ],
      lost,
      { home: "JPY", book },
    );
    expect(a.averageConfirmedFee).toBe("1001.00");
  });
});
