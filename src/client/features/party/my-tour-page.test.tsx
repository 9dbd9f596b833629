import { act, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { MyTour, MyToursAnswer } from "@/domain/party/answers";
import type { Role } from "@/domain/team/roles";
import { recordFetch } from "../../../../tests/support/fetch-recorder";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { MyTourPage } from "./my-tour-page";

const WINTER = "5a1c0000-0000-4000-8000-000000000001";
const SPRING = "5a1c0000-0000-4000-8000-000000000002";

const line = (over: Partial<MyTour["lines"][number]>): MyTour["lines"][number] => ({
  id: "l1",
  kind: "per_diem",
  day: "2026-12-05",
  dayKind: "show",
  showLabel: "Roundhouse, London",
  amount: "40.00",
  currency: "GBP",
  note: null,
  paidAt: null,
  paidFromFloat: false,
  ...over,
});

const winter: MyTour = {
  tourId: WINTER,
  tourName: "Winter Run",
  firstDay: "2026-12-01",
  lastDay: "2026-12-20",
  person: { id: "p1", name: "Sam Reed", roadRole: "Backline tech", joinsOn: null, leavesOn: null },
  lines: [
    line({ id: "l1", paidAt: "2026-12-05T10:00:00.000Z", paidFromFloat: true }),
    line({ id: "l2", kind: "wage", amount: "250.00" }),
    line({
      id: "l3",
      day: "2026-12-06",
      dayKind: "travel",
      showLabel: null,
      amount: "35.00",
      currency: "EUR",
    }),
    line({
      id: "l4",
      kind: "advance",
      day: null,
      dayKind: null,
      showLabel: null,
      amount: "100.00",
      note: "Cash in Dover",
    }),
  ],
  // As the server adds them up: per currency, never summed across.
  totals: [
    { currency: "GBP", total: "390.00", paid: "40.00", owed: "350.00" },
    { currency: "EUR", total: "35.00", paid: "0.00", owed: "35.00" },
  ],
  legs: [
    {
      id: "leg1",
      mode: "flight",
      fromPlace: "London",
      toPlace: "Berlin",
      // 09:30 in London (GMT), 12:30 in Berlin (CET).
      departureAt: "2026-12-06T09:30:00.000Z",
      departureTz: "Europe/London",
      arrivalAt: "2026-12-06T11:30:00.000Z",
      arrivalTz: "Europe/Berlin",
      carrier: "BA",
      number: "982",
      confirmationCode: "XK42PL",
      with: ["Alex Moss", "Jo Park"],
    },
    {
      id: "leg2",
      mode: "bus",
      fromPlace: "Berlin",
      toPlace: "Hamburg",
      departureAt: "2026-12-07T09:00:00.000Z",
      departureTz: "Europe/Berlin",
      arrivalAt: "2026-12-07T12:00:00.000Z",
      arrivalTz: "Europe/Berlin",
      carrier: null,
      number: null,
      confirmationCode: null,
      with: [],
    },
  ],
  stays: [
    {
      id: "s1",
      name: "Hotel Adlon",
      address: "Unter den Linden 77, Berlin",
      checkIn: "2026-12-06",
      checkOut: "2026-12-07",
      confirmationCode: null,
      room: { label: "412", with: ["Alex Moss"] },
    },
  ],
};

const tours = (...list: MyToursAnswer["tours"]): MyToursAnswer => ({ tours: list });
const WINTER_REF = {
  tourId: WINTER,
  tourName: "Winter Run",
  firstDay: "2000-01-01",
  lastDay: "2999-12-31",
};

function renderPage({
  role = "crew",
  mine,
  tour,
  timeFormat = "24h",
  memberRole = role,
}: {
  role?: Role;
  /** Their own role, when they view the app as another ("View as crew"). */
  memberRole?: Role;
  mine?: MyToursAnswer;
  tour?: MyTour;
  timeFormat?: "12h" | "24h";
}) {
  return renderWithQuery(
    <MemoryRouter initialEntries={["/dashboard/my-tour"]}>
      <MyTourPage />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.team.current, {
        id: "w1",
        name: "The Band",
        role,
        memberRole,
      });
      client.setQueryData(queryKeys.profile, { timeFormat });
      if (mine) client.setQueryData(queryKeys.party.mine, mine);
      if (tour) client.setQueryData(queryKeys.party.myTour(tour.tourId), tour);
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
});

