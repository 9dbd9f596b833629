import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { addPeriod } from "@/domain/setlists/societies";
import { utcDateStamp } from "@/domain/tour-timing";
import { scheduleNotifications } from "@/server/db/queries/notifications/schedule";
import { notifications, workspaces } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/members";
import { pdfText } from "../support/pdf-text";
import { addSong, filingShow, setShowSet, writer } from "../support/setlist-filings";

const s = setupApiSuite();

const TODAY = utcDateStamp(new Date());
const ago = (months: number, days = 0) => addPeriod(TODAY, { months, days }, -1);
/** Six months up to today: what the Filing tab asks for as "this half". */
const PERIOD = { from: ago(6), to: TODAY };
const query = (society: string, period = PERIOD) =>
  `society=${society}&from=${period.from}&to=${period.to}`;

const get = (who: Account, path: string) => call(s.t, "GET", path, { cookie: who.cookie });
const put = (who: Account, path: string, json: unknown) =>
  call(s.t, "PUT", path, { cookie: who.cookie, json });
const filingPath = (show: { tourId: string; showId: string }, society = "PRS") =>
  `/api/tours/${show.tourId}/set-lists/${show.showId}/filings/${society}`;

/** The PDF's bytes, read back as its lines of text. */
async function pdfLines(who: Account, path: string) {
  const res = await s.t.app.request(`http://localhost:3000${path}`, {
    headers: { origin: "http://localhost:3000", cookie: who.cookie },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

const parseCsv = (text: string) =>
  Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;

async function workspaceName(owner: Account) {
  const [row] = await s.t.database.db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, owner.workspaceId));
  return row!.name;
}

/**
 * A catalogue and a half-year of shows: one whose played set was confirmed (it differs from
 * the plan), one only planned, one with no set, a hold and a released hold with sets (never
 * performed), a US show (not PRS's) and one to come.
 */
async function halfYear(owner: Account, usVenue = "Mercury Lounge") {
  const t = s.t;
  const ghosts = await addSong(t, owner, {
    title: "Ghosts",
    iswc: "T-034524680-1",
    durationSeconds: 225,
    writers: [
      writer("Ana Ruiz", 5000, { society: "PRS", ipi: "00052210040" }),
      writer("Ben Ode", 5000),
    ],
    publishers: [{ name: "North Songs", society: "PRS", ipi: null }],
  });
  const paper = await addSong(t, owner, {
    title: "Paper Moon",
    writers: [writer("Ana Ruiz", 10_000)],
  });
  const jam = await addSong(t, owner, { title: "Untitled Jam" });
  const split = await addSong(t, owner, { title: "Half Agreed" });
  const act = await workspaceName(owner);
  const played = await filingShow(t, owner, {
    date: ago(2),
    venue: "The Garage",
    address: "20-22 Highbury Corner",
    runningOrder: ["The Openers", act],
  });
  await setShowSet(t, owner, played, [ghosts, paper], [paper, "line:Drum solo", ghosts, jam]);
  const planned = await filingShow(t, owner, {
    date: ago(1),
    venue: "Band on the Wall",
    city: "Manchester",
  });
  await setShowSet(t, owner, planned, [ghosts, split]);
  const noSet = await filingShow(t, owner, { date: ago(0, 10), venue: "Brudenell Social Club" });
  const hold = await filingShow(t, owner, { date: ago(3), venue: "Held Room", status: "hold" });
  await setShowSet(t, owner, hold, [ghosts]);
  const released = await filingShow(t, owner, {
    date: ago(3),
    venue: "Let Go Hall",
    status: "released",
  });
  await setShowSet(t, owner, released, [ghosts], [ghosts]);
  const us = await filingShow(t, owner, {
    date: ago(2),
    venue: usVenue,
    city: "New York",
    country: "US",
  });
  await setShowSet(t, owner, us, [ghosts], [ghosts]);
  const coming = await filingShow(t, owner, {
    date: addPeriod(TODAY, { days: 3 }),
    venue: "Tomorrow Club",
  });
  await setShowSet(t, owner, coming, [ghosts]);
  return { played, planned, noSet, us };
}

describe("the societies the band files with", () => {
  it("keeps the choice, and names an unknown society without losing the choice", async () => {
    expect((await get(s.a, "/api/setlist-settings")).data).toEqual({ societies: [] });
    const saved = await put(s.a, "/api/setlist-settings", { societies: ["gema", "PRS"] });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ societies: ["PRS", "GEMA"] });
    const bad = await put(s.a, "/api/setlist-settings", { societies: ["PRS", "JASRAC"] });
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields["societies.1"]).toMatch(/Unknown society "JASRAC"/);
    expect((await get(s.a, "/api/setlist-settings")).data).toEqual({ societies: ["PRS", "GEMA"] });
    // Another workspace has its own (none).
    expect((await get(s.b, "/api/setlist-settings")).data).toEqual({ societies: [] });
  });
});

