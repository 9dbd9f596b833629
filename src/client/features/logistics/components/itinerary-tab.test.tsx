import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { HIDDEN } from "@/domain/hidden";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { ItineraryTab } from "./itinerary-tab";

const TOUR = "t1";
const workspace = (role: Role) => ({
  id: "w1",
  name: "Mara Vale",
  role,
  memberRole: role,
  requireTwoFactor: false,
  homeCurrency: "USD",
  members: [],
});

const leg = (id: string, fromPlace: string, passengers: { id: string; name: string }[]) => ({
  id,
  mode: "drive" as const,
  fromPlace,
  toPlace: "York",
  departureAt: "2099-05-02T08:00:00.000Z",
  departureTz: "Europe/London",
  arrivalAt: "2099-05-02T09:00:00.000Z",
  arrivalTz: "Europe/London",
  carrier: null,
  number: null,
  confirmationCode: null,
  cost: "10.00",
  currency: "GBP",
  passengers,
});
const ana = { id: "p-ana", name: "Ana Ruiz" };
const ben = { id: "p-ben", name: "Ben Lo" };
const dee = { id: "p-dee", name: "Dee Cole" };
const inn = (
  roomList: { id: string; label: string; occupants: { id: string; name: string }[] }[],
) => ({
  id: "h1",
  name: "Station Inn",
  address: null,
  checkIn: "2099-05-02",
  checkOut: "2099-05-03",
  confirmationCode: null,
  cost: "200.00",
  currency: "GBP",
  rooms: 2,
  roomList,
});

function show(role: Role, legs: ReturnType<typeof leg>[], stays: ReturnType<typeof inn>[]) {
  const money = role === "owner" || role === "manager";
  const shaped = {
    legs: legs.map((l) => ({ ...l, cost: money ? l.cost : HIDDEN })),
    stays: stays.map((s) => ({ ...s, cost: money ? s.cost : HIDDEN })),
  };
  return renderWithQuery(
    <MemoryRouter>
      <ItineraryTab tourId={TOUR} shows={[]} />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.team.current, workspace(role));
      client.setQueryData(queryKeys.logistics.itinerary(TOUR), {
        days: [{ date: "2099-05-02", shows: [], legs: shaped.legs, lodgings: shaped.stays }],
        legs: shaped.legs,
        lodgings: shaped.stays,
        home: "USD",
      });
    },
  );
}

describe("who travels and who sleeps where, on the itinerary", () => {
  it("a manager sees every leg's passengers and every room with its people", () => {
    show(
      "manager",
      [leg("l1", "Leeds", [ana, ben]), leg("l2", "Hull", [])],
      [
        inn([
          { id: "r1", label: "Room 12", occupants: [ana, dee] },
          { id: "r2", label: "Room 14", occupants: [ben] },
        ]),
      ],
    );
    const legs = screen.getAllByTestId("travel-leg");
    expect(legs[0]).toHaveTextContent("Who travels: Ana Ruiz, Ben Lo");
    expect(legs[1]).toHaveTextContent("Who travels: Whole party");
    const stay = screen.getByTestId("lodging");
    expect(within(stay).getByText("Room 12: Ana Ruiz, Dee Cole")).toBeInTheDocument();
    expect(within(stay).getByText("Room 14: Ben Lo")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Travel Leg" })).toBeInTheDocument();
  });

  it("crew see what the answer gives them: their legs and their own room, nothing to book", () => {
    show(
      "crew",
      [leg("l1", "Leeds", [ana])],
      [inn([{ id: "r1", label: "Room 12", occupants: [ana, dee] }])],
    );
    expect(screen.getByTestId("travel-leg")).toHaveTextContent("Who travels: Ana Ruiz");
    expect(screen.getByText("Room 12: Ana Ruiz, Dee Cole")).toBeInTheDocument();
    expect(screen.queryByText(/Room 14/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Travel Leg" })).not.toBeInTheDocument();
    // No cost for crew (issue 48), rooms or not.
    expect(screen.getByTestId("lodging")).not.toHaveTextContent("200");
  });

  it("a stay whose rooms are not listed says nothing of rooms", () => {
    show("crew", [], [inn([])]);
    expect(screen.getByTestId("lodging")).not.toHaveTextContent(/Room \d/);
  });
});
