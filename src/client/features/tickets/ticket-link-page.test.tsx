import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TicketLinkView } from "@/domain/tickets/links";
import { recordFetch } from "../../../../tests/support/fetch-recorder";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { TicketLinkPage } from "./ticket-link-page";

const TOKEN = "t".repeat(43);

afterEach(() => vi.unstubAllGlobals());

const view = (over: Partial<TicketLinkView> = {}): TicketLinkView => ({
  workspaceName: "Lanterns Touring",
  recipient: "Aki",
  venueName: "Shibuya WWW",
  city: "Tokyo",
  date: "2099-03-20",
  capacity: 500,
  currency: "JPY",
  tiers: [
    { tier: "Advance", sold: 120, comps: 4, gross: null, countedAt: "2099-03-01T01:00:00Z" },
    { tier: "Door", sold: 10, comps: 0, gross: null, countedAt: "2099-03-01T01:00:00Z" },
  ],
  closed: null,
  ...over,
});

function open(answer: Parameters<typeof recordFetch>[0]) {
  const net = recordFetch(answer);
  const router = createMemoryRouter(
    [{ path: "/ticket-count/:token", element: <TicketLinkPage /> }],
    { initialEntries: [`/ticket-count/${TOKEN}`] },
  );
  return { net, ...renderWithQuery(<RouterProvider router={router} />) };
}

describe("the promoter's ticket count page", () => {
  it("starts each tier from the last count and sends today's totals, then thanks", async () => {
    const { net, user } = open((req) =>
      req.method === "POST"
        ? {
            status: 201,
            body: {
              tiers: [],
              sold: 150,
              capacity: 500,
              overCapacity: false,
              reportedAt: "2099-03-02T09:05:00Z",
            },
          }
        : { body: view() },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ticket count: Shibuya WWW" }),
    ).toBeVisible();
    expect(screen.getByTestId("ticket-show")).toHaveTextContent(
      "Tokyo · Mar 20, 2099 · capacity 500",
    );
    const rows = screen.getAllByTestId("tier-row");
    expect(within(rows[0]!).getByLabelText("Tier")).toHaveValue("Advance");
    const sold = within(rows[0]!).getByLabelText("Sold");
    expect(sold).toHaveValue("120");
    await user.clear(sold);
    await user.type(sold, "140");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("heading", { name: /^Thanks — sent at / })).toBeVisible();
    expect(net.writes()).toHaveLength(1);
    expect(net.writes()[0]!.url.pathname).toBe(`/api/ticket-links/${TOKEN}`);
    expect(net.writes()[0]!.body).toEqual({
      tiers: [
        { tier: "Advance", sold: "140", comps: "4", gross: "" },
        { tier: "Door", sold: "10", comps: "0", gross: "" },
      ],
    });
  });

  it("adds a tier, and warns (but sends) above capacity", async () => {
    const { user } = open(() => ({ body: view({ tiers: [] }) }));
    await screen.findByRole("heading", { level: 1 });
    await user.click(screen.getByRole("button", { name: "+ Add a tier" }));
    const rows = screen.getAllByTestId("tier-row");
    expect(rows).toHaveLength(2);
    await user.type(within(rows[0]!).getByLabelText("Sold"), "450");
    await user.type(within(rows[1]!).getByLabelText("Tier"), "VIP");
    await user.type(within(rows[1]!).getByLabelText("Sold"), "60");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "510 sold is more than the capacity of 500",
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("says a link turned off no longer works, with the server's words and no form", async () => {
    open(() => ({
      status: 410,
      body: {
        error: {
          code: "gone",
          message: "This ticket count link was turned off. Ask the tour for a new one.",
        },
      },
    }));
    expect(
      await screen.findByRole("heading", { name: "This ticket count link no longer works" }),
    ).toBeVisible();
    expect(screen.getByText(/was turned off/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("shows a closed show's words instead of the form", async () => {
    open(() => ({ body: view({ closed: "This show was played more than a week ago." }) }));
    expect(await screen.findByText("This show was played more than a week ago.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });
});
