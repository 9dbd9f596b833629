import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { addSong, songBody } from "../support/songs";
import { xlsxOf } from "../support/xlsx";

const s = setupApiSuite();

const bytesOf = (sheet: string | Uint8Array) =>
  typeof sheet === "string" ? new TextEncoder().encode(sheet) : sheet;
const preview = (who: Account, sheet: string | Uint8Array, query = "") =>
  call(s.t, "POST", `/api/imports/songs/preview${query}`, {
    cookie: who.cookie,
    raw: bytesOf(sheet),
  });
const importSheet = (who: Account, sheet: string | Uint8Array, query = "") =>
  call(s.t, "POST", `/api/imports/songs${query}`, { cookie: who.cookie, raw: bytesOf(sheet) });
const catalogue = async (who: Account) =>
  (await call(s.t, "GET", "/api/songs", { cookie: who.cookie })).data;
/** The catalogue as a person compares it: the songs' details, without ids and times. */
const details = async (who: Account) =>
  (await catalogue(who)).map(({ id: _, updatedAt: __, ...song }: Record<string, unknown>) => song);

const SHEET = [
  "Song Title,Writers,Publishers,ISWC,ISRC,Duration,Key,BPM,Notes",
  'Ghosts,"Ana Ruiz (Composer, ASCAP, 50%); Ben Lo (50%)",Ruiz Songs (ASCAP),T-034.524.680-1,US-RC1-76-07839,3:45,Am,96,Capo 2',
  "Bright Lights,Ana Ruiz,,,,4:10,E,128,",
  "Bad Split,Ana Ruiz (60%); Ben Lo (30%),,,,,,,",
  "Bad Code,,,T-034.524.680-2,,,,,",
].join("\r\n");

