import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { float, seedManager, TOUR } from "../../../../../tests/support/party-page-data";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { FloatTab, NO_FLOAT } from "./float-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderTab(answer = float()) {
  return renderWithQuery(
    <MemoryRouter>
      <FloatTab tourId={TOUR} />
    </MemoryRouter>,
    (client) => {
      seedManager(client);
      client.setQueryData(queryKeys.party.float(TOUR), answer);
    },
  );
}

describe("the float", () => {
  it("says what a float is for before any cash is drawn", () => {
    renderTab(float({ balances: [], entries: [] }));
    expect(screen.getByText(NO_FLOAT.defaultMessage)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Draw" })).toBeInTheDocument();
  });

  it("shows each currency's drawn, paid out, what should be left and the last count", () => {
    renderTab(
      float({
        balances: [
          {
            currency: "GBP",
            drawn: "500.00",
            returned: "0.00",
            paidOut: "380.00",
            overShort: "-4.50",
            shouldHave: "115.50",
            lastCount: { at: "2099-05-03T20:00:00.000Z", counted: "115.50", expected: "120.00" },
          },
          {
            currency: "JPY",
            drawn: "50000.00",
            returned: "0.00",
            paidOut: "0.00",
            overShort: "0.00",
            shouldHave: "50000.00",
            lastCount: null,
          },
        ],
      }),
    );
    const gbp = screen.getByRole("region", { name: "GBP float" });
    expect(within(gbp).getAllByText("£115.50", { exact: false })).toHaveLength(2);
    expect(within(gbp).getByText("£4.50 short")).toBeInTheDocument();
    expect(within(gbp).getByText("£380.00")).toBeInTheDocument();
    const jpy = screen.getByRole("region", { name: "JPY float" });
    expect(within(jpy).getAllByText("¥50,000")).toHaveLength(2);
    expect(within(jpy).getByText("Never counted")).toBeInTheDocument();
  });

  it("shows a count's difference before it is saved, then saves the count", async () => {
    const net = recordFetch((req) =>
      req.method === "POST" ? { status: 201, body: float() } : undefined,
    );
    const { user } = renderTab();
    await user.click(screen.getByRole("button", { name: "Count cash" }));
    const dialog = await screen.findByRole("dialog", { name: "Count cash" });
    expect(within(dialog).getByText("The float should hold £120.00")).toBeInTheDocument();
    const counted = within(dialog).getByLabelText("Counted (GBP)");
    await user.type(counted, "115.50");
    expect(within(dialog).getByText("£4.50 short")).toBeInTheDocument();
    await user.clear(counted);
    await user.type(counted, "122");
    expect(within(dialog).getByText("£2.00 over")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save count" }));
    expect(await screen.findByText("Count saved")).toBeInTheDocument();
    expect(net.writes()[0]).toMatchObject({
      method: "POST",
      body: { kind: "count", currency: "GBP", amount: "122.00" },
    });
  });

  it("shows the server's refusal of a return beside the amount", async () => {
    recordFetch((req) =>
      req.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Invalid input",
                fields: { amount: "The float holds £120.00" },
              },
            },
          }
        : undefined,
    );
    const { user } = renderTab();
    await user.click(screen.getByRole("button", { name: "Return" }));
    const dialog = await screen.findByRole("dialog", { name: "Return cash" });
    await user.type(within(dialog).getByLabelText("Amount (GBP)"), "200");
    await user.click(within(dialog).getByRole("button", { name: "Return" }));
    expect(await within(dialog).findByText("The float holds £120.00")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Amount (GBP)")).toHaveAttribute("aria-invalid", "true");
  });
});
