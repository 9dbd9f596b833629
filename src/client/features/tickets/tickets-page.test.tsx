import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { HIDDEN } from "@/domain/hidden";
import type { Role } from "@/domain/team/roles";
import type { ShowTicketDetail, ShowTickets } from "@/domain/tickets/answers";
import type { TicketCount } from "@/domain/tickets/counts";
import { recordFetch } from "../../../../tests/support/fetch-recorder";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { TicketsPage } from "./tickets-page";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const TOUR = "7d3c1a2b-0000-4000-8000-000000000001";
const METRO = "7d3c1a2b-0000-4000-8000-0000000000a1";
const GARAGE = "7d3c1a2b-0000-4000-8000-0000000000a2";

const show = (over: Partial<ShowTickets>): ShowTickets => ({
  showId: METRO,
  tourId: TOUR,
  tourTitle: "Spring Run",
  date: "2099-05-01",
  venueName: "Metro",
  city: "Chicago",
  capacity: 1100,
  sold: 412,
  comps: 20,
  gross: "10300.00",
  currency: "USD",
  asOf: "2099-04-01T15:00:00.000Z",
  overCapacity: false,
  soldOut: false,
  pace: "behind",
  paceShare: 0.55,
  ...over,
});

const count = (over: Partial<TicketCount>): TicketCount => ({
  id: "c1",
  tier: "General admission",
  countedAt: "2099-04-01T15:00:00.000Z",
  sold: 412,
  comps: 20,
  gross: "10300.00",
  currency: "USD",
  source: "manual",
  seller: null,
  ...over,
});

const managerShows: ShowTickets[] = [
  show({}),
  show({
    showId: GARAGE,
    venueName: "The Garage",
    city: "London",
    capacity: 600,
    sold: 640,
    comps: 0,
    gross: "9600.00",
    currency: "GBP",
    pace: "ahead",
    overCapacity: true,
    soldOut: true,
  }),
];

/** Crew when the owner keeps counts to the management: every figure is the marker. */
const crewShows: ShowTickets[] = managerShows.map((s) => ({
  ...s,
  capacity: HIDDEN,
  sold: HIDDEN,
  comps: HIDDEN,
  gross: HIDDEN,
  asOf: HIDDEN,
  overCapacity: HIDDEN,
  soldOut: HIDDEN,
  pace: HIDDEN,
  paceShare: HIDDEN,
}));

const detail: ShowTicketDetail = {
  ...show({}),
  tiers: [
    count({ id: "c2" }),
    count({ id: "c3", tier: "Balcony", sold: 40, comps: 0, gross: null }),
  ],
  history: [
    count({ id: "c1", sold: 300, countedAt: "2099-03-25T15:00:00.000Z", source: "link" }),
    count({ id: "c2" }),
    count({
      id: "c3",
      tier: "Balcony",
      sold: 40,
      comps: 0,
      gross: null,
      source: "import",
      seller: "dice",
    }),
  ],
  curve: [
    { daysOut: 37, sold: 300, share: 0.27 },
    { daysOut: 30, sold: 452, share: 0.41 },
  ],
  tourCurves: [
    { showId: GARAGE, label: "The Garage", points: [{ daysOut: 30, sold: 400, share: 0.67 }] },
  ],
  tourPace: [{ daysOut: 30, sold: 0, share: 0.55 }],
};

function renderPage(role: Role, shows?: ShowTickets[], at = "/dashboard/tickets") {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <TicketsPage />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.team.current, { id: "w1", name: "The Band", role });
      client.setQueryData(queryKeys.profile, { timeFormat: "24h" });
      client.setQueryData(queryKeys.tickets.settings, { crewSeesTicketCounts: false });
      if (shows) client.setQueryData(queryKeys.tickets.all, shows);
    },
  );
}

const tableOf = (tour: string) => screen.getByRole("table", { name: `${tour}: shows and counts` });
const rowOf = (tour: string, venue: string) =>
  within(tableOf(tour)).getByRole("cell", { name: venue }).closest("tr") as HTMLElement;

