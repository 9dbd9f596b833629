import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCents } from "../money";
import { type DealType, dealPayoutCents, projectDeal, settleDeal } from "./deal-math";
import { marginPercent, percentagesOf, shareOf } from "./finance-math";

/** Exact decimal arithmetic on cents as BigInt: the reference the code must equal. */
const exactShare = (cents: bigint, bp: bigint) => (cents * bp + 5000n) / 10000n;
const cents = fc.integer({ min: 0, max: 99_999_999_999_999 });
const bp = fc.integer({ min: 0, max: 10_000 });

describe("shares of money", () => {
  it("rounds half up to the cent", () => {
    expect(shareOf(1, 5000)).toBe(1); // 0.5 cent → 1
    expect(shareOf(333, 3333)).toBe(111); // 110.9889
    expect(shareOf(99_999_999_999_999, 10_000)).toBe(99_999_999_999_999);
  });

  it("equals exact decimal arithmetic for any amount and share", () => {
    fc.assert(
      fc.property(cents, bp, (c, b) => {
        expect(BigInt(shareOf(c, b))).toBe(exactShare(BigInt(c), BigInt(b)));
      }),
    );
  });
});

describe("deal formulas", () => {
  const terms = (dealType: DealType, g: number, b: number) => ({
    dealType,
    guaranteeAmount: fromCents(g),
    artistSharePercent: fromCents(b),
  });

  it("matches each definition for random deals", () => {
    fc.assert(
      fc.property(cents, bp, cents, cents, (g, b, gross, expenses) => {
        const share = exactShare(BigInt(gross), BigInt(b));
        const net = gross > expenses ? exactShare(BigInt(gross - expenses), BigInt(b)) : 0n;
        expect(dealPayoutCents(terms("guarantee", g, b), gross, expenses)).toBe(g);
        expect(BigInt(dealPayoutCents(terms("door_split", g, b), gross, expenses))).toBe(share);
        expect(BigInt(dealPayoutCents(terms("versus", g, b), gross, expenses))).toBe(
          share > BigInt(g) ? share : BigInt(g),
        );
        expect(BigInt(dealPayoutCents(terms("percentage_of_net", g, b), gross, expenses))).toBe(
          net,
        );
      }),
    );
  });

  it("projects from price × attendance and settles from the real gross", () => {
    const deal = {
      dealType: "versus" as const,
      guaranteeAmount: "1000.00",
      artistSharePercent: "70.00",
      ticketPrice: "25.00",
      expectedAttendance: 300,
      expectedExpenses: null,
    };
    expect(projectDeal(deal)).toEqual({
      projectedGross: "7500.00",
      projectedPayout: "5250.00",
      estimateFrom: "expected",
      countSold: null,
      countAsOf: null,
    });
    // Issue 51: a show's ticket count, when it has one, is what an open door deal reads.
    const counted = {
      ...deal,
      count: { sold: 200, gross: null, asOf: "2027-03-01T10:00:00.000Z" },
    };
    expect(projectDeal(counted)).toMatchObject({
      projectedGross: "5000.00",
      estimateFrom: "count",
      countSold: 200,
    });
    expect(projectDeal({ ...counted, isSettled: true }).estimateFrom).toBe("expected");
    const settle = (gross: string) =>
      settleDeal(deal, { ticketsSold: 0, grossReceipts: gross, showExpenses: "0" });
    expect(settle("1200.00")).toBe("1000.00"); // 840 < guarantee
    expect(settle("1428.58")).toBe("1000.01"); // 1000.006 rounds up, beats the guarantee
  });

  it("pays nothing on a percentage-of-net show that lost money", () => {
    const deal = {
      dealType: "percentage_of_net" as const,
      guaranteeAmount: null,
      artistSharePercent: "85.00",
    };
    expect(settleDeal(deal, { ticketsSold: 10, grossReceipts: "500", showExpenses: "900" })).toBe(
      "0.00",
    );
  });
});

describe("percentages and margin", () => {
  it("adds up to exactly 100 after rounding", () => {
    expect(percentagesOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentagesOf([0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1 }), (parts) => {
        const p = percentagesOf(parts);
        const total = p.reduce((a, b) => a + b, 0);
        expect(total).toBe(parts.some((x) => x > 0) ? 100 : 0);
      }),
    );
  });

  it("has no margin without revenue, never NaN or Infinity", () => {
    expect(marginPercent(-500, 0)).toBeNull();
    expect(marginPercent(0, 0)).toBeNull();
    expect(marginPercent(250, 1000)).toBe(25);
    expect(marginPercent(-1000, 1000)).toBe(-100);
  });
});

describe("deal input", () => {
  it("refuses a projection past what an amount column holds", async () => {
    const { dealInputSchema } = await import("./deals");
    const parsed = dealInputSchema.safeParse({
      showId: "00000000-0000-4000-8000-000000000000",
      dealType: "door_split",
      artistSharePercent: "80",
      ticketPrice: "999999999",
      expectedAttendance: "2000000",
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      "Ticket price × attendance cannot be more than 999,999,999,999.99",
    ]);
  });
});
