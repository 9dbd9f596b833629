import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseIswc } from "@/domain/setlists/identifiers";
import { linesAsInput } from "@/domain/setlists/set-lists";
import { daySheets, songs, workspaces } from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();

const as = (who: Account) => ({
  get: (p: string) => call(s.t, "GET", p, { cookie: who.cookie }),
  put: (p: string, json: unknown) => call(s.t, "PUT", p, { cookie: who.cookie, json }),
  post: (p: string, json: unknown) => call(s.t, "POST", p, { cookie: who.cookie, json }),
  del: (p: string) => call(s.t, "DELETE", p, { cookie: who.cookie }),
});

/** Songs of `who`'s catalogue (the catalogue's own routes are tested in songs.test.ts). */
async function catalogue(
  who: Account,
  list: { title: string; durationSeconds?: number | null; musicalKey?: string | null }[],
) {
  const rows = await s.t.database.db
    .insert(songs)
    .values(list.map((song) => ({ workspaceId: who.workspaceId, ...song })))
    .returning({ id: songs.id, title: songs.title });
  return rows.map((r) => r.id);
}

/** A show of `who`'s with its day sheet's set time and curfew, and its set's address. */
async function show(
  who: Account,
  times: {
    setTime?: string;
    curfew?: string;
    sets?: { performer: string; start: string; end: string | null }[];
  } = {},
) {
  const db = s.t.database.db;
  const tour = await insertTour(db, who.workspaceId, { title: "Spring Run" });
  const venue = await insertVenue(db, who.workspaceId, { name: "Station 9", city: "Austin" });
  const row = await insertShow(db, who.workspaceId, tour.id, venue.id, {
    performanceDate: "2099-05-02",
  });
  if (Object.keys(times).length > 0) {
    await db
      .insert(daySheets)
      .values({ workspaceId: who.workspaceId, tourVenueId: row.id, ...times });
  }
  return { tourId: tour.id, showId: row.id, base: `/api/tours/${tour.id}/set-lists/${row.id}` };
}

