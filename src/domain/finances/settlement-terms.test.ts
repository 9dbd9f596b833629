import { describe, expect, it } from "vitest";
import { dealInputSchema, settlementInputSchema } from "./deals";
import {
  latestToday,
  payoutDeductions,
  payoutSheet,
  type SettlementTerms,
  settlementChecks,
} from "./settlement-terms";

const terms = (over: Partial<SettlementTerms> = {}): SettlementTerms => ({
  agentCommissionPercent: "0.00",
  agentCommissionBasis: "gross",
  managerCommissionPercent: "0.00",
  managerCommissionBasis: "gross",
  withholdingPercent: "0.00",
  ...over,
});

describe("what comes off a payout", () => {
  it("takes a commission of gross from the whole payout, of net after the show's travel and lodging", () => {
    // $10,000 payout, $2,000 of the show's own travel and lodging.
    const d = payoutDeductions(
      terms({
        agentCommissionPercent: "10.00",
        agentCommissionBasis: "gross",
        managerCommissionPercent: "15.00",
        managerCommissionBasis: "net",
      }),
      1_000_000n,
      200_000n,
    );
    expect(d.agentCommission).toBe(100_000n); // 10% of 10,000
    expect(d.managerCommission).toBe(120_000n); // 15% of 8,000
    expect(d.withholding).toBe(0n);
  });

  it("never takes a commission of a loss: net below 0 is 0", () => {
    const d = payoutDeductions(
      terms({ managerCommissionPercent: "20.00", managerCommissionBasis: "net" }),
      50_000n,
      80_000n,
    );
    expect(d.managerCommission).toBe(0n);
  });

  it("withholds tax from the gross payout, whatever the commissions' bases", () => {
    const d = payoutDeductions(
      terms({ withholdingPercent: "30.00", agentCommissionBasis: "net" }),
      1_000_000n,
      900_000n,
    );
    expect(d.withholding).toBe(300_000n);
  });

  it("rounds each amount once, half up, to the cent", () => {
    // 12.5% of $0.04 is 0.5¢ → 1¢; 12.5% of $0.03 is 0.375¢ → 0¢; 33.33% of $100.01 is
    // 3333.3333¢ → 3333¢ (never a rounded share rounded again).
    expect(
      payoutDeductions(terms({ agentCommissionPercent: "12.50" }), 4n, 0n).agentCommission,
    ).toBe(1n);
    expect(
      payoutDeductions(terms({ agentCommissionPercent: "12.50" }), 3n, 0n).agentCommission,
    ).toBe(0n);
    expect(payoutDeductions(terms({ withholdingPercent: "33.33" }), 10_001n, 0n).withholding).toBe(
      3333n,
    );
  });

  it("stays exact at the money column's limit", () => {
    const d = payoutDeductions(terms({ agentCommissionPercent: "99.99" }), 99_999_999_999_999n, 0n);
    // 99,999,999,999,999 × 9,999 / 10,000 = 99,989,999,999,999.0001 → …999
    expect(d.agentCommission).toBe(99_989_999_999_999n);
  });

  it("leaves a balance due of payout − withholding − deposit; a larger deposit owes the venue", () => {
    const sheet = payoutSheet(
      {
        ...terms({ agentCommissionPercent: "10.00", withholdingPercent: "30.00" }),
        depositReceived: "2000.00",
      },
      "10000.00",
      0n,
    );
    expect(sheet).toEqual({
      agentCommission: "1000.00",
      managerCommission: "0.00",
      withholding: "3000.00",
      afterDeductions: "6000.00",
      balanceDue: "5000.00",
    });
    expect(payoutSheet({ ...terms(), depositReceived: "600.00" }, "500.00", 0n).balanceDue).toBe(
      "-100.00",
    );
  });
});

describe("settlement sanity checks", () => {
  const deal = { capacity: 1200, performanceDate: "2026-07-01" };

  it("names the capacity when more tickets were sold than the room holds", () => {
    expect(settlementChecks(deal, 1300, "2026-07-02")).toEqual([
      {
        flag: "confirmOverCapacity",
        message: "1,300 tickets is more than the capacity of 1,200",
      },
    ]);
    expect(settlementChecks(deal, 1200, "2026-07-02")).toEqual([]);
    expect(settlementChecks({ ...deal, capacity: null }, 99_999, "2026-07-02")).toEqual([]);
  });

  it("names the date of a show that has not happened yet; the show's own day is fine", () => {
    expect(settlementChecks(deal, 10, "2026-06-30")).toEqual([
      {
        flag: "confirmBeforeShow",
        message: "The show is on Jul 1, 2026, after today: it has not happened yet",
      },
    ]);
    expect(settlementChecks(deal, 10, "2026-07-01")).toEqual([]);
  });

  it("reads today where it is latest on Earth, so no time zone is refused its own show night", () => {
    // 11:00 UTC on Jun 30 is already Jul 1 in Kiribati (UTC+14).
    expect(latestToday(new Date("2026-06-30T11:00:00Z"))).toBe("2026-07-01");
    expect(latestToday(new Date("2026-06-30T09:59:59Z"))).toBe("2026-06-30");
  });
});

describe("the terms' input", () => {
  const base = {
    showId: "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a11",
    dealType: "guarantee",
    guaranteeAmount: "1000",
  };

  it("defaults every term to none", () => {
    const parsed = dealInputSchema.parse(base);
    expect(parsed).toMatchObject({
      agentCommissionPercent: "0.00",
      agentCommissionBasis: "gross",
      managerCommissionPercent: "0.00",
      managerCommissionBasis: "gross",
      withholdingPercent: "0.00",
      merchSplitPercent: "0.00",
      depositReceived: "0.00",
    });
  });

  it("refuses a percentage past 100 and an unknown basis, naming the field", () => {
    const r = dealInputSchema.safeParse({
      ...base,
      agentCommissionPercent: "1000",
      merchSplitPercent: "100.01",
      managerCommissionBasis: "whatever",
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      agentCommissionPercent: "Agent commission must be between 0 and 100",
      merchSplitPercent: "Venue merch split must be between 0 and 100",
      managerCommissionBasis: "Manager commission basis must be gross or net",
    });
  });

  it("wants a payout date once paid, and drops it while unpaid", () => {
    const night = { ticketsSold: 100, grossReceipts: "1000" };
    expect(
      settlementInputSchema.safeParse({ ...night, isPaid: true }).error?.issues[0],
    ).toMatchObject({ path: ["paidOn"], message: "Payout date is required once paid" });
    expect(settlementInputSchema.parse({ ...night, paidOn: "2026-07-02" }).paidOn).toBeNull();
    expect(
      settlementInputSchema.parse({ ...night, isPaid: true, paidOn: "2026-07-02" }).paidOn,
    ).toBe("2026-07-02");
  });
});
