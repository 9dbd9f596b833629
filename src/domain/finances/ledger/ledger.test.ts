import { describe, expect, it } from "vitest";
import { RateBook } from "../../currencies/exchange-rates";
import { settleDeal } from "../deal-math";
import { buildLedger, type LedgerSources } from "./build";
import { moneyOf } from "./cents";
import { ledgerPendingSettlements, ledgerRiderSavings, ledgerTotals, showMoney } from "./totals";

const empty: LedgerSources = {
  tourId: "t",
  shows: [],
  rows: [],
  deals: [],
  merch: [],
  travelLegs: [],
  lodgings: [],
  campaigns: [],
  provisions: [],
};
/** A deal with no commission and no withholding: its payout is all the artist's. */
const noTerms = {
  agentCommissionPercent: "0.00",
  agentCommissionBasis: "gross",
  managerCommissionPercent: "0.00",
  managerCommissionBasis: "gross",
  withholdingPercent: "0.00",
} as const;
const show = (id: string, travel: string | null = null, lodging: string | null = null) => ({
  id,
  date: "2026-07-01",
  venueName: `Venue ${id}`,
  estimatedTravelCost: travel,
  estimatedAccommodationCost: lodging,
  // Only a confirmed show's deal is booked (issue 36).
  status: "confirmed",
});

describe("a show's net", () => {
  it("is what the artist keeps: a % of net deal is never charged the venue's costs twice", () => {
    // Issue 22: 6,200 paid after 3,500 of show expenses; Reports showed 2,700.
    const terms = {
      dealType: "percentage_of_net" as const,
      guaranteeAmount: null,
      artistSharePercent: "50.00",
    };
    const finalPayout = settleDeal(terms, {
      ticketsSold: 400,
      grossReceipts: "15900.00",
      showExpenses: "3500.00",
    });
    expect(finalPayout).toBe("6200.00");
    const lines = buildLedger({
      ...empty,
      shows: [show("s1")],
      deals: [
        {
          id: "d1",
          ...noTerms,
          showId: "s1",
          projectedPayout: "5000.00",
          isSettled: true,
          finalPayout,
          settledOn: "2026-07-02",
        },
      ],
    });
    expect(showMoney(lines).get("s1")).toEqual({
      showId: "s1",
      income: "6200.00",
      expenses: "0.00",
      net: "6200.00",
      isSettled: true,
      leavesOut: false,
    });
  });
  it("carries the projection before settlement, with merch and the show's own estimates", () => {
    const lines = buildLedger({
      ...empty,
      shows: [show("s1", "300.00", "150.00")],
      deals: [
        {
          id: "d1",
          ...noTerms,
          showId: "s1",
          projectedPayout: "3200.00",
          isSettled: false,
          finalPayout: null,
          settledOn: null,
        },
      ],
      merch: [{ showId: "s1", gross: "1000.00", venueSplitPercent: "20" }],
    });
    expect(showMoney(lines).get("s1")).toMatchObject({
      income: "4000.00",
      expenses: "450.00",
      net: "3550.00",
      isSettled: false,
    });
  });
});