/** `language`: the browser's Accept-Language, which a person who chose none is answered in. */
async function pdfOf(who: Account, url: string, language?: string) {
  const res = await s.t.app.request(`http://localhost:3000${url}`, {
    headers: {
      origin: "http://localhost:3000",
      cookie: who.cookie,
      ...(language ? { "accept-language": language } : {}),
    },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

/** Pages of a PDF as a viewer counts them: its page tree's /Count (PDFKit writes it plain). */
function pagesOf(pdf: Buffer) {
  const tree = /\/Type \/Pages\b[^>]*?\/Count (\d+)/.exec(pdf.toString("latin1"));
  return Number(tree?.[1]);
}

describe("a show's set", () => {
  it("comes back in order with its encore, segues, notes and the songs' keys", async () => {
    const [intro, rain, owls] = await catalogue(s.a, [
      { title: "Intro Theme", durationSeconds: 120, musicalKey: "Am" },
      { title: "Rain on Tin", durationSeconds: 240, musicalKey: "C" },
      { title: "Owls at Noon", durationSeconds: 300 },
    ]);
    const { base } = await show(s.a, { setTime: "21:00", curfew: "22:30" });
    const saved = await as(s.a).put(base, {
      items: [
        { songId: rain, segue: true },
        { songId: intro, note: "Capo 2" },
        { label: "Drum solo", durationSeconds: 180 },
        { songId: owls, encore: true },
      ],
      stage: { keys: true, notes: false },
    });
    expect(saved.status, saved.text).toBe(200);
    const read = await as(s.a).get(base);
    expect(read.data.show).toMatchObject({
      venueName: "Station 9",
      city: "Austin",
      tourTitle: "Spring Run",
    });
    expect(read.data.planned).toEqual([
      expect.objectContaining({
        position: 1,
        title: "Rain on Tin",
        segue: true,
        musicalKey: "C",
        encore: false,
      }),
      expect.objectContaining({
        position: 2,
        title: "Intro Theme",
        note: "Capo 2",
        musicalKey: "Am",
      }),
      expect.objectContaining({
        position: 3,
        title: "Drum solo",
        songId: null,
        label: "Drum solo",
        durationSeconds: 180,
      }),
      expect.objectContaining({
        position: 4,
        title: "Owls at Noon",
        encore: true,
        durationSeconds: 300,
      }),
    ]);
    expect(read.data.slot).toEqual({
      start: "21:00",
      end: "22:30",
      seconds: 5400,
      source: "set time",
    });
    expect(read.data.length).toEqual({ seconds: 840, unknown: 0, slotSeconds: 5400, overBy: 0 });
    expect(read.data.stage).toEqual({ keys: true, notes: false });
    expect(read.data.played).toBeNull();
    expect(read.data.changes).toBeNull();
  });

  it("answers a show with no set yet with an empty one", async () => {
    const { base } = await show(s.a);
    const read = await as(s.a).get(base);
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({
      planned: [],
      played: null,
      slot: { seconds: null, source: "none" },
      length: { seconds: 0, unknown: 0, slotSeconds: null, overBy: 0 },
      stage: { keys: true, notes: true },
    });
  });

  it("flags a set that runs over a slot across midnight, and counts lines with no length", async () => {
    const ids = await catalogue(s.a, [
      { title: "Long One", durationSeconds: 40 * 60 },
      { title: "Long Two", durationSeconds: 40 * 60 },
      { title: "Long Three", durationSeconds: 40 * 60 },
    ]);
    // 23:30 to a 01:00 curfew: 90 minutes, not a negative slot.
    const { base } = await show(s.a, { setTime: "23:30", curfew: "01:00" });
    const res = await as(s.a).put(base, {
      items: [...ids.map((songId) => ({ songId })), { label: "Thank-yous" }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data.length).toEqual({
      seconds: 120 * 60,
      unknown: 1,
      slotSeconds: 90 * 60,
      overBy: 30 * 60,
    });
  });

  it("takes the band's own slot from the day sheet's running order", async () => {
    const [ws] = await s.t.database.db
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, s.a.workspaceId));
    const { base } = await show(s.a, {
      setTime: "22:30",
      curfew: "23:45",
      sets: [
        { performer: "The Openers", start: "20:00", end: "20:45" },
        { performer: ` ${ws!.name.toUpperCase()} `, start: "21:00", end: "22:15" },
      ],
    });
    const read = await as(s.a).get(base);
    expect(read.data.slot).toEqual({
      start: "21:00",
      end: "22:15",
      seconds: 75 * 60,
      source: "running order",
    });
  });

  it("is not found for another workspace, or under another tour", async () => {
    const { base, showId } = await show(s.a);
    await as(s.a).put(base, { items: [{ label: "Secret jam" }] });
    for (const res of [
      await as(s.b).get(base),
      await as(s.b).put(base, { items: [] }),
      await as(s.b).put(`${base}/played`, { items: [] }),
      await as(s.b).get(`${base}/pdf`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.data.error.code).toBe("not_found");
    }
    const other = await show(s.a);
    const mismatch = await as(s.a).get(`/api/tours/${other.tourId}/set-lists/${showId}`);
    expect(mismatch.status).toBe(404);
    expect((await as(s.a).get(base)).data.planned).toHaveLength(1);
  });

  it("refuses another workspace's song or a missing one, naming the line, and loses nothing", async () => {
    const [mine] = await catalogue(s.a, [{ title: "Ours" }]);
    const [theirs] = await catalogue(s.b, [{ title: "Theirs" }]);
    const { base } = await show(s.a);
    await as(s.a).put(base, { items: [{ songId: mine }] });
    const lines = [{ songId: mine }, { label: "Tuning" }, { songId: mine }];
    const foreign = await as(s.a).put(base, { items: [...lines, { songId: theirs }] });
    expect(foreign.status).toBe(400);
    expect(foreign.data.error.fields).toEqual({
      "items.3.songId": "Choose a song of this workspace's catalogue",
    });
    const missing = await as(s.a).put(base, {
      items: [{ songId: crypto.randomUUID() }, ...lines],
    });
    expect(missing.data.error.fields).toHaveProperty(["items.0.songId"]);
    const saved = await as(s.a).post("/api/saved-sets", {
      name: "Borrowed",
      items: [{ songId: theirs }],
    });
    expect(saved.status).toBe(400);
    expect(saved.data.error.fields).toHaveProperty(["items.0.songId"]);
    expect((await as(s.a).get(base)).data.planned.map((l: { title: string }) => l.title)).toEqual([
      "Ours",
    ]);
  });

  it("refuses 81 lines and an encore in the middle, naming them", async () => {
    const { base } = await show(s.a);
    const many = await as(s.a).put(base, {
      items: Array.from({ length: 81 }, (_, i) => ({ label: `Line ${i + 1}` })),
    });
    expect(many.status).toBe(400);
    expect(many.data.error.fields).toEqual({ items: "A set can have at most 80 lines" });
    const middle = await as(s.a).put(base, {
      items: [{ label: "One" }, { label: "Two", encore: true }, { label: "Three" }],
    });
    expect(middle.status).toBe(400);
    expect(middle.data.error.fields).toHaveProperty(["items.2.encore"]);
    expect((await as(s.a).get(base)).data.planned).toEqual([]);
  });
});

describe("saved sets", () => {
  it("keep names unique whatever their case, on create and on rename", async () => {
    const first = await as(s.a).post("/api/saved-sets", { name: "Festival Set", items: [] });
    expect(first.status, first.text).toBe(201);
    const again = await as(s.a).post("/api/saved-sets", { name: "  festival SET ", items: [] });
    expect(again.status).toBe(409);
    expect(again.data.error).toMatchObject({
      code: "conflict",
      fields: { name: expect.any(String) },
    });
    const other = await as(s.a).post("/api/saved-sets", { name: "Club Set", items: [] });
    const rename = await as(s.a).put(`/api/saved-sets/${other.data.id}`, {
      name: "FESTIVAL set",
      items: [],
    });
    expect(rename.status).toBe(409);
    // Its own name in another case is no conflict.
    const recase = await as(s.a).put(`/api/saved-sets/${other.data.id}`, {
      name: "CLUB SET",
      items: [],
    });
    expect(recase.status, recase.text).toBe(200);
    // Another workspace may use the same name.
    expect(
      (await as(s.b).post("/api/saved-sets", { name: "Festival Set", items: [] })).status,
    ).toBe(201);
    const list = await as(s.a).get("/api/saved-sets");
    expect(list.data.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(["CLUB SET", "Festival Set"]),
    );
  });

  it("start a show's set: the client loads one and PUTs its lines, then changes a few", async () => {
    const [a, b, c] = await catalogue(s.a, [
      { title: "Alpha", durationSeconds: 200 },
      { title: "Bravo", durationSeconds: 210 },
      { title: "Charlie", durationSeconds: 220 },
    ]);
    const created = await as(s.a).post("/api/saved-sets", {
      name: "Tour Standard",
      items: [
        { songId: a, segue: true },
        { songId: b },
        { label: "Banter", durationSeconds: 60 },
        { songId: c, encore: true },
      ],
    });
    expect(created.data).toMatchObject({
      name: "Tour Standard",
      length: { seconds: 690, unknown: 0 },
    });
    const listed = await as(s.a).get("/api/saved-sets");
    expect(listed.data.find((x: { id: string }) => x.id === created.data.id)).toMatchObject({
      count: 4,
      seconds: 690,
      unknown: 0,
    });

    const first = await show(s.a);
    const loaded = await as(s.a).get(`/api/saved-sets/${created.data.id}`);
    const put = await as(s.a).put(first.base, { items: linesAsInput(loaded.data.lines) });
    expect(put.status, put.text).toBe(200);
    expect(put.data.planned.map((l: { title: string }) => l.title)).toEqual([
      "Alpha",
      "Bravo",
      "Banter",
      "Charlie",
    ]);
    expect(put.data.planned[0].segue).toBe(true);
    expect(put.data.planned[3].encore).toBe(true);

    // Another show starts from the first show's set, listed with the shows that have one.
    const shows = await as(s.a).get("/api/set-lists");
    const entry = shows.data.find((x: { showId: string }) => x.showId === first.showId);
    expect(entry).toMatchObject({
      venueName: "Station 9",
      count: 4,
      seconds: 690,
      tourTitle: "Spring Run",
    });
    const second = await show(s.a);
    const from = await as(s.a).get(first.base);
    const items = linesAsInput(from.data.planned).filter((l) => l.label !== "Banter");
    const changed = await as(s.a).put(second.base, { items });
    expect(changed.data.planned.map((l: { title: string }) => l.title)).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
    ]);
    // The saved set is untouched.
    expect((await as(s.a).get(`/api/saved-sets/${created.data.id}`)).data.lines).toHaveLength(4);
  });

  it("are named in Activity when renamed and deleted", async () => {
    const made = await as(s.a).post("/api/saved-sets", { name: "Acoustic Night", items: [] });
    await as(s.a).put(`/api/saved-sets/${made.data.id}`, { name: "Acoustic Nights", items: [] });
    const gone = await as(s.a).del(`/api/saved-sets/${made.data.id}`);
    expect(gone.status).toBe(200);
    expect((await as(s.a).get(`/api/saved-sets/${made.data.id}`)).status).toBe(404);
    const log = await as(s.a).get("/api/activity?area=setlists");
    const lines = log.data.entries.map((e: { summary: string }) => e.summary);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Saved the set Acoustic Night",
        "Updated the saved set Acoustic Night",
        "Deleted the saved set Acoustic Nights",
      ]),
    );
  });
});

