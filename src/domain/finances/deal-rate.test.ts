import { describe, expect, it } from "vitest";
import { RateBook } from "../currencies/exchange-rates";
import { dealRateWrite } from "./deals";
import { buildLedger, type LedgerSources } from "./ledger/build";

describe("the rate a write leaves on a deal", () => {
  const stored = { currency: "GBP", rate: "1.25", rateTo: "USD" };
  it("types a rate sent to the home currency, keeps it when left out, clears it when empty", () => {
    expect(dealRateWrite("1.3", stored, "GBP", "USD")).toEqual({ rate: "1.3", rateTo: "USD" });
    expect(dealRateWrite(undefined, stored, "GBP", "USD")).toEqual({ rate: "1.25", rateTo: "USD" });
    expect(dealRateWrite(null, stored, "GBP", "USD")).toEqual({ rate: null, rateTo: null });
  });
  it("drops a kept rate when the currency changes, and refuses one on a home-currency deal", () => {
    expect(dealRateWrite(undefined, stored, "EUR", "USD")).toEqual({ rate: null, rateTo: null });
    expect(dealRateWrite(undefined, stored, "USD", "USD")).toEqual({ rate: null, rateTo: null });
    expect(dealRateWrite("1.1", stored, "USD", "USD")).toEqual({
      refused: "USD is the home currency: a deal in it needs no rate",
    });
  });
});

describe("a foreign deal's lines in the ledger", () => {
  const sources = (rates: Partial<LedgerSources["deals"][number]>): LedgerSources => ({
    tourId: "t",
    shows: [
      {
        id: "s",
        date: "2026-11-03",
        venueName: "Brudenell",
        estimatedTravelCost: null,
        estimatedAccommodationCost: null,
        status: "confirmed",
      },
    ],
    rows: [],
    deals: [
      {
        id: "d",
        showId: "s",
        currency: "GBP",
        projectedPayout: "1000.00",
        isSettled: true,
        finalPayout: "1000.00",
        agentCommissionPercent: "0.00",
        agentCommissionBasis: "gross",
        managerCommissionPercent: "0.00",
        managerCommissionBasis: "gross",
        withholdingPercent: "0.00",
        ...rates,
      },
    ],
    merch: [],
    travelLegs: [],
    lodgings: [],
    campaigns: [],
    provisions: [],
  });
  const book = new RateBook([
    { base: "GBP", quote: "USD", rate: "1.3", on: "2026-11-01", source: "typed" },
  ]);
  const cents = (rates: Partial<LedgerSources["deals"][number]>) =>
    buildLedger(sources(rates), { home: "USD", book }).map((l) => [
      l.state,
      l.cents,
      l.foreign?.rate?.source,
    ]);

  it("plans at the deal's rate and settles at the rate received, else the deal's, else the workspace's", () => {
    expect(cents({})).toEqual([
      ["anticipated", 130000n, "typed"],
      ["settled", 130000n, "typed"],
    ]);
    expect(cents({ rate: "1.25", rateTo: "USD" })).toEqual([
      ["anticipated", 125000n, "line"],
      ["settled", 125000n, "line"],
    ]);
    expect(
      cents({ rate: "1.25", rateTo: "USD", settlementRate: "1.2411", settlementRateTo: "USD" }),
    ).toEqual([
      ["anticipated", 125000n, "line"],
      ["settled", 124110n, "line"],
    ]);
  });

  it("passes over a rate typed for another home currency", () => {
    expect(
      cents({ rate: "1.25", rateTo: "EUR", settlementRate: "1.2", settlementRateTo: "EUR" }),
    ).toEqual([
      ["anticipated", 130000n, "typed"],
      ["settled", 130000n, "typed"],
    ]);
    // The settlement's for another home, the deal's still applies to what was settled.
    expect(
      cents({ rate: "1.25", rateTo: "USD", settlementRate: "1.2", settlementRateTo: "EUR" }),
    ).toEqual([
      ["anticipated", 125000n, "line"],
      ["settled", 125000n, "line"],
    ]);
  });
});
