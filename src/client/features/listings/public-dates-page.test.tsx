import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import type { Role } from "@/domain/team/roles";
import { recordFetch } from "../../../../tests/support/fetch-recorder";
import { listingOf, listingShow, listingsAnswer } from "../../../../tests/support/listing-shows";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { PublicDatesPage } from "./public-dates-page";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderPage(role: Role, answer?: ListingsAnswer, tab?: string) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[`/dashboard/public-dates${tab ? `?tab=${tab}` : ""}`]}>
      <PublicDatesPage />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.team.current, { id: "w1", name: "The Band", role });
      client.setQueryData(queryKeys.profile, { timeFormat: "24h" });
      if (answer) client.setQueryData(queryKeys.listings.all, answer);
    },
  );
}

const SCHEDULED = "0b6d3f0e-1c2a-4b3c-9d4e-5f6a7b8c9d0e";
const UNANNOUNCED = "1c7e4a1f-2d3b-4c4d-8e5f-6a7b8c9d0e1f";

const shows = [
  listingShow({ showId: "pub", venueName: "The Garage" }),
  listingShow({
    showId: SCHEDULED,
    venueName: "Metro",
    listing: listingOf({ announceAt: "2099-01-01T16:00:00.000Z" }),
    state: { kind: "scheduled", at: "2099-01-01T16:00:00.000Z" },
  }),
  listingShow({
    showId: "hold",
    venueName: "Empty Bottle",
    status: "hold",
    listing: null,
    state: { kind: "not-confirmed" },
  }),
  listingShow({
    showId: UNANNOUNCED,
    venueName: "Thalia Hall",
    listing: null,
    state: { kind: "not-announced" },
  }),
  listingShow({
    showId: "hid",
    venueName: "Lincoln Hall",
    listing: listingOf({ hidden: true }),
    state: { kind: "hidden" },
  }),
  listingShow({
    showId: "off",
    venueName: "Schubas",
    listing: listingOf({ cancelledAt: "2099-02-01T00:00:00.000Z" }),
    state: { kind: "cancelled" },
  }),
  listingShow({
    showId: "moved",
    venueName: "House of Blues",
    date: "2099-06-02",
    listing: listingOf({ previousDate: "2099-06-01" }),
  }),
];

const codeIn = (label: string) => (screen.getByLabelText(label) as HTMLTextAreaElement).value;

/** The desktop table's row of a venue (the phone cards say the same in the same words). */
const rowOf = (venue: string) =>
  within(screen.getByRole("table")).getByRole("cell", { name: venue }).closest("tr") as HTMLElement;