describe("what was played", () => {
  it("is confirmed with who and when, and shows what changed against the plan", async () => {
    const [a, b, c, d, e] = await catalogue(s.a, [
      { title: "Alpha" },
      { title: "Bravo" },
      { title: "Charlie" },
      { title: "Delta" },
      { title: "Echo" },
    ]);
    const { base } = await show(s.a);
    await as(s.a).put(base, { items: [a, b, c, d].map((songId) => ({ songId })) });
    // Charlie before Bravo, Delta dropped, Echo added.
    const res = await as(s.a).put(`${base}/played`, {
      items: [a, c, b, e].map((songId) => ({ songId })),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data.played.map((l: { title: string }) => l.title)).toEqual([
      "Alpha",
      "Charlie",
      "Bravo",
      "Echo",
    ]);
    expect(res.data.planned.map((l: { title: string }) => l.title)).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "Delta",
    ]);
    expect(res.data.playedConfirmedBy).toBe("Test Artist");
    expect(Date.now() - Date.parse(res.data.playedConfirmedAt)).toBeLessThan(60_000);
    expect(res.data.changes.added).toEqual([{ title: "Echo", position: 4 }]);
    expect(res.data.changes.dropped).toEqual([{ title: "Delta", position: 4 }]);
    // One song moved explains the new order, not both.
    expect(res.data.changes.moved).toHaveLength(1);
    expect(["Bravo", "Charlie"]).toContain(res.data.changes.moved[0].title);
    const log = await as(s.a).get("/api/activity?area=setlists");
    expect(log.data.entries[0].summary).toMatch(
      /^Confirmed what was played at the show at Station 9/,
    );
  });
});

