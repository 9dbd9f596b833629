import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import type { FilingShow } from "../api/filings";
import { localToday, periodOptions, periodRange } from "./filing-period";
import { FilingTab } from "./filing-tab";

const period = periodRange(periodOptions(localToday())[0]!.value);

const show = (over: Partial<FilingShow>): FilingShow => ({
  showId: "s1",
  tourId: "t1",
  tourTitle: "Spring",
  date: "2026-02-10",
  venue: "The Garage",
  city: "London",
  country: "GB",
  capacity: 600,
  billing: "Headliner",
  playedConfirmed: true,
  setSource: "played",
  setNote: "Played (confirmed after the show)",
  songCount: 12,
  unfileable: [],
  dueOn: "2027-02-10",
  dueRule: "12 months for a small venue",
  overdue: false,
  filedOn: null,
  reference: null,
  ...over,
});

function renderTab(role: Role, shows: FilingShow[], societies = ["PRS"]) {
  return renderWithQuery(
    <MemoryRouter>
      <FilingTab />
    </MemoryRouter>,
    (client) => {
      client.setQueryData(queryKeys.team.current, { id: "w1", role, homeCurrency: "GBP" });
      client.setQueryData(queryKeys.setlists.settings, { societies });
      client.setQueryData([...queryKeys.setlists.filings, "PRS", period.from, period.to], {
        society: "PRS",
        ...period,
        today: "2026-12-02",
        deadline: "",
        shows,
      });
    },
  );
}

describe("the Filing tab", () => {
  it("lists each show with its deadline, overdue in red, what stops it, and the mark", async () => {
    renderTab("owner", [
      show({
        showId: "late",
        venue: "Band on the Wall",
        overdue: true,
        dueOn: "2026-11-01",
        setSource: "planned",
        playedConfirmed: false,
        setNote: "Planned set: what was played was not confirmed",
        unfileable: [{ title: "Untitled Jam", problem: "No writers yet" }],
      }),
      show({ showId: "done", venue: "The Garage", filedOn: "2026-03-01", reference: "PRS-1" }),
      show({
        showId: "empty",
        venue: "Brudenell",
        songCount: 0,
        setSource: "none",
        setNote: "No set",
      }),
    ]);
    const list = await screen.findByRole("list", { name: "Shows to file with PRS for Music" });
    const rows = within(list)
      .getAllByRole("listitem", { name: "" })
      .filter((r) => r.parentElement === list);
    const late = rows[0]!;
    expect(within(late).getByText("Overdue")).toBeInTheDocument();
    expect(within(late).getByText(/^Due by Nov 1, 2026$/)).toHaveClass("text-destructive");
    expect(within(late).getByText("Untitled Jam: No writers yet")).toBeInTheDocument();
    expect(
      within(late).getByText("Planned set: what was played was not confirmed"),
    ).toBeInTheDocument();
    expect(within(late).getByRole("button", { name: "Mark filed" })).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Filed Mar 1, 2026 · PRS-1")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("button", { name: "Undo" })).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText("No set list: add the set, or confirm what was played"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/api/setlist-filings/report.csv?society=PRS&from=${period.from}&to=${period.to}`,
    );
    expect(screen.getByRole("button", { name: "Save societies" })).toBeInTheDocument();
  });

  it("opens the mark with today's date and lets an artist file but not choose societies", async () => {
    const { user } = renderTab("artist", [show({})]);
    expect(await screen.findByRole("checkbox", { name: /PRS for Music/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save societies" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark filed" }));
    expect(await screen.findByLabelText("Filed on")).toHaveValue(localToday());
  });

  it("says what to do when no society is chosen, and when a period has no show", async () => {
    const { unmount } = renderTab("owner", [], []);
    expect(await screen.findByText(/Choose the societies the band files with/)).toBeInTheDocument();
    unmount();
    renderTab("owner", []);
    expect(
      await screen.findByText("No confirmed show played in this period that PRS for Music takes."),
    ).toBeInTheDocument();
  });
});
