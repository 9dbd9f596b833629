import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { TravelLegDialog } from "./travel-leg-dialog";

const TOUR = "t1";
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function open(shows: { performanceDate: string | null; state: string | null }[] = []) {
  return renderWithQuery(
    <TravelLegDialog
      tourId={TOUR}
      shows={shows}
      open
      onOpenChange={() => {}}
      leg={null}
      home="USD"
    />,
  );
}

// Some tests list all ~400 zones, which jsdom renders slowly on a busy machine.
describe("a travel leg's time zones", () => {
  it("start in the zone of the next show's venue", () => {
    open([{ performanceDate: "2999-01-01", state: "CO" }]);
    expect(screen.getByRole("combobox", { name: "Departure time zone" })).toHaveValue(
      "America/Denver",
    );
    expect(screen.getByRole("combobox", { name: "Arrival time zone" })).toHaveValue(
      "America/Denver",
    );
  });

  it("start in the browser's zone when the venue's is not known", () => {
    open([{ performanceDate: "2999-01-01", state: null }]);
    expect(screen.getByRole("combobox", { name: "Departure time zone" })).toHaveValue(
      browserZone.replace(/_/g, " "),
    );
  });

  it("offer every zone, found by typing, chosen with the keyboard", async () => {
    const { user } = open();
    const box = screen.getByRole("combobox", { name: "Arrival time zone" });
    await user.click(box);
    expect(box).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("listbox");
    expect(within(list).getAllByRole("option").length).toBeGreaterThan(300);

    await user.type(box, "sydney");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Australia/Sydney"]);
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Australia/Sydney");
    expect(box).toHaveAttribute("aria-expanded", "false");

    // Escape closes the list, not the dialog.
    await user.type(box, "kol");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("dialog", { name: "Add Travel Leg" })).toBeInTheDocument();
    expect(box).toHaveValue("Australia/Sydney");
  }, 30_000);

  it("say so when nothing matches", async () => {
    const { user } = open();
    const box = screen.getByRole("combobox", { name: "Departure time zone" });
    await user.type(box, "atlantis");
    expect(screen.getByRole("status")).toHaveTextContent("No time zone matches");
  }, 30_000);
});

const ANA = "00000000-0000-4000-8000-00000000000a";
const BEN = "00000000-0000-4000-8000-00000000000b";
const party = {
  people: [
    { id: ANA, name: "Ana Ruiz", roadRole: "FOH" },
    { id: BEN, name: "Ben Lo", roadRole: "Driver" },
  ],
};

/** What the dialog sent: the API client hands fetch a Request. */
async function sentBody(fetch: ReturnType<typeof vi.fn>) {
  const [input] = fetch.mock.calls.at(-1) as [Request];
  return input.json();
}

describe("who travels on a leg", () => {
  it("is the whole party when no one is ticked, and several people at once when they are", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: "l1" }), { status: 201 })),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithQuery(
      <TravelLegDialog
        tourId={TOUR}
        shows={[]}
        open
        onOpenChange={() => {}}
        leg={null}
        home="USD"
      />,
      (client) => client.setQueryData(queryKeys.party.people(TOUR), party),
    );
    const who = screen.getByRole("region", { name: "Who travels" });
    expect(within(who).getByTestId("who-travels-summary")).toHaveTextContent("Whole party");
    await user.click(within(who).getByRole("checkbox", { name: /Ana Ruiz/ }));
    await user.click(within(who).getByRole("checkbox", { name: /Ben Lo/ }));
    expect(within(who).getByTestId("who-travels-summary")).toHaveTextContent("2 people");

    await user.type(screen.getByLabelText("From"), "Leeds");
    await user.type(screen.getByLabelText("To"), "York");
    await user.type(screen.getByLabelText("Departure"), "2099-05-02T09:00");
    await user.type(screen.getByLabelText("Arrival"), "2099-05-02T10:00");
    await user.click(screen.getByRole("button", { name: "Add Leg" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect((await sentBody(fetch)).passengerIds).toEqual([ANA, BEN]);
    vi.unstubAllGlobals();
  }, 30_000);

  it("an edit starts with the leg's passengers ticked", () => {
    renderWithQuery(
      <TravelLegDialog
        tourId={TOUR}
        shows={[]}
        open
        onOpenChange={() => {}}
        leg={{
          id: "l1",
          mode: "drive",
          fromPlace: "Leeds",
          toPlace: "York",
          departureAt: "2099-05-02T08:00:00.000Z",
          departureTz: "Europe/London",
          arrivalAt: "2099-05-02T09:00:00.000Z",
          arrivalTz: "Europe/London",
          carrier: null,
          number: null,
          confirmationCode: null,
          cost: "0.00",
          currency: "GBP",
          passengers: [{ id: BEN, name: "Ben Lo" }],
        }}
        home="USD"
      />,
      (client) => client.setQueryData(queryKeys.party.people(TOUR), party),
    );
    const who = screen.getByRole("region", { name: "Who travels" });
    expect(within(who).getByRole("checkbox", { name: /Ben Lo/ })).toBeChecked();
    expect(within(who).getByRole("checkbox", { name: /Ana Ruiz/ })).not.toBeChecked();
    expect(within(who).getByTestId("who-travels-summary")).toHaveTextContent("1 person");
  });

  it("says so when the tour has no party yet", () => {
    renderWithQuery(
      <TravelLegDialog
        tourId={TOUR}
        shows={[]}
        open
        onOpenChange={() => {}}
        leg={null}
        home="USD"
      />,
      (client) => client.setQueryData(queryKeys.party.people(TOUR), { people: [] }),
    );
    expect(screen.getByText(/No one is on this tour's party yet/)).toBeInTheDocument();
  });
});