describe("who may do what", () => {
  it("crew read the set and its stage copy, and are refused every write; artists write", async () => {
    const { base } = await show(s.a);
    await as(s.a).put(base, { items: [{ label: "Soundcheck jam" }] });
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    const artist = await memberOf(s.t, s.a.workspaceId, "artist");
    expect((await as(crew).get(base)).status).toBe(200);
    expect((await pdfOf(crew, `${base}/pdf`)).length).toBeGreaterThan(0);
    for (const res of [
      await as(crew).put(base, { items: [] }),
      await as(crew).put(`${base}/played`, { items: [] }),
      await as(crew).post("/api/saved-sets", { name: "Crew's", items: [] }),
      await as(crew).get("/api/saved-sets"),
      await as(crew).get("/api/set-lists"),
    ]) {
      expect(res.status).toBe(403);
      expect(res.data.error.code).toBe("forbidden");
    }
    expect((await as(s.a).get(base)).data.planned).toHaveLength(1);
    const byArtist = await as(artist).put(base, {
      items: [{ label: "New opener" }, { label: "Soundcheck jam" }],
    });
    expect(byArtist.status, byArtist.text).toBe(200);
    expect(
      (await as(artist).put(`${base}/played`, { items: [{ label: "New opener" }] })).status,
    ).toBe(200);
    expect(
      (await as(artist).post("/api/saved-sets", { name: "Artist's pick", items: [] })).status,
    ).toBe(201);
  });
});