describe("the performance report", () => {
  it("lists the confirmed shows of the period, says which used the plan, and names what cannot be filed", async () => {
    const owner = s.a;
    const { played, planned, noSet } = await halfYear(owner);
    const res = await get(owner, `/api/setlist-filings?${query("PRS")}`);
    expect(res.status, res.text).toBe(200);
    const byVenue = Object.fromEntries(res.data.shows.map((x: { venue: string }) => [x.venue, x]));
    // Holds (released or not), the US show and the show to come are not in PRS's report.
    expect(Object.keys(byVenue).sort()).toEqual([
      "Band on the Wall",
      "Brudenell Social Club",
      "The Garage",
    ]);
    expect(byVenue["The Garage"]).toMatchObject({
      showId: played.showId,
      playedConfirmed: true,
      setSource: "played",
      songCount: 3,
      billing: "Headliner",
      capacity: 600,
      country: "GB",
      // A small UK venue: 12 months.
      dueOn: addPeriod(ago(2), { months: 12 }),
      overdue: false,
      filedOn: null,
      unfileable: [{ title: "Untitled Jam", problem: "No writers yet" }],
    });
    expect(byVenue["Band on the Wall"]).toMatchObject({
      showId: planned.showId,
      playedConfirmed: false,
      setSource: "planned",
      setNote: "Planned set: what was played was not confirmed",
      songCount: 2,
      unfileable: [{ title: "Half Agreed", problem: "No writers yet" }],
    });
    expect(byVenue["Brudenell Social Club"]).toMatchObject({
      showId: noSet.showId,
      setSource: "none",
      songCount: 0,
    });
  });

  it("writes the CSV with each show's songs, writers and shares, and the PDF with the same", async () => {
    const outsider = await memberOf(s.t, s.a.workspaceId, "artist");
    // B's workspace, so only this test's shows are in it.
    const own = s.b;
    await halfYear(own, "Mercury Lounge B");
    const csv = await get(own, `/api/setlist-filings/report.csv?${query("PRS")}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain(
      `performance-report-prs-${PERIOD.from}-to-${PERIOD.to}.csv`,
    );
    const rows = parseCsv(csv.text);
    const played = rows.filter((r) => r.Venue === "The Garage");
    // What was played, in its order; the free line is not a song.
    expect(played.map((r) => r["Song title"])).toEqual(["Paper Moon", "Ghosts", "Untitled Jam"]);
    expect(played[1]).toMatchObject({
      "Venue address": "20-22 Highbury Corner",
      Country: "United Kingdom",
      Billing: "Headliner",
      Set: "Played (confirmed after the show)",
      Duration: "3:45",
      "Writers and shares": "Ana Ruiz (PRS; IPI 00052210040) 50.00%; Ben Ode 50.00%",
      Publishers: "North Songs (PRS)",
      ISWC: "T-034524680-1",
      Problem: "",
    });
    expect(played[0]!["Writers and shares"]).toBe("Ana Ruiz 100.00%");
    expect(played[2]!.Problem).toBe("No writers yet");
    const planned = rows.filter((r) => r.Venue === "Band on the Wall");
    expect(planned.map((r) => [r["Song title"], r.Set])).toEqual([
      ["Ghosts", "Planned set: what was played was not confirmed"],
      ["Half Agreed", "Planned set: what was played was not confirmed"],
    ]);
    // A show with no set is listed with its problem, not dropped.
    expect(rows.filter((r) => r.Venue === "Brudenell Social Club")).toEqual([
      expect.objectContaining({
        "Song title": "",
        Problem: "No set list: add the set, or confirm what was played",
      }),
    ]);
    expect(
      rows.some((r) => ["Held Room", "Let Go Hall", "Mercury Lounge B"].includes(r.Venue!)),
    ).toBe(false);

    const lines = (await pdfLines(own, `/api/setlist-filings/report.pdf?${query("PRS")}`)).join(
      "\n",
    );
    expect(lines).toContain("Performance report — PRS for Music");
    expect(lines).toContain("1. Paper Moon");
    expect(lines).toContain("Set: Planned set: what was played was not confirmed");
    expect(lines).toContain("No set list: add the set, or confirm what was played");
    expect(lines).not.toContain("Held Room");
    // The same US show is BMI's; an artist of the other workspace reads none of it.
    const bmi = parseCsv((await get(own, `/api/setlist-filings/report.csv?${query("BMI")}`)).text);
    expect(bmi.map((r) => r.Venue)).toEqual(["Mercury Lounge B"]);
    const theirs = await get(outsider, `/api/setlist-filings/report.csv?${query("BMI")}`);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain("Mercury Lounge B");
  });

  it("refuses a period it cannot read, naming the field", async () => {
    for (const [q, field] of [
      ["society=KODA&from=2026-01-01&to=2026-03-31", "society"],
      ["society=PRS&from=2026-01-01&to=2027-03-31", "to"],
      ["society=PRS&from=2026-13-01&to=2026-12-31", "from"],
      ["from=2026-01-01&to=2026-03-31", "society"],
    ] as const) {
      for (const path of ["", "/report.csv", "/report.pdf"]) {
        const res = await get(s.a, `/api/setlist-filings${path}?${q}`);
        expect(res.status, `${path}?${q}`).toBe(400);
        expect(res.data.error.fields[field], `${path}?${q}`).toBeTruthy();
      }
    }
  });
});

describe("marking a show's report filed", () => {
  it("marks and unmarks, and the list and the activity say so", async () => {
    const show = await filingShow(s.t, s.a, { date: ago(1), venue: "Filed Hall" });
    const filedOn = TODAY;
    const marked = await put(s.a, filingPath(show), { filedOn, reference: "PRS-88412" });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.data).toEqual({
      showId: show.showId,
      society: "PRS",
      filedOn,
      reference: "PRS-88412",
    });
    const listed = (await get(s.a, `/api/setlist-filings?${query("PRS")}`)).data.shows.find(
      (x: { showId: string }) => x.showId === show.showId,
    );
    expect(listed).toMatchObject({ filedOn, reference: "PRS-88412", overdue: false });
    const activity = (await get(s.a, "/api/activity")).data.entries[0];
    expect(activity.summary).toMatch(
      /^Marked the set for the show at Filed Hall on .+ filed with PRS for Music$/,
    );

    const undone = await call(s.t, "DELETE", filingPath(show), { cookie: s.a.cookie });
    expect(undone.data).toMatchObject({ filedOn: null, reference: null });
    const again = (await get(s.a, `/api/setlist-filings?${query("PRS")}`)).data.shows.find(
      (x: { showId: string }) => x.showId === show.showId,
    );
    expect(again.filedOn).toBeNull();
  });

  it("refuses a date in the future or before the show, an unknown society, a hold and a show the society does not take", async () => {
    const show = await filingShow(s.t, s.a, { date: ago(1), venue: "Picky Hall" });
    const future = await put(s.a, filingPath(show), { filedOn: addPeriod(TODAY, { days: 3 }) });
    expect(future.status).toBe(400);
    expect(future.data.error.fields.filedOn).toBe("Filed on can't be in the future");
    const before = await put(s.a, filingPath(show), { filedOn: ago(2) });
    expect(before.data.error.fields.filedOn).toBe("Filed on can't be before the show");
    const bad = await put(s.a, filingPath(show), { filedOn: "someday" });
    expect(bad.data.error.fields.filedOn).toMatch(/valid date/);
    const unknown = await put(s.a, filingPath(show, "KODA"), { filedOn: TODAY });
    expect(unknown.status).toBe(400);
    expect(unknown.data.error.fields.society).toMatch(/Unknown society "KODA"/);
    const bmi = await put(s.a, filingPath(show, "BMI"), { filedOn: TODAY });
    expect(bmi.status).toBe(400);
    expect(bmi.data.error.fields.society).toMatch(/BMI doesn't take shows in United Kingdom/);
    const hold = await filingShow(s.t, s.a, { date: ago(1), venue: "Maybe Hall", status: "hold" });
    const onHold = await put(s.a, filingPath(hold), { filedOn: TODAY });
    expect(onHold.status).toBe(409);
    // Nothing was marked by any of them.
    const listed = (await get(s.a, `/api/setlist-filings?${query("PRS")}`)).data.shows.find(
      (x: { showId: string }) => x.showId === show.showId,
    );
    expect(listed.filedOn).toBeNull();
  });

  it("answers another workspace's show like a missing one, and marks nothing", async () => {
    const show = await filingShow(s.t, s.a, { date: ago(1), venue: "Private Hall" });
    for (const method of ["PUT", "DELETE"]) {
      const res = await call(s.t, method, filingPath(show), {
        cookie: s.b.cookie,
        json: method === "PUT" ? { filedOn: TODAY } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.data.error.code).toBe("not_found");
    }
    const wrongTour = `/api/tours/${crypto.randomUUID()}/set-lists/${show.showId}/filings/PRS`;
    expect((await put(s.a, wrongTour, { filedOn: TODAY })).status).toBe(404);
    expect(
      (await put(s.a, "/api/tours/x/set-lists/y/filings/PRS", { filedOn: TODAY })).status,
    ).toBe(404);
    const listed = (await get(s.a, `/api/setlist-filings?${query("PRS")}`)).data.shows.find(
      (x: { showId: string }) => x.showId === show.showId,
    );
    expect(listed.filedOn).toBeNull();
  });

  it("is refused to crew on every route, and the settings to artists", async () => {
    const show = await filingShow(s.t, s.a, { date: ago(1), venue: "Crew Hall" });
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    const artist = await memberOf(s.t, s.a.workspaceId, "artist");
    const requests: [string, string, unknown?][] = [
      ["GET", `/api/setlist-filings?${query("PRS")}`],
      ["GET", `/api/setlist-filings/report.csv?${query("PRS")}`],
      ["GET", `/api/setlist-filings/report.pdf?${query("PRS")}`],
      ["PUT", filingPath(show), { filedOn: TODAY }],
      ["DELETE", filingPath(show)],
      ["GET", "/api/setlist-settings"],
      ["PUT", "/api/setlist-settings", { societies: ["PRS"] }],
    ];
    for (const [method, path, json] of requests) {
      const res = await call(s.t, method, path, { cookie: crew.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error.code).toBe("forbidden");
    }
    // Artists file (they are the writers) but the societies are the management's choice.
    expect((await put(artist, filingPath(show), { filedOn: TODAY })).status).toBe(200);
    expect((await put(artist, "/api/setlist-settings", { societies: ["BMI"] })).status).toBe(403);
  });
});

describe("the reminder before a report is due", () => {
  it("fires once for an unfiled show near its deadline, never for a filed one nor for crew", async () => {
    const owner = s.a;
    await put(owner, "/api/setlist-settings", { societies: ["PRS"] });
    // PRS's 12 months for a small UK venue end in 10 days for both.
    const date = addPeriod(addPeriod(TODAY, { days: 10 }), { months: 12 }, -1);
    const unfiled = await filingShow(s.t, owner, { date, venue: "Late Room" });
    const filed = await filingShow(s.t, owner, { date, venue: "Early Room" });
    expect((await put(owner, filingPath(filed), { filedOn: TODAY })).status).toBe(200);
    const artist = await memberOf(s.t, owner.workspaceId, "artist");
    const crew = await memberOf(s.t, owner.workspaceId, "crew");

    const db = s.t.database.db;
    await scheduleNotifications(db, new Date(), false, [owner.workspaceId]);
    await scheduleNotifications(db, new Date(), false, [owner.workspaceId]);
    const rows = await db
      .select({ subject: notifications.subjectId, userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, "setlist-filing-due"));
    const forOwner = rows.filter((r) => r.userId === owner.userId);
    expect(forOwner).toEqual([{ subject: `${unfiled.showId}:PRS`, userId: owner.userId }]);

    const bell = async (who: Account) =>
      ((await get(who, "/api/notifications")).data.items as { kind: string; title: string }[])
        .filter((i) => i.kind === "setlist-filing-due")
        .map((i) => i.title);
    expect(await bell(owner)).toEqual([
      expect.stringMatching(
        /^File the set list for the show at Late Room on .+ with PRS for Music by /,
      ),
    ]);
    expect(await bell(artist)).toHaveLength(1);
    expect(await bell(crew)).toEqual([]);
  });
});
