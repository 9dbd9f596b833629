import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "@/domain/team/activity";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/members";
import { addSong, putInSet, songBody } from "../support/songs";

const s = setupApiSuite();
const as = (who: Account, method: string, path: string, json?: unknown) =>
  call(s.t, method, path, { cookie: who.cookie, json });

/** Issue 50 items 1 and 5: the catalogue's rules and its refusals, through the real API. */
describe("the song catalogue", () => {
  it("adds a song with its writers' shares, lists the catalogue by title, reads and updates it", async () => {
    const created = await as(
      s.a,
      "POST",
      "/api/songs",
      songBody("ghosts", { iswc: "T-034.524.680-1" }),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.data).toMatchObject({
      title: "ghosts",
      durationSeconds: 225,
      musicalKey: "Am",
      tempo: 96,
      iswc: "T-034524680-1",
      isrc: null,
      writers: [
        { name: "Ana Ruiz", role: "Composer", society: "ASCAP", ipi: "00012345678", share: 5000 },
        { name: "Ben Lo", role: null, society: null, ipi: null, share: 5000 },
      ],
      publishers: [{ name: "Ruiz Songs", society: "ASCAP", ipi: null }],
      setCount: 0,
    });
    expect(created.data.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await addSong(s.t, s.a, "Bright Lights");
    await addSong(s.t, s.a, "Aurora");

    const list = await as(s.a, "GET", "/api/songs");
    expect(list.status).toBe(200);
    expect(list.data.map((x: { title: string }) => x.title)).toEqual([
      "Aurora",
      "Bright Lights",
      "ghosts",
    ]);

    const id = created.data.id;
    const updated = await as(
      s.a,
      "PUT",
      `/api/songs/${id}`,
      songBody("Ghosts", {
        isrc: "us-rc1-76-07839",
        writers: [{ name: "Ana Ruiz", share: "100" }],
      }),
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.data).toMatchObject({ title: "Ghosts", isrc: "USRC17607839" });
    expect(updated.data.writers).toHaveLength(1);
    const read = await as(s.a, "GET", `/api/songs/${id}`);
    expect(read.data).toEqual(updated.data);
  });

  it("refuses shares that do not add up to 100 %, a bad ISWC, a bad ISRC, naming each field", async () => {
    const before = (await as(s.a, "GET", "/api/songs")).text;
    const split = await as(
      s.a,
      "POST",
      "/api/songs",
      songBody("Split", {
        writers: [
          { name: "Ana", share: "50" },
          { name: "Ben", share: "49.99" },
        ],
      }),
    );
    expect(split.status).toBe(400);
    expect(split.data.error.fields).toEqual({
      writers: "Writers' shares must add up to 100 % (they add up to 99.99 %)",
    });
    const iswc = await as(s.a, "POST", "/api/songs", songBody("X", { iswc: "T-034.524.680-2" }));
    expect(iswc.status).toBe(400);
    expect(iswc.data.error.fields.iswc).toMatch(/check digit does not match .*should be 1/);
    const isrc = await as(s.a, "POST", "/api/songs", songBody("X", { isrc: "US-RC1-76" }));
    expect(isrc.status).toBe(400);
    expect(isrc.data.error.fields.isrc).toMatch(/^ISRC must be a country code/);
    const ipi = await as(
      s.a,
      "POST",
      "/api/songs",
      songBody("X", { writers: [{ name: "Ana", share: "100", ipi: "12" }] }),
    );
    expect(ipi.data.error.fields).toEqual({ "writers.0.ipi": "IPI must be 9 to 11 digits" });
    expect((await as(s.a, "GET", "/api/songs")).text).toBe(before);
  });

  it("refuses huge numbers in tempo and length, as numbers or text", async () => {
    for (const [field, value] of [
      ["tempo", 1e308],
      ["tempo", "99999999999999999999"],
      ["durationSeconds", 1e20],
      ["durationSeconds", "99999:00"],
      ["tempo", -5],
    ] as const) {
      const res = await as(s.a, "POST", "/api/songs", songBody("Huge", { [field]: value }));
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(Object.keys(res.data.error.fields)).toEqual([field]);
    }
  });

  it("refuses a NUL in a title and takes direction-changing characters out", async () => {
    const nul = await as(s.a, "POST", "/api/songs", songBody("Gho\u0000sts"));
    expect(nul.status).toBe(400);
    expect(nul.data.error.fields).toEqual({ title: "Must not contain a NUL character" });
    const bidi = await as(s.a, "POST", "/api/songs", songBody("Sta\u202Ey \u2066Gold\u2069"));
    expect(bidi.status, bidi.text).toBe(201);
    expect(bidi.data.title).toBe("Stay Gold");
    expect(bidi.data.writers[0].name).toBe("Ana Ruiz");
  });

  it("refuses an ISWC another song has: 409 naming that song, on add and on update", async () => {
    const first = await addSong(s.t, s.a, "Northern Line", { iswc: "T-123.456.789-4" });
    const again = await as(s.a, "POST", "/api/songs", songBody("Copy", { iswc: "t1234567894" }));
    expect(again.status).toBe(409);
    expect(again.data.error).toEqual({
      code: "conflict",
      message: "Another song of the catalogue has this ISWC: Northern Line",
      fields: { iswc: "Another song of the catalogue has this ISWC: Northern Line" },
    });
    const other = await addSong(s.t, s.a, "Southern Line");
    const moved = await as(
      s.a,
      "PUT",
      `/api/songs/${other.id}`,
      songBody("Southern Line", { iswc: "T-123.456.789-4" }),
    );
    expect(moved.status).toBe(409);
    expect(moved.data.error.fields.iswc).toMatch(/Northern Line/);
    // The song keeps its own ISWC through an update, and another workspace may have it.
    const kept = await as(
      s.a,
      "PUT",
      `/api/songs/${first.id}`,
      songBody("Northern Line", { iswc: "T-123.456.789-4", notes: "live favourite" }),
    );
    expect(kept.status, kept.text).toBe(200);
    const theirs = await as(
      s.b,
      "POST",
      "/api/songs",
      songBody("B's", { iswc: "T-123.456.789-4" }),
    );
    expect(theirs.status, theirs.text).toBe(201);
  });

  it("answers 404 for another workspace's song and for a malformed id, changing nothing", async () => {
    const song = await addSong(s.t, s.a, "Private Song");
    for (const path of [
      `/api/songs/${song.id}`,
      "/api/songs/not-a-uuid",
      `/api/songs/${crypto.randomUUID()}`,
    ]) {
      for (const [method, json] of [
        ["GET", undefined],
        ["PUT", songBody("Taken over")],
        ["DELETE", undefined],
      ] as const) {
        const res = await as(s.b, method, path, json);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.data.error).toEqual({ code: "not_found", message: "Song not found" });
      }
    }
    expect((await as(s.a, "GET", `/api/songs/${song.id}`)).data.title).toBe("Private Song");
    expect((await as(s.b, "GET", "/api/songs")).text).not.toContain("Private Song");
  });
});