/** Issue 50 item 1: a catalogue from a sheet, previewed, then imported; twice adds nothing. */
describe("importing a catalogue", () => {
  it("previews each row as new or an error with its row and field, writing nothing", async () => {
    const who = await signUp(s.t);
    const res = await preview(who, SHEET);
    expect(res.status, res.text).toBe(200);
    expect(res.data.reading).toMatchObject({
      header: expect.arrayContaining(["Song Title", "BPM"]),
      format: "text",
      columns: {
        title: 0,
        writers: 1,
        publishers: 2,
        iswc: 3,
        isrc: 4,
        length: 5,
        key: 6,
        tempo: 7,
        notes: 8,
      },
    });
    expect(res.data.rows.map((r: { status: string }) => r.status)).toEqual([
      "new",
      "new",
      "error",
      "error",
    ]);
    expect(res.data.rows[0]).toMatchObject({
      row: 2,
      title: "Ghosts",
      writers: "Ana Ruiz 50.00 %, Ben Lo 50.00 %",
      iswc: "T-034524680-1",
      durationSeconds: 225,
    });
    expect(res.data.rows[2].reason).toBe(
      "row 4: Writers: Writers' shares must add up to 100 % (they add up to 90.00 %)",
    );
    expect(res.data.rows[3].reason).toMatch(/^row 5: ISWC: ISWC check digit does not match/);
    expect(res.data.summary).toMatchObject({ rows: 4, newSongs: 2, updatedSongs: 0, errors: 2 });
    expect(await catalogue(who)).toEqual([]);
  });

  it("imports the good rows; the same sheet again adds nothing; new details update the song", async () => {
    const who = await signUp(s.t);
    const first = await importSheet(who, SHEET);
    expect(first.status, first.text).toBe(200);
    expect(first.data.summary).toMatchObject({ newSongs: 2, errors: 2 });
    const songs = await details(who);
    expect(songs).toEqual([
      expect.objectContaining({ title: "Bright Lights", tempo: 128, durationSeconds: 250 }),
      expect.objectContaining({
        title: "Ghosts",
        iswc: "T-034524680-1",
        isrc: "USRC17607839",
        musicalKey: "Am",
        notes: "Capo 2",
        writers: [
          { name: "Ana Ruiz", role: "Composer", society: "ASCAP", ipi: null, share: 5000 },
          { name: "Ben Lo", role: null, society: null, ipi: null, share: 5000 },
        ],
        publishers: [{ name: "Ruiz Songs", society: "ASCAP", ipi: null }],
        setCount: 0,
      }),
    ]);

    const again = await importSheet(who, SHEET);
    expect(again.data.summary).toMatchObject({ newSongs: 0, updatedSongs: 0, existingSongs: 2 });
    expect(await details(who)).toEqual(songs);

    // Matched by ISWC (a new title) and by title and writers (any case): each updated, and an
    // empty cell keeps what the song had.
    const changed = [
      "Title,Writers,ISWC,Length,BPM",
      "Ghosts (Live),,T-034.524.680-1,4:02,",
      "BRIGHT LIGHTS, ana ruiz ,,,130",
    ].join("\n");
    const shown = await preview(who, changed);
    expect(
      shown.data.rows.map((r: { status: string; changes?: string[] }) => [r.status, r.changes]),
    ).toEqual([
      ["update", ["title", "length"]],
      ["update", ["title", "tempo", "writers"]],
    ]);
    const updated = await importSheet(who, changed);
    expect(updated.data.summary).toMatchObject({ newSongs: 0, updatedSongs: 2 });
    const after = await details(who);
    expect(after).toHaveLength(2);
    expect(after).toEqual([
      expect.objectContaining({ title: "BRIGHT LIGHTS", tempo: 130, durationSeconds: 250 }),
      expect.objectContaining({
        title: "Ghosts (Live)",
        durationSeconds: 242,
        musicalKey: "Am",
        notes: "Capo 2",
      }),
    ]);
    const log = await call(s.t, "GET", "/api/activity?area=setlists", { cookie: who.cookie });
    expect(log.data.entries[0].summary).toBe("Imported songs from a sheet");
  });

  it("reads an .xlsx with numbered writer columns, a length typed as h:mm included", async () => {
    const who = await signUp(s.t);
    const book = xlsxOf([
      [
        "Title",
        "Writer 1",
        "Writer 1 Share",
        "Writer 1 IPI",
        "Writer 2",
        "Writer 2 Share",
        "Length",
        "Tempo",
      ],
      [
        "Ghosts",
        "Ana Ruiz",
        60,
        "00012345678",
        "Ben Lo",
        40,
        { value: 0.15625, format: "h:mm" },
        96,
      ],
    ]);
    const res = await importSheet(who, book);
    expect(res.status, res.text).toBe(200);
    expect(res.data.reading).toMatchObject({ format: "xlsx", writerGroups: 2 });
    expect(await details(who)).toEqual([
      expect.objectContaining({
        title: "Ghosts",
        durationSeconds: 225,
        tempo: 96,
        writers: [
          { name: "Ana Ruiz", role: null, society: null, ipi: "00012345678", share: 6000 },
          { name: "Ben Lo", role: null, society: null, ipi: null, share: 4000 },
        ],
      }),
    ]);
  });

  it("takes direction-changing characters out of a sheet, and refuses one with a NUL", async () => {
    const who = await signUp(s.t);
    const clean = await importSheet(who, "Title,Writers\nGh\u202Eosts,Ana \u2066Ruiz\u2069\n");
    expect(clean.status, clean.text).toBe(200);
    expect(await details(who)).toEqual([
      expect.objectContaining({
        title: "Ghosts",
        writers: [expect.objectContaining({ name: "Ana Ruiz" })],
      }),
    ]);
    const nul = await importSheet(who, "Title\nGho\u0000sts\n");
    expect(nul.status).toBe(400);
    expect(nul.data.error.fields.file).toMatch(/not a spreadsheet's text/);
    expect(await catalogue(who)).toHaveLength(1);
  });
});

describe("a sheet the import refuses, writing nothing", () => {
  const refusedBoth = async (who: Account, sheet: string, status: number, message: RegExp) => {
    const before = await catalogue(who);
    for (const res of [await preview(who, sheet), await importSheet(who, sheet)]) {
      expect(res.status, res.text).toBe(status);
      expect(res.data.error.message).toMatch(message);
    }
    expect(await catalogue(who)).toEqual(before);
  };

  it("wrong columns: no title column, with the header so the columns can be chosen", async () => {
    const who = await signUp(s.t);
    const sheet = "Artist,Album,Year\nThe Band,First,2020\n";
    await refusedBoth(who, sheet, 400, /No title column was found .*Artist, Album, Year/);
    const res = await preview(who, sheet);
    expect(res.data.reading).toEqual({ header: ["Artist", "Album", "Year"], format: "text" });
    // Chosen by hand, the same sheet reads.
    const chosen = await preview(who, sheet, "?title=1");
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.data.rows[0]).toMatchObject({ status: "new", title: "First" });
    const outside = await preview(who, sheet, "?title=7");
    expect(outside.status).toBe(400);
    expect(outside.data.error.fields).toEqual({ title: "The sheet has no column 8" });
  });

  it("10,000 rows: more than a catalogue holds, refused naming the limit", async () => {
    const who = await signUp(s.t);
    const rows = Array.from({ length: 10_000 }, (_, i) => `Song ${i},Ana Ruiz`);
    await refusedBoth(
      who,
      ["Title,Writers", ...rows].join("\n"),
      400,
      /This sheet has 10,000 rows; a catalogue holds at most 5,000 songs/,
    );
  });

  it("an import past the catalogue's limit: the preview says so and the import is refused whole", async () => {
    const who = await signUp(s.t);
    await addSong(s.t, who, "Kept");
    await s.t.database.db.execute(
      sql.raw(`insert into songs (workspace_id, title)
        select '${who.workspaceId}', 'Filler ' || i from generate_series(1, 4998) as i`),
    );
    const sheet = "Title\nOne\nTwo\nKept\n";
    const shown = await preview(who, sheet);
    expect(shown.data.summary.limitProblem).toBe(
      "This import would add 2 songs to the 4,999 in the catalogue; a workspace holds at most 5,000 songs.",
    );
    const res = await importSheet(who, sheet);
    expect(res.status).toBe(409);
    expect(res.data.error).toEqual({
      code: "limit_reached",
      message: shown.data.summary.limitProblem,
    });
    expect(await catalogue(who)).toHaveLength(4_999);
  });
});

