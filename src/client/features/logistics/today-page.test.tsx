import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { HIDDEN } from "@/domain/hidden";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { localDate } from "./api/today";
import { TodayPage } from "./today-page";

const date = localDate();

/** Today's answer as the server sends it to crew: a notice that names the load-in, the sheet. */
const today = {
  showDay: true,
  waiting: [
    {
      id: "n1",
      title: "Load-in for the show at Union Hall on Jun 1 is now 14:30",
      link: "/dashboard/logistics/day-sheet/t1/s1",
    },
  ],
  daySheet: {
    show: {
      id: "s1",
      tourId: "t1",
      tourTitle: "Summer Run",
      venueName: "Union Hall",
      city: "Leeds",
      state: null,
      performanceDate: date,
      showMoney: HIDDEN,
    },
    sheet: { venueAddress: null, loadIn: "14:30", doors: "19:00", sets: [], notes: null },
    contacts: [],
    legs: [],
    lodgings: [],
    advance: [],
    files: [],
    guestList: { checkedIn: 0, approved: 0, requested: 0 },
  },
};

function renderToday(timeFormat: "12h" | "24h" | null) {
  return renderWithQuery(
    <MemoryRouter>
      <TodayPage />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.logistics.today(date), today);
      client.setQueryData(queryKeys.profile, { timeFormat });
    },
  );
}

describe("Today's times read in one clock", () => {
  it("with no choice made, the sheet reads 24-hour like the notice above it (and the PDF)", () => {
    renderToday(null);
    expect(screen.getByText(/is now 14:30$/)).toBeInTheDocument();
    expect(screen.getByText("14:30")).toBeInTheDocument();
    expect(screen.getByText("19:00")).toBeInTheDocument();
    expect(screen.queryByText(/PM/)).toBeNull();
  });

  it("chosen 12-hour, the sheet reads 12-hour", () => {
    renderToday("12h");
    expect(screen.getByText("2:30 PM")).toBeInTheDocument();
    expect(screen.getByText("7:00 PM")).toBeInTheDocument();
  });
});
