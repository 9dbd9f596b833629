import { Hono } from "hono";
import ICAL from "ical.js";
import { JSDOM } from "jsdom";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { insertTour } from "@/server/db/seed/tour-factories";
import { notFoundPage } from "@/server/reports/dates-not-found";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import {
  dayFromNow,
  insertDatesPage,
  insertListedShow,
  insertManyListedShows,
} from "../support/listings-feeds";
import { join } from "../support/team";

/**
 * Issue 52, items 3 and 4: the public iCal, Atom and RSS feeds, the iframe and the widget's
 * script, and the Bandsintown and Songkick uploads, read as a fan's calendar, a feed reader
 * and a band's manager would.
 */
const s = setupApiSuite();
const { DOMParser } = new JSDOM().window;
const DAY = 86_400_000;
const ROCK = '<Rock & Roll> "Bar"';

const get = (path: string, headers: Record<string, string> = {}) =>
  s.t.app.request(`http://localhost:3000${path}`, { headers });
const csvRows = (text: string) =>
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

/** The owner's public shows: timed, all-day, cancelled; and what must never be public. */
let owner: Account;
const ids: Record<string, string> = {};
beforeAll(async () => {
  owner = s.a;
  const db = s.t.database.db;
  const ws = owner.workspaceId;
  await insertDatesPage(db, ws, { slug: "rock-band", title: "Rock Band" });
  const tour = await insertTour(db, ws, { status: "active" });
  const add = async (name: string, opts: Parameters<typeof insertListedShow>[3] = {}) => {
    ids[name] = (await insertListedShow(db, ws, tour.id, opts)).id;
  };
  await add("timed", {
    venue: { name: ROCK },
    date: dayFromNow(20),
    listing: { startTime: "20:00", ticketUrl: "https://tickets.example/rock" },
  });
  await add("allDay", {
    venue: { name: "SO36", city: "Berlin", state: null, country: "DE" },
    date: dayFromNow(21),
    listing: { timeZone: "Europe/Berlin", supportActs: ["Opener"] },
  });
  await add("cancelled", {
    venue: { name: "Gone Hall" },
    date: dayFromNow(22),
    status: "released",
    listing: { cancelledAt: new Date(Date.now() - DAY) },
  });
  await add("later", {
    venue: { name: "Later Club" },
    date: dayFromNow(40),
    listing: { announceAt: new Date(Date.now() + 10 * DAY), startTime: "21:30" },
  });
  await add("hold", { venue: { name: "Held Room" }, status: "hold" });
  await add("hidden", { venue: { name: "Hidden Room" }, listing: { hidden: true } });
  // Another workspace's show, and its page turned off.
  const other = s.b.workspaceId;
  await insertDatesPage(db, other, { slug: "quiet-band", enabled: false });
  const otherTour = await insertTour(db, other);
  await insertListedShow(db, other, otherTour.id, { venue: { name: "Other Act's Club" } });
});

