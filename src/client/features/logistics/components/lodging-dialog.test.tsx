import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
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

const ANA = "00000000-0000-4000-8000-00000000000a";
const BEN = "00000000-0000-4000-8000-00000000000b";
const DEE = "00000000-0000-4000-8000-00000000000d";
const party = {
  people: [
    { id: ANA, name: "Ana Ruiz", roadRole: "" },
    { id: BEN, name: "Ben Lo", roadRole: "" },
    { id: DEE, name: "Dee Cole", roadRole: "Driver" },
  ],
};

describe("who sleeps where", () => {
  it("adds rooms with their people, one room a person, removes one, and sends the list", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: "h1" }), { status: 201 })),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithQuery(
      <LodgingDialog tourId="t1" open onOpenChange={() => {}} stay={null} home="USD" />,
      (client) => client.setQueryData(queryKeys.party.people("t1"), party),
    );
    const rooms = screen.getByRole("region", { name: "Rooms" });
    expect(rooms).toHaveTextContent("Whole party, rooms not listed");
    for (let i = 0; i < 3; i++)
      await user.click(within(rooms).getByRole("button", { name: "Add room" }));
    await user.type(within(rooms).getByLabelText("Room 1"), "412");
    await user.click(
      within(screen.getByRole("group", { name: "Who sleeps in room 1" })).getByRole("checkbox", {
        name: /Ana Ruiz/,
      }),
    );
    // Ana sleeps in 412: the next room shows where she is and does not offer her.
    const second = screen.getByRole("group", { name: "Who sleeps in room 2" });
    expect(within(second).getByRole("checkbox", { name: /Ana Ruiz \(in 412\)/ })).toBeDisabled();
    await user.click(within(second).getByRole("checkbox", { name: /Ben Lo/ }));
    await user.type(within(rooms).getByLabelText("Room 2"), "414");
    await user.click(within(rooms).getByRole("button", { name: "Remove room 3" }));
    expect(within(rooms).queryByLabelText("Room 3")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "Inn");
    await user.type(screen.getByLabelText("Check-in"), "2099-05-02");
    await user.type(screen.getByLabelText("Check-out"), "2099-05-03");
    await user.click(screen.getByRole("button", { name: "Add Hotel" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [request] = fetch.mock.calls.at(-1) as unknown as [Request];
    expect((await request.json()).roomList).toEqual([
      { label: "412", occupantIds: [ANA] },
      { label: "414", occupantIds: [BEN] },
    ]);
    vi.unstubAllGlobals();
  });

  it("an edit starts with the stay's rooms and who is in them", () => {
    renderWithQuery(
      <LodgingDialog
        tourId="t1"
        open
        onOpenChange={() => {}}
        stay={{
          ...stay,
          roomList: [
            {
              id: "r1",
              label: "Suite",
              occupants: [
                { id: ANA, name: "Ana Ruiz" },
                { id: DEE, name: "Dee Cole" },
              ],
            },
          ],
        }}
        home="USD"
      />,
      (client) => client.setQueryData(queryKeys.party.people("t1"), party),
    );
    expect(screen.getByLabelText("Room 1")).toHaveValue("Suite");
    const room = screen.getByRole("group", { name: "Who sleeps in room 1" });
    expect(within(room).getByRole("checkbox", { name: /Ana Ruiz/ })).toBeChecked();
    expect(within(room).getByRole("checkbox", { name: /Dee Cole/ })).toBeChecked();
    expect(within(room).getByRole("checkbox", { name: /Ben Lo/ })).not.toBeChecked();
  });
});