describe("the catalogue's CSV", () => {
  it("imports back unchanged: nothing new in the same workspace, the same songs in another", async () => {
    const from = await signUp(s.t);
    await addSong(s.t, from, '=HYPERLINK("http://evil")', {
      iswc: "T-034.524.680-1",
      isrc: "USRC17607839",
      notes: '-- capo 2, "soft"\nsecond line',
      writers: [
        { name: "Ana Ruiz", role: "CA", society: "My Local PRO", ipi: "123456789", share: "33.33" },
        { name: "Ben Lo; Jr", share: "66.67" },
      ],
      publishers: [
        { name: "Ruiz | Songs" },
        { name: "Lo Music", society: "BMI", ipi: "987654321" },
      ],
    });
    await addSong(s.t, from, "Plain", {
      writers: [],
      publishers: [],
      tempo: null,
      musicalKey: null,
    });
    await addSong(s.t, from, "@Home", { durationSeconds: "60:00" });

    const csv = await call(s.t, "GET", "/api/exports/songs.csv", { cookie: from.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="songs-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // Formula-like cells are neutralised (ADR 0004): a spreadsheet shows them as text.
    const cells = Papa.parse<string[]>(csv.text.trim()).data;
    expect(cells[0]!.slice(0, 8)).toEqual([
      "Title",
      "Length",
      "Key",
      "Tempo",
      "ISWC",
      "ISRC",
      "Notes",
      "Writer 1",
    ]);
    // (Sorted by title in the database's collation: where "@" and "=" fall may differ.)
    expect(cells.map((r) => r[0]).sort()).toEqual(
      ['\'=HYPERLINK("http://evil")', "'@Home", "Plain", "Title"].sort(),
    );
    const evil = cells.find((r) => r[0]!.startsWith("'="))!;
    expect(evil[6]).toBe('\'-- capo 2, "soft"\nsecond line');

    const back = await importSheet(from, csv.text);
    expect(back.status, back.text).toBe(200);
    expect(back.data.summary).toMatchObject({
      newSongs: 0,
      updatedSongs: 0,
      existingSongs: 3,
      errors: 0,
    });

    const to = await signUp(s.t);
    const copied = await importSheet(to, csv.text);
    expect(copied.data.summary).toMatchObject({ newSongs: 3, errors: 0 });
    expect(await details(to)).toEqual(await details(from));
  });

  it("another workspace's export never holds this one's songs", async () => {
    await addSong(s.t, s.a, "Only A's", songBody("Only A's"));
    const theirs = await call(s.t, "GET", "/api/exports/songs.csv", { cookie: s.b.cookie });
    expect(theirs.text).not.toContain("Only A's");
  });
});
