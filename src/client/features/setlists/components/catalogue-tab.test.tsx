import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { CatalogueSong } from "@/domain/setlists/catalogue";
import type { Role } from "@/domain/team/roles";
import type { CurrentWorkspace } from "@/domain/team/workspaces";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { CatalogueTab } from "./catalogue-tab";
import { SongDialog } from "./song-dialog";

const workspace = (role: Role): CurrentWorkspace => ({
  id: "w1",
  name: "Mara Vale",
  role,
  memberRole: role,
  requireTwoFactor: false,
  homeCurrency: "USD",
  members: [],
});

const song = (over: Partial<CatalogueSong>): CatalogueSong => ({
  id: crypto.randomUUID(),
  title: "Ghosts",
  durationSeconds: 225,
  musicalKey: "Am",
  tempo: 96,
  notes: null,
  iswc: "T-034524680-1",
  isrc: null,
  writers: [
    { name: "Ana Ruiz", role: "Composer", society: "ASCAP", ipi: null, share: 5000 },
    { name: "Ben Lo", role: null, society: null, ipi: null, share: 5000 },
  ],
  publishers: [],
  updatedAt: "2027-01-01T00:00:00.000Z",
  setCount: 0,
  ...over,
});

function renderCatalogue(role: Role, songs: CatalogueSong[]) {
  return renderWithQuery(<CatalogueTab />, (client) => {
    client.setQueryData(queryKeys.team.current, workspace(role));
    client.setQueryData(queryKeys.setlists.songs, songs);
  });
}

describe("the catalogue tab", () => {
  it("lists each song with its length, key, tempo, writers' shares and its ISWC as printed", async () => {
    renderCatalogue("artist", [
      song({ setCount: 3 }),
      song({
        title: "Bright Lights",
        iswc: null,
        tempo: null,
        writers: [{ name: "Cy Moss", role: null, society: null, ipi: null, share: 3333 }],
      }),
    ]);
    const list = await screen.findByRole("list", { name: "Songs" });
    const [ghosts, lights] = within(list).getAllByRole("listitem");
    expect(ghosts).toHaveTextContent("Ghosts");
    expect(ghosts).toHaveTextContent("In 3 sets");
    expect(ghosts).toHaveTextContent("3:45 · Am · 96 BPM");
    expect(ghosts).toHaveTextContent("Ana Ruiz 50 %, Ben Lo 50 %");
    expect(ghosts).toHaveTextContent("T-034.524.680-1");
    expect(lights).toHaveTextContent("No ISWC");
    // A split that does not reach 100 % cannot be filed, and says so.
    expect(lights).toHaveTextContent(
      "Writers' shares must add up to 100 % (they add up to 33.33 %)",
    );
    expect(screen.getByRole("button", { name: "Add song" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Ghosts" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/exports/songs.csv",
    );
  });

  it("finds songs by title, writer or ISWC, and says when none matches", async () => {
    const { user } = renderCatalogue("owner", [
      song({}),
      song({ title: "Bright Lights", iswc: null, writers: [] }),
    ]);
    const search = await screen.findByLabelText("Search songs");
    await user.type(search, "ben lo");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("1 of 2 songs")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "034.524");
    expect(screen.getByRole("listitem")).toHaveTextContent("Ghosts");
    await user.clear(search);
    await user.type(search, "nothing like it");
    expect(screen.getByText("No song matches “nothing like it”.")).toBeInTheDocument();
  });

  it("starts empty with Add and Import", async () => {
    renderCatalogue("manager", []);
    expect(await screen.findByText(/^No songs yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add song" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
  });

  it("is not crew's: a sentence instead of the catalogue", async () => {
    renderCatalogue("crew", [song({})]);
    expect(
      await screen.findByText("Your role in this workspace doesn't include the song catalogue."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Ghosts")).not.toBeInTheDocument();
  });
});

describe("the song dialog", () => {
  it("shows the writers' running total while it does not reach 100 %", async () => {
    const { user } = renderWithQuery(<SongDialog open onOpenChange={() => {}} song={song({})} />);
    expect(await screen.findByText("Shares add up to 100 %.")).toBeInTheDocument();
    const second = screen.getAllByLabelText("Share %")[1]!;
    await user.clear(second);
    await user.type(second, "40");
    expect(
      screen.getByText("Shares add up to 90.00 %: they must add up to 100 %."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add writer" }));
    const third = screen.getAllByLabelText("Share %")[2]!;
    await user.type(third, "10");
    expect(screen.getByText("Shares add up to 100 %.")).toBeInTheDocument();
    expect(screen.getByLabelText("ISWC")).toHaveValue("T-034.524.680-1");
    expect(screen.getByLabelText("Length")).toHaveValue("3:45");
  });

  it("refuses a split that does not add up, beside the writers, before anything is sent", async () => {
    const { user } = renderWithQuery(<SongDialog open onOpenChange={() => {}} song={song({})} />);
    const first = (await screen.findAllByLabelText("Share %"))[0]!;
    await user.clear(first);
    await user.type(first, "70");
    await user.click(screen.getByRole("button", { name: "Save song" }));
    expect(
      await screen.findByText("Writers' shares must add up to 100 % (they add up to 120.00 %)"),
    ).toBeInTheDocument();
  });
});
