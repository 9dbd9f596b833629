import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { songChoicesQuery } from "./api/sets";
import { SetListPage } from "./set-list-page";

const line = (position: number, title: string, o: Record<string, unknown> = {}) => ({
  position,
  songId: `song-${position}`,
  title,
  durationSeconds: 40 * 60,
  musicalKey: "Am",
  tempo: null,
  label: null,
  encore: false,
  segue: false,
  note: null,
  ...o,
});

/** The set as the server answers it: a 90-minute slot across midnight, 2 hours planned. */
const set = {
  show: {
    id: "s1",
    tourId: "t1",
    tourTitle: "Spring Run",
    performanceDate: "2099-05-02",
    venueName: "Station 9",
    city: "Austin",
  },
  slot: { start: "23:30", end: "01:00", seconds: 90 * 60, source: "set time" },
  planned: [
    line(1, "Long One", { segue: true }),
    line(2, "Long Two"),
    line(3, "Long Three", { encore: true }),
    line(4, "Thank-yous", {
      songId: null,
      label: "Thank-yous",
      durationSeconds: null,
      musicalKey: null,
      encore: true,
    }),
  ],
  played: null,
  playedConfirmedAt: null,
  playedConfirmedBy: null,
  length: { seconds: 120 * 60, unknown: 1, slotSeconds: 90 * 60, overBy: 30 * 60 },
  changes: null,
  stage: { keys: true, notes: true },
  updatedAt: "2099-01-01T00:00:00.000Z",
};

function renderAs(role: Role) {
  const router = createMemoryRouter(
    [{ path: "/dashboard/logistics/set-list/:tourId/:showId", element: <SetListPage /> }],
    { initialEntries: ["/dashboard/logistics/set-list/t1/s1"] },
  );
  return renderWithQuery(<RouterProvider router={router} />, (client) => {
    client.setQueryData(queryKeys.setlists.show("t1", "s1"), set);
    client.setQueryData(queryKeys.team.current, { id: "w1", name: "The Band", role });
    client.setQueryData(queryKeys.profile, { timeFormat: "24h" });
    client.setQueryData(songChoicesQuery.queryKey, [
      { id: "song-9", title: "Paper Lanterns", durationSeconds: 251, musicalKey: "G" },
    ]);
  });
}

describe("a show's set page", () => {
  it("flags a set that runs over its slot and counts the lines with no length", () => {
    renderAs("artist");
    expect(screen.getByText("Runs over by 30:00")).toBeInTheDocument();
    expect(screen.getByText("1 line has no length")).toBeInTheDocument();
    expect(screen.getByTestId("set-length")).toHaveTextContent("of a 1:30:00 slot (23:30–01:00");
  });

  it("gives an artist the editor: handles, toggles, the catalogue and Save once changed", async () => {
    const { user } = renderAs("artist");
    const rows = screen.getAllByTestId("set-line");
    expect(rows).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Drag to reorder Long One" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
    const segue = within(rows[1]!).getByRole("button", { name: /Segue from Long Two/ });
    await user.click(segue);
    expect(segue).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Save set" })).toBeEnabled();
    // A song from the catalogue joins the encore the set ends in.
    await user.click(screen.getByRole("combobox", { name: "Add a song" }));
    await user.click(screen.getByRole("option", { name: /Paper Lanterns/ }));
    expect(screen.getAllByTestId("set-line")).toHaveLength(5);
    expect(
      within(screen.getAllByTestId("set-line")[4]!).getByRole("button", { name: /in the encore/ }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("shows crew the set to read, with its stage copy and no edit controls", () => {
    renderAs("crew");
    expect(screen.getByRole("list", { name: "The set, in order" })).toHaveTextContent("Long One");
    expect(screen.getByText("Encore")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Drag to reorder/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Start from/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Stage copy/ })).toHaveAttribute(
      "href",
      "/api/tours/t1/set-lists/s1/pdf",
    );
  });
});