describe("the ledger's figures", () => {
  it("counts merch at the artist's share, rounded once half up", () => {
    const lines = buildLedger({
      ...empty,
      shows: [show("s1")],
      merch: [{ showId: "s1", gross: "10.01", venueSplitPercent: "25.00" }],
    });
    // Venue: 2.5025 → 2.50; the artist keeps 7.51.
    expect(ledgerTotals(lines, "actual").revenue).toBe("7.51");
    expect(ledgerTotals(lines, "anticipated").revenue).toBe("0.00");
  });
  it("plans a booking once: only what passes the estimates is added to the plan", () => {
    const lines = buildLedger({
      ...empty,
      shows: [show("s1", "400.00"), show("s2", "100.00")],
      travelLegs: [
        { id: "l1", label: "Drive", cost: "380.00", date: null },
        { id: "l2", label: "Flight", cost: "220.00", date: null },
      ],
    });
    const plan = ledgerTotals(lines, "anticipated");
    expect(plan.expenses).toBe("600.00"); // 500 estimated + 100 booked beyond
    expect(ledgerTotals(lines, "actual").expenses).toBe("600.00");
    expect(lines.find((l) => l.sourceId === null)?.label).toBe("Booked beyond estimates");
  });
  it("compares bookings in other currencies with the estimates in home cents (issue 41)", () => {
    const book = new RateBook([
      { base: "GBP", quote: "USD", rate: "1.25", on: "2026-06-30", source: "typed" },
    ]);
    const lines = buildLedger(
      {
        ...empty,
        shows: [show("s1", "300.00")],
        travelLegs: [
          // £200 at 1.25 is $250; with the $100 leg, $50 past the $300 estimate.
          { id: "l1", label: "Train", cost: "200.00", date: "2026-07-01", currency: "GBP" },
          { id: "l2", label: "Drive", cost: "100.00", date: "2026-07-01", currency: "USD" },
          // No rate for yen: left out of the totals, and of what passes the estimates.
          { id: "l3", label: "Shinkansen", cost: "15000.00", date: "2026-07-01", currency: "JPY" },
        ],
      },
      { home: "USD", book },
    );
    const beyond = lines.find((l) => l.label === "Booked beyond estimates");
    expect(beyond?.cents).toBe(5000n);
    expect(ledgerTotals(lines, "actual").expenses).toBe("350.00");
    const yen = lines.find((l) => l.sourceId === "l3");
    expect(yen).toMatchObject({ cents: 0n, foreign: { currency: "JPY", rate: null } });
  });
  it("keeps a category whose lines no rate converts, marked, rather than dropping it (issue 47)", () => {
    const lines = buildLedger(
      {
        ...empty,
        rows: [
          // ¥85,000 of Production and no rate for yen: 0 in the totals, but not nothing.
          {
            id: "r1",
            type: "expense",
            category: "Production",
            amountAnticipated: "85000.00",
            amountActual: null,
            isFinalized: false,
            currency: "JPY",
          },
          {
            id: "r2",
            type: "expense",
            category: "Fuel",
            amountAnticipated: "100.00",
            amountActual: null,
            isFinalized: false,
          },
        ],
      },
      { home: "GBP", book: new RateBook([]) },
    );
    expect(ledgerTotals(lines, "anticipated").expensesByCategory).toEqual([
      { category: "Fuel", amount: "100.00", percent: 100 },
      { category: "Production", amount: "0.00", percent: 0, noRate: 1 },
    ]);
    // Nothing of it is actual yet: no row there.
    expect(ledgerTotals(lines, "actual").expensesByCategory).toEqual([]);
  });
  it("reads finalized rows, completed campaigns and settled deals as actual", () => {
    const lines = buildLedger({
      ...empty,
      shows: [show("s1")],
      rows: [
        {
          id: "r1",
          type: "expense",
          category: "Fuel",
          amountAnticipated: "100.00",
          amountActual: "90.00",
          isFinalized: true,
        },
        {
          id: "r2",
          type: "revenue",
          category: "Sponsorship",
          amountAnticipated: "500.00",
          amountActual: "450.00",
          isFinalized: false,
        },
      ],
      campaigns: [
        { id: "c1", title: "Teaser", budget: "250.00", status: "completed", date: null },
        { id: "c2", title: "Launch", budget: "1000.00", status: "active", date: null },
      ],
      deals: [
        {
          id: "d1",
          ...noTerms,
          showId: "s1",
          projectedPayout: "2000.00",
          isSettled: false,
          finalPayout: null,
          settledOn: null,
        },
      ],
    });
    expect(ledgerTotals(lines, "anticipated")).toMatchObject({
      revenue: "2500.00",
      expenses: "1350.00",
      profit: "1150.00",
      marginPercent: 46,
    });
    expect(ledgerTotals(lines, "actual")).toMatchObject({
      revenue: "0.00",
      expenses: "340.00",
      profit: "-340.00",
      marginPercent: null,
    });
    expect(ledgerPendingSettlements(lines)).toBe("2000.00");
  });
  it("keeps rider savings out of profit", () => {
    const lines = buildLedger({
      ...empty,
      shows: [show("s1")],
      provisions: [
        {
          id: "p1",
          showId: "s1",
          description: "PA",
          estimatedValue: "800.00",
          isProvidedByVenue: true,
          isFulfilled: true,
        },
        {
          id: "p2",
          showId: "s1",
          description: "Meals",
          estimatedValue: "90.00",
          isProvidedByVenue: true,
          isFulfilled: false,
        },
        {
          id: "p3",
          showId: "s1",
          description: "Towels",
          estimatedValue: "20.00",
          isProvidedByVenue: false,
          isFulfilled: true,
        },
      ],
    });
    expect(ledgerRiderSavings(lines)).toBe("800.00");
    expect(ledgerTotals(lines, "actual").profit).toBe("0.00");
  });
  it("sums past 2^53 cents exactly", () => {
    const max = "999999999999.99";
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: `r${i}`,
      type: "revenue" as const,
      category: "Other",
      amountAnticipated: max,
      amountActual: null,
      isFinalized: false,
    }));
    const total = ledgerTotals(buildLedger({ ...empty, rows }), "anticipated").revenue;
    expect(total).toBe(moneyOf(99999999999999n * 100n));
  });
});

describe("a row in a currency with three decimals", () => {
  const rates = new RateBook([
    { base: "KWD", quote: "USD", rate: "3.25", on: "2026-07-01", source: "typed" },
  ]);
  const kwd = (amountAnticipated: string, extra: Record<string, unknown> = {}) => ({
    id: amountAnticipated,
    type: "expense" as const,
    category: "Fuel",
    amountAnticipated,
    amountActual: null,
    isFinalized: false,
    date: "2026-07-01",
    currency: "KWD",
    ...extra,
  });

  it("converts from the fils, rounding once half up", () => {
    const lines = buildLedger(
      { ...empty, rows: [kwd("12.345", { rate: "3", rateTo: "USD" }), kwd("0.002"), kwd("1.13")] },
      { home: "USD", book: rates },
    );
    // 37.035 → 37.04 (not 12.35 × 3 = 37.05); 0.0065 → 0.01; 3.6725 → 3.67.
    expect(lines.map((l) => moneyOf(l.cents))).toEqual(["37.04", "0.01", "3.67"]);
    expect(lines.map((l) => l.foreign?.amount)).toEqual(["12.345", "0.002", "1.130"]);
  });

  it("rounds once to a home currency without minor unit", () => {
    const yen = new RateBook([
      { base: "KWD", quote: "JPY", rate: "490.1", on: "2026-07-01", source: "typed" },
    ]);
    // 0.005 × 490.1 = 2.4505 → ¥2 (hundredths: 200).
    const [line] = buildLedger({ ...empty, rows: [kwd("0.005")] }, { home: "JPY", book: yen });
    expect(line?.cents).toBe(200n);
  });
});