describe("My tour", () => {
  it("shows crew their own lines by day, with the kind of day, the show, paid or owed", () => {
    renderPage({ mine: tours(WINTER_REF), tour: winter });
    expect(document.title).toBe("My tour · Tribe");
    const days = screen.getByRole("list", { name: "Your lines by day" });
    const showDay = within(days).getByRole("listitem", { name: "Sat, Dec 5, 2026" });
    expect(within(showDay).getByText("Show day · Roundhouse, London")).toBeInTheDocument();
    expect(within(showDay).getByText("Per diem")).toBeInTheDocument();
    expect(within(showDay).getByText("£40.00")).toBeInTheDocument();
    expect(within(showDay).getByText(/^Paid /)).toBeInTheDocument();
    expect(within(showDay).getByText("In cash")).toBeInTheDocument();
    expect(within(showDay).getByText("Wage")).toBeInTheDocument();
    expect(within(showDay).getByText("£250.00")).toBeInTheDocument();
    expect(within(showDay).getByText("Owed")).toBeInTheDocument();
    const travelDay = within(days).getByRole("listitem", { name: "Sun, Dec 6, 2026" });
    expect(within(travelDay).getByText("Travel day")).toBeInTheDocument();
    expect(within(travelDay).getByText("€35.00")).toBeInTheDocument();
    // A line on no day comes last, with its note.
    const undated = within(days).getByRole("listitem", { name: "Not tied to a day" });
    expect(within(undated).getByText("Advance")).toBeInTheDocument();
    expect(within(undated).getByText("Cash in Dover")).toBeInTheDocument();
    const order = within(days)
      .getAllByRole("listitem")
      .map((li) => li.getAttribute("aria-label"))
      .filter(Boolean);
    expect(order).toEqual(["Sat, Dec 5, 2026", "Sun, Dec 6, 2026", "Not tied to a day"]);
  });

  it("totals each currency on its own, never pounds and euros added together", () => {
    renderPage({ mine: tours(WINTER_REF), tour: winter });
    const totals = screen.getByRole("list", { name: "Your totals" });
    const [gbp, eur] = within(totals).getAllByRole("listitem");
    expect(within(gbp!).getByText("In GBP")).toBeInTheDocument();
    expect(within(gbp!).getByText("£390.00")).toBeInTheDocument();
    expect(within(gbp!).getByText("£350.00")).toBeInTheDocument();
    expect(within(eur!).getByText("In EUR")).toBeInTheDocument();
    // Total and owed: nothing of it paid yet.
    expect(within(eur!).getAllByText("€35.00")).toHaveLength(2);
    expect(within(eur!).getByText("€0.00")).toBeInTheDocument();
    expect(screen.queryByText(/425\.00/)).toBeNull();
  });

  it("shows each leg in its own local times and zones, and who else is on it", () => {
    renderPage({ mine: tours(WINTER_REF), tour: winter });
    const flight = screen.getByRole("listitem", { name: "Flight London → Berlin" });
    expect(within(flight).getByText(/Sun, Dec 6, 2026, 09:30/)).toHaveTextContent("09:30 London");
    expect(within(flight).getByText(/12:30/)).toHaveTextContent("12:30 Berlin");
    expect(within(flight).getByTitle("Europe/Berlin")).toBeInTheDocument();
    expect(within(flight).getByText("BA 982")).toBeInTheDocument();
    expect(within(flight).getByText("XK42PL")).toBeInTheDocument();
    expect(within(flight).getByText("With Alex Moss, Jo Park")).toBeInTheDocument();
    const bus = screen.getByRole("listitem", { name: "Bus Berlin → Hamburg" });
    expect(within(bus).getByText("The whole party")).toBeInTheDocument();
  });

  it("reads the times in the person's 12-hour clock when they chose it", () => {
    renderPage({ mine: tours(WINTER_REF), tour: winter, timeFormat: "12h" });
    const flight = screen.getByRole("listitem", { name: "Flight London → Berlin" });
    expect(within(flight).getByText(/9:30 AM/)).toHaveTextContent("9:30 AM London");
    expect(within(flight).getByText(/12:30 PM/)).toHaveTextContent("12:30 PM Berlin");
  });

  it("says whose tour it is: their name, role on the road, the tour's days and when they join", () => {
    renderPage({
      mine: tours(WINTER_REF),
      tour: { ...winter, person: { ...winter.person, joinsOn: "2026-12-03" } },
    });
    expect(
      screen.getByText("Sam Reed · Backline tech · Dec 1, 2026 – Dec 20, 2026 · joins Dec 3, 2026"),
    ).toBeInTheDocument();
  });

  it("shows their room at each stay and who shares it", () => {
    renderPage({ mine: tours(WINTER_REF), tour: winter });
    const stay = screen.getByRole("listitem", { name: "Hotel Adlon" });
    expect(within(stay).getByText("Room 412, shared with Alex Moss")).toBeInTheDocument();
    expect(within(stay).getByText("Dec 6, 2026 – Dec 7, 2026")).toBeInTheDocument();
  });

  it("says how to get on a party to someone on none", () => {
    renderPage({ role: "artist", mine: tours() });
    expect(
      screen.getByText(
        "You're not on a tour's party yet. Your tour manager adds you on Party & pay.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /statement/ })).toBeNull();
  });

  it("says so when a tour has no lines and no travel yet", () => {
    renderPage({
      mine: tours(WINTER_REF),
      tour: { ...winter, lines: [], totals: [], legs: [], stays: [] },
    });
    expect(screen.getByText(/No per diems or pay on this tour yet/)).toBeInTheDocument();
    expect(
      screen.getByText("No travel or rooms listed for you on this tour yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Your totals" })).toBeNull();
  });

  it("shows an owner viewing as crew their own pay, travel and statement all the same", () => {
    renderPage({ role: "crew", memberRole: "owner", mine: tours(WINTER_REF), tour: winter });
    expect(screen.getByRole("list", { name: "Your totals" })).toHaveTextContent("£390.00");
    expect(screen.getByRole("listitem", { name: "Hotel Adlon" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download statement (PDF)" })).toBeInTheDocument();
  });

  it("links the person's own statement of the tour", () => {
    renderPage({ role: "manager", mine: tours(WINTER_REF), tour: winter });
    const link = screen.getByRole("link", { name: "Download statement (PDF)" });
    expect(link).toHaveAttribute("href", `/api/my-tours/${WINTER}/statement.pdf`);
  });

  it("offline, still reads the saved tour and says the statement needs a connection", () => {
    renderPage({ mine: tours(WINTER_REF), tour: winter });
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.queryByRole("link", { name: "Download statement (PDF)" })).toBeNull();
    expect(screen.getByText(/statement \(PDF\) needs a connection/)).toBeInTheDocument();
    expect(screen.getByText("£390.00")).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Hotel Adlon" })).toBeInTheDocument();
  });

  it("opens on the tour on the road now when the person is on several, with a picker", () => {
    const spring = {
      tourId: SPRING,
      tourName: "Spring Run",
      firstDay: "2001-03-01",
      lastDay: "2001-03-20",
    };
    renderPage({ role: "owner", mine: tours(spring, WINTER_REF), tour: winter });
    expect(screen.getByRole("heading", { name: "Winter Run" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Tour" })).toHaveTextContent("Winter Run");
  });

  it("says so, with Try again, when the tours cannot be read", async () => {
    const { requests } = recordFetch(() => ({
      status: 500,
      body: { error: { code: "internal", message: "Something broke" } },
    }));
    const { user } = renderPage({});
    expect(await screen.findByText("Something broke")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Try again/ }));
    expect(requests.filter((r) => r.url.pathname === "/api/my-tours").length).toBe(2);
  });

  it("reads the chosen tour from the server once the list names it", async () => {
    const { requests } = recordFetch((req) =>
      req.url.pathname === "/api/my-tours"
        ? { body: tours(WINTER_REF) }
        : req.url.pathname === `/api/my-tours/${WINTER}`
          ? { body: winter }
          : undefined,
    );
    renderPage({});
    expect(await screen.findByText("Room 412, shared with Alex Moss")).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual([
      "/api/my-tours",
      `/api/my-tours/${WINTER}`,
    ]);
  });

  it("offline, when the tours were never saved on this device, says so instead of an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    renderPage({});
    expect(await screen.findByText("You're offline.")).toBeInTheDocument();
    expect(screen.getByText(/Your tours were not saved for offline use/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
