import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { CampaignCard } from "./campaign-card";

const campaign = (o: Partial<Campaign>): Campaign => ({
  id: "c1",
  tourId: null,
  tourTitle: null,
  title: "Spring teaser",
  platform: "Instagram",
  status: "active",
  description: null,
  budget: "500.00",
  currency: "USD",
  targetReach: 100_000,
  actualReach: 0,
  engagementRate: 4,
  startDate: null,
  endDate: null,
  partnerName: null,
  createdAt: "2027-01-01T00:00:00.000Z",
  ...o,
});

describe("a campaign card's progress against its target", () => {
  it("says 229% when the campaign reached 2.29 × its target; the bar stops at full", () => {
    render(
      <CampaignCard
        campaign={campaign({ actualReach: 229_000 })}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByText("229%")).toBeInTheDocument();
    expect(screen.queryByText("100%")).not.toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Spring teaser: reach against target" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "229%");
  });

  it("under target, the figure and the bar agree", () => {
    render(
      <CampaignCard
        campaign={campaign({ actualReach: 45_500 })}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByText("46%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "45.5");
  });
});