describe("the Public dates page", () => {
  it("says in words where each show stands with fans", () => {
    renderPage("owner", listingsAnswer({ shows }));
    expect(document.title).toBe("Public dates · Tribe");
    expect(within(rowOf("The Garage")).getByText("Public")).toBeInTheDocument();
    expect(
      within(rowOf("Metro")).getByText("Public from Jan 1, 2099, 10:00 (America/Chicago)"),
    ).toBeInTheDocument();
    expect(within(rowOf("Empty Bottle")).getByText("Not confirmed (hold)")).toBeInTheDocument();
    expect(within(rowOf("Thalia Hall")).getByText("Not announced")).toBeInTheDocument();
    expect(within(rowOf("Lincoln Hall")).getByText("Hidden")).toBeInTheDocument();
    expect(
      within(rowOf("Schubas")).getByText("Cancelled (fans see it called off)"),
    ).toBeInTheDocument();
    expect(within(rowOf("House of Blues")).getByText("Moved from Jun 1, 2099")).toBeInTheDocument();
    // The phone's cards carry the same words.
    const cards = screen.getByRole("list", { name: "Shows and where they stand" });
    expect(within(cards).getByText("Not confirmed (hold)")).toBeInTheDocument();
    // Only a confirmed show not yet public can be chosen: never a hold.
    expect(within(rowOf("Empty Bottle")).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(rowOf("The Garage")).queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("announces the chosen shows at once, and says how many", async () => {
    const net = recordFetch((req) =>
      req.method === "POST" ? { body: { announced: 2 } } : { body: listingsAnswer({ shows }) },
    );
    const { user } = renderPage("manager", listingsAnswer({ shows }));
    const announce = screen.getByRole("button", { name: /^Announce now/ });
    expect(announce).toBeDisabled();
    await user.click(
      within(rowOf("Metro")).getByRole("checkbox", { name: "Select Metro, May 1, 2099" }),
    );
    await user.click(
      within(rowOf("Thalia Hall")).getByRole("checkbox", {
        name: "Select Thalia Hall, May 1, 2099",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Announce now (2)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Announce 2 shows now?" });
    await user.click(within(confirm).getByRole("button", { name: "Announce now" }));
    expect(await screen.findByText("2 shows announced")).toBeInTheDocument();
    expect(net.writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        body: { showIds: [SCHEDULED, UNANNOUNCED] },
      }),
    ]);
    expect(net.writes()[0]!.url.pathname).toBe("/api/listings/announce");
  });

  it("tells crew and artists the page is not theirs, and asks nothing of the server", () => {
    const net = recordFetch(() => undefined);
    for (const role of ["crew", "artist"] as const) {
      const { unmount } = renderPage(role);
      expect(
        screen.getByText("Your role in this workspace doesn't include the public dates page."),
      ).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Save page" })).not.toBeInTheDocument();
      unmount();
    }
    expect(net.requests.filter((r) => r.url.pathname.startsWith("/api/listings"))).toEqual([]);
  });

  it("says what to do when there is no show yet, and that an off page answers not found", () => {
    renderPage(
      "owner",
      listingsAnswer({ page: { enabled: false, slug: "the-band", title: "The Band" } }),
    );
    expect(screen.getByText(/No confirmed shows yet: confirm a show in/)).toHaveTextContent(
      "No confirmed shows yet: confirm a show in HCC Manager or Tours, then announce it here.",
    );
    expect(screen.getByText(/The page is off:/)).toHaveTextContent(
      `The page is off: ${window.location.origin}/dates/the-band answers “not found” to everyone`,
    );
    expect(screen.queryByRole("link", { name: /Open the page/ })).not.toBeInTheDocument();
  });

  it("shows the error with Try again when the shows cannot be read", async () => {
    recordFetch(() => ({ status: 500, body: { error: { code: "internal", message: "Boom" } } }));
    renderPage("owner");
    expect(await screen.findByRole("alert")).toHaveTextContent("Boom");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the preview", () => {
  it("lists what fans see, in the page's order, and nothing else", async () => {
    renderPage(
      "owner",
      listingsAnswer({
        shows: [
          ...shows,
          listingShow({
            showId: "sold",
            venueName: "Riviera",
            date: "2099-03-01",
            listing: listingOf({ soldOut: true, supportActs: ["Opener One", "Opener Two"] }),
          }),
          listingShow({
            showId: "tix",
            venueName: "Aragon",
            date: "2099-04-01",
            listing: listingOf({
              ticketUrl: "https://tickets.example/aragon",
              onSaleAt: "2099-02-01T16:00:00.000Z",
            }),
          }),
          listingShow({ showId: "old", venueName: "Beat Kitchen", date: "2020-03-01" }),
        ],
      }),
      "preview",
    );
    const upcoming = screen.getByRole("list", { name: "Upcoming shows, as fans see them" });
    const items = within(upcoming).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Riviera"),
      expect.stringContaining("Aragon"),
      // Called off, and still shown: fans who saw it learn it is off.
      expect.stringContaining("Schubas"),
      expect.stringContaining("The Garage"),
      expect.stringContaining("House of Blues"),
    ]);
    // Not public: the scheduled show, the hold, the one never announced, the hidden one.
    for (const venue of ["Metro", "Empty Bottle", "Thalia Hall", "Lincoln Hall"]) {
      expect(screen.queryByText(venue, { exact: false })).not.toBeInTheDocument();
    }
    expect(within(items[0]!).getByText("Sold out")).toBeInTheDocument();
    expect(within(items[0]!).getByText("with Opener One, Opener Two")).toBeInTheDocument();
    expect(within(items[1]!).getByRole("link", { name: /^Tickets/ })).toHaveAttribute(
      "href",
      "https://tickets.example/aragon",
    );
    // On the venue's clock, as the page says it.
    expect(within(items[1]!).getByText("On sale Feb 1, 2099, 10:00")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Cancelled")).toBeInTheDocument();
    expect(within(items[4]!).getByText("Moved from Jun 1, 2099")).toBeInTheDocument();
    const past = screen.getByRole("list", { name: "Past shows, as fans see them" });
    expect(
      within(past)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Beat Kitchen")]);
    expect(screen.getByRole("link", { name: /Open the page/ })).toHaveAttribute(
      "href",
      `${window.location.origin}/dates/the-band`,
    );
  });
});

describe("sharing", () => {
  it("gives the feeds, the embed codes and one Bandsintown file per 50 shows", () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      listingShow({ showId: `s${i}`, date: `2099-01-${String((i % 28) + 1).padStart(2, "0")}` }),
    );
    // The 51st is announced later: the sites publish it then, so it is in the files already.
    // A hold, a hidden show and a past one are not.
    many.push(
      listingShow({
        showId: "later",
        listing: listingOf({ announceAt: "2099-01-01T16:00:00.000Z" }),
        state: { kind: "scheduled", at: "2099-01-01T16:00:00.000Z" },
      }),
      listingShow({ showId: "h", status: "hold", listing: null, state: { kind: "not-confirmed" } }),
      listingShow({ showId: "x", listing: listingOf({ hidden: true }), state: { kind: "hidden" } }),
      listingShow({ showId: "p", date: "2020-01-01" }),
    );
    renderPage("owner", listingsAnswer({ shows: many }), "share");
    const origin = window.location.origin;
    expect(screen.getByLabelText("iCal feed address")).toHaveValue(
      `${origin}/dates/the-band/calendar.ics`,
    );
    expect(screen.getByLabelText("Atom feed address")).toHaveValue(
      `${origin}/dates/the-band/feed.atom`,
    );
    expect(screen.getByLabelText("RSS feed address")).toHaveValue(
      `${origin}/dates/the-band/feed.rss`,
    );
    expect(codeIn("Embed code (iframe)")).toContain(`src="${origin}/dates/the-band/embed"`);
    expect(codeIn("Embed code (script)")).toBe(
      `<div data-tribe-dates></div>\n<script src="${origin}/dates/the-band/widget.js" async></script>`,
    );
    expect(screen.getByRole("button", { name: "Copy embed code (iframe)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Part 1 of 2 (CSV)" })).toHaveAttribute(
      "href",
      "/api/listings/bandsintown.csv?part=1",
    );
    expect(screen.getByRole("link", { name: "Part 2 of 2 (CSV)" })).toHaveAttribute(
      "href",
      "/api/listings/bandsintown.csv?part=2",
    );
    expect(screen.getByRole("link", { name: "All parts (ZIP)" })).toHaveAttribute(
      "href",
      "/api/listings/bandsintown.zip",
    );
    expect(screen.getByRole("link", { name: "Songkick CSV" })).toHaveAttribute(
      "href",
      "/api/listings/songkick.csv",
    );
    expect(screen.getByText(/Events → Upload/)).toBeInTheDocument();
    expect(screen.getByText(/support@songkick.com/)).toBeInTheDocument();
  });

  it("gives one Bandsintown file, the columns alone, before any show is announced", () => {
    renderPage("owner", listingsAnswer({ shows: [shows[2]!, shows[3]!] }), "share");
    expect(screen.getByRole("link", { name: "Bandsintown CSV" })).toHaveAttribute(
      "href",
      "/api/listings/bandsintown.csv?part=1",
    );
    expect(screen.queryByRole("link", { name: "All parts (ZIP)" })).not.toBeInTheDocument();
  });

  it("puts the site's colours in the iframe's address when asked", async () => {
    const { user } = renderPage("owner", listingsAnswer(), "share");
    await user.click(screen.getByRole("checkbox", { name: "Use my site's colours in the frame" }));
    expect(codeIn("Embed code (iframe)")).toContain(
      "/embed?color=%231a1a1a&background=%23ffffff&accent=%232563eb",
    );
  });
});
