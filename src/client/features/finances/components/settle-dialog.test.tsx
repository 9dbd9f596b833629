import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Deal } from "@/domain/finances/deals";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { SettleDialog } from "./settle-dialog";

// A tall dialog typed into key by key: seconds each on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** A $10,000 guarantee in a 1,200-capacity room, with commissions, withholding and a deposit. */
const deal: Deal = {
  id: "d1",
  showId: "s1",
  performanceDate: "2026-06-01",
  venueName: "The Lantern",
  dealType: "guarantee",
  currency: "USD",
  guaranteeAmount: "10000.00",
  artistSharePercent: null,
  venueSharePercent: null,
  ticketPrice: "20.00",
  capacity: 1200,
  expectedAttendance: 1000,
  expectedExpenses: null,
  projectedGross: "20000.00",
  projectedPayout: "10000.00",
  isSettled: false,
  ticketsSold: null,
  grossReceipts: null,
  showExpenses: null,
  finalPayout: null,
  variance: null,
  agentCommissionPercent: "10.00",
  agentCommissionBasis: "gross",
  managerCommissionPercent: "15.00",
  managerCommissionBasis: "net",
  withholdingPercent: "30.00",
  merchSplitPercent: "0.00",
  depositReceived: "2500.00",
  isPaid: false,
  paidOn: null,
  showTravelAndLodging: "800.00",
  netOf: "800.00",
  agentCommission: "1000.00",
  managerCommission: "1380.00",
  withholding: "3000.00",
  afterDeductions: "4620.00",
  balanceDue: "4500.00",
};

const open = (d: Deal = deal) =>
  renderWithQuery(<SettleDialog tourId="t1" deal={d} onClose={() => {}} />);

describe("Settle Show", () => {
  it("shows what comes off the payout and the balance the venue still owes", async () => {
    const { user } = open();
    await user.type(screen.getByLabelText("Gross receipts (USD)"), "22000");
    expect(screen.getByTestId("settle-preview")).toHaveTextContent("$10,000");
    // 1,000 agent + 1,380 manager (15% of 10,000 − 800) + 3,000 withholding.
    expect(screen.getByTestId("settle-deductions")).toHaveTextContent("−$5,380");
    // 10,000 − 3,000 withheld − 2,500 deposit.
    expect(screen.getByTestId("settle-balance")).toHaveTextContent("$4,500");
  });

  it("works a deal in yen in whole yen, its fields labelled with the currency", async () => {
    const { user } = open({
      ...deal,
      currency: "JPY",
      dealType: "door_split",
      guaranteeAmount: null,
      artistSharePercent: "33.33",
      agentCommissionPercent: "0.00",
      managerCommissionPercent: "0.00",
      withholdingPercent: "10.00",
      depositReceived: "0.00",
    });
    expect(screen.queryByLabelText("Gross receipts (USD)")).not.toBeInTheDocument();
    // 33.33% of ¥100,001 is ¥33,330.33: paid as ¥33,330; 10% of it withheld as ¥3,333.
    await user.type(screen.getByLabelText("Gross receipts (JPY)"), "100001");
    expect(screen.getByTestId("settle-preview")).toHaveTextContent("¥33,330");
    expect(screen.getByTestId("settle-deductions")).toHaveTextContent("−¥3,333");
    expect(screen.getByTestId("settle-balance")).toHaveTextContent("¥29,997");
  });

  it("names the capacity when the count is over it, and offers to confirm it", async () => {
    const { user } = open();
    expect(screen.queryByText(/more than the capacity/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Tickets sold"), "1300");
    expect(
      screen.getByText("1,300 tickets is more than the capacity of 1,200"),
    ).toBeInTheDocument();
    const confirm = screen.getByRole("checkbox", {
      name: "The count is right: settle over capacity",
    });
    await user.click(confirm);
    expect(confirm).toBeChecked();
    // A new count is asked about again; what was typed stays.
    await user.type(screen.getByLabelText("Tickets sold"), "0");
    expect(screen.getByLabelText("Tickets sold")).toHaveValue(13000);
    expect(
      screen.getByRole("checkbox", { name: "The count is right: settle over capacity" }),
    ).not.toBeChecked();
  });

  it("names the date of a show that has not happened yet", () => {
    open({ ...deal, performanceDate: "2999-03-14" });
    expect(
      screen.getByText("The show is on Mar 14, 2999, after today: it has not happened yet"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("checkbox", { name: "Settle it before the show date" }),
    ).not.toBeChecked();
  });

  it("asks for the payout date once the venue has paid", async () => {
    const { user } = open();
    expect(screen.queryByLabelText("Payout date")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "The venue has paid the balance" }));
    await user.type(screen.getByLabelText("Tickets sold"), "900");
    await user.type(screen.getByLabelText("Gross receipts (USD)"), "18000");
    await user.click(screen.getByRole("button", { name: "Settle" }));
    expect(await screen.findByText("Payout date is required once paid")).toBeInTheDocument();
    expect(screen.getByLabelText("Tickets sold")).toHaveValue(900);
  });
});