describe("a song used in a set", () => {
  it("cannot be deleted: 409 naming the sets, planned, played and saved, and nothing is lost", async () => {
    const ghosts = await addSong(s.t, s.a, "Ghosts of Mohawk");
    await putInSet(s.t, s.a.workspaceId, [ghosts.id], { venue: "Mohawk", date: "2027-03-12" });
    await putInSet(s.t, s.a.workspaceId, [ghosts.id], {
      venue: "Union Hall",
      date: "2027-03-14",
      played: true,
    });
    await putInSet(s.t, s.a.workspaceId, [ghosts.id], { saved: "Festival 45" });
    await putInSet(s.t, s.a.workspaceId, [ghosts.id], { saved: "Radio session" });

    const listed = await as(s.a, "GET", `/api/songs/${ghosts.id}`);
    expect(listed.data.setCount).toBe(4);
    const refused = await as(s.a, "DELETE", `/api/songs/${ghosts.id}`);
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("conflict");
    expect(refused.data.error.message).toBe(
      "Ghosts of Mohawk is in 4 sets (the set for the show at Mohawk on Mar 12, what was played at the show at Union Hall on Mar 14, the saved set Festival 45 and 1 more): take it out of them first",
    );
    expect((await as(s.a, "GET", `/api/songs/${ghosts.id}`)).status).toBe(200);

    const once = await addSong(s.t, s.a, "Encore Only");
    await putInSet(s.t, s.a.workspaceId, [once.id], { saved: "Encores" });
    const one = await as(s.a, "DELETE", `/api/songs/${once.id}`);
    expect(one.data.error.message).toBe(
      "Encore Only is in 1 set (the saved set Encores): take it out of it first",
    );

    const free = await addSong(s.t, s.a, "Never Played");
    const deleted = await as(s.a, "DELETE", `/api/songs/${free.id}`);
    expect(deleted.status).toBe(200);
    expect((await as(s.a, "GET", `/api/songs/${free.id}`)).status).toBe(404);
  });
});

