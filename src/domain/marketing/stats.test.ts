import { describe, expect, it } from "vitest";
import type { Campaign } from "./campaigns";
import {
  costPerThousand,
  formatCampaignDates,
  formatEngagement,
  formatReachProgress,
  isViral,
  platformBreakdown,
  reachProgress,
  summarizeCampaigns,
} from "./stats";

type Row = Pick<
  Campaign,
  "platform" | "status" | "budget" | "targetReach" | "actualReach" | "engagementRate"
> & { currency?: string };
const row = (o: Partial<Row> = {}): Row => ({
  platform: "TikTok",
  status: "planning",
  budget: "0.00",
  targetReach: 0,
  actualReach: 0,
  engagementRate: 0,
  ...o,
});

describe("viral content (docs/product.md §8.4)", () => {
  it("is reach over 100,000, not at it", () => {
    expect(isViral({ actualReach: 100_000 })).toBe(false);
    expect(isViral({ actualReach: 100_001 })).toBe(true);
  });

  it("counts the viral campaigns", () => {
    const s = summarizeCampaigns([
      row({ actualReach: 100_000 }),
      row({ actualReach: 100_001 }),
      row({ actualReach: 2_000_000 }),
    ]);
    expect(s.viral).toBe(2);
  });
});

describe("summarizeCampaigns", () => {
  it("is all zeroes for no campaigns (average engagement 0, not NaN)", () => {
    expect(summarizeCampaigns([])).toEqual({
      total: 0,
      active: 0,
      launched: 0,
      viral: 0,
      averageEngagement: 0,
      totalBudget: [],
      totalReach: 0,
      totalTargetReach: 0,
    });
  });

  it("averages engagement over all campaigns, including those at 0", () => {
    const s = summarizeCampaigns([
      row({ engagementRate: 5 }),
      row({ engagementRate: 0 }),
      row({ engagementRate: 2.5 }),
    ]);
    expect(s.averageEngagement).toBe(2.5);
  });

  it("adds budgets exactly to the cent", () => {
    const s = summarizeCampaigns([row({ budget: "0.10" }), row({ budget: "0.20" })]);
    expect(s.totalBudget).toEqual([{ currency: "USD", amount: "0.30" }]);
  });

  it("adds budgets per currency: pounds are never added to dollars (issue 41)", () => {
    const s = summarizeCampaigns([
      row({ budget: "850.00", currency: "USD" }),
      row({ budget: "400.00", currency: "GBP" }),
      row({ budget: "150.00", currency: "USD" }),
    ]);
    expect(s.totalBudget).toEqual([
      { currency: "GBP", amount: "400.00" },
      { currency: "USD", amount: "1000.00" },
    ]);
  });

  it("counts active campaigns, and launched ones (active or completed)", () => {
    const s = summarizeCampaigns([
      row({ status: "active" }),
      row({ status: "completed" }),
      row({ status: "paused" }),
      row({ status: "planning" }),
    ]);
    expect(s.active).toBe(1);
    expect(s.launched).toBe(2);
  });

  it("totals actual and target reach", () => {
    const s = summarizeCampaigns([
      row({ actualReach: 1500, targetReach: 2000 }),
      row({ actualReach: 500, targetReach: 3000 }),
    ]);
    expect(s.totalReach).toBe(2000);
    expect(s.totalTargetReach).toBe(5000);
  });
});

describe("formatEngagement", () => {
  it("shows one decimal and a percent sign", () => {
    expect(formatEngagement(0)).toBe("0.0%");
    expect(formatEngagement(4.25)).toBe("4.3%");
    expect(formatEngagement(100)).toBe("100.0%");
  });
});

describe("costPerThousand", () => {
  it("is budget per 1,000 reached, to the cent", () => {
    expect(costPerThousand("500.00", 100_000)).toBe("5.00");
    expect(costPerThousand("100.00", 3000)).toBe("33.33");
  });
  it("has no figure when nobody was reached", () => {
    expect(costPerThousand("500.00", 0)).toBeNull();
  });
});

describe("reachProgress", () => {
  it("is the share of the target reached, not capped: a campaign over target says so", () => {
    expect(reachProgress({ actualReach: 250, targetReach: 1000 })).toBe(25);
    expect(reachProgress({ actualReach: 5000, targetReach: 1000 })).toBe(500);
    expect(reachProgress({ actualReach: 5000, targetReach: 0 })).toBe(0);
    expect(formatReachProgress({ actualReach: 229_000, targetReach: 100_000 })).toBe("229%");
    expect(formatReachProgress({ actualReach: 1, targetReach: 3 })).toBe("33%");
  });
});

describe("platformBreakdown", () => {
  it("groups by platform in the form's order, leaving out unused platforms", () => {
    const rows = platformBreakdown([
      row({ platform: "YouTube", actualReach: 10_000, budget: "200.00", engagementRate: 3 }),
      row({ platform: "TikTok", actualReach: 150_000, budget: "300.00", engagementRate: 9 }),
      row({ platform: "YouTube", actualReach: 30_000, budget: "200.00", engagementRate: 5 }),
    ]);
    expect(rows.map((r) => r.platform)).toEqual(["TikTok", "YouTube"]);
    expect(rows[1]).toEqual({
      platform: "YouTube",
      campaigns: 2,
      reach: 40_000,
      targetReach: 0,
      averageEngagement: 4,
      budget: [{ currency: "USD", amount: "400.00" }],
      currency: "USD",
      costPerThousand: "10.00",
    });
  });

  it("gives no cost per 1,000 for a platform whose budgets are in two currencies", () => {
    const [tiktok] = platformBreakdown([
      row({ actualReach: 10_000, budget: "200.00", currency: "USD" }),
      row({ actualReach: 10_000, budget: "200.00", currency: "GBP" }),
    ]);
    expect(tiktok?.currency).toBeNull();
    expect(tiktok?.costPerThousand).toBeNull();
  });
});

describe("formatCampaignDates", () => {
  it("shows the calendar dates as entered, whatever the viewer's zone", () => {
    expect(formatCampaignDates("2026-05-01", "2026-05-31")).toBe("May 1, 2026 – May 31, 2026");
    expect(formatCampaignDates("2026-01-01", null)).toBe("From Jan 1, 2026");
    expect(formatCampaignDates(null, "2026-12-31")).toBe("Until Dec 31, 2026");
    expect(formatCampaignDates(null, null)).toBe("No dates set");
  });
});
