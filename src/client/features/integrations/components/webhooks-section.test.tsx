import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import {
  DELIVERY,
  deliveries,
  delivery,
  ENDPOINT,
  endpoint,
  seedOwner,
  webhooks,
} from "../../../../../tests/support/webhooks-page-data";
import { NO_WEBHOOKS, WebhooksSection } from "./webhooks-section";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

function renderSection(answer = webhooks(), role = "owner") {
  return renderWithQuery(<WebhooksSection />, (client) => {
    seedOwner(client, answer);
    client.setQueryData(queryKeys.team.current, {
      id: "w1",
      name: "The Band",
      role,
      homeCurrency: "GBP",
    });
  });
}

describe("the webhooks section", () => {
  it("lists each endpoint with its events, state, last delivery and pending count", () => {
    renderSection();
    const card = screen.getByRole("list", { name: "Webhook endpoints" });
    expect(within(card).getByText("https://hooks.example.com/tribe")).toBeInTheDocument();
    const events = within(card).getByRole("list", { name: "Events" });
    expect(
      within(events)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["show.confirmed", "tour.created"]);
    expect(within(card).getByText("Failing")).toBeInTheDocument();
    expect(within(card).getByText(/HTTP 500/)).toBeInTheDocument();
    expect(within(card).getByText("2 pending")).toBeInTheDocument();
    expect(within(card).getByRole("switch", { name: /Send to/ })).toBeChecked();
  });

  it("says what webhooks are for when there are none", () => {
    renderSection(webhooks([]));
    expect(screen.getByText(NO_WEBHOOKS)).toBeInTheDocument();
  });

  it("is not there for a manager", () => {
    renderSection(webhooks(), "manager");
    expect(screen.queryByRole("button", { name: "Add endpoint" })).toBeNull();
    expect(screen.getByText(/doesn't include webhooks/)).toBeInTheDocument();
  });

  it("checks an endpoint before sending, then shows its secret once with Copy", async () => {
    const net = recordFetch((req) =>
      req.method === "POST"
        ? {
            status: 201,
            body: {
              ...endpoint({ id: "new", url: "https://books.example.org/in", lastDelivery: null }),
              secret: SECRET,
            },
          }
        : { body: webhooks() },
    );
    const { user } = renderSection();
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Add endpoint" });
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(await within(dialog).findByText("URL is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose at least one event")).toBeInTheDocument();
    expect(net.writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/URL/), "https://books.example.org/in");
    await user.click(within(dialog).getByRole("button", { name: "All" }));
    await user.click(within(dialog).getByLabelText(/A tour is created/));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    await screen.findByRole("dialog", { name: "Signing secret" });
    const sent = net.writes()[0]!;
    expect(sent.url.pathname).toBe("/api/webhooks");
    expect(sent.body).toMatchObject({ url: "https://books.example.org/in" });
    const events = (sent.body as { events: string[] }).events;
    expect(events).toHaveLength(9);
    expect(events).not.toContain("tour.created");

    const secret = screen.getByRole("dialog", { name: "Signing secret" });
    expect(within(secret).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(secret).getByText(/only time it is shown/)).toBeInTheDocument();
    expect(within(secret).getByText("webhook-signature")).toBeInTheDocument();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(within(secret).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(secret).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    await user.click(within(secret).getByRole("button", { name: "Done" }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it("shows a refusal of the address beside the URL field", async () => {
    recordFetch((req) =>
      req.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Invalid input",
                fields: {
                  url: "This address is on a private network: Tribe only sends to the public internet",
                },
              },
            },
          }
        : { body: webhooks() },
    );
    const { user } = renderSection();
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Add endpoint" });
    await user.type(within(dialog).getByLabelText(/URL/), "https://10.0.0.1/hook");
    await user.click(within(dialog).getByLabelText(/A show is confirmed/));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(await within(dialog).findByText(/private network/)).toBeInTheDocument();
  });

  it("opens the delivery log with each try and the payload, and sends a failed one again", async () => {
    const net = recordFetch((req) =>
      req.method === "POST"
        ? { body: delivery({ status: "pending", nextAttemptAt: "2099-05-03T10:00:00.000Z" }) }
        : { body: req.url.pathname.endsWith("/deliveries") ? deliveries() : webhooks() },
    );
    const { user } = renderSection();
    await user.click(screen.getByRole("button", { name: "Delivery log" }));
    const log = screen.getByRole("region", { name: /Delivery log of/ });
    const row = within(log).getByRole("listitem", { name: "show.confirmed delivery" });
    expect(within(row).getByText("Failed")).toBeInTheDocument();
    const tries = within(row).getByRole("list", { name: "Tries" });
    expect(within(tries).getByText(/HTTP 500 · 120 ms/)).toBeInTheDocument();
    expect(within(tries).getByText(/No answer · Timed out · 10000 ms/)).toBeInTheDocument();
    expect(within(row).getByText(/"showId": "s1"/)).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("Sending again")).toBeInTheDocument();
    expect(net.writes().map((r) => r.url.pathname)).toEqual([
      `/api/webhooks/${ENDPOINT}/deliveries/${DELIVERY}/retry`,
    ]);
  });
});
