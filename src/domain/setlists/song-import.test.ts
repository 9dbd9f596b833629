import { describe, expect, it } from "vitest";
import { xlsxOf } from "../../../tests/support/xlsx";
import { numberedColumn } from "./song-columns";
import { readSongSheet } from "./song-import";
import { type CatalogueEntry, planSongImport } from "./song-plan";
import type { MappedSong } from "./song-rows";
import { songsToCsv } from "./songs-csv";

const bytes = (text: string) => new TextEncoder().encode(text);

function mapped(text: string | Uint8Array) {
  const read = readSongSheet(typeof text === "string" ? bytes(text) : text, {});
  if (!read.ok) throw new Error(read.message);
  return read;
}

const songOf = (m: MappedSong) => {
  if (!m.ok) throw new Error(m.reason);
  return m.song;
};

const reasonOf = (m: MappedSong) => (m.ok ? "" : m.reason);

describe("a catalogue sheet's columns", () => {
  it("guesses the fields from loose names and finds the numbered writers' columns", () => {
    const read = mapped(
      "Song Title,Composer(s),BPM,Duration,ISWC Code,Notes,Writer 1,Writer 1 %,Share 2\nGhosts,,,,,,,,\n",
    );
    expect(read.reading.columns).toMatchObject({
      title: 0,
      writers: 1,
      tempo: 2,
      length: 3,
      iswc: 4,
      notes: 5,
    });
    expect(read.reading.writerGroups).toBe(2);
  });

  it("tells a numbered column from a field", () => {
    expect(numberedColumn("Writer 1")).toEqual({ group: "writer", n: 1, part: "name" });
    expect(numberedColumn("Composer 2 IPI")).toEqual({ group: "writer", n: 2, part: "ipi" });
    expect(numberedColumn("Writer Share 3")).toEqual({ group: "writer", n: 3, part: "share" });
    expect(numberedColumn("PRO 1")).toEqual({ group: "writer", n: 1, part: "society" });
    expect(numberedColumn("Publisher 1 Society")).toEqual({
      group: "publisher",
      n: 1,
      part: "society",
    });
    expect(numberedColumn("Writers")).toBeUndefined();
    expect(numberedColumn("ISRC 2")).toBeUndefined();
  });

  it("refuses a sheet with no title column, with its header for choosing", () => {
    const read = readSongSheet(bytes("Foo,Bar\n1,2\n"), {});
    expect(read).toMatchObject({
      ok: false,
      field: "columns",
      reading: { header: ["Foo", "Bar"] },
    });
  });
});