describe("the Tickets page", () => {
  it("shows a manager each show's count against its capacity, by tour, with its standing", () => {
    renderPage("manager", managerShows);
    expect(document.title).toBe("Tickets · Tribe");
    const metro = rowOf("Spring Run", "Metro");
    expect(within(metro).getByText("412 / 1,100")).toBeInTheDocument();
    expect(within(metro).getByText("$10,300.00")).toBeInTheDocument();
    expect(within(metro).getByText("Behind pace")).toBeInTheDocument();
    const garage = rowOf("Spring Run", "The Garage");
    expect(within(garage).getByText("640 / 600")).toBeInTheDocument();
    expect(within(garage).getByText("£9,600.00")).toBeInTheDocument();
    expect(within(garage).getByText("Ahead")).toBeInTheDocument();
    expect(within(garage).getByText("Sold out")).toBeInTheDocument();
    expect(within(garage).getByText("Over capacity")).toBeInTheDocument();
    // The phone's cards say the same.
    const cards = screen.getByRole("list", { name: "Spring Run: shows and counts" });
    expect(within(cards).getByText("640 / 600")).toBeInTheDocument();
    // A manager reads the owner's choice and cannot change it.
    expect(screen.getByText(/Crew and artists do not see ticket counts/)).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("reads Hidden, never 0, to crew when the owner has not shared counts", () => {
    renderPage("crew", crewShows);
    const metro = rowOf("Spring Run", "Metro");
    expect(within(metro).getAllByText("Hidden").length).toBeGreaterThan(0);
    expect(within(tableOf("Spring Run")).queryByText(/\$|£|\b0\b/)).not.toBeInTheDocument();
    expect(within(tableOf("Spring Run")).queryByRole("columnheader", { name: "Gross" })).toBeNull();
    expect(within(metro).queryByText("Behind pace")).not.toBeInTheDocument();
    expect(
      screen.getByText("The owner has not shared ticket counts with the crew."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("lets the owner share sold / capacity with crew and artists", async () => {
    const net = recordFetch((req) =>
      req.method === "PUT" ? { body: { crewSeesTicketCounts: true } } : undefined,
    );
    const { user } = renderPage("owner", managerShows);
    const share = screen.getByRole("switch", {
      name: "Crew and artists see sold / capacity (never gross)",
    });
    expect(share).not.toBeChecked();
    await user.click(share);
    expect(await screen.findByText("Crew and artists now see sold / capacity")).toBeInTheDocument();
    expect(share).toBeChecked();
    expect(net.writes()).toEqual([
      expect.objectContaining({ method: "PUT", body: { crewSeesTicketCounts: true } }),
    ]);
    expect(net.writes()[0]!.url.pathname).toBe("/api/ticket-settings");
  });

  it("opens a show's counts, pace and history from the list, at an address of its own", async () => {
    const net = recordFetch((req) =>
      req.url.pathname === `/api/tours/${TOUR}/tickets/${METRO}` ? { body: detail } : undefined,
    );
    const { user } = renderPage("manager", managerShows);
    await user.click(
      within(rowOf("Spring Run", "Metro")).getByRole("button", { name: /Details of Metro/ }),
    );
    const panel = await screen.findByRole("region", { name: "Metro, Chicago, May 1, 2099" });
    expect(within(panel).getByRole("heading", { level: 2 })).toHaveFocus();
    expect(
      await within(panel).findByRole("img", {
        name: "Sales pace of Metro, Chicago, May 1, 2099: 41 % of capacity sold 30 days out; the tour's other shows had 55 % at that point.",
      }),
    ).toBeInTheDocument();
    const tiers = within(panel).getByRole("table", { name: "Each tier's latest count" });
    expect(within(tiers).getByRole("cell", { name: "Balcony" })).toBeInTheDocument();
    const history = within(panel).getByRole("table", {
      name: "Every count of the show, newest first",
    });
    expect(within(history).getByText("Promoter's link")).toBeInTheDocument();
    expect(within(history).getByText("Import (DICE)")).toBeInTheDocument();
    expect(within(history).getAllByText("Typed")).toHaveLength(1);
    expect(within(panel).getByRole("button", { name: "Report today's count" })).toBeInTheDocument();
    expect(net.requests.map((r) => r.url.pathname)).toContain(
      `/api/tours/${TOUR}/tickets/${METRO}`,
    );
  });

  it("opens the show a link names, and crew read Hidden there too", async () => {
    recordFetch(() => ({
      body: {
        ...crewShows[0],
        tiers: HIDDEN,
        history: HIDDEN,
        curve: HIDDEN,
        tourCurves: HIDDEN,
        tourPace: HIDDEN,
      },
    }));
    renderPage("crew", crewShows, `/dashboard/tickets?show=${METRO}&tour=${TOUR}`);
    const panel = await screen.findByRole("region", { name: /Metro/ });
    expect(
      await within(panel).findByText("The owner has not shared ticket counts with the crew."),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole("img")).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Report today's count" })).toBeNull();
  });

  it("says there is no upcoming show, and where to confirm one", () => {
    renderPage("manager", []);
    expect(screen.getByText("No upcoming confirmed shows")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Tours" })).toHaveAttribute(
      "href",
      "/dashboard/tours",
    );
  });

  it("shows the error with Try again when the counts cannot be read", async () => {
    recordFetch(() => ({ status: 500, body: { error: { code: "internal", message: "Boom" } } }));
    renderPage("owner");
    expect(await screen.findByRole("alert")).toHaveTextContent("Boom");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("today's report", () => {
  async function openReport() {
    const net = recordFetch((req) => {
      if (req.method === "POST") {
        return {
          status: 400,
          body: {
            error: {
              code: "validation",
              message: "Check the form",
              fields: { "tiers.1.gross": "Gross is more than the tier can have taken" },
            },
          },
        };
      }
      // The promoter's link panel under the show reads its own list.
      if (req.url.pathname.endsWith("/links")) return { body: { links: [], mailConfigured: true } };
      return { body: detail };
    });
    const view = renderPage(
      "manager",
      managerShows,
      `/dashboard/tickets?show=${METRO}&tour=${TOUR}`,
    );
    await view.user.click(await screen.findByRole("button", { name: "Report today's count" }));
    const dialog = await screen.findByRole("dialog", { name: "Report today's count" });
    return { ...view, net, dialog };
  }

  it("starts from the latest tiers, and checks the figures before sending them", async () => {
    const { user, net, dialog } = await openReport();
    expect(within(dialog).getByLabelText("Tier 1")).toHaveValue("General admission");
    expect(within(dialog).getByLabelText("Tier 2")).toHaveValue("Balcony");
    const sold = within(dialog).getAllByLabelText("Sold");
    expect(sold[0]).toHaveValue("412");
    await user.clear(sold[0]!);
    await user.type(sold[0]!, "-3");
    await user.click(within(dialog).getByRole("button", { name: "Save count" }));
    expect(
      await within(dialog).findByText("Sold must be a whole number of 0 or more"),
    ).toBeInTheDocument();
    await user.clear(sold[0]!);
    await user.type(sold[0]!, "430");
    // The same tier twice (names compared without case) would count it twice.
    await user.click(within(dialog).getByRole("button", { name: "Add a tier" }));
    await user.type(within(dialog).getByLabelText("Tier 3"), "balcony");
    await user.type(within(dialog).getAllByLabelText("Sold")[2]!, "5");
    await user.click(within(dialog).getByRole("button", { name: "Save count" }));
    expect(await within(dialog).findByText("Each tier once")).toBeInTheDocument();
    expect(net.writes()).toEqual([]);
  });

  it("puts the server's refusal beside its field", async () => {
    const { user, net, dialog } = await openReport();
    await user.type(within(dialog).getAllByLabelText("Gross (USD)")[1]!, "12.5");
    await user.click(within(dialog).getByRole("button", { name: "Save count" }));
    expect(
      await within(dialog).findByText("Gross is more than the tier can have taken"),
    ).toBeInTheDocument();
    expect(net.writes()).toHaveLength(1);
    expect(net.writes()[0]!.url.pathname).toBe(`/api/tours/${TOUR}/tickets/${METRO}`);
  });
});
