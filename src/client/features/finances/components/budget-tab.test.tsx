import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { BudgetTab } from "./budget-tab";

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