describe("a catalogue row", () => {
  it("reads writers in one cell with their shares and details", () => {
    const [row] = mapped(
      'Title,Writers,Publishers\nGhosts,"Ana Ruiz (Composer, ASCAP, IPI 00012345678, 50%); Ben Lo (50 %)","Ruiz Songs (ASCAP) | Lo Music"\n',
    ).mapped;
    expect(songOf(row!)).toMatchObject({
      title: "Ghosts",
      writers: [
        { name: "Ana Ruiz", role: "Composer", society: "ASCAP", ipi: "00012345678", share: 5000 },
        { name: "Ben Lo", role: null, society: null, ipi: null, share: 5000 },
      ],
      publishers: [
        { name: "Ruiz Songs", society: "ASCAP", ipi: null },
        { name: "Lo Music", society: null, ipi: null },
      ],
    });
  });

  it("gives a lone writer the whole share and never guesses a split", () => {
    const rows = mapped(
      "Title,Writers\nSolo,Ana Ruiz\nDuo,Ana Ruiz; Ben Lo\nHalf,Ana Ruiz (50%); Ben Lo\n",
    ).mapped;
    expect(songOf(rows[0]!).writers[0]!.share).toBe(10_000);
    expect(reasonOf(rows[1]!)).toBe(
      `row 3: Writers: give each writer's share, like "Ana Ruiz (50%); Ben Lo (50%)"`,
    );
    expect(reasonOf(rows[2]!)).toBe("row 4: Writers: Ben Lo has no share");
  });

  it("reads numbered writer columns, and names the row and field of every mistake", () => {
    const rows = mapped(
      [
        "Title,Writer 1,Writer 1 Share,Writer 1 IPI,Writer 2,Writer 2 Share,ISWC,Length,Tempo",
        "Ghosts,Ana Ruiz,60,,Ben Lo,40,T-034.524.680-1,3:45,120 bpm",
        "Bad split,Ana Ruiz,60,,Ben Lo,30,,,",
        "Bad ISWC,Ana Ruiz,100,,,,T-034.524.680-2,,",
        "Bad IPI,Ana Ruiz,100,12,,,,,",
        "Huge tempo,,,,,,,,99999999999999999999",
        "Huge length,,,,,,,99999:00,",
        "Orphan share,,,,,40,,,",
        ",Ana Ruiz,100,,,,,,",
      ].join("\n"),
    ).mapped;
    expect(songOf(rows[0]!)).toMatchObject({
      iswc: "T-034524680-1",
      durationSeconds: 225,
      tempo: 120,
      writers: [{ share: 6000 }, { share: 4000 }],
    });
    expect(rows.slice(1).map(reasonOf)).toEqual([
      "row 3: Writers: Writers' shares must add up to 100 % (they add up to 90.00 %)",
      expect.stringMatching(/^row 4: ISWC: ISWC check digit does not match/),
      "row 5: Writers, Ana Ruiz: IPI must be 9 to 11 digits",
      "row 6: Tempo: Tempo must be a whole number of beats a minute, 20 to 400",
      "row 7: Length: Length must be minutes and seconds, like 3:45, up to 60:00",
      "row 8: Writers: Writer 2 has details but no name",
      "row 9: the title is missing",
    ]);
  });

  it("keeps a formula-like cell as text with a warning, and takes our export's quote off", () => {
    const [row] = mapped(`Title,Notes\n=HYPERLINK("x"),"'-- slow intro"\n`).mapped;
    expect(row).toMatchObject({
      ok: true,
      song: { title: '=HYPERLINK("x")', notes: "-- slow intro" },
      warnings: [expect.stringMatching(/looks like a formula/)],
    });
  });

  it("reads an .xlsx, lengths typed as h:mm included", () => {
    const read = mapped(
      xlsxOf([
        ["Title", "Writers", "Length", "Tempo"],
        ["Ghosts", "Ana Ruiz", { value: 0.15625, format: "h:mm" }, 96],
      ]),
    );
    expect(read.reading.format).toBe("xlsx");
    expect(songOf(read.mapped[0]!)).toMatchObject({ durationSeconds: 225, tempo: 96 });
  });

  it("refuses a sheet with more rows than a catalogue holds, before reading a row", () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => `Song ${i}`);
    expect(readSongSheet(bytes(["Title", ...rows].join("\n")), {})).toMatchObject({
      ok: false,
      field: "file",
      message: expect.stringMatching(/5,001 rows; a catalogue holds at most 5,000 songs/),
    });
  });
});

const entry = (id: string, over: Partial<CatalogueEntry>): CatalogueEntry => ({
  id,
  title: "Ghosts",
  durationSeconds: null,
  musicalKey: null,
  tempo: null,
  notes: null,
  iswc: null,
  isrc: null,
  writers: [],
  publishers: [],
  ...over,
});

const writer = (name: string, share: number) => ({
  name,
  role: null,
  society: null,
  ipi: null,
  share,
});

