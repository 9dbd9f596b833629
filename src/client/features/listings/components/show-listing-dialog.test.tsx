import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { ListingShow } from "@/domain/listings/listing-answer";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { listingOf, listingShow } from "../../../../../tests/support/listing-shows";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { ShowListingDialog } from "./show-listing-dialog";

// Typing into a whole dialog, with ~400 zones listed, is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const SHOW_ID = "6f7c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f";

function open(show: ListingShow) {
  return renderWithQuery(<ShowListingDialog show={show} onOpenChange={() => {}} />, (client) =>
    client.setQueryData(queryKeys.profile, { timeFormat: "24h" }),
  );
}

describe("a show's listing", () => {
  it("is sent with its times as the venue's clock reads them, and their zone", async () => {
    const net = recordFetch((req) => (req.method === "PUT" ? { body: req.body } : undefined));
    const { user } = open(
      listingShow({ showId: SHOW_ID, listing: null, state: { kind: "not-announced" } }),
    );
    const dialog = screen.getByRole("dialog", { name: "Edit listing" });
    // A new listing starts in the venue's zone.
    const zone = within(dialog).getByRole("combobox", { name: "Time zone" });
    expect(zone).toHaveValue("America/Chicago");
    await user.clear(zone);
    await user.type(zone, "berlin");
    await user.keyboard("{Enter}");
    expect(zone).toHaveValue("Europe/Berlin");

    fireEvent.change(within(dialog).getByLabelText("Announce time"), {
      target: { value: "2099-03-01T10:00" },
    });
    fireEvent.change(within(dialog).getByLabelText("On-sale time"), {
      target: { value: "2099-03-02T09:30" },
    });
    fireEvent.change(within(dialog).getByLabelText("Show time"), { target: { value: "20:00" } });
    await user.type(within(dialog).getByLabelText("Ticket link"), "https://tickets.example/show");
    await user.click(within(dialog).getByRole("button", { name: "Add support act" }));
    await user.type(within(dialog).getByLabelText("Support act 1"), "Opener One");
    await user.click(within(dialog).getByRole("button", { name: "Add support act" }));
    await user.type(within(dialog).getByLabelText("Support act 2"), "Opener Two");
    await user.click(within(dialog).getByRole("button", { name: "Remove support act 1" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Sold out" }));
    await user.click(within(dialog).getByRole("button", { name: "Save listing" }));

    expect(await screen.findByText("Listing saved")).toBeInTheDocument();
    expect(net.writes()).toHaveLength(1);
    const [put] = net.writes();
    expect(put!.method).toBe("PUT");
    expect(put!.url.pathname).toBe(`/api/listings/shows/${SHOW_ID}`);
    expect(put!.body).toEqual({
      timeZone: "Europe/Berlin",
      announceLocal: "2099-03-01T10:00",
      onSaleLocal: "2099-03-02T09:30",
      startTime: "20:00",
      ticketUrl: "https://tickets.example/show",
      soldOut: true,
      eventName: "",
      supportActs: ["Opener Two"],
      hidden: false,
    });
  });

  it("opens a saved listing on the venue's clock", () => {
    open(
      listingShow({
        listing: listingOf({
          timeZone: "America/Chicago",
          announceAt: "2099-01-01T16:00:00.000Z",
          onSaleAt: "2099-01-02T15:00:00.000Z",
          supportActs: ["Opener One"],
        }),
      }),
    );
    expect(screen.getByLabelText("Announce time")).toHaveValue("2099-01-01T10:00");
    expect(screen.getByLabelText("On-sale time")).toHaveValue("2099-01-02T09:00");
    expect(screen.getByLabelText("Support act 1")).toHaveValue("Opener One");
  });

  it("says beside the field what the API's own check refuses, and sends nothing", async () => {
    const net = recordFetch(() => undefined);
    const { user } = open(listingShow({ listing: null, state: { kind: "not-announced" } }));
    const link = screen.getByLabelText("Ticket link");
    await user.type(link, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save listing" }));
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription("Ticket link must start with https://"),
    );
    expect(net.writes()).toEqual([]);
  });

  it("puts a refusal from the server beside its field", async () => {
    recordFetch((req) =>
      req.method === "PUT"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Check the listing",
                fields: { eventName: "Event name can be at most 120 characters" },
              },
            },
          }
        : undefined,
    );
    const { user } = open(listingShow({ listing: null, state: { kind: "not-announced" } }));
    await user.type(screen.getByLabelText("Event name"), "Fest");
    await user.click(screen.getByRole("button", { name: "Save listing" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Event name")).toHaveAccessibleDescription(
        "Event name can be at most 120 characters",
      ),
    );
    expect(screen.getByRole("dialog", { name: "Edit listing" })).toBeInTheDocument();
  });
});
