import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { switchMessages } from "@/client/i18n/t";
import { queryKeys } from "@/client/lib/query-keys";
import type { ContractSummary } from "@/domain/contracts/contracts";
import type { Deal } from "@/domain/finances/deals";
import { messages as german } from "@/domain/i18n/catalogue-de";
import { deal as usdDeal } from "../../../../../tests/support/deal-fixture";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { DealDialog } from "./deal-dialog";

// A tall dialog typed into key by key: seconds each on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });

const shows = [
  {
    id: "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a11",
    performanceDate: "2027-03-14",
    venueName: "Metro",
    venueFee: "1500.00",
    capacity: 800,
    state: "IL",
  },
  {
    id: "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a12",
    performanceDate: "2027-03-15",
    venueName: "First Avenue",
    venueFee: "2250.50",
    capacity: null,
    state: "MN",
  },
];

const open = () =>
  renderWithQuery(
    <DealDialog tourId="t1" shows={shows} home="USD" open onOpenChange={() => {}} deal={null} />,
  );

async function pick(user: ReturnType<typeof open>["user"], name: RegExp) {
  await user.click(screen.getByRole("combobox", { name: "Show" }));
  await user.click(await screen.findByRole("option", { name }));
}

describe("Add Deal", () => {
  it("starts from the chosen show's fee and capacity, with no error before anything is typed", async () => {
    const { user } = open();
    expect(screen.queryByText("Guarantee is required")).not.toBeInTheDocument();
    await pick(user, /Metro/);
    expect(screen.getByLabelText("Guarantee (USD)")).toHaveValue(1500);
    expect(screen.getByLabelText("Capacity")).toHaveValue(800);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    // Another show replaces what was filled in, including a capacity it does not know.
    await pick(user, /First Avenue/);
    expect(screen.getByLabelText("Guarantee (USD)")).toHaveValue(2250.5);
    expect(screen.getByLabelText("Capacity")).toHaveValue(null);
  });

  it("keeps what the user typed when the show changes", async () => {
    const { user } = open();
    await user.type(screen.getByLabelText("Guarantee (USD)"), "999");
    await pick(user, /Metro/);
    expect(screen.getByLabelText("Guarantee (USD)")).toHaveValue(999);
    expect(screen.getByLabelText("Capacity")).toHaveValue(800);
  });
});