describe("an import's plan", () => {
  it("matches by ISWC, else by title and writers in any case and order; empty cells keep", () => {
    const catalogue = [
      entry("a", { title: "Ghosts", iswc: "T-034524680-1", tempo: 96 }),
      entry("b", {
        title: "Bright Lights",
        writers: [writer("Ana Ruiz", 5000), writer("Ben Lo", 5000)],
        durationSeconds: 200,
      }),
    ];
    const plan = planSongImport(
      mapped(
        [
          "Title,Writers,ISWC,Length,Tempo",
          "Ghosts (live),,T-034.524.680-1,,96",
          '  bright   LIGHTS ,"ben lo (50%); ana ruiz (50%)",,,',
          'Bright Lights,"Ana Ruiz (50%); Ben Lo (50%)",,,',
          "New one,,,,",
        ].join("\n"),
      ).mapped,
      catalogue,
    );
    expect(plan.rows.map((r) => [r.status, r.changes ?? []])).toEqual([
      ["update", ["title"]],
      ["update", ["title", "writers"]],
      // The same song as row 3 (title and writers), saying what row 3 did not: refused.
      ["error", []],
      ["new", []],
    ]);
    expect(plan.rows[2]!.reason).toMatch(/the same song as row 3 .* keep one of the two rows/);
    expect(plan.updates.find((u) => u.id === "b")!.durationSeconds).toBe(200);
    expect(plan.summary).toMatchObject({ newSongs: 1, updatedSongs: 2, errors: 1 });
  });

  it("a row naming no writers is the one song of its title; of several, it must say which", () => {
    const withWriters = { writers: [writer("Ana Ruiz", 10_000)] };
    const one = planSongImport(mapped("Title,Tempo\nghosts,120\n").mapped, [
      entry("a", { title: "Ghosts", ...withWriters }),
    ]);
    expect(one.rows[0]).toMatchObject({ status: "update", changes: ["title", "tempo"] });
    expect(one.updates[0]!.writers).toEqual(withWriters.writers);
    const two = planSongImport(mapped("Title\nGhosts\n").mapped, [
      entry("a", withWriters),
      entry("b", { writers: [writer("Ben Lo", 10_000)] }),
    ]);
    expect(two.rows[0]!.reason).toBe(
      "row 2: 2 songs are called Ghosts: add the writers or the ISWC to say which",
    );
  });

  it("two songs with one title but different ISWCs are two works", () => {
    const plan = planSongImport(mapped("Title,ISWC\nGhosts,T-034.524.680-1\n").mapped, [
      entry("a", { iswc: "T-123456789-4" }),
    ]);
    expect(plan.rows[0]!.status).toBe("new");
  });

  it("says when the import would pass the catalogue's limit", () => {
    const catalogue = Array.from({ length: 4_999 }, (_, i) => entry(String(i), { title: `S${i}` }));
    const plan = planSongImport(mapped("Title\nOne\nTwo\n").mapped, catalogue);
    expect(plan.summary.limitProblem).toBe(
      "This import would add 2 songs to the 4,999 in the catalogue; a workspace holds at most 5,000 songs.",
    );
  });
});

describe("the catalogue's CSV", () => {
  it("imports back to the same songs: nothing new, nothing to update", () => {
    const catalogue = [
      entry("a", {
        title: '=Ghosts, "live"',
        iswc: "T-034524680-1",
        isrc: "USRC17607839",
        durationSeconds: 3600,
        musicalKey: "F#m",
        tempo: 96,
        notes: "-- capo 2\nsoft ending",
        writers: [
          { name: "Ana Ruiz", role: "C", society: "My Local PRO", ipi: "00012345678", share: 3333 },
          { name: "Ben Lo; Jr", role: null, society: null, ipi: null, share: 6667 },
        ],
        publishers: [{ name: "Ruiz Songs | Co", society: "BMI", ipi: null }],
      }),
      entry("b", { title: "Bare" }),
    ];
    const csv = songsToCsv(catalogue);
    const read = mapped(csv);
    expect(read.mapped.every((m) => m.ok)).toBe(true);
    const plan = planSongImport(read.mapped, catalogue);
    expect(plan.rows.map((r) => r.status)).toEqual(["existing", "existing"]);
    // Into an empty catalogue, the same details come back.
    const fresh = planSongImport(read.mapped, []);
    expect(fresh.inserts).toEqual(catalogue.map(({ id: _, ...s }) => s));
  });
});
