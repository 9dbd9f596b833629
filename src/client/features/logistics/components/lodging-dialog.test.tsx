import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { LodgingDialog } from "./lodging-dialog";

// The currency list is long, and a busy shared machine renders it slowly.
vi.setConfig({ testTimeout: 30_000 });

const stay = {
  id: "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a21",
  name: "Hôtel du Nord",
  address: null,
  checkIn: "2027-03-14",
  checkOut: "2027-03-15",
  confirmationCode: null,
  cost: "300.00",
  currency: "EUR",
  rooms: 2,
  roomList: [],
};

describe("a hotel stay's currency", () => {
  it("starts a new stay in the home currency and names the currency in the cost's label", async () => {
    const { user } = renderWithQuery(
      <LodgingDialog tourId="t1" open onOpenChange={() => {}} stay={null} home="GBP" />,
    );
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("GBP");
    expect(screen.getByLabelText("Cost (GBP)")).toHaveValue(null);

    // Yen have no minor unit: an amount with cents is refused on the field, not rounded.
    await user.click(screen.getByRole("combobox", { name: "Currency" }));
    await user.click(await screen.findByRole("option", { name: /^JPY/ }));
    await user.type(screen.getByLabelText("Name"), "Park Hotel");
    await user.type(screen.getByLabelText("Check-in"), "2027-03-14");
    await user.type(screen.getByLabelText("Check-out"), "2027-03-15");
    await user.type(screen.getByLabelText("Cost (JPY)"), "15000.50");
    await user.click(screen.getByRole("button", { name: "Add Hotel" }));
    expect(
      await screen.findByText("JPY has no minor unit: type a whole amount"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Cost (JPY)")).toHaveValue(15000.5);
  });

  it("edits a stay in the currency it was booked in", () => {
    renderWithQuery(
      <LodgingDialog tourId="t1" open onOpenChange={() => {}} stay={stay} home="USD" />,
    );
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("EUR");
    expect(screen.getByLabelText("Cost (EUR)")).toHaveValue(300);
  });
});
