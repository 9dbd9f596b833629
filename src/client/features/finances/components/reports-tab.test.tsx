import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deal } from "../../../../../tests/support/deal-fixture";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import type { TourFinanceView } from "../api/finances";
import { HomeCurrency } from "./home-currency";
import { ReportsTab } from "./reports-tab";

const totals = { revenue: "0.00", expenses: "0.00", profit: "0.00", marginPercent: null };
const categories = { revenueByCategory: [], expensesByCategory: [] };

/** A tour whose two settled deals are in pounds and yen, its home currency dollars. */
const finance = {
  tour: { id: "t1" },
  anticipated: { ...totals, ...categories },
  actual: { ...totals, ...categories },
  currency: { home: "USD", rates: [], unconverted: [] },
  showPnl: [
    {
      id: "s2",
      performanceDate: "2026-11-06",
      venueName: "Zepp Shinjuku",
      income: "0.00",
      expenses: "0.00",
      net: "0.00",
      isSettled: true,
      leavesOut: true,
    },
  ],
  deals: [
    {
      ...deal,
      id: "gbp",
      venueName: "Brixton Academy",
      currency: "GBP",
      isSettled: true,
      projectedPayout: "2500.00",
      finalPayout: "2750.00",
      variance: "250.00",
    },
    {
      ...deal,
      id: "jpy",
      venueName: "Zepp Shinjuku",
      currency: "JPY",
      isSettled: true,
      projectedPayout: "300000.00",
      finalPayout: "300000.00",
      variance: "0.00",
    },
  ],
} as unknown as TourFinanceView;

describe("Reports: settlements vs projections", () => {
  it("writes each settled deal in its own currency, not the home one", () => {
    renderWithQuery(
      <HomeCurrency.Provider value="USD">
        <ReportsTab finance={finance} />
      </HomeCurrency.Provider>,
    );
    const table = screen.getByRole("table", { name: "Settlement results vs projections" });
    const brixton = within(table).getByRole("row", { name: /Brixton Academy/ });
    expect(brixton).toHaveTextContent("£2,500.00£2,750.00£250.00");
    const zepp = within(table).getByRole("row", { name: /Zepp Shinjuku/ });
    expect(zepp).toHaveTextContent("¥300,000¥300,000¥0");
    expect(table).not.toHaveTextContent("$");
  });
});

describe("Reports: per show", () => {
  it("says a show's figures are not complete when a line of it has no rate, not a bare $0", () => {
    renderWithQuery(<ReportsTab finance={finance} />);
    const table = screen.getByRole("table", { name: "Revenue vs expenses per show" });
    expect(within(table).getByRole("row", { name: /Zepp Shinjuku/ })).toHaveTextContent(
      "Nov 6, 2026 Zepp Shinjuku (settled) · not complete: a line has no rate",
    );
  });
});
