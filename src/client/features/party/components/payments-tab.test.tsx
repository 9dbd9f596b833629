import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import {
  ANA,
  BEN,
  line,
  party,
  payments,
  seedManager,
  TOUR,
} from "../../../../../tests/support/party-page-data";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { NO_LINES, PaymentsTab } from "./payments-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const LINE = "5b2f0c1e-0000-4000-8000-0000000000c1";

function renderTab(lines = [line({})], answer = party()) {
  return renderWithQuery(
    <MemoryRouter>
      <PaymentsTab tourId={TOUR} />
    </MemoryRouter>,
    (client) => {
      seedManager(client);
      client.setQueryData(queryKeys.party.people(TOUR), answer);
      client.setQueryData(queryKeys.party.payments(TOUR), payments(lines));
    },
  );
}

describe("Per diems & pay", () => {
  it("generates the lines and says what changed in a toast", async () => {
    const net = recordFetch((req) =>
      req.url.pathname.endsWith("/party/generate")
        ? { body: { added: 1350, changed: 0, removed: 0, keptTyped: 2 } }
        : undefined,
    );
    const { user } = renderTab([]);
    expect(screen.getByText(NO_LINES.defaultMessage)).toBeInTheDocument();
    expect(
      screen.getByText(/lines you typed or edited, and paid ones, are never overwritten/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate per diems and pay" }));
    expect(
      await screen.findByText("Made 1,350 lines, changed 0, removed 0; kept 2 typed"),
    ).toBeInTheDocument();
    expect(net.writes()[0]).toMatchObject({ method: "POST" });
    expect(net.writes()[0]!.url.pathname).toBe(`/api/tours/${TOUR}/party/generate`);
  });

  it("asks for people first when the party is empty", () => {
    renderTab([], party({ people: [] }));
    expect(screen.getByText(/Add people to the party first/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate per diems and pay" })).toBeDisabled();
  });

  it("keeps each person's lines folded until opened, with their totals and statement", async () => {
    const lines = [
      line({}),
      line({
        id: "l2",
        day: "2099-05-02",
        dayKind: "travel",
        showLabel: null,
        amount: "30.00",
        paidAt: "2099-05-02T10:00:00.000Z",
        paidFromFloat: true,
      }),
      line({
        id: "l3",
        personId: BEN,
        personName: "Ben the driver",
        currency: "EUR",
        amount: "40.00",
        origin: "typed",
      }),
    ];
    const { user } = renderTab(lines);
    const ana = screen.getByRole("region", { name: "Ana Ruiz" });
    expect(within(ana).queryByText("Travel day", { exact: false })).not.toBeInTheDocument();
    expect(within(ana).getByText("£75.00")).toBeInTheDocument();
    expect(within(ana).getByText(/£30.00 paid · £45.00 owed/)).toBeInTheDocument();
    expect(within(ana).getByRole("link", { name: "Statement of Ana Ruiz (PDF)" })).toHaveAttribute(
      "href",
      `/api/tours/${TOUR}/party/${ANA}/statement.pdf`,
    );
    await user.click(within(ana).getByRole("button", { name: /Ana Ruiz/ }));
    expect(within(ana).getByText(/Travel day/)).toBeInTheDocument();
    expect(within(ana).getByText("Paid from float")).toBeInTheDocument();
    expect(within(ana).getAllByText("Generated")).toHaveLength(2);
    expect(
      within(ana).getByRole("button", { name: /Undo payment: Per diem of Ana Ruiz/ }),
    ).toBeInTheDocument();
    // By day: one group per date, Ben's euros beside Ana's pounds, never summed.
    await user.click(screen.getByRole("button", { name: "By day" }));
    const first = screen.getByRole("region", { name: "May 1, 2099" });
    expect(within(first).getByText("2 lines")).toBeInTheDocument();
    expect(within(first).getByText("€40.00")).toBeInTheDocument();
  });

  it("pays a line from the float", async () => {
    const net = recordFetch((req) =>
      req.method === "POST"
        ? { body: { ...line({}), paidAt: "2099-05-01T12:00:00.000Z", paidFromFloat: true } }
        : undefined,
    );
    const { user } = renderTab();
    const ana = screen.getByRole("region", { name: "Ana Ruiz" });
    await user.click(within(ana).getByRole("button", { name: /Ana Ruiz/ }));
    await user.click(
      within(ana).getByRole("button", { name: "Pay Per diem of Ana Ruiz, May 1, 2099" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Pay this line" });
    expect(within(dialog).getByRole("radio", { name: "In cash from the GBP float" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("£45.00 to Ana Ruiz")).toBeInTheDocument();
    expect(net.writes()).toEqual([
      expect.objectContaining({ method: "POST", body: { fromFloat: true } }),
    ]);
    expect(net.writes()[0]!.url.pathname).toBe(`/api/tours/${TOUR}/payments/${LINE}/paid`);
  });

  it("shows the float's refusal beside the amount, and the dialog stays open", async () => {
    recordFetch((req) =>
      req.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Invalid input",
                fields: { amount: "The float holds £20.00" },
              },
            },
          }
        : undefined,
    );
    const { user } = renderTab();
    const ana = screen.getByRole("region", { name: "Ana Ruiz" });
    await user.click(within(ana).getByRole("button", { name: /Ana Ruiz/ }));
    await user.click(within(ana).getByRole("button", { name: /^Pay Per diem/ }));
    const dialog = await screen.findByRole("dialog", { name: "Pay this line" });
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await within(dialog).findByText("The float holds £20.00")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    // Paid another way instead: no cash leaves the float.
    await user.click(within(dialog).getByRole("radio", { name: /Another way/ }));
    expect(within(dialog).getByRole("radio", { name: /Another way/ })).toBeChecked();
  });

  it("adds up the lines per currency, never across currencies", () => {
    renderTab([line({})]);
    const totals = screen.getByRole("table", { name: "Totals per currency" });
    const gbp = within(totals).getByRole("cell", { name: "GBP" }).closest("tr") as HTMLElement;
    expect(within(gbp).getAllByText("£45.00")).toHaveLength(2);
    expect(within(gbp).getByText("£0.00")).toBeInTheDocument();
  });

  it("edits a generated line, which becomes typed, and places a second per diem that day on the day", async () => {
    const net = recordFetch((req) =>
      req.method === "PUT"
        ? {
            status: 409,
            body: {
              error: {
                code: "conflict",
                message: "Already paid that day",
                fields: { day: "Ana Ruiz already has a per diem on May 2, 2099" },
              },
            },
          }
        : undefined,
    );
    const { user } = renderTab();
    const ana = screen.getByRole("region", { name: "Ana Ruiz" });
    await user.click(within(ana).getByRole("button", { name: /Ana Ruiz/ }));
    await user.click(within(ana).getByRole("button", { name: /^Edit Per diem of Ana Ruiz/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the line" });
    expect(within(dialog).getByText(/Once saved, this line is typed/)).toBeInTheDocument();
    const day = within(dialog).getByLabelText("Day");
    await user.clear(day);
    await user.type(day, "2099-05-02");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Ana Ruiz already has a per diem on May 2, 2099"),
    ).toBeInTheDocument();
    expect(net.writes()[0]).toMatchObject({
      method: "PUT",
      body: {
        personId: ANA,
        kind: "per_diem",
        day: "2099-05-02",
        amount: "45.00",
        currency: "GBP",
      },
    });
  });
});
