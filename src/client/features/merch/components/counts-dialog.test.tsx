import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CountSheet } from "@/domain/merch/counts";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { CountSheetForm } from "./counts-dialog";

const sheet: CountSheet = {
  showId: "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a11",
  date: "2027-03-14",
  venueName: "Metro",
  tourTitle: "Spring",
  rows: [
    {
      variantId: "6f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a12",
      productId: "p1",
      productName: "Owl tee",
      variantLabel: "M",
      price: "25.00",
      currency: "USD",
      stock: 40,
      count: null,
    },
  ],
};

describe("the show count sheet", () => {
  it("previews what sold as it is typed", async () => {
    const { user } = renderWithQuery(<CountSheetForm sheet={sheet} onSaved={() => {}} />);
    await user.type(screen.getByLabelText("In: Owl tee M"), "30");
    await user.type(screen.getByLabelText("Out: Owl tee M"), "8");
    await user.type(screen.getByLabelText("Comps: Owl tee M"), "2");
    expect(screen.getByText("Sold 20")).toBeInTheDocument();
  });

  it("never previews a negative sale: more counted out than in is a form error", async () => {
    const { user } = renderWithQuery(<CountSheetForm sheet={sheet} onSaved={() => {}} />);
    await user.type(screen.getByLabelText("In: Owl tee M"), "5");
    await user.type(screen.getByLabelText("Out: Owl tee M"), "15");
    expect(screen.queryByText(/Sold -/)).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Count out and comps cannot be more than count in",
    );
    expect(screen.getByLabelText("Out: Owl tee M")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Out: Owl tee M")).toHaveAccessibleDescription(
      "Count out and comps cannot be more than count in",
    );
  });
});