describe("the public calendar", () => {
  it("parses back with one event per public show, timed in the venue's zone, all-day, cancelled", async () => {
    const res = await get("/dates/rock-band/calendar.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Rock Band");
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [ids.timed, ids.allDay, ids.cancelled].map((id) => `public-show-${id}@localhost`).sort(),
    );
    const timed = byUid.get(`public-show-${ids.timed}@localhost`)!;
    expect(timed.summary).toBe(`Rock Band at ${ROCK}`);
    expect(timed.startDate.isDate).toBe(false);
    // 20:00 in Chicago, whatever the season, read back as an instant.
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Chicago",
      dateStyle: "short",
      timeStyle: "short",
    }).format(timed.startDate.toJSDate());
    expect(local).toMatch(/ 20:00$/);
    const allDay = byUid.get(`public-show-${ids.allDay}@localhost`)!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(dayFromNow(21));
    expect(allDay.location).toBe("SO36, Berlin, Germany");
    const off = byUid.get(`public-show-${ids.cancelled}@localhost`)!;
    expect(off.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    for (const word of ["Held Room", "Hidden Room", "Later Club", "Other Act"]) {
      expect(text).not.toContain(word);
    }
  });

  it("answers 304 to its own ETag, and gzip when asked", async () => {
    const first = await get("/dates/rock-band/calendar.ics");
    const etag = first.headers.get("etag")!;
    expect((await get("/dates/rock-band/calendar.ics", { "if-none-match": etag })).status).toBe(
      304,
    );
    const zipped = await get("/dates/rock-band/calendar.ics", { "accept-encoding": "gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("the Atom and RSS feeds", () => {
  it("Atom: an entry per upcoming show, tag ids, a venue's markup characters escaped", async () => {
    const res = await get("/dates/rock-band/feed.atom");
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("&lt;Rock &amp; Roll&gt; &quot;Bar&quot;");
    const doc = new DOMParser().parseFromString(text, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const entries = [...doc.getElementsByTagName("entry")];
    expect(entries.map((e) => e.querySelector("id")!.textContent)).toEqual(
      [ids.timed, ids.allDay, ids.cancelled].map((id) => `tag:localhost,2026:show/${id}`),
    );
    const titles = entries.map((e) => e.querySelector("title")!.textContent);
    expect(titles[0]).toMatch(/ — <Rock & Roll> "Bar", Chicago$/);
    expect(titles[2]).toMatch(/^Cancelled: /);
    expect(entries[0]!.querySelector("link")!.getAttribute("href")).toBe(
      `http://localhost:3000/dates/rock-band#show-${ids.timed}`,
    );
  });

  it("RSS 2.0: the same shows, well-formed", async () => {
    const res = await get("/dates/rock-band/feed.rss");
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const doc = new DOMParser().parseFromString(await res.text(), "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.getElementsByTagName("item")).toHaveLength(3);
  });
});

describe("the widget", () => {
  it("the iframe takes hex colours and a plain font, and ignores anything else", async () => {
    const res = await get(
      "/dates/rock-band/embed?color=%23222222&background=red&accent=%23c00;x:y&font=Georgia",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const doc = new DOMParser().parseFromString(await res.text(), "text/html");
    const css = doc.querySelector("style")!.textContent;
    expect(css).toContain("color:#222222");
    expect(css).toContain('"Georgia"');
    expect(css).toContain("background:transparent");
    expect(css).not.toContain("red");
    expect(css).not.toContain("x:y");
    expect(doc.querySelectorAll("script")).toHaveLength(0);
    expect(doc.querySelectorAll("li")).toHaveLength(3);
    expect(doc.querySelector("li .v a")!.textContent).toBe(ROCK);
  });

  it("the script is JavaScript under 10 KB, cached by its ETag", async () => {
    const res = await get("/dates/rock-band/widget.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await res.arrayBuffer()).byteLength).toBeLessThan(10 * 1024);
    const etag = res.headers.get("etag")!;
    expect((await get("/dates/rock-band/widget.js", { "if-none-match": etag })).status).toBe(304);
  });
});

describe("an address with no page", () => {
  const FILES = ["calendar.ics", "feed.atom", "feed.rss", "embed", "widget.js"];

  it("unknown, turned off or malformed: the same 404 for every file, saying nothing of the act", async () => {
    // The one answer the page answers too (routes/listings/public-pages.ts uses it).
    const page = await new Hono().get("*", (c) => notFoundPage(c)).request("/");
    const bodies = new Set<string>();
    for (const slug of ["no-such-band", "quiet-band", "Quiet_Band", "x"]) {
      for (const file of FILES) {
        const res = await get(`/dates/${slug}/${file}`);
        expect(res.status, `${slug}/${file}`).toBe(404);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(res.headers.get("etag")).toBeNull();
        bodies.add(await res.text());
      }
    }
    expect([...bodies]).toEqual([await page.text()]);
    expect([...bodies][0]).not.toMatch(/quiet|band/i);
  });
});

describe("the listings sites' uploads", () => {
  let manager: Account;
  beforeAll(async () => {
    // 120 more shows: with the three above that reach the upload, 123 rows.
    const tour = await insertTour(s.t.database.db, owner.workspaceId, { status: "active" });
    await insertManyListedShows(s.t.database.db, owner.workspaceId, tour.id, 120);
    manager = await signUp(s.t);
    await join(s.t, owner, manager, "manager");
  });
  const download = (path: string, who: Account = owner) =>
    call(s.t, "GET", `/api/listings/${path}`, { cookie: who.cookie });

  it("Bandsintown: files of at most 50 rows, in its columns, announced-later shows included", async () => {
    const parts = [];
    for (const part of [1, 2, 3]) {
      const res = await download(`bandsintown.csv?part=${part}`);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="test-artist-bandsintown-${part}.csv"`,
      );
      parts.push(csvRows(res.text));
    }
    expect(parts.map((p) => p.length)).toEqual([50, 50, 23]);
    const rows = parts.flat();
    const venues = new Set(rows.map((r) => r.Venue));
    expect(venues).toEqual(new Set([ROCK, "SO36", "Later Club", "Many Shows Hall"]));
    const later = rows.find((r) => r.Venue === "Later Club")!;
    expect(later).toMatchObject({ Time: "21:30", Country: "United States", Region: "IL" });
    expect(later["Announce Date"]).toBe(
      new Date(Date.now() + 10 * DAY).toLocaleDateString("en-CA", { timeZone: "America/Chicago" }),
    );
    expect(rows.find((r) => r.Venue === "SO36")).toMatchObject({
      Time: "",
      Region: "",
      Lineup: "Opener",
    });
  });

  it("Bandsintown: a part beyond the last is 404 saying how many there are; a bad part is 400", async () => {
    const missing = await download("bandsintown.csv?part=4");
    expect(missing.status).toBe(404);
    expect(missing.data.error.message).toBe(
      "There is no part 4: the upload has 3 parts of at most 50 shows",
    );
    for (const bad of ["0", "abc", "1.5", "-1"]) {
      const res = await download(`bandsintown.csv?part=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.data.error.fields.part).toMatch(/whole number/);
    }
  });

  it("Bandsintown: the zip holds every part", async () => {
    const res = await download("bandsintown.zip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="test-artist-bandsintown.zip"',
    );
    const files = Object.entries(res.zip!).map(([name, bytes]) => [
      name,
      csvRows(new TextDecoder().decode(bytes)).length,
    ]);
    expect(files).toEqual([
      ["test-artist-bandsintown-1.csv", 50],
      ["test-artist-bandsintown-2.csv", 50],
      ["test-artist-bandsintown-3.csv", 23],
    ]);
  });

  it("Songkick: its columns, one file", async () => {
    const res = await download("songkick.csv", manager);
    expect(res.status).toBe(200);
    expect(res.text.split("\r\n")[0]).toBe(
      '"Date","Venue","City","Country","Lineup","Ticket Link","Publish Date","Publish Time","Publish Timezone"',
    );
    const rows = csvRows(res.text);
    expect(rows).toHaveLength(123);
    const rock = rows.find((r) => r.Venue === ROCK)!;
    expect(rock["Ticket Link"]).toBe("https://tickets.example/rock");
    expect(rock["Publish Timezone"]).toBe("America/Chicago");
    expect(rock["Publish Time"]).toMatch(/^(0\d|1[0-2]):[0-5]\d (AM|PM)$/);
  });

  it("guards a cell a spreadsheet would run", async () => {
    const tour = await insertTour(s.t.database.db, owner.workspaceId, { status: "active" });
    await insertListedShow(s.t.database.db, owner.workspaceId, tour.id, {
      venue: { name: '=HYPERLINK("http://evil.example")' },
      date: dayFromNow(5),
    });
    const res = await download("songkick.csv");
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const first = await download("bandsintown.csv");
    expect(csvRows(first.text)[0]!.Venue).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it("crew and artists may not download them", async () => {
    for (const role of ["crew", "artist"]) {
      const member = await signUp(s.t);
      await join(s.t, owner, member, role);
      for (const path of ["bandsintown.csv", "bandsintown.zip", "songkick.csv"]) {
        const res = await download(path, member);
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.data.error.code).toBe("forbidden");
      }
    }
  });
});
