import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { BudgetTab } from "./budget-tab";
import { CategoryBreakdown } from "./category-breakdown";

const line = (category: string, budget: string, actual: string) => ({
  budgetId: `b-${category}`,
  category,
  budget,
  anticipated: actual,
  actual,
  overBy: null,
});
const noop = () => {};

describe("Budget Tracking with a line no rate converts (issue 41)", () => {
  it("says a category's figures are not complete rather than 'Within budget'", () => {
    const vanHire = {
      currency: "GBP",
      amount: "900.00",
      date: "2026-11-03",
      label: "Van hire, Leeds",
      category: "Van rental",
      direction: "expense" as const,
      state: "actual" as const,
      message: "No rate for GBP on 2026-11-03",
    };
    renderWithQuery(
      <BudgetTab
        lines={[line("Van rental", "1000.00", "200.00"), line("Fuel", "500.00", "120.00")]}
        notes={{ unconverted: [vanHire] }}
        onSet={noop}
        onEdit={noop}
        onRemove={noop}
      />,
    );
    const table = screen.getByRole("table", {
      name: "Budget vs anticipated vs actual by category",
    });
    const row = (name: string) => within(table).getByRole("row", { name: new RegExp(name) });
    expect(row("Van rental")).toHaveTextContent("Not complete: 1 without a rate");
    expect(row("Van rental")).not.toHaveTextContent("Within budget");
    expect(row("Fuel")).toHaveTextContent("Within budget");
  });
});

describe("a category whose only line has no rate (issue 47)", () => {
  const production = {
    currency: "JPY",
    amount: "85000",
    date: "2026-11-03",
    label: "Stage build, Paris",
    category: "Production",
    direction: "expense" as const,
    state: "anticipated" as const,
    message: "No rate for JPY on 2026-11-03",
  };

  it("keeps its row in Budget Tracking, marked 'no rate'", () => {
    renderWithQuery(
      <BudgetTab
        lines={[{ ...line("Production", "0.00", "0.00"), budgetId: null, budget: null }]}
        notes={{ unconverted: [production] }}
        onSet={noop}
        onEdit={noop}
        onRemove={noop}
      />,
    );
    const table = screen.getByRole("table", {
      name: "Budget vs anticipated vs actual by category",
    });
    expect(within(table).getByRole("row", { name: /Production/ })).toHaveTextContent(
      "Production· no rate",
    );
  });

  it("keeps its row under By Category, marked 'no rate'", () => {
    renderWithQuery(
      <CategoryBreakdown
        title="Expenses by Category"
        leftOut={1}
        items={[
          { category: "Fuel", amount: "120.00", percent: 100 },
          { category: "Production", amount: "0.00", percent: 0, noRate: 1 },
        ]}
      />,
    );
    const row = screen.getByText("Production").closest("li");
    expect(row).toHaveTextContent("Production$0 · 0%· no rate");
    expect(screen.getByText("Fuel").closest("li")).not.toHaveTextContent("no rate");
  });
});
