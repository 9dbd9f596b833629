import { describe, expect, it } from "vitest";
import { campaignsOverTime, summarizePartners } from "./insights";

describe("summarizePartners", () => {
  it("lists each partner named on campaigns with count, budget and reach", () => {
    const partners = summarizePartners([
      { partnerName: "Neon Finch", budget: "1200.00", actualReach: 300_000 },
      { partnerName: "neon finch ", budget: "0.05", actualReach: 1000 },
      { partnerName: "Basement Tapes", budget: "2000.00", actualReach: 76_400 },
      { partnerName: null, budget: "999.00", actualReach: 5 },
      { partnerName: "  ", budget: "1.00", actualReach: 5 },
    ]);
    expect(partners).toEqual([
      {
        name: "Neon Finch",
        campaigns: 2,
        totalBudget: [{ currency: "USD", amount: "1200.05" }],
        totalReach: 301_000,
      },
      {
        name: "Basement Tapes",
        campaigns: 1,
        totalBudget: [{ currency: "USD", amount: "2000.00" }],
        totalReach: 76_400,
      },
    ]);
  });

  it("is empty when no campaign names a partner", () => {
    expect(summarizePartners([{ partnerName: null, budget: "1.00", actualReach: 1 }])).toEqual([]);
  });
});

describe("campaignsOverTime", () => {
  it("counts campaigns by start month, or creation month without a start date", () => {
    const months = campaignsOverTime([
      { startDate: "2026-01-15", createdAt: "2025-12-01T10:00:00.000Z", actualReach: 100 },
      { startDate: null, createdAt: "2026-01-31T23:30:00.000Z", actualReach: 50 },
      { startDate: "2026-03-01", createdAt: "2026-01-01T00:00:00.000Z", actualReach: 7 },
    ]);
    expect(months).toEqual([
      { month: "2026-01", label: "Jan 2026", campaigns: 2, reach: 150 },
      { month: "2026-02", label: "Feb 2026", campaigns: 0, reach: 0 },
      { month: "2026-03", label: "Mar 2026", campaigns: 1, reach: 7 },
    ]);
  });

  it("crosses the year end", () => {
    const months = campaignsOverTime([
      { startDate: "2025-12-20", createdAt: "2025-01-01T00:00:00Z", actualReach: 1 },
      { startDate: "2026-01-05", createdAt: "2025-01-01T00:00:00Z", actualReach: 1 },
    ]);
    expect(months.map((m) => m.label)).toEqual(["Dec 2025", "Jan 2026"]);
  });

  it("leaves out empty months when the span is years long", () => {
    const months = campaignsOverTime([
      { startDate: "2020-01-01", createdAt: "2020-01-01T00:00:00Z", actualReach: 1 },
      { startDate: "2026-01-01", createdAt: "2020-01-01T00:00:00Z", actualReach: 1 },
    ]);
    expect(months.map((m) => m.month)).toEqual(["2020-01", "2026-01"]);
  });

  it("is empty without campaigns", () => expect(campaignsOverTime([])).toEqual([]));
});
