import { describe, expect, it } from "vitest";
import { currentCount, type TicketCount } from "./counts";

const count = (over: Partial<TicketCount>): TicketCount => ({
  id: "c1",
  tier: "GA",
  countedAt: "2026-11-01T10:00:00.000Z",
  sold: 0,
  comps: 0,
  gross: null,
  currency: "USD",
  source: "manual",
  seller: null,
  ...over,
});

describe("a show's current count", () => {
  it("is each tier's latest count, tiers compared without case, summed", () => {
    const now = currentCount([
      count({ id: "a", tier: "GA", sold: 100 }),
      count({ id: "b", tier: "ga", sold: 140, countedAt: "2026-11-02T10:00:00.000Z" }),
      count({ id: "c", tier: "VIP", sold: 12, comps: 3 }),
    ]);
    expect([now.sold, now.comps, now.asOf]).toEqual([152, 3, "2026-11-02T10:00:00.000Z"]);
  });

  it("keeps a currency's thousandths in its gross", () => {
    const now = currentCount(
      [
        count({ id: "a", tier: "GA", gross: "1.125", currency: "KWD" }),
        count({ id: "b", tier: "VIP", gross: "2.250", currency: "KWD" }),
      ],
      "KWD",
    );
    expect(now.gross).toBe("3.375");
  });

  it("gives no gross rather than a wrong one when the tiers' grosses are in two currencies", () => {
    const euros = count({ id: "a", tier: "GA", gross: "400.00", currency: "EUR" });
    const dollars = count({ id: "b", tier: "VIP", gross: "100.00", currency: "USD" });
    expect(currentCount([euros, dollars]).gross).toBeNull();
    // A deal moved from euros to dollars: its euro counts are not a dollar figure.
    expect(currentCount([euros], "USD").gross).toBeNull();
    expect(currentCount([euros], "EUR").gross).toBe("400.00");
  });
});
