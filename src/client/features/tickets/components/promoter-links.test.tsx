import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TicketLinkRow } from "@/domain/tickets/links";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { PromoterLinks } from "./promoter-links";

const TOUR = "11111111-1111-4111-8111-111111111111";
const SHOW = "22222222-2222-4222-8222-222222222222";
const BASE = `/api/tours/${TOUR}/tickets/${SHOW}/links`;

afterEach(() => vi.unstubAllGlobals());

const row = (over: Partial<TicketLinkRow> = {}): TicketLinkRow => ({
  id: "33333333-3333-4333-8333-333333333333",
  recipient: "Aki",
  email: "aki@venue.example",
  reminderWeekdays: [1],
  dailyLastWeek: true,
  createdAt: "2099-01-01T00:00:00Z",
  expiresAt: "2099-03-22T00:00:00Z",
  revokedAt: null,
  lastReportedAt: null,
  ...over,
});

describe("the promoter's links of a show", () => {
  it("lists each link with its reminders, last count and expiry", async () => {
    recordFetch(() => ({ body: { links: [row()], mailConfigured: true } }));
    renderWithQuery(<PromoterLinks tourId={TOUR} showId={SHOW} />);
    const line = await screen.findByTestId("promoter-link");
    expect(line).toHaveTextContent("Aki");
    expect(line).toHaveTextContent("aki@venue.example");
    expect(line).toHaveTextContent("Mondays, and daily in the last week");
    expect(line).toHaveTextContent("no count yet");
    expect(line).toHaveTextContent(/until Mar 2[12], 2099/);
  });

  it("makes a link with the days chosen, and shows it once to copy", async () => {
    const url = `http://localhost/ticket-count/${"t".repeat(43)}`;
    const net = recordFetch((req) =>
      req.method === "POST"
        ? { status: 201, body: { ...row({ recipient: "Sam" }), url, mail: "no_email" } }
        : { body: { links: [], mailConfigured: false } },
    );
    const { user } = renderWithQuery(<PromoterLinks tourId={TOUR} showId={SHOW} />);
    await screen.findByText("No link yet.");
    expect(screen.getByText(/Mail is off on this server/)).toBeVisible();
    const form = screen.getByRole("form", { name: "New promoter link" });
    await user.type(within(form).getByLabelText("For (the promoter)"), "Sam");
    await user.type(within(form).getByLabelText(/Promoter's email/), "sam@venue.example");
    // Monday is on by default; add Thursday, and drop the last week's daily reminder.
    await user.click(within(form).getByRole("button", { name: "Thursday" }));
    await user.click(within(form).getByLabelText("Every day in the show's last week"));
    await user.click(within(form).getByRole("button", { name: "Make link" }));

    expect(await screen.findByRole("textbox", { name: "The link to send" })).toHaveValue(url);
    expect(screen.getByRole("button", { name: "Copy" })).toBeVisible();
    const [write] = net.writes();
    expect(write!.url.pathname).toBe(BASE);
    expect(write!.body).toEqual({
      recipient: "Sam",
      email: "sam@venue.example",
      reminderWeekdays: [1, 4],
      dailyLastWeek: false,
    });
  });

  it("changes a link's reminders and turns it off", async () => {
    const net = recordFetch((req) =>
      req.method === "PUT"
        ? { body: row({ reminderWeekdays: [1, 5] }) }
        : req.method === "DELETE"
          ? { body: { id: row().id } }
          : { body: { links: [row()], mailConfigured: true } },
    );
    const { user } = renderWithQuery(<PromoterLinks tourId={TOUR} showId={SHOW} />);
    const line = await screen.findByTestId("promoter-link");
    await user.click(within(line).getByRole("button", { name: "Edit reminders" }));
    const edit = screen.getByRole("form", { name: "Reminders for Aki" });
    await user.click(within(edit).getByRole("button", { name: "Friday" }));
    await user.click(within(edit).getByRole("button", { name: "Save reminders" }));
    await screen.findByText("Reminders changed");
    await user.click(within(line).getByRole("button", { name: "Turn off" }));
    await screen.findByText("Link turned off");
    expect(net.writes().map((w) => [w.method, w.url.pathname, w.body])).toEqual([
      [
        "PUT",
        `${BASE}/${row().id}`,
        { email: "aki@venue.example", reminderWeekdays: [1, 5], dailyLastWeek: true },
      ],
      ["DELETE", `${BASE}/${row().id}`, null],
    ]);
  });
});
