import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { HIDDEN } from "@/domain/hidden";
import type { PaceStanding, ShowTickets } from "@/domain/tickets/answers";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { TicketPace } from "./ticket-pace";

const TOUR = "t1";

const line = (showId: string, pace: ShowTickets["pace"]) =>
  ({ showId, tourId: TOUR, pace }) as ShowTickets;

function renderRows(paces: Record<string, ShowTickets["pace"]>) {
  return renderWithQuery(
    <MemoryRouter>
      {Object.keys(paces).map((id) => (
        <div key={id} data-testid={id}>
          <TicketPace tourId={TOUR} showId={id} />
        </div>
      ))}
    </MemoryRouter>,
    (client) =>
      client.setQueryData(
        queryKeys.tickets.tour(TOUR),
        Object.entries(paces).map(([id, pace]) => line(id, pace)),
      ),
  );
}

describe("the tour page's pace flag", () => {
  it("flags a show behind pace, linking to its counts, and says nothing of the others", () => {
    const others: PaceStanding[] = ["ahead", "on-pace", "unknown"];
    renderRows({ slow: "behind", ...Object.fromEntries(others.map((p) => [p, p])), hid: HIDDEN });
    const flag = screen.getByRole("link", { name: /^Behind pace/ });
    expect(flag).toHaveAttribute("href", `/dashboard/tickets?show=slow&tour=${TOUR}`);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    for (const id of [...others, "hid"]) expect(screen.getByTestId(id)).toBeEmptyDOMElement();
  });
});