describe("settlement terms", () => {
  it("offers the commissions, withholding, merch split and deposit, empty meaning none", () => {
    open();
    for (const label of [
      "Agent commission (%)",
      "Manager commission (%)",
      "Withholding tax (%)",
      "Venue merch split (%)",
      "Deposit received (USD)",
    ])
      expect(screen.getByLabelText(label)).toHaveValue(null);
    expect(screen.getByRole("combobox", { name: "Agent commission of" })).toHaveTextContent(
      "Gross payout",
    );
    expect(screen.getByRole("combobox", { name: "Manager commission of" })).toHaveTextContent(
      "Gross payout",
    );
  });

  it("names the field of a commission over 100% and keeps what was typed", async () => {
    const { user } = open();
    await pick(user, /Metro/);
    await user.type(screen.getByLabelText("Agent commission (%)"), "1000");
    await user.type(screen.getByLabelText("Venue merch split (%)"), "100.5");
    await user.type(screen.getByLabelText("Deposit received (USD)"), "500");
    await user.click(screen.getByRole("button", { name: "Add Deal" }));
    expect(
      await screen.findByText("Agent commission must be between 0 and 100"),
    ).toBeInTheDocument();
    expect(screen.getByText("Venue merch split must be between 0 and 100")).toBeInTheDocument();
    expect(screen.getByLabelText("Agent commission (%)")).toHaveValue(1000);
    expect(screen.getByLabelText("Deposit received (USD)")).toHaveValue(500);
  });

  it("chooses a commission of net: the payout less the show's travel and lodging", async () => {
    const { user } = open();
    await user.click(screen.getByRole("combobox", { name: "Manager commission of" }));
    await user.click(await screen.findByRole("option", { name: "Net payout" }));
    expect(screen.getByRole("combobox", { name: "Manager commission of" })).toHaveTextContent(
      "Net payout",
    );
    expect(screen.getByText(/Net: the payout less the show's travel & lodging/)).toBeVisible();
  });
});

describe("in German (issue 55)", () => {
  afterEach(() => switchMessages("en", {}));

  it("refuses a commission over 100% and a missing show in German, naming the field", async () => {
    switchMessages("de", german);
    const { user } = open();
    await user.type(screen.getByLabelText("Agenturprovision (%)"), "1000");
    await user.click(screen.getByRole("button", { name: "Deal hinzufügen" }));
    expect(
      await screen.findByText("Agenturprovision muss zwischen 0 und 100 liegen"),
    ).toBeInTheDocument();
    expect(screen.getByText("Wähle eine Show")).toBeInTheDocument();
    expect(screen.queryByText(/must be between/)).not.toBeInTheDocument();
  });
});

describe("a rate typed on the deal", () => {
  const gbp: Deal = {
    ...usdDeal,
    showId: shows[0]!.id,
    currency: "GBP",
    rate: "1.25",
    rateTo: "USD",
  };
  const edit = (deal: Deal) =>
    renderWithQuery(
      <DealDialog tourId="t1" shows={shows} home="USD" open onOpenChange={() => {}} deal={deal} />,
    );

  it("is offered once the deal is in another currency than the home one", async () => {
    const { user } = open();
    expect(screen.queryByLabelText(/^Rate/)).not.toBeInTheDocument();
    await pick(user, /Metro/);
    await user.click(screen.getByRole("combobox", { name: "Currency" }));
    await user.click(await screen.findByRole("option", { name: /^GBP/ }));
    const rate = screen.getByLabelText("Rate (1 GBP = … USD)");
    await user.type(rate, "0");
    await user.click(screen.getByRole("button", { name: "Add Deal" }));
    expect(await screen.findByText("Rate must be more than 0")).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText("Rate (1 GBP = … USD)")).toHaveValue("0");
    expect(screen.getByLabelText("Guarantee (GBP)")).toHaveValue(1500);
  });

  it("shows the deal's rate while it is to the home currency", () => {
    const { unmount } = edit(gbp);
    expect(screen.getByLabelText("Rate (1 GBP = … USD)")).toHaveValue("1.25");
    unmount();
    edit({ ...gbp, rateTo: "EUR" });
    expect(screen.getByLabelText("Rate (1 GBP = … USD)")).toHaveValue("");
  });
});

describe("a deal whose show has a contract (issue 47)", () => {
  const signed: ContractSummary = {
    id: "c1",
    showId: shows[0]!.id,
    version: 1,
    state: "promoter_signed",
    outOfDate: false,
    promoterName: "Sam",
    sentAt: "2027-01-01T10:00:00Z",
    viewedAt: "2027-01-01T11:00:00Z",
    promoterSignedAt: "2027-01-02T10:00:00Z",
    executedAt: null,
    updatedAt: "2027-01-02T10:00:00Z",
  };
  const edit = (contract: ContractSummary) =>
    renderWithQuery(
      <DealDialog
        tourId="t1"
        shows={shows}
        home="USD"
        open
        onOpenChange={() => {}}
        deal={{ ...usdDeal, showId: shows[0]!.id }}
      />,
      (client) => client.setQueryData(queryKeys.tours.contracts("t1"), { contracts: [contract] }),
    );

  it("warns before saving a changed guarantee that the promoter's signed contract goes out of date", async () => {
    const { user } = edit(signed);
    expect(screen.queryByTestId("deal-contract-warning")).toBeNull();
    // A term the contract does not state changes nothing of it: no warning.
    await user.type(screen.getByLabelText("Agent commission (%)"), "10");
    expect(screen.queryByTestId("deal-contract-warning")).toBeNull();
    const guarantee = screen.getByLabelText("Guarantee (USD)");
    await user.clear(guarantee);
    await user.type(guarantee, "9100");
    expect(await screen.findByTestId("deal-contract-warning")).toHaveTextContent(
      "The promoter has signed: this makes the contract out of date.",
    );
  });

  it("says an executed contract will no longer match, and offers an amendment", async () => {
    const { user } = edit({ ...signed, state: "executed", executedAt: "2027-01-03T10:00:00Z" });
    const guarantee = screen.getByLabelText("Guarantee (USD)");
    await user.clear(guarantee);
    await user.type(guarantee, "9100");
    expect(await screen.findByTestId("deal-contract-warning")).toHaveTextContent(
      /no longer matches the deal\. Offer the promoter an amendment/,
    );
  });
});