describe("the stage copy", () => {
  it("prints the songs in order, numbered, with the encore apart, on one page", async () => {
    const ids = await catalogue(s.a, [
      { title: "First Light", musicalKey: "E" },
      { title: "Second Wind", musicalKey: "Bbm" },
      { title: "Third Rail" },
    ]);
    const { base } = await show(s.a);
    await as(s.a).put(base, {
      items: [
        { songId: ids[0], segue: true, note: "Long intro" },
        { songId: ids[1] },
        { songId: ids[2], encore: true },
      ],
      stage: { keys: true, notes: true },
    });
    const pdf = await pdfOf(s.a, `${base}/pdf`);
    expect(pagesOf(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text[0]).toMatch(/Station 9, Austin · Spring Run/);
    const titles = text.filter((t) => /First|Second|Third/.test(t));
    expect(titles).toEqual(["First Light  →", "Second Wind", "Third Rail"]);
    expect(text.indexOf("ENCORE")).toBeGreaterThan(text.indexOf("Second Wind"));
    expect(text.indexOf("ENCORE")).toBeLessThan(text.indexOf("Third Rail"));
    expect(text).toEqual(expect.arrayContaining(["1.", "2.", "3.", "E", "Bbm", "Long intro"]));
    // In the reader's language (issue 55): the encore named, the show's date written in German.
    const german = pdfText(await pdfOf(s.a, `${base}/pdf`, "de"));
    expect(german).toContain("ZUGABE");
    expect(german).not.toContain("ENCORE");

    // The band's choice: no keys, no notes.
    await as(s.a).put(base, {
      items: [{ songId: ids[0], note: "Long intro" }],
      stage: { keys: false, notes: false },
    });
    const plain = pdfText(await pdfOf(s.a, `${base}/pdf`));
    expect(plain).toContain("First Light");
    expect(plain).not.toContain("E");
    expect(plain).not.toContain("Long intro");
  });

  it("keeps 80 lines with notes on one page, every title in order", async () => {
    const { base } = await show(s.a);
    const items = Array.from({ length: 80 }, (_, i) => ({
      label: `Song number ${i + 1}`,
      note: `Note ${i + 1}`,
      encore: i >= 76,
    }));
    const saved = await as(s.a).put(base, { items });
    expect(saved.status, saved.text).toBe(200);
    const pdf = await pdfOf(s.a, `${base}/pdf`);
    expect(pagesOf(pdf)).toBe(1);
    const titles = pdfText(pdf).filter((t) => t.startsWith("Song number"));
    expect(titles).toEqual(items.map((i) => i.label));
  });
});

describe("the demo", () => {
  it("has a catalogue with valid ISWCs and whole shares, a saved set, and shows' sets", async () => {
    const guest = await signUp(s.t);
    const db = s.t.database.db;
    await seedDemoAccount(db, guest.workspaceId);
    const catalogueRows = await db
      .select({ iswc: songs.iswc, writers: songs.writers })
      .from(songs)
      .where(eq(songs.workspaceId, guest.workspaceId));
    expect(catalogueRows.length).toBeGreaterThanOrEqual(12);
    for (const song of catalogueRows) {
      expect(parseIswc(song.iswc ?? "").ok, song.iswc ?? "no ISWC").toBe(true);
      expect(song.writers.reduce((sum, w) => sum + w.share, 0)).toBe(10_000);
    }
    const saved = await as(guest).get("/api/saved-sets");
    expect(saved.data).toEqual([expect.objectContaining({ name: "Headline set", count: 12 })]);
    const shows = await as(guest).get("/api/set-lists");
    expect(shows.data.length).toBeGreaterThanOrEqual(2);
    const sets = await Promise.all(
      shows.data.map((x: { tourId: string; showId: string }) =>
        as(guest).get(`/api/tours/${x.tourId}/set-lists/${x.showId}`),
      ),
    );
    const played = sets.find((r) => r.data.played !== null);
    expect(played?.data.changes).toMatchObject({
      dropped: [{ title: "Neon Rain", position: 3 }],
      added: [],
    });
    expect(played?.data.length.overBy).toBe(0);
  });
});
