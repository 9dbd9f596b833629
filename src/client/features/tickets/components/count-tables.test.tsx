import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TicketCount } from "@/domain/tickets/counts";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { HistoryTable } from "./count-tables";

const count = (day: number): TicketCount => ({
  id: `c${day}`,
  tier: "General admission",
  countedAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  sold: day * 10,
  comps: 0,
  gross: null,
  currency: "USD",
  source: "manual",
  seller: null,
});

describe("a show's history of counts", () => {
  it("shows the newest twelve, and every count on asking", async () => {
    const history = Array.from({ length: 15 }, (_, i) => count(i + 1));
    const { user } = renderWithQuery(
      <HistoryTable tourId="t" showId="s" history={history} seesGross={false} canDelete={false} />,
    );
    const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows()).toHaveLength(12);
    // Newest first: the 15th (150 sold) leads, the 4th (40) is the last shown.
    expect(within(rows()[0]!).getByText("150")).toBeInTheDocument();
    expect(within(rows()[11]!).getByText("40")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all 15 counts" }));
    expect(rows()).toHaveLength(15);
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("asks nothing of a short history", () => {
    renderWithQuery(
      <HistoryTable
        tourId="t"
        showId="s"
        history={[count(1)]}
        seesGross={false}
        canDelete={false}
      />,
    );
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  });
});
