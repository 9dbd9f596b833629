import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { HOLD_EXPIRY_HINT } from "@/domain/negotiations/negotiations";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { AddVenueDialog } from "./add-venue-dialog";

vi.setConfig({ testTimeout: 20_000 });

let posted: Record<string, unknown>[] = [];
beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    "fetch",
    // The API client hands fetch a Request (offline/offline-fetch.ts): read it as the server would.
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === "POST") posted.push(await request.json());
      const answer =
        request.method === "POST"
          ? { negotiation: { venueName: "Kilby Court", status: "hold" } }
          : [];
      return new Response(JSON.stringify(answer), {
        status: init?.method === "POST" ? 201 : 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

/** A new account: no tour and no venue yet (the hint links to the Tours page). */
const renderNewAccount = () =>
  renderWithQuery(
    <MemoryRouter>
      <AddVenueDialog open onOpenChange={() => {}} />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.tours.options, []);
      client.setQueryData(queryKeys.venues, []);
    },
  );

describe("Add Venue on a new account", () => {
  it("starts at a new tour and a new venue, and sends the shared fields in one request", async () => {
    const { user } = renderNewAccount();
    expect(await screen.findByTestId("no-tours-hint")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Tour title"), "First Run");
    await user.type(screen.getByLabelText("Venue name"), "Kilby Court");
    await user.type(screen.getByLabelText("City"), "Salt Lake City");
    fireEvent.change(screen.getByLabelText("Performance date"), {
      target: { value: "2027-03-03" },
    });
    await user.click(screen.getByLabelText("Status"));
    await user.click(await screen.findByRole("option", { name: "Hold" }));
    // The hold fields of the shared slice, with the hint built from the rule's own defaults.
    expect(screen.getByText(HOLD_EXPIRY_HINT)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Contact name"), "Dana Wells");
    await user.type(screen.getByLabelText("Contact email"), "dana@kilby.example");
    await user.click(screen.getByRole("button", { name: "Add Venue" }));
    expect(await screen.findByText("Kilby Court is hold.")).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      tourMode: "new",
      newTour: { title: "First Run" },
      show: {
        performanceDate: "2027-03-03",
        venueMode: "new",
        newVenue: { name: "Kilby Court", city: "Salt Lake City" },
      },
      status: "hold",
      contactName: "Dana Wells",
      contactEmail: "dana@kilby.example",
      widenTour: false,
    });
  });

  it("names what is missing next to its field and sends nothing", async () => {
    const { user } = renderNewAccount();
    await screen.findByTestId("no-tours-hint");
    await user.click(screen.getByRole("button", { name: "Add Venue" }));
    expect(await screen.findByText("Venue name is required")).toBeInTheDocument();
    expect(screen.getByText("Tour title is required")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