describe("who may keep the catalogue", () => {
  let crew: Account;
  let artist: Account;
  let songId: string;
  beforeAll(async () => {
    crew = await memberOf(s.t, s.a.workspaceId, "crew");
    artist = await memberOf(s.t, s.a.workspaceId, "artist");
    songId = (await addSong(s.t, s.a, "Crew Never See")).id;
  });

  it("crew are refused every catalogue route (403), and change nothing", async () => {
    const sheet = new TextEncoder().encode("Title\nSneaky\n");
    const requests: [string, string, { json?: unknown; raw?: Uint8Array }][] = [
      ["GET", "/api/songs", {}],
      ["POST", "/api/songs", { json: songBody("Sneaky") }],
      ["GET", `/api/songs/${songId}`, {}],
      ["PUT", `/api/songs/${songId}`, { json: songBody("Sneaky") }],
      ["DELETE", `/api/songs/${songId}`, {}],
      ["POST", "/api/imports/songs/preview", { raw: sheet }],
      ["POST", "/api/imports/songs", { raw: sheet }],
      ["GET", "/api/exports/songs.csv", {}],
    ];
    const before = (await as(s.a, "GET", "/api/songs")).text;
    for (const [method, path, body] of requests) {
      const res = await call(s.t, method, path, { cookie: crew.cookie, ...body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error.code).toBe("forbidden");
    }
    expect((await as(s.a, "GET", "/api/songs")).text).toBe(before);
  });

  it("an artist keeps it: adds, edits and deletes songs, and the activity names them", async () => {
    const added = await as(artist, "POST", "/api/songs", songBody("Artist's Own"));
    expect(added.status, added.text).toBe(201);
    const edited = await as(
      artist,
      "PUT",
      `/api/songs/${added.data.id}`,
      songBody("Artist's Own II"),
    );
    expect(edited.status).toBe(200);
    expect((await as(artist, "DELETE", `/api/songs/${added.data.id}`)).status).toBe(200);
    const log = await as(s.a, "GET", "/api/activity?area=setlists");
    const lines = (log.data.entries as ActivityEntry[]).map((e) => e.summary);
    expect(lines.slice(0, 3)).toEqual([
      "Deleted the song Artist's Own II",
      "Updated the song Artist's Own",
      "Added the song Artist's Own",
    ]);
  });
});

describe("the catalogue's limit", () => {
  it("takes songs up to 5,000 and refuses the next with 409 naming the limit", async () => {
    const owner = s.b;
    const db = s.t.database.db;
    const current = (await as(owner, "GET", "/api/songs")).data.length as number;
    await db.execute(
      sql.raw(`insert into songs (workspace_id, title)
        select '${owner.workspaceId}', 'Filler ' || i from generate_series(1, ${4_999 - current}) as i`),
    );
    expect((await as(owner, "POST", "/api/songs", songBody("The 5,000th"))).status).toBe(201);
    const over = await as(owner, "POST", "/api/songs", songBody("One more"));
    expect(over.status).toBe(409);
    expect(over.data.error).toEqual({
      code: "limit_reached",
      message: "This workspace has reached its limit of 5,000 songs.",
    });
    const all = await as(owner, "GET", "/api/songs");
    expect(all.data).toHaveLength(5_000);
  });
});
